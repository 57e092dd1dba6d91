/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import {
  findUnsafeMarkdown,
  inspectMarkdown,
  tagInText,
} from "../src/node/htmlSafety/markdownSafety";
import { NESTED_LINK, leftOpen, strayEndTag } from "../src/node/htmlSafety/htmlAllowList";

const IMAGE_ONLY_FROM_SITE = "images are served from this site only";

describe("findUnsafeMarkdown", () => {
  it.each([
    [
      "a script",
      "Intro.\n\n<script>document.title = 'x'</script>\n",
      3,
      "<script> is not allowed in content",
    ],
    [
      "an event handler",
      'A <img src="/x.jpg" onerror="alert(1)"> here.\n',
      1,
      "the onerror attribute on <img> is not allowed",
    ],
    [
      "a javascript: link",
      "[Win](javascript:alert(1))\n",
      1,
      'link "javascript:alert(1)" is not allowed',
    ],
    ["a vbscript: link", "[Win](vbscript:msgbox)\n", 1, 'link "vbscript:msgbox" is not allowed'],
    ["a data: link", "[Win](data:text/html,hi)\n", 1, 'link "data:text/html,hi" is not allowed'],
    [
      "a javascript: autolink",
      "<javascript:alert(1)>\n",
      1,
      'link "javascript:alert(1)" is not allowed',
    ],
    [
      "a disguised scheme",
      '<a href=" java&#x09;script:alert(1)">x</a>\n',
      1,
      'href on <a> " java\\tscript:alert(1)"',
    ],
    ["a reference link", "[a][r]\n\n[r]: javascript:alert(1)\n", 3, 'link "javascript:alert(1)"'],
    [
      "a raw image with a script URL",
      '<img src="javascript:alert(1)" alt="">\n',
      1,
      'src on <img> "javascript:alert(1)"',
    ],
    [
      "a quote citing a script URL",
      '<blockquote cite="javascript:alert(1)">q</blockquote>\n',
      1,
      'cite on <blockquote> "javascript:alert(1)"',
    ],
    [
      "a Markdown image with a script URL",
      "![x](javascript:alert(1))\n",
      1,
      'src on <img> "javascript:alert(1)"',
    ],
    ["an image from another site", "![x](https://example.com/x.png)\n", 1, IMAGE_ONLY_FROM_SITE],
    [
      "a raw image from another site",
      '<img src="//example.com/x.png" alt="">\n',
      1,
      IMAGE_ONLY_FROM_SITE,
    ],
    [
      "an iframe",
      '<iframe src="https://example.com"></iframe>\n',
      1,
      "<iframe> is not allowed in content",
    ],
    ["an object", '<object data="x.swf"></object>\n', 1, "<object> is not allowed in content"],
    ["an embed", '<embed src="/x.swf">\n', 1, "<embed> is not allowed in content"],
    ["a form", '<form action="https://x.example"></form>\n', 1, "<form> is not allowed in content"],
    ["a base element", '<base href="https://x.example/">\n', 1, "<base> is not allowed in content"],
    [
      "a meta refresh",
      '<meta http-equiv="refresh" content="0;url=https://x.example/">\n',
      1,
      "<meta> is not allowed in content",
    ],
    [
      "a style element",
      "<style>body { display: none }</style>\n",
      1,
      "<style> is not allowed in content",
    ],
    [
      "an upper-case style element",
      "<STYLE>body { display: none }</STYLE>\n",
      1,
      "<style> is not allowed in content",
    ],
    [
      "a style attribute",
      '<p style="position:fixed">x</p>\n',
      1,
      "the style attribute on <p> is not allowed",
    ],
    [
      "svg, whose parsing rules differ",
      "<svg onload=alert(1)></svg>\n",
      1,
      "<svg> is not allowed in content",
    ],
    [
      "a comment never closed",
      "Text.\n\n<!-- the rest of the page\n",
      3,
      "a comment is not finished: a comment is written <!-- like this -->, with nothing but text between <!-- and -->",
    ],
    // A tag left open joins the Markdown after it into one tag: <div onmouseover="...">.
    [
      "a tag split by a blank line",
      "<div\n\nonmouseover=alert(1)//>hi</div>\n",
      1,
      'a tag is not finished: each tag ends with > (as in <div class="note">)',
    ],
    // A bogus comment runs, in the page, to the first > of the Markdown after it.
    [
      "a processing instruction",
      "<div><?\n\n<div title='>x'>y</div>\n",
      1,
      "<? starts nothing in HTML: to show it as text, put it in backticks (`<?xml ...?>`)",
    ],
    [
      "a CDATA section",
      "<div><![CDATA[\n\nx\n",
      1,
      "<![CDATA[ is not used in HTML: write the text as it is (put it in backticks to show it as code)",
    ],
    [
      "an id the site's own page uses",
      '<p id="___gatsby">x</p>\n',
      1,
      'id "___gatsby" on <p> is reserved',
    ],
    [
      "a plain http: link",
      "[Old](http://example.com)\n",
      1,
      'link "http://example.com" is not allowed',
    ],
    [
      "a code block's info string that is markup",
      '```x"><meta http-equiv="refresh">\ncode\n```\n',
      1,
      `the first word after \`\`\` names the code block's language, such as js, python or c++ (letters, digits and + # . _ -), got "x\\"><meta"`,
    ],
    [
      "a code block's info string with a style",
      '```x"&#32;style="position:fixed\ncode\n```\n',
      1,
      `the first word after \`\`\` names the code block's language, such as js, python or c++ (letters, digits and + # . _ -), got "x\\" style=\\"position:fixed"`,
    ],
    [
      "a code block's language with a character that is not in a language's name",
      "```c<b>\ncode\n```\n",
      1,
      `the first word after \`\`\` names the code block's language, such as js, python or c++ (letters, digits and + # . _ -), got "c<b>"`,
    ],
    [
      "a closing tag of the page's own layout",
      "Text.\n\n</main>\n",
      3,
      "</main> closes nothing this file opened: remove it, or add the <main> it belongs to (in the page it would close the page's own elements)",
    ],
  ])("refuses %s, with its line", (_case, markdown, line, message) => {
    const problems = findUnsafeMarkdown(markdown);
    expect(problems).toEqual([{ line, message: expect.stringContaining(message) }]);
  });

  it("reports each problem of an HTML block on its own line, in order", () => {
    const markdown = [
      "Intro.",
      "",
      "<div>",
      '<p style="x">a</p>',
      "<iframe></iframe>",
      "</div>",
    ].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([
      { line: 4, message: "the style attribute on <p> is not allowed" },
      {
        line: 5,
        // The backticks quote the tag as written, not the whole block it is in.
        message:
          "<iframe> is not allowed in content (the browser would read what follows it up to </iframe> as its text): to show it as text, put it in backticks (`<iframe>`)",
      },
    ]);
  });

  it("reports an attribute on its own line, inside a tag written over several lines", () => {
    const markdown = ["Intro.", "", "<p", '  title="x"', '  style="position:fixed">a</p>'].join(
      "\n",
    );
    expect(findUnsafeMarkdown(markdown)).toEqual([
      { line: 5, message: "the style attribute on <p> is not allowed" },
    ]);
  });

  it("lists the problems of a block by line, an unfinished comment where the comment starts", () => {
    const markdown = ["Intro.", "", "<div>", '<p style="x">a</p>', "<!-- never closed"].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([
      { line: 4, message: "the style attribute on <p> is not allowed" },
      {
        line: 5,
        message:
          "a comment is not finished: a comment is written <!-- like this -->, with nothing but text between <!-- and -->",
      },
    ]);
  });

  it("accepts Markdown and the formatting HTML a newsletter uses", () => {
    const markdown = [
      "## A heading",
      "",
      "Text with **bold**, `<script>` in code, a [link](https://example.com), an",
      "[address](mailto:hello@example.com), a [phone](tel:+19195550100), a [page](/case-study/)",
      "and an [anchor](#top).",
      "",
      "```html",
      "<script>alert('shown as code, never run')</script>",
      "```",
      "",
      "```c++",
      "int main() {}",
      "```",
      "",
      '<details><summary>More</summary><p align="center">Press <kbd>Ctrl</kbd>.</p></details>',
      "",
      '<img src="/images/x.jpg" alt="A chart" width="600" loading="lazy" decoding="async">',
      "",
      '<picture><source srcset="/a.webp 1x, /a@2x.webp 2x" type="image/webp"><img src="/a.png" alt="a"></picture>',
      "",
      '<p>An <a href="https://example.com" target="_blank" rel="noopener">outside page</a>, <u>underlined</u>, <mark>marked</mark>.</p>',
      "",
      "| a | b |",
      "| - | - |",
      "| 1 | 2 |",
      "",
      '<table><tr><td colspan="2">x</td></tr></table>',
      "",
      "A note[^1] and <!-- a comment -->.",
      "",
      "[^1]: See <https://example.com>.",
    ].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([]);
  });

  it("reports a tag that is not well-formed on its own line inside an HTML block", () => {
    const markdown = ["Intro.", "", "<div>", "<p>a</p><?x>", "</div>"].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([
      {
        line: 4,
        message:
          "<? starts nothing in HTML: to show it as text, put it in backticks (`<?xml ...?>`)",
      },
    ]);
  });

  it("reports a closing tag of the page's layout on its own line inside an HTML block", () => {
    const markdown = ["<div>", "<p>a</p>", "</main>", "</div>"].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([
      {
        line: 3,
        message:
          "</main> closes nothing this file opened: remove it, or add the <main> it belongs to (in the page it would close the page's own elements)",
      },
    ]);
  });

  it("reports an element once, not again where it closes, even with Markdown between", () => {
    const markdown = ["<object>", "", "Text", "", "</object>"].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([
      {
        line: 1,
        message:
          "<object> is not allowed in content: to show it as text, put it in backticks (`<object>`)",
      },
    ]);
  });

  // gatsby-transformer-remark reads `^[...]` as an inline footnote: what follows it is text on the
  // page, not the target of a link (the check of the shipped HTML sees the same).
  it("reads an inline footnote as Gatsby does, so the text after it is not taken for a link", () => {
    expect(findUnsafeMarkdown("A note^[see the talk](javascript:alert(1)).\n")).toEqual([]);
  });

  it("refuses a stray closing tag even of an element content may use, on its line", () => {
    expect(findUnsafeMarkdown("Text.\n\nText </b> and\n</details> more.\n")).toEqual([
      { line: 3, message: expect.stringMatching(/^<\/b> closes nothing this file opened/) },
      { line: 4, message: expect.stringMatching(/^<\/details> closes nothing this file opened/) },
    ]);
  });
});

describe("inspectMarkdown", () => {
  it("lists the images a body shows, by line, inside HTML blocks too, whatever the order of the attributes", () => {
    const markdown = [
      "Intro.",
      "",
      "<div>",
      '<p>a</p><img alt="A chart" src="../images/chart.png">',
      '<iframe src="../images/frame.png"></iframe>',
      "</div>",
      "",
      "![B](../images/b.png)",
      "",
      "<p>x <img src='/c.png' alt=''> y</p>",
    ].join("\n");
    expect(inspectMarkdown(markdown)).toEqual({
      problems: [
        {
          line: 5,
          message: expect.stringMatching(/^<iframe> is not allowed in content/),
        },
      ],
      images: [
        { line: 4, src: "../images/chart.png" },
        { line: 8, src: "../images/b.png" },
        { line: 10, src: "/c.png" },
      ],
      warnings: [],
      html: "",
      ids: [],
    });
  });
});

describe("findUnsafeMarkdown: content judged where it lands, and what a coach writes", () => {
  it("refuses end tags that would close the page's own elements, each on its line", () => {
    const markdown = [
      "Intro.",
      "",
      "</div></div></div></div>",
      "<h1>Outside the article?</h1>",
    ].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual(
      [1, 2, 3, 4].map(() => ({ line: 3, message: strayEndTag("div") })),
    );
  });

  it("refuses elements left open, where each starts, across the Markdown between the pieces", () => {
    const markdown = [
      "Intro.",
      "",
      "<div><table><tr><td>",
      "",
      "Text.",
      "",
      "A <b>bold claim.",
    ].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([
      { line: 3, message: leftOpen("div") },
      { line: 3, message: leftOpen("table") },
      { line: 7, message: leftOpen("b") },
    ]);
  });

  it("accepts HTML that opens in one piece and closes in another, with Markdown between", () => {
    const markdown = [
      "<details>",
      "<summary>More</summary>",
      "",
      "**Text**",
      "",
      "</details>",
    ].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([]);
  });

  it.each([
    ["List<String>", "<String>"],
    ["the <Button> component", "<Button>"],
    ["press <Enter> to go on", "<Enter>"],
    ["press <enter> to go on", "<enter>"],
  ])("says that %s in prose was read as HTML and how to show it as text", (prose, tag) => {
    expect(findUnsafeMarkdown(`Intro.\n\nUse ${prose} here.\n`)).toEqual([
      {
        line: 3,
        message: `${tag} was read as an HTML tag, which content may not use: to show it as text, put it in backticks (\`${tag}\`)`,
      },
    ]);
  });

  it("says to use an id for a place a link jumps to", () => {
    expect(findUnsafeMarkdown('Intro.\n\n<a name="pricing"></a>\n')).toEqual([
      {
        line: 3,
        message:
          'the name attribute on <a> is not allowed: to mark a place a link can jump to, give the element an id instead (id="pricing", and link to it with #pricing)',
      },
    ]);
  });

  it("accepts an address GFM makes a link of, which the site publishes as https://", () => {
    expect(findUnsafeMarkdown("Intro.\n\nVisit www.example.com today.\n")).toEqual([]);
  });

  it("refuses a link written with http:// before www.", () => {
    expect(
      findUnsafeMarkdown(
        "[Old](http://www.example.com) [www.example.com](http://www.example.com)\n",
      ),
    ).toEqual([
      {
        line: 1,
        message:
          'link "http://www.example.com" is not allowed: use https://, mailto:, tel: or a path on this site',
      },
      {
        line: 1,
        message:
          'link "http://www.example.com" is not allowed: use https://, mailto:, tel: or a path on this site',
      },
    ]);
  });

  it("refuses a Markdown link whose user info hides where it goes", () => {
    expect(findUnsafeMarkdown("[Site](https://site.example@evil.example/)\n")).toEqual([
      {
        line: 1,
        message:
          'link "https://site.example@evil.example/" is not allowed: the part before "@" makes it look like another address, but it goes to evil.example; write the address without it',
      },
    ]);
  });

  it("names an address GFM makes a link of by the https:// address the site publishes", () => {
    expect(findUnsafeMarkdown("Intro.\n\nVisit www.example.com\\docs today.\n")).toEqual([
      {
        line: 3,
        message:
          'link "https://www.example.com\\docs" is not allowed: browsers read "\\" in an address as "/": write "/" for a path on this site, or the other site\'s full https:// address',
      },
    ]);
  });

  it("refuses an address GFM makes a link of inside a link written in HTML", () => {
    const markdown = 'Intro.\n\nSee <a href="https://site.example/">https://site.example/</a>.\n';
    expect(findUnsafeMarkdown(markdown)).toEqual([{ line: 3, message: NESTED_LINK }]);
  });

  it("refuses a Markdown link inside a link written in HTML, after other tags closed inside it", () => {
    const markdown =
      'See <a href="https://example.com">the <b>talk</b> and [slides](https://example.org)</a>.\n';
    expect(findUnsafeMarkdown(markdown)).toEqual([{ line: 1, message: NESTED_LINK }]);
  });

  it("refuses a Markdown link inside a link written in HTML, after a stray </a>", () => {
    const markdown =
      'Text</a> and <a href="https://example.com">[slides](https://example.org)</a>.\n';
    expect(findUnsafeMarkdown(markdown)).toEqual([
      { line: 1, message: NESTED_LINK },
      { line: 1, message: strayEndTag("a") },
    ]);
  });

  it("accepts code blocks labelled as most documentation labels them: the first word is the language", () => {
    const markdown = [
      '```js title="app.js"',
      "a",
      "```",
      "",
      "```shell session",
      "b",
      "```",
      "",
      "```next.js",
      "c",
      "```",
    ].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([]);
  });
});

describe("findUnsafeMarkdown: parser errors in words", () => {
  it.each([
    [
      "a comment closed as soon as it opens",
      "Intro.\n\n<!-->\n",
      3,
      "a comment is not written right: a comment is written <!-- like this -->, with nothing but text between <!-- and -->",
    ],
    [
      "two attributes run together",
      '<p title="a"lang="en">x</p>\n',
      1,
      'HTML the browser would have to guess at (missing whitespace between attributes): write each tag as <name attribute="value"> and close it with </name>',
    ],
  ])("describes %s, on its line", (_case, markdown, line, message) => {
    expect(findUnsafeMarkdown(markdown)).toEqual([{ line, message }]);
  });
});

describe("inspectMarkdown: warnings", () => {
  it("names, by line, each code block whose words after the language are ignored, and leaves them out of the page", () => {
    const markdown = [
      '```js title="app.js"',
      "a",
      "```",
      "",
      "```js",
      "b",
      "```",
      "",
      "~~~shell session",
      "c",
      "~~~",
    ].join("\n");
    const { warnings, html } = inspectMarkdown(markdown);
    expect(html).not.toMatch(/title|session/);
    expect(warnings).toEqual([
      {
        line: 1,
        message:
          'the code block\'s language is "js"; the words after it (title="app.js") are ignored',
      },
      {
        line: 9,
        message: 'the code block\'s language is "shell"; the words after it (session) are ignored',
      },
    ]);
  });
});

describe("tagInText", () => {
  it.each([
    ["<img src=x onerror=alert(1)><b>Bold</b>", "<img src=x onerror=alert(1)>"],
    ["A <b>bold</b> claim", "<b>"],
    ["An end tag</i> alone", "</i>"],
    ["<STYLE>loud</style>", "<STYLE>"],
    ["Why List<String> matters", undefined],
    ["The <Button> component", undefined],
    ["When x < y and y > z", undefined],
    // An element named alone, as a tutorial names it, is text; one that would format is not.
    ["Why the <pre> element keeps spaces", undefined],
    ["The <style> element, and the <script> one", undefined],
    ["A <b>bold</B> claim", "<b>"],
    ["One line<br>and another", "<br>"],
    ["A <pre class=x> block", "<pre class=x>"],
    ["Self-closed <span/>", "<span/>"],
    // An element of one letter, a space or a slash right after its name.
    ["A <b >spaced</b> tag", "<b >"],
    ['An <i class="x">italic</i> word', '<i class="x">'],
    ["Self-closed <i/>", "<i/>"],
    // Prose with a space in it is still prose.
    ["Use <Button onClick> in React", undefined],
  ])("finds the tag in %p: %p", (text, tag) => {
    expect(tagInText(text)).toBe(tag);
  });
});

describe("findUnsafeMarkdown: addresses as the browser reads them", () => {
  const elsewhere = (value: string, why: string) => ({
    line: 1,
    message: `link "${value}" is not allowed: ${why}`,
  });
  const BACKSLASH =
    'browsers read "\\" in an address as "/", so it goes to another site, evil.example: write "/" for a path on this site, or the other site\'s full https:// address';
  const SLASHES =
    'it starts with "//", which makes what follows another site\'s address (evil.example): write the full address, https://evil.example/..., for that site, or one "/" for a path on this site';

  it.each([
    ["[Pricing](/\\evil.example/pricing)", elsewhere("/\\evil.example/pricing", BACKSLASH)],
    // Markdown takes a backslash before a backslash as one.
    ["[Pricing](\\\\\\\\evil.example/pricing)", elsewhere("\\\\evil.example/pricing", BACKSLASH)],
    ["[Pricing](//evil.example/pricing)", elsewhere("//evil.example/pricing", SLASHES)],
    ["[p]: //evil.example/pricing\n\n[Pricing][p]", elsewhere("//evil.example/pricing", SLASHES)],
  ])("refuses a path that goes to another site: %s", (markdown, problem) => {
    expect(findUnsafeMarkdown(markdown)).toEqual([problem]);
  });

  it("refuses a path in HTML with a tab between its slashes, written as a character reference", () => {
    expect(findUnsafeMarkdown('<a href="/&#9;/evil.example/">Pricing</a>\n')).toEqual([
      {
        line: 1,
        message:
          'href on <a> "/\\t/evil.example/" is not allowed: it has a tab, line break or other control character in it, which browsers drop, so it goes to another site, evil.example: write the address on one line, without them',
      },
    ]);
  });

  it("accepts a scheme written in capitals, as browsers read it", () => {
    expect(
      findUnsafeMarkdown(
        '[Offer](HTTPS://CRAFTWISE.EXAMPLE.COM/offer/) <a href="HTTPS://CRAFTWISE.EXAMPLE.COM/">x</a>\n',
      ),
    ).toEqual([]);
  });
});

describe("findUnsafeMarkdown: what a coach writing a tutorial writes", () => {
  it("accepts a link title, an image alt and an abbr title that mention elements by their tags", () => {
    const markdown = [
      '[the element](https://developer.mozilla.org/ "the <pre> element keeps spaces")',
      "",
      '![the <pre> element in a page](../images/chart.png "the <style> element")',
      "",
      '<abbr title="the <pre> element">PRE</abbr> and a [reference][r].',
      "",
      '[r]: https://html.spec.whatwg.org/ "&lt;pre&gt; and <style>"',
    ].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([]);
  });

  it.each([
    [
      "<plaintext>",
      "<plaintext> is not allowed in content (the browser would show all that follows it as text, the page's own HTML included): to show it as text, put it in backticks (`<plaintext>`)",
    ],
    [
      "<style>",
      "<style> is not allowed in content (the browser would read what follows it up to </style> as its text): to show it as text, put it in backticks (`<style>`)",
    ],
    [
      "<xmp>",
      "<xmp> is not allowed in content (the browser would read what follows it up to </xmp> as its text): to show it as text, put it in backticks (`<xmp>`)",
    ],
    [
      "<noembed>",
      "<noembed> is not allowed in content (the browser would read what follows it up to </noembed> as its text): to show it as text, put it in backticks (`<noembed>`)",
    ],
    [
      '<iframe srcdoc="<p>x</p>">',
      '<iframe> is not allowed in content (the browser would read what follows it up to </iframe> as its text): to show it as text, put it in backticks (`<iframe srcdoc="<p>x</p>">`)',
    ],
    [
      "<listing>",
      "<listing> is not allowed in content: to show it as text, put it in backticks (`<listing>`)",
    ],
  ])(
    "names %s in running text as content, with its line and the backticks that show it",
    (tag, message) => {
      expect(findUnsafeMarkdown(`Intro.\n\nUse the ${tag} element for this.\n`)).toEqual([
        { line: 3, message },
      ]);
    },
  );

  it("says <br> takes no end tag", () => {
    expect(findUnsafeMarkdown("Line one<br></br>\nline two\n")).toEqual([
      {
        line: 1,
        message:
          "</br> is not needed: <br> takes no end tag, so write <br> alone (browsers read </br> as a second line break)",
      },
    ]);
  });

  it("accepts ERB and Handlebars written in running text and in code", () => {
    const markdown = [
      'Write <%= link_to "Home", root_path %> in ERB, or {{#each items}}{{this}}{{/each}}.',
      "",
      "```erb",
      "<% @items.each do |item| %><li><%= item %></li><% end %>",
      "```",
    ].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([]);
  });
});

describe("findUnsafeMarkdown: code fences and borrowed classes, each on its own line", () => {
  it("refuses a span borrowing the site's or the e-mail's class on the line it is written on", () => {
    const markdown = [
      "Intro with a `<span>` in code.",
      "",
      "<div>",
      "<p>First, harmless.</p>",
      '<p>Then <span class="token css-x">a menu</span>',
      'and <span class="token email-button">a button</span>.</p>',
      "</div>",
      "",
    ].join("\n");
    const problems = findUnsafeMarkdown(markdown);
    expect(problems.map(({ line, message }) => [line, message])).toEqual([
      [5, expect.stringContaining('"css-x" is not one')],
      [6, expect.stringContaining('"email-button" is not one')],
    ]);
    const lines = markdown.split("\n");
    expect(problems.map(({ line }) => lines[line - 1])).toEqual([
      expect.stringContaining("css-x"),
      expect.stringContaining("email-button"),
    ]);
  });

  it("refuses a fence naming a helper of Prism's, not a language, on its line; a language or an unknown word passes", () => {
    const markdown = [
      "```css",
      "a {}",
      "```",
      "",
      "```CSS-Extras",
      "b {}",
      "```",
      "",
      "```klingon",
      "c",
      "```",
      "",
    ].join("\n");
    expect(findUnsafeMarkdown(markdown)).toEqual([
      {
        line: 5,
        message:
          "the code block's language \"CSS-Extras\" is a part of Prism that other languages' highlighting uses, not a language: name the language the code is written in (css, javascript, php, html)",
      },
    ]);
    expect(findUnsafeMarkdown("```markup-templating\nx\n```\n").map(({ line }) => line)).toEqual([
      1,
    ]);
  });
});

describe("findUnsafeMarkdown: raw HTML cut off by the end, on the line where it starts", () => {
  it.each([
    ["a tag", '<span title="x"', "a tag is not finished"],
    ["a comment", "<!-- a comment", "a comment is not finished"],
  ])(
    "names the line of %s left unfinished, not the first line of the HTML",
    (_what, last, message) => {
      const markdown = ["Intro", "", "<div>", "<p>text</p>", last, ""].join("\n");
      const problems = findUnsafeMarkdown(markdown);
      expect(problems).toEqual([{ line: 5, message: expect.stringContaining(message) }]);
      expect(markdown.split("\n")[4]).toBe(last);
    },
  );
});
