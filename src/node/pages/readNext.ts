// "Read next" at the end of every issue, chosen when the site is built (createPages.ts puts the
// choice in each issue page's context): no script and no request in the reader's browser.

/** A published issue as the choice sees it. */
export interface ReadNextIssue {
  id: string;
  slug: string;
  /** The slugs of its topics. */
  topics: readonly string[];
  /** The slugs of the issues its `related` names, in order; empty when it names none. */
  related: readonly string[];
}

/** How many issues "Read next" shows. */
const READ_NEXT_COUNT = 3;

/**
 * For each issue (given newest first, only those this build publishes), the ids of up to `count`
 * other issues to read next: those its `related` names, in that order, when any of them is
 * published; otherwise the issues sharing the most topics with it, the newest first among equals,
 * then the newest of the rest. Never its neighbours by date: the page's "Previous issue" and
 * "Next issue" cards already lead there. Issues are found through their topics: one issue costs a
 * pass over the issues sharing one of its topics (milliseconds for the whole archive at 1,000
 * issues, docs/performance.md).
 */
export function chooseReadNext(
  newestFirst: readonly ReadNextIssue[],
  count = READ_NEXT_COUNT,
): Map<string, string[]> {
  const position = new Map(newestFirst.map((issue, index) => [issue.slug, index]));
  // Each topic's issues by position, newest first (pushed in that order).
  const byTopic = new Map<string, number[]>();
  newestFirst.forEach((issue, index) => {
    for (const topic of new Set(issue.topics)) {
      const list = byTopic.get(topic);
      if (list) list.push(index);
      else byTopic.set(topic, [index]);
    }
  });
  const idOf = (index: number): string[] => {
    const found = newestFirst[index];
    return found ? [found.id] : [];
  };
  // Shared-topic counts by position, reset after each issue through `touched`: no allocation per
  // issue, and no sort, so one issue costs one pass over the issues sharing its topics.
  const shared = new Int32Array(newestFirst.length);
  const choice = new Map<string, string[]>();
  newestFirst.forEach((issue, self) => {
    const skip = (index: number) => Math.abs(index - self) <= 1;
    const named = issue.related
      .map((slug) => position.get(slug))
      .filter((index): index is number => index !== undefined && !skip(index));
    if (named.length > 0) {
      choice.set(issue.id, [...new Set(named)].slice(0, count).flatMap(idOf));
      return;
    }
    const touched: number[] = [];
    for (const topic of new Set(issue.topics)) {
      for (const other of byTopic.get(topic) ?? []) {
        if (skip(other)) continue;
        if (shared[other] === 0) touched.push(other);
        shared[other] = (shared[other] ?? 0) + 1;
      }
    }
    // The `count` best: most shared topics first, then the newest (the lower position).
    const better = (a: number, b: number) =>
      (shared[a] ?? 0) > (shared[b] ?? 0) || (shared[a] === shared[b] && a < b);
    const picked: number[] = [];
    for (const candidate of touched) {
      const at = picked.findIndex((kept) => better(candidate, kept));
      if (at !== -1) picked.splice(at, 0, candidate);
      else picked.push(candidate);
      if (picked.length > count) picked.pop();
    }
    for (const index of touched) shared[index] = 0;
    // Then the newest issues, so every issue ends with `count` ways on while there are enough.
    for (let index = 0; index < newestFirst.length && picked.length < count; index += 1) {
      if (!skip(index) && !picked.includes(index)) picked.push(index);
    }
    choice.set(issue.id, picked.flatMap(idOf));
  });
  return choice;
}
