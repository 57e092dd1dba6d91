/** @jest-environment node */
import { findUnsafeMarkdown, isSafeUrl } from "../src/node/markdownSafety";

describe("findUnsafeMarkdown", () => {
  it.each([
    ["a script", "Intro.\n\n<script>document.title = 'x'</script>\n", 3, "<script> is not allowed"],
    ["an event handler", 'A <img src="x.jpg" onerror="alert(1)"> here.\n', 1, "onerror attribute"],
    ["a javascript: link", "[Win](javascript:alert(1))\n", 1, 'link "javascript:alert(1)"'],
    ["a vbscript: link", "[Win](vbscript:msgbox)\n", 1, 'link "vbscript:msgbox"'],
    ["a data: link", "[Win](data:text/html,hi)\n", 1, 'link "data:text/html,hi"'],
    ["a javascript: autolink", "<javascript:alert(1)>\n", 1, "javascript:alert(1)"],
    ["a disguised scheme", '<a href=" java&#x09;script:alert(1)">x</a>\n', 1, "href on <a>"],
    ["a reference link", "[a][r]\n\n[r]: javascript:alert(1)\n", 3, "javascript:alert(1)"],
    ["an iframe", '<iframe src="https://example.com"></iframe>\n', 1, "<iframe> is not allowed"],
    ["an object", '<object data="x.swf"></object>\n', 1, "<object> is not allowed"],
    ["an embed", '<embed src="x.swf">\n', 1, "<embed> is not allowed"],
    ["a form", '<form action="https://x.example"></form>\n', 1, "<form> is not allowed"],
    ["a style element", "<style>body { display: none }</style>\n", 1, "<style> is not allowed"],
    ["a style attribute", '<p style="position:fixed">x</p>\n', 1, "style attribute on <p>"],
    ["svg, whose parsing rules differ", "<svg><script>alert(1)</script></svg>\n", 1, "<svg>"],
    ["a comment never closed", "Text.\n\n<!-- the rest of the page\n", 3, "not finished"],
    // A tag left open joins the Markdown after it into one tag: <div onmouseover="...">.
    ["a tag split by a blank line", "<div\n\nonmouseover=alert(1)//>hi</div>\n", 1, "not finished"],
    ["a plain http: link", "[Old](http://example.com)\n", 1, 'link "http://example.com"'],
  ])("refuses %s, with its line", (_case, markdown, line, message) => {
    expect(findUnsafeMarkdown(markdown)).toContainEqual({
      line,
      message: expect.stringContaining(message),
    });
  });

  it("accepts Markdown and the formatting HTML a newsletter uses", () => {
    const markdown = [
      "## A heading",
      "",
      "Text with **bold**, `<script>` in code, a [link](https://example.com), an",
      "[address](mailto:hello@example.com), a [page](/case-study/) and an [anchor](#top).",
      "",
      "```html",
      "<script>alert('shown as code, never run')</script>",
      "```",
      "",
      '<details><summary>More</summary><p align="center">Press <kbd>Ctrl</kbd>.</p></details>',
      "",
      '<img src="../images/x.jpg" alt="A chart" width="600">',
      "",
      "| a | b |",
      "| - | - |",
      "| 1 | 2 |",
      "",
      "A note[^1] and <!-- a comment -->.",
      "",
      "[^1]: See <https://example.com>.",
    ].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([]);
  });
});

describe("isSafeUrl", () => {
  it.each([
    ["https://example.com", true],
    ["/newsletter/archive/", true],
    ["../images/x.jpg", true],
    ["#results", true],
    ["mailto:hello@example.com", true],
    ["tel:+19195550100", true],
    ["JavaScript:alert(1)", false],
    ["  javascript:alert(1)", false],
    ["java\nscript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["http://example.com", false],
  ])("%p -> %p", (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });
});
