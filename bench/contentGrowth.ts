// The content passes' time as their input grows (no build needed): each pass over a long run of
// the pieces that start what its patterns look for, at 20 KB and 160 KB; the Markdown check over
// 2 and 6 blocks at its limits and over nesting it refuses; Read next for 1,000 issues. The tests
// prove the shape that keeps these linear without a clock (__tests__/longContent.test.ts,
// markdownLimits.test.ts, readNext.test.ts); this measures it.
import { inspectMarkdown, tagInText } from "../src/node/htmlSafety/markdownSafety";
import { htmlProblems } from "../src/node/htmlSafety/htmlAllowList";
import { withPictures } from "../src/node/htmlSafety/publishedHtml";
import { readingMinutes } from "../src/node/schema/readingTime";
import { chooseReadNext } from "../src/node/pages/readNext";
import type { Bench } from "./harness";

/** Text of about `size` characters: one piece, repeated. */
export const repeated = (piece: string, size: number) =>
  piece.repeat(Math.ceil(size / piece.length));
const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
const titled = (text: string) => `<p><a href="/x" title="${attribute(text)}">x</a></p>`;

/** Each pass over an issue's text, with the pieces that start what its patterns look for. */
export const CONTENT_PASSES: [string, (text: string) => unknown, string[]][] = [
  [
    "the content check of a Markdown link's title",
    (text) => inspectMarkdown(`[x](/y "${text}")`),
    ["<pre ", "<"],
  ],
  ["the check of a title for tags", (text) => tagInText(text), ["<a ", "<"]],
  ["the reading time", (text) => readingMinutes(text), ["<", "![", "]("]],
  [
    "the published HTML's pictures",
    (text) => withPictures(titled(text), "/a.md", async () => undefined),
    ["<pre ", "<"],
  ],
  ["the allow-list's check", (text) => htmlProblems(titled(text)), ["<pre ", "<"]],
];

/** The best of `rounds` runs of `work`, in milliseconds. */
async function best(work: () => unknown, rounds: number): Promise<number> {
  let fastest = Infinity;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

// A run too short to time is taken as this long, so noise in it does not make a ratio.
const FLOOR_MS = 2;
const ratio = (long: number, short: number) => long / Math.max(short, FLOOR_MS);

const lines = (count: number, line: () => string) => Array.from({ length: count }, line).join("\n");
// Blocks at the limits (markdownLimits.ts: 10,000 characters, 500 marks), each as costly for
// remark as a block may be, and nesting the limits refuse.
export const WORST_BLOCK = `${"<b>x</b> [a](".repeat(166)}${"word www.a.b ".repeat(400)}`;
const MARKDOWN_CASES: ((n: number) => string)[] = [
  (n) => lines(n, () => `${WORST_BLOCK}\n`),
  (n) => `${"[".repeat(n * 2_000)}x${"]".repeat(n)}`,
  (n) => `${">".repeat(n * 2_000)} x`,
];

const TOPICS = ["a", "b", "c", "d", "e", "f", "g"];
const ARCHIVE = Array.from({ length: 1000 }, (_, index) => ({
  id: `id-${index}`,
  slug: `issue-${index}`,
  topics: [TOPICS[index % 7] ?? "a", TOPICS[(index * 3) % 7] ?? "b"],
  related: [],
}));

export const contentGrowth: Bench = {
  name: "content-growth",
  about:
    "the content passes' time at two input sizes, and Read next for 1,000 issues (no build needed)",
  budgets: {
    longContent: {
      label: "long content: 160 KB against 20 KB, the worst pass (8x the text)",
      unit: "x",
      max: 24,
    },
    markdown: {
      label: "Markdown check: 6 against 2 blocks at the limits, the worst case (3x the text)",
      unit: "x",
      max: 5,
    },
    readNext: { label: "Read next for 1,000 issues", unit: "ms", max: 2000 },
  },
  async round() {
    let longContent = 0;
    for (const [, pass, pieces] of CONTENT_PASSES) {
      for (const piece of pieces) {
        const short = await best(() => pass(repeated(piece, 20_000)), 4);
        const long = await best(() => pass(repeated(piece, 160_000)), 2);
        longContent = Math.max(longContent, ratio(long, short));
      }
    }
    let markdown = 0;
    for (const text of MARKDOWN_CASES) {
      const short = await best(() => inspectMarkdown(text(2)), 2);
      const long = await best(() => inspectMarkdown(text(6)), 2);
      markdown = Math.max(markdown, ratio(long, short));
    }
    const readNext = await best(() => chooseReadNext(ARCHIVE), 1);
    return { longContent, markdown, readNext };
  },
};
