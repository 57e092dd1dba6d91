/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// Depth and size are bounded before remark parses a body: 10,000 nested quotes or 5,000 nested
// lists are named with their file and line and the limit, not a stack overflow naming no file, and
// every block remark reads is small enough that the check's time grows with the file's length.
import { validateContent } from "../src/node/content/validateContent";
import { inspectMarkdown } from "../src/node/htmlSafety/markdownSafety";
import { withFile } from "./fixtures/content";
import { WORST_BLOCK } from "../bench/contentGrowth";

/** The length of each document remark parsed, in order. */
const mockParsed: number[] = [];
jest.mock("remark", () => {
  const actual = jest.requireActual<() => { parse: (doc: string) => unknown }>("remark");
  return () => {
    const processor = actual();
    const parse = processor.parse.bind(processor);
    processor.parse = (doc: string) => {
      mockParsed.push(String(doc).length);
      return parse(doc);
    };
    return processor;
  };
});

const ISSUE = "content/newsletter/write-the-test-first.md";
// The body starts on line 7 of the fixture.
const withBody = (body: string) =>
  withFile(ISSUE, (text) => text.replace("Body of the issue.", body));
const lines = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index)).join("\n");

const QUOTES = "quotes and lists nest more than 32 deep here";
const BRACKETS = "more than 32 [ brackets are open here at once";
const TREE = "links, emphasis, quotes and lists nest more than 32 deep here";
const BLOCK = "runs on for more than 10,000 characters without a blank line";
const MARKS = "has more than 500 [ brackets, HTML tags or runs of * _ ~ without a blank line";

describe("a body nested or packed beyond the limits is refused by file and line", () => {
  it.each([
    ["10,000 nested quotes", `Intro.\n\n${">".repeat(10_000)} deep`, 9, QUOTES],
    ["5,000 nested lists", `Intro.\n\n${"- ".repeat(5_000)}item`, 9, QUOTES],
    ["lists in a quote, each deeper", lines(40, (i) => `> ${"  ".repeat(i)}- item`), 38, QUOTES],
    ["lists indented by tabs", lines(40, (i) => `${"\t".repeat(i)}- item`), 39, QUOTES],
    ["lists, each line deeper", lines(40, (i) => `${" ".repeat(3 * i)}1. item`), 39, QUOTES],
    ["quotes, each line deeper", lines(40, (i) => `${"> ".repeat(i + 1)}text`), 39, QUOTES],
    ["20,000 nested brackets", `${"[".repeat(20_000)}x${"]".repeat(20_000)}`, 7, BRACKETS],
    ["40 nested emphases", `${"*a _b ".repeat(20)}x${" b_ a*".repeat(20)}`, 7, TREE],
    ["a 10,001-character paragraph", `Intro.\n\n${"word ".repeat(2_000)}x\nnext`, 9, BLOCK],
    ["501 emphasis marks in a list", lines(501, () => "- *a"), 7, MARKS],
    ["501 tags in a paragraph", "<b>".repeat(501), 7, MARKS],
  ])("%s", (_name, body, line, message) => {
    expect(validateContent(withBody(body))).toContainEqual({
      file: ISSUE,
      line,
      field: "",
      message: expect.stringContaining(message) as string,
    });
  });

  it("a file longer than 200,000 characters, whatever it holds, before anything else", () => {
    expect(validateContent(withBody("word ".repeat(40_000)))).toEqual([
      {
        file: ISSUE,
        field: "(whole file)",
        message:
          "is longer than 200,000 characters, the most a content file may hold (a long issue has about 30,000): split it",
      },
    ]);
  });

  it("keeps what real issues write: 32 levels, snake_case, code, long issues in short blocks", () => {
    const body = [
      `${">".repeat(32)} deep`,
      lines(32, (i) => `${"  ".repeat(i)}- level ${i + 1}`),
      `${"[".repeat(32)}x${"]".repeat(32)} and ${"*a _b ".repeat(8)}x${" b_ a*".repeat(8)}`,
      lines(300, (i) => `a_snake_case_name_${i} = x * y`),
      "```python\n" + lines(100, (i) => `items[${i}] = [[${i}], <b>]`) + "\n```",
      lines(15, () => "word ".repeat(1_900)).replace(/\n/g, "\n\n"),
    ].join("\n\n");
    expect(validateContent(withBody(body))).toEqual([]);
  });
});

describe("the check of a body does work in proportion to its length", () => {
  // Blocks at the limits, each as costly for remark as a block may be (GFM's autolinks and raw
  // HTML cost it more than linearly within a block): remark reads the body once, and nothing it
  // reads is a block past the limits. A body past them never reaches remark. (Its time at two
  // sizes: npm run bench -- content-growth.)
  const longestBlock = (markdown: string) =>
    Math.max(...markdown.split(/\n[ \t]*\n/).map((block) => block.length));

  it.each([2, 6])("blocks at the limits, %i of them: read once, each within the limits", (n) => {
    const markdown = lines(n, () => `${WORST_BLOCK}\n`);
    mockParsed.length = 0;
    expect(inspectMarkdown(markdown).problems).toEqual([]);
    expect(mockParsed).toEqual([markdown.length]);
    expect(longestBlock(markdown)).toBeLessThanOrEqual(10_000);
  });

  it.each([
    ["nested brackets", (n: number) => `${"[".repeat(n * 2_000)}x${"]".repeat(n)}`],
    ["nested quotes", (n: number) => `${">".repeat(n * 2_000)} x`],
    ["a block past the limit of marks", (n: number) => lines(n, () => `${WORST_BLOCK} [[[\n`)],
  ])("%s: refused before remark reads any of it", (_name, text) => {
    for (const n of [2, 6]) {
      mockParsed.length = 0;
      expect(inspectMarkdown(text(n)).problems).not.toEqual([]);
      expect(mockParsed).toEqual([]);
    }
  });
});
