// An issue's reading time (NewsletterIssue.readingMinutes, resolvers.ts), counted by `reading-time`
// over the Markdown body. Code reads slower than prose, so fenced code blocks go at their own pace.
import readingTime from "reading-time";

const PROSE_WORDS_PER_MINUTE = 230;
const CODE_WORDS_PER_MINUTE = 100;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The Markdown body split into its prose and the text of its fenced code blocks. */
function proseAndCode(markdown: string): { prose: string; code: string } {
  const prose: string[] = [];
  const code: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const marker = FENCE.exec(line)?.[1];
    // A fence closes with at least as many of the same character (CommonMark).
    const closes = !!fence && !!marker && marker[0] === fence[0] && marker.length >= fence.length;
    if (closes || (fence === undefined && marker)) fence = closes ? undefined : marker;
    else (fence === undefined ? prose : code).push(line);
  }
  return { prose: prose.join("\n"), code: code.join("\n") };
}

/** Whole minutes, rounded up, at least 1: "1 min read" for the shortest note. */
export function readingMinutes(markdown: string): number {
  const { prose, code } = proseAndCode(markdown);
  const minutes =
    readingTime(prose, { wordsPerMinute: PROSE_WORDS_PER_MINUTE }).minutes +
    readingTime(code, { wordsPerMinute: CODE_WORDS_PER_MINUTE }).minutes;
  return Math.max(1, Math.ceil(minutes));
}
