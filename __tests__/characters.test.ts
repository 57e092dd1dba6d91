/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// Invisible characters that reorder text (Trojan Source) are refused in every content file, by
// line; the marks right-to-left writing needs are kept.
import { bidiControls } from "../src/node/content/bidiControls";
import { validateContent } from "../src/node/content/validateContent";
import { withFile } from "./fixtures/content";

const ISSUE = "content/newsletter/write-the-test-first.md";

describe("bidiControls", () => {
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
    expect(bidiControls(`first line\n[site.example](https://evil.example/${char}moc)`)).toEqual([
      {
        line: 2,
        message: `has an invisible ${name} character (${code}), which shows the text around it in another order than it is written (an address can be made to read as another): remove it; text in a right-to-left language needs none (or use <bdi> or dir="rtl")`,
      },
    ]);
  });

  it("keeps the marks right-to-left text needs, and everything else", () => {
    expect(bidiControls("שלום\u200f. Hello\u200e! مرحبا\u061c, <bdi>x</bdi>")).toEqual([]);
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
