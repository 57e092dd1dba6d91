// An issue's reading time, worked out at build time from its Markdown body (the resolver of
// NewsletterIssue.readingMinutes, src/node/schema/resolvers.ts). Code reads slower than prose, so
// fenced code blocks are counted apart, at their own rate; inline code counts as prose. Link
// targets, image paths and HTML tags are not read aloud by anyone, so they are not words.

/**
 * Words of running text a reader gets through in a minute (a common figure for adults on screen).
 */
const PROSE_WORDS_PER_MINUTE = 230;
/** Words of code a minute: a reader follows code line by line, at well under half that pace. */
const CODE_WORDS_PER_MINUTE = 100;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const WORD = /[\p{L}\p{N}]+(?:['’_][\p{L}\p{N}]+)*/gu;

const countWords = (text: string): number => text.match(WORD)?.length ?? 0;

/** The words of a Markdown body: prose, and code in fenced blocks. */
export function bodyWords(markdown: string): { prose: number; code: number } {
  const prose: string[] = [];
  const code: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === undefined && marker) {
      fence = marker;
      continue;
    }
    // A fence closes with at least as many of the same character (CommonMark).
    if (fence !== undefined && marker && marker[0] === fence[0] && marker.length >= fence.length) {
      fence = undefined;
      continue;
    }
    (fence === undefined ? prose : code).push(line);
  }
  // No character class can pass the character its pattern starts with, so a match that fails
  // leaves no start behind it to try again: each pattern reads a long body once.
  const text = prose
    .join("\n")
    .replace(/!\[[^[\]]*\]\([^)\]]*\)/g, " ") // images: the picture is looked at, not read
    .replace(/\]\([^)\]]*\)/g, "]") // links: their text only
    .replace(/<[^<>]+>/g, " "); // HTML tags
  return { prose: countWords(text), code: countWords(code.join("\n")) };
}

/** Whole minutes, rounded up, at least 1: "1 min read" for the shortest note. */
export function readingMinutes(markdown: string): number {
  const { prose, code } = bodyWords(markdown);
  const minutes = prose / PROSE_WORDS_PER_MINUTE + code / CODE_WORDS_PER_MINUTE;
  return Math.max(1, Math.ceil(minutes));
}
