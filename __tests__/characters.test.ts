/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// Characters that reorder text (Trojan Source) or that XML 1.0 forbids (one breaks the feed whole)
// are refused in every content file, in every form they can be written, by file and line; the
// marks right-to-left writing needs are kept.
import { lineProblems } from "../src/node/contentFiles/characters";
import { validateContent } from "../src/node/content/validateContent";
import { withFile } from "./fixtures/content";

const ISSUE = "content/newsletter/write-the-test-first.md";
const TESTIMONIALS = "content/testimonials.yaml";
const BIDI_EFFECT =
  'which shows the text around it in another order than it is written (an address can be made to read as another): remove it; text in a right-to-left language needs none (or use <bdi> or dir="rtl")';
const XML_EFFECT =
  "which XML forbids: the newsletter feed would not be well-formed and feed readers and sending services would refuse all of it: remove it";

describe("lineProblems", () => {
  it.each([
    ["\u202e", "right-to-left override", "U+202E"],
    ["\u202d", "left-to-right override", "U+202D"],
    ["\u202a", "left-to-right embedding", "U+202A"],
    ["\u202b", "right-to-left embedding", "U+202B"],
    ["\u202c", "pop directional formatting", "U+202C"],
    ["\u2066", "left-to-right isolate", "U+2066"],
    ["\u2067", "right-to-left isolate", "U+2067"],
    ["\u2068", "first strong isolate", "U+2068"],
    ["\u2069", "pop directional isolate", "U+2069"],
  ])("names %p (the %s) on its line", (char, name, code) => {
    expect(lineProblems(`first line\n[site.example](https://evil.example/${char}moc)`)).toEqual([
      { line: 2, message: `has an invisible ${name} character (${code}), ${BIDI_EFFECT}` },
    ]);
  });

  it.each([
    ["\0", "the invisible control character U+0000"],
    ["\x08", "the invisible control character U+0008"],
    ["\x0b", "the invisible control character U+000B"],
    ["\x0c", "the invisible control character U+000C"],
    ["\x1b", "the invisible control character U+001B"],
    ["\x1f", "the invisible control character U+001F"],
    ["\ufffe", "the noncharacter U+FFFE"],
    ["\uffff", "the noncharacter U+FFFF"],
    ["\ud800", "half a character (the lone surrogate U+D800)"],
    ["\udfff", "half a character (the lone surrogate U+DFFF)"],
  ])("names %p, which XML forbids, on its line", (char, what) => {
    expect(lineProblems(`first\nsecond ${char} line`)).toEqual([
      { line: 2, message: `has ${what}, ${XML_EFFECT}` },
    ]);
  });

  it("keeps tab, line breaks, whole surrogate pairs, the marks right-to-left text needs", () => {
    expect(
      lineProblems("a\tb\r\nc 😀 \u0085 שלום\u200f. Hello\u200e! مرحبا\u061c, <bdi>x</bdi>"),
    ).toEqual([]);
  });
});

/** The problem validateContent reports for `file` at `line`. */
const refused = (file: string, line: number, field: string, message: string) => ({
  file,
  line,
  field,
  message: expect.stringContaining(message) as string,
});

describe("validateContent refuses them written as YAML escapes", () => {
  it.each([
    ["\\x0B", "control character U+000B (written as a YAML escape)"],
    ["\\v", "control character U+000B (written as a YAML escape)"],
    ["\\e", "control character U+001B (written as a YAML escape)"],
    ["\\0", "control character U+0000 (written as a YAML escape)"],
    ["\\a", "control character U+0007 (written as a YAML escape)"],
    ["\\uFFFE", "noncharacter U+FFFE (written as a YAML escape)"],
    ["\\uD800", "lone surrogate U+D800"],
    ["\\u202E", "right-to-left override character (U+202E) (written as a YAML escape)"],
    ["\\U0000202E", "right-to-left override character (U+202E) (written as a YAML escape)"],
    ["\\u2066", "left-to-right isolate character (U+2066) (written as a YAML escape)"],
  ])("%s in an issue's front matter, naming the field and its line", (escape, message) => {
    const files = withFile(ISSUE, (text) =>
      text.replace(/^summary: "(.*)"$/m, `summary: "$1 ${escape} more"`),
    );
    expect(validateContent(files)).toEqual([refused(ISSUE, 4, "summary", message)]);
  });

  it.each([
    ["\\x0B", "control character U+000B (written as a YAML escape)"],
    ["\\u202e", "right-to-left override character (U+202E) (written as a YAML escape)"],
  ])("%s in a YAML content file, naming the entry's field and its line", (escape, message) => {
    const files = withFile(TESTIMONIALS, (text) =>
      text.replace('role: "Staff Engineer"', `role: "Staff ${escape}Engineer"`),
    );
    expect(validateContent(files)).toEqual([refused(TESTIMONIALS, 8, "[1].role", message)]);
  });

  it("in a key too, and not when the escape is a character content may hold", () => {
    const files = withFile(ISSUE, (text) =>
      text.replace(/^title: "(.*)"$/m, 'title: "$1 \\t \\u00e9 \\U0001F600"\n"\\x0B": x'),
    );
    expect(validateContent(files)).toEqual([
      { file: ISSUE, field: "\v", message: expect.stringContaining("is not a field here") },
      refused(ISSUE, 3, "\v", "control character U+000B (written as a YAML escape)"),
    ]);
  });
});

describe("validateContent refuses them written as character references in Markdown", () => {
  it.each([
    ["&#x202E;", "right-to-left override character (U+202E) (written as &#x202E;)"],
    ["&#8238;", "right-to-left override character (U+202E) (written as &#8238;)"],
    ["&#x2069;", "pop directional isolate character (U+2069) (written as &#x2069;)"],
    ["&#11;", "control character U+000B (written as &#11;)"],
    ["&#x0B;", "control character U+000B (written as &#x0B;)"],
    ["&#X1b;", "control character U+001B (written as &#X1b;)"],
    ["&#0;", "control character U+0000 (written as &#0;)"],
    ["&#xFFFF;", "noncharacter U+FFFF (written as &#xFFFF;)"],
    ["&#xD800;", "lone surrogate U+D800) (written as &#xD800;)"],
  ])("%s in text, a link's address and its title, an image's text", (reference, message) => {
    const body = [
      `Text ${reference} here.`,
      "",
      `[a link](https://example.com/${reference}x) and [one](https://example.com/ "t${reference}")`,
      "",
      `![alt ${reference}](../images/coach-portrait.jpg)`,
      "",
      `[ref]: https://example.com/${reference}`,
      "",
      "```js",
      `const shownAsWritten = "${reference}";`,
      "```",
      "",
      `Shown as written: \`${reference}\` and \\${reference}.`,
    ].join("\n");
    const files = withFile(ISSUE, (text) => text.replace("Body of the issue.", body));
    expect(validateContent(files)).toEqual(
      [7, 9, 9, 11, 13].map((line) => refused(ISSUE, line, "", message)),
    );
  });

  it.each([
    ["&#x202e;", "right-to-left override character (U+202E)"],
    ["&#11;", "control character U+000B"],
    ["&#x7;", "control character U+0007"],
    ["&#xfffe;", "noncharacter U+FFFE"],
  ])("%s in raw HTML, its text and its attributes", (reference, message) => {
    const body = [
      `<p>Text ${reference}</p>`,
      "",
      `A <abbr title="x${reference}">TLA</abbr> here.`,
    ].join("\n");
    const files = withFile(ISSUE, (text) => text.replace("Body of the issue.", body));
    expect(validateContent(files)).toEqual([
      refused(ISSUE, 7, "", `${message} (written as a character reference)`),
      refused(ISSUE, 9, "", `${message} (written as a character reference)`),
    ]);
  });

  it("keeps references to characters content may hold, named ones included", () => {
    const files = withFile(ISSUE, (text) =>
      text.replace(
        "Body of the issue.",
        "Caf&#xe9; &amp; &lt;b&gt; &#128512; &rlm;&lrm;&nbsp;&Tab; <b>&#x41;&eacute;</b>",
      ),
    );
    expect(validateContent(files)).toEqual([]);
  });
});

describe("validateContent refuses them in every content file", () => {
  it("in a Markdown file's title and body, and in a YAML file, each on its line", () => {
    const TESTIMONIALS = "content/testimonials.yaml";
    const files = withFile(ISSUE, (text) =>
      text
        .replace(/^title: "(.*)"$/m, 'title: "$1 \u202egnp.exe"')
        .replace("Body of the issue.", "Body of the issue.\n\nSee [craftwise.example\u2066](/x)."),
    ).map((file) =>
      file.path === TESTIMONIALS
        ? { ...file, text: (file.text ?? "").replace("Engineering Manager", "Manager\u202d") }
        : file,
    );
    const named = (name: string, code: string) =>
      expect.stringMatching(new RegExp(`^has an invisible ${name} character \\(U\\+${code}\\)`));
    expect(validateContent(files)).toEqual([
      { file: ISSUE, line: 2, field: "", message: named("right-to-left override", "202E") },
      { file: ISSUE, line: 9, field: "", message: named("left-to-right isolate", "2066") },
      { file: TESTIMONIALS, line: 2, field: "", message: named("left-to-right override", "202D") },
    ]);
  });
});
