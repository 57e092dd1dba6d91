// "Read next" chosen at build time (createPages.ts): no script and no request in the browser.

export interface ReadNextIssue {
  id: string;
  slug: string;
  topics: readonly string[];
  /** The slugs its `related` names, in order. */
  related: readonly string[];
}

const READ_NEXT_COUNT = 3;

/**
 * For each issue (newest first), up to `count` others: its `related` when published, else those
 * sharing most topics, newest first, then the newest. Never its date neighbours, which the page
 * links already.
 */
export function chooseReadNext(
  newestFirst: readonly ReadNextIssue[],
  count = READ_NEXT_COUNT,
): Map<string, string[]> {
  const position = new Map(newestFirst.map((issue, index) => [issue.slug, index]));
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
  // Reset through `touched`: no allocation or sort per issue.
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
    // Then the newest, so every issue has `count` ways on while there are enough.
    for (let index = 0; index < newestFirst.length && picked.length < count; index += 1) {
      if (!skip(index) && !picked.includes(index)) picked.push(index);
    }
    choice.set(issue.id, picked.flatMap(idOf));
  });
  return choice;
}
