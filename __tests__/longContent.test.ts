/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// Long content stays fast: each pass the build makes over an issue's text reads it in time that
// grows with its length, not its square, whatever the text holds. A regular expression that scans
// ahead from each "<" (or "![", or "](") to a character that never comes reads an 80 KB title
// 20,000 times over: seconds of build, or, in the page, a long task at hydration.
// (The Markdown parser, remark 13 as gatsby-transformer-remark runs it, is not the site's: it
// takes seconds over tens of kilobytes of "](" or "<a ", docs/performance.md.)
import { inspectMarkdown, tagInText } from "../src/node/htmlSafety/markdownSafety";
import { htmlProblems } from "../src/node/htmlSafety/htmlAllowList";
import { publishedHtml } from "../src/node/htmlSafety/publishedHtml";
import { shippedHtmlFindings } from "../src/node/htmlSafety/shippedHtml";
import { readingMinutes } from "../src/node/schema/readingTime";

/** Text of about `size` characters: one piece, repeated. */
const repeated = (piece: string, size: number) => piece.repeat(Math.ceil(size / piece.length));
const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
const titled = (text: string) => `<p><a href="/x" title="${attribute(text)}">x</a></p>`;

// Each pass, with the pieces that start what its patterns look for, never finished.
const PASSES: [string, (text: string) => unknown, string[]][] = [
  [
    "the content check of a Markdown link's title",
    (text) => inspectMarkdown(`[x](/y "${text}")`),
    ["<pre ", "<"],
  ],
  ["the check of a title for tags", (text) => tagInText(text), ["<a ", "<"]],
  ["the reading time", (text) => readingMinutes(text), ["<", "![", "]("]],
  [
    "the published HTML",
    (text) => publishedHtml(titled(text), "/a.md", async () => undefined),
    ["<pre ", "<"],
  ],
  ["the allow-list's check", (text) => htmlProblems(titled(text)), ["<pre ", "<"]],
  [
    "the check's findings, by line",
    (text) => shippedHtmlFindings("content/a.md", "---\ntitle: x\n---\n\nx\n", titled(text)),
    ["<pre ", "<a "],
  ],
];

/** The best of `rounds` runs, in milliseconds. */
async function time(pass: (text: string) => unknown, text: string, rounds: number) {
  let best = Infinity;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await pass(text);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe.each(PASSES)("%s", (_name, pass, pieces) => {
  it.each(pieces)("reads a long run of %p in linear time", async (piece) => {
    const [short, long] = [repeated(piece, 20_000), repeated(piece, 160_000)];
    const shortTime = await time(pass, short, 4);
    const longTime = await time(pass, long, 2);
    // Eight times the text: about eight times the time when linear, sixty-four when quadratic
    // (with an allowance for a short run, which is mostly noise).
    expect(longTime).toBeLessThan(24 * shortTime + 50);
  });
});
