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
export const READ_NEXT_COUNT = 3;

/**
 * For each issue (given newest first, only those this build publishes), the ids of up to `count`
 * other issues to read next: those its `related` names, in that order, when any of them is
 * published; otherwise the issues sharing the most topics with it, the newest first among equals,
 * then the newest of the rest. Issues are found through their topics, so the cost per issue grows
 * with how many issues share its topics, not with the square of the archive.
 */
export function chooseReadNext(
  newestFirst: readonly ReadNextIssue[],
  count = READ_NEXT_COUNT,
): Map<string, string[]> {
  const position = new Map(newestFirst.map((issue, index) => [issue.slug, index]));
  const byTopic = new Map<string, number[]>();
  newestFirst.forEach((issue, index) => {
    for (const topic of issue.topics) byTopic.set(topic, [...(byTopic.get(topic) ?? []), index]);
  });
  const idOf = (index: number): string[] => {
    const found = newestFirst[index];
    return found ? [found.id] : [];
  };
  const choice = new Map<string, string[]>();
  newestFirst.forEach((issue, self) => {
    const named = issue.related
      .map((slug) => position.get(slug))
      .filter((index): index is number => index !== undefined && index !== self);
    if (named.length > 0) {
      choice.set(issue.id, [...new Set(named)].slice(0, count).flatMap(idOf));
      return;
    }
    const shared = new Map<number, number>();
    for (const topic of new Set(issue.topics)) {
      for (const other of byTopic.get(topic) ?? []) {
        if (other !== self) shared.set(other, (shared.get(other) ?? 0) + 1);
      }
    }
    const picked = [...shared]
      .sort(([a, sharedA], [b, sharedB]) => sharedB - sharedA || a - b)
      .slice(0, count)
      .map(([index]) => index);
    // Then the newest issues, so every issue ends with `count` ways on while there are enough.
    for (let index = 0; index < newestFirst.length && picked.length < count; index += 1) {
      if (index !== self && !picked.includes(index)) picked.push(index);
    }
    choice.set(issue.id, picked.flatMap(idOf));
  });
  return choice;
}
