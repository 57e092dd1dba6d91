/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The wall's findings as the coach reads them: the source file and the line to fix.
import { shippedHtmlFindings } from "../src/node/htmlSafety/shippedHtml";

const FILE = "content/newsletter/2026-03-05-issue.md";

describe("shippedHtmlFindings", () => {
  it("names the line of the Markdown body that holds each problem, most specific clue first", () => {
    const source = [
      "---",
      'title: "style= and <img in the frontmatter are not the body"',
      "---",
      "",
      '<img src="/images/ok.png" alt="">',
      "",
      "<p",
      '  title="x"',
      '  STYLE="position:fixed">a</p>',
      "",
      '<img src="javascript:alert(1)" alt="">',
    ].join("\n");
    const html = [
      '<img src="/images/ok.png" alt="">',
      '<p title="x" style="position:fixed">a</p>',
      '<img src="javascript:alert(1)" alt="">',
    ].join("\n");
    expect(shippedHtmlFindings(FILE, source, html)).toEqual({
      problems: [
        { file: FILE, field: "", line: 9, message: "the style attribute on <p> is not allowed" },
        {
          file: FILE,
          field: "",
          line: 11,
          message: expect.stringMatching(/^src on <img> "javascript:alert\(1\)" is not allowed: /),
        },
      ],
      warnings: [],
    });
  });

  it("reports a problem whose text is nowhere in the source without a line", () => {
    const source = "---\ntitle: x\n---\n\n<div class='note'>\n";
    expect(shippedHtmlFindings(FILE, source, "<div").problems).toEqual([
      {
        file: FILE,
        field: "",
        message:
          'HTML that is not well-formed: a tag is not finished: each tag ends with > (as in <div class="note">)',
      },
    ]);
  });

  it("warns, on its line, of a code block in a language Prism does not highlight", () => {
    const source = [
      "---",
      "title: x",
      "---",
      "",
      "```JS",
      "a",
      "```",
      "",
      "~~~klingon",
      "b",
      "~~~",
      "",
      "```diff-js",
      "c",
      "```",
      "",
      "```html",
      "d",
      "```",
      "",
      "```text",
      "e",
      "```",
    ].join("\n");
    const highlighted = (language: string): string =>
      `<div class="gatsby-highlight" data-language="${language}"><pre class="language-${language}"><code class="language-${language}">x</code></pre></div>`;
    const html = ["JS", "klingon", "diff-js", "html", "text"].map(highlighted).join("\n");
    expect(shippedHtmlFindings(FILE, source, html)).toEqual({
      problems: [],
      warnings: [
        {
          file: FILE,
          field: "",
          line: 9,
          message: 'the code block\'s language "klingon" is unknown: it is shown as plain code',
        },
      ],
    });
  });

  it("warns, on its line in the file, that the words after a code block's language are ignored", () => {
    const source = ["---", "title: x", "---", "", '```js title="app.js"', "a", "```"].join("\n");
    const html =
      '<div class="gatsby-highlight" data-language="js"><pre class="language-js"><code class="language-js">a</code></pre></div>';
    expect(shippedHtmlFindings(FILE, source, html)).toEqual({
      problems: [],
      warnings: [
        {
          file: FILE,
          field: "",
          line: 5,
          message:
            'the code block\'s language is "js"; the words after it (title="app.js") are ignored',
        },
      ],
    });
  });

  it("names the line of an end tag that would close the page's own elements", () => {
    const source = ["---", "title: x", "---", "", "Intro.", "", "</article>"].join("\n");
    expect(shippedHtmlFindings(FILE, source, "<p>Intro.</p>\n</article>").problems).toEqual([
      {
        file: FILE,
        field: "",
        line: 7,
        message:
          "</article> closes nothing this file opened: remove it, or add the <article> it belongs to (in the page it would close the page's own elements)",
      },
    ]);
  });
});
