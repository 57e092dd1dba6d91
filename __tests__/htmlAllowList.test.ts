/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The allow-list as the wall applies it: the HTML the build ships, parsed as a browser parses it.
import {
  NESTED_LINK,
  TASK_CHECKBOX_ONLY,
  emailHtmlProblems,
  htmlProblems,
  landingProblems,
  leftOpen,
  linkProblem,
  parseAsContent,
  strayEndTag,
  TOO_DEEP,
  voidEndTag,
} from "../src/node/htmlSafety/htmlAllowList";
import { inspectMarkdown } from "../src/node/htmlSafety/markdownSafety";
import { prismClasses, SITE_CLASS_PREFIX } from "../src/node/htmlSafety/prismClasses";
import { EMAIL_CSS } from "../src/node/feed/emailHtml";
import { createEmotionCache } from "../src/wrap/emotionCache";

const IMAGE_ADVICE =
  "images are served from this site only: put the image in content/images/ and refer to it by its path from this file (../images/diagram.png), and the site publishes it in every size and format";
const LINK_ADVICE = "use https://, mailto:, tel: or a path on this site";
const CITE_ADVICE = "use https:// or a path on this site";
const BACKSLASH =
  'browsers read "\\" in an address as "/", so it goes to another site, evil.example: write "/" for a path on this site, or the other site\'s full https:// address';

/** A URL attribute the wall refuses, with the advice the coach reads and where to look. */
const urlRefused = (
  attribute: string,
  element: string,
  value: string,
  advice: string,
  written = value,
) => ({
  message: `${attribute} on <${element}> "${value}" is not allowed: ${advice}`,
  clues: [written, `${attribute}=`, `<${element}`],
});

/** A span class that Prism's highlighting does not write, naming those that are not its. */
const spanClassRefused = (value: string, foreign: string[]) => ({
  message: `the class attribute on <span> is kept for code highlighting (Prism's "token" and its token names)${foreign.length > 0 ? `: ${foreign.map((name) => `"${name}"`).join(", ")} is not one` : ""}; the site's own classes are not for content`,
  clues: [value, "class=", "<span"].filter(Boolean),
});

/** An attribute value outside the allow-list's short list for that attribute. */
const valueRefused = (attribute: string, element: string, value: string) => ({
  message: `the ${attribute} attribute on <${element}> may not be "${value}"`,
  clues: [`${attribute}=`, `<${element}`],
});

describe("htmlProblems: what the published HTML may not carry", () => {
  it.each([
    [
      "an image whose source runs a script",
      '<img src="javascript:alert(1)" alt="">',
      [urlRefused("src", "img", "javascript:alert(1)", IMAGE_ADVICE)],
    ],
    [
      "an image from another site",
      '<img src="https://example.com/x.png" alt="">',
      [urlRefused("src", "img", "https://example.com/x.png", IMAGE_ADVICE)],
    ],
    [
      "a link that runs a script",
      '<a href="javascript:alert(1)">x</a>',
      [urlRefused("href", "a", "javascript:alert(1)", LINK_ADVICE)],
    ],
    [
      "a plain http: link",
      '<a href="http://example.com">x</a>',
      [urlRefused("href", "a", "http://example.com", LINK_ADVICE)],
    ],
    // The browser cannot resolve these addresses: refused, not guessed at.
    [
      "a link whose address no browser can read",
      '<a href="https://exa mple.com">x</a>',
      [urlRefused("href", "a", "https://exa mple.com", LINK_ADVICE)],
    ],
    [
      "a quotation citing an address no browser can read",
      '<blockquote cite="https://exa mple.com/talk">q</blockquote>',
      [urlRefused("cite", "blockquote", "https://exa mple.com/talk", CITE_ADVICE)],
    ],
    [
      "an image whose address no browser can read",
      '<img src="//exa mple.com/x.png" alt="">',
      [urlRefused("src", "img", "//exa mple.com/x.png", IMAGE_ADVICE)],
    ],
    [
      "a link with a space before https:",
      '<a href=" https://example.com">x</a>',
      [urlRefused("href", "a", " https://example.com", "it has spaces around it: remove them")],
    ],
    [
      "a quotation citing a script URL",
      '<blockquote cite="javascript:x">q</blockquote>',
      [urlRefused("cite", "blockquote", "javascript:x", CITE_ADVICE)],
    ],
    // A browser would follow it, but a citation is a web page.
    [
      "a quotation citing an e-mail address",
      '<blockquote cite="mailto:a@example.com">q</blockquote>',
      [urlRefused("cite", "blockquote", "mailto:a@example.com", CITE_ADVICE)],
    ],
    // Paths the browser reads as another site's address (the WHATWG URL parser): a backslash is a
    // slash, tabs and line breaks are dropped, "//" starts a host.
    [
      "a path whose backslash makes it another site",
      '<a href="/\\evil.example/pricing">x</a>',
      [urlRefused("href", "a", "/\\evil.example/pricing", BACKSLASH)],
    ],
    [
      "a path of two backslashes",
      '<a href="\\\\evil.example/">x</a>',
      [urlRefused("href", "a", "\\\\evil.example/", BACKSLASH)],
    ],
    [
      "a path with a tab between its slashes",
      '<a href="/\t/evil.example/">x</a>',
      [
        {
          message:
            'href on <a> "/\\t/evil.example/" is not allowed: it has a tab, line break or other control character in it, which browsers drop, so it goes to another site, evil.example: write the address on one line, without them',
          clues: ["/\t/evil.example/", "href=", "<a"],
        },
      ],
    ],
    [
      "a path with a line break in it, written as a character reference",
      '<a href="/&#10;/evil.example/">x</a>',
      [
        {
          message:
            'href on <a> "/\\n/evil.example/" is not allowed: it has a tab, line break or other control character in it, which browsers drop, so it goes to another site, evil.example: write the address on one line, without them',
          clues: ["/\n/evil.example/", "href=", "<a"],
        },
      ],
    ],
    [
      "a path that starts with //",
      '<a href="//evil.example/pricing">x</a>',
      [
        urlRefused(
          "href",
          "a",
          "//evil.example/pricing",
          'it starts with "//", which makes what follows another site\'s address (evil.example): write the full address, https://evil.example/..., for that site, or one "/" for a path on this site',
        ),
      ],
    ],
    [
      "a path that starts with // and names a port",
      '<a href="//evil.example:8080/">x</a>',
      [
        urlRefused(
          "href",
          "a",
          "//evil.example:8080/",
          'it starts with "//", which makes what follows another site\'s address (evil.example:8080): write the full address, https://evil.example:8080/..., for that site, or one "/" for a path on this site',
        ),
      ],
    ],
    [
      "a link whose user info hides where it goes",
      '<a href="https://site.example@evil.example/">x</a>',
      [
        urlRefused(
          "href",
          "a",
          "https://site.example@evil.example/",
          'the part before "@" makes it look like another address, but it goes to evil.example; write the address without it',
        ),
      ],
    ],
    [
      "an address on an element that has none",
      '<div cite="https://example.com/">x</div>',
      [{ message: "the cite attribute on <div> is not allowed", clues: ["cite=", "<div"] }],
    ],
    [
      "a code block taken out of the Tab order",
      '<pre tabindex="-1">x</pre>',
      [valueRefused("tabindex", "pre", "-1")],
    ],
    // Dropped where content lands, these mean something in the page: <body> and <html> would give
    // the page's own elements their attributes.
    [
      "start tags of the page's own elements",
      '<body onload="x"><html lang="fr"><p>a</p>',
      [
        { message: "<body> is not allowed in content", clues: ["<body"] },
        { message: "<html> is not allowed in content", clues: ["<html"] },
      ],
    ],
    [
      "an image's long description that runs a script",
      '<img src="/a.png" longdesc="javascript:x" alt="">',
      [urlRefused("longdesc", "img", "javascript:x", LINK_ADVICE)],
    ],
    [
      "a responsive image with one size from another site",
      '<img src="/a.png" srcset="/a.png 1x, https://evil.example/x.png 2x" alt="">',
      [
        urlRefused(
          "srcset",
          "img",
          "https://evil.example/x.png",
          IMAGE_ADVICE,
          "/a.png 1x, https://evil.example/x.png 2x",
        ),
      ],
    ],
    [
      "a picture source from another site",
      '<picture><source srcset="//evil.example/x.webp" type="image/webp"><img src="/a.png" alt=""></picture>',
      [urlRefused("srcset", "source", "//evil.example/x.webp", IMAGE_ADVICE)],
    ],
    [
      "a class on a span that is not code highlighting",
      '<span class="big">x</span>',
      [spanClassRefused("big", ["big"])],
    ],
    [
      "an empty class on a span, found by the attribute's name (an empty clue would match any line)",
      '<span class="">x</span>',
      [spanClassRefused("", [])],
    ],
    [
      "a highlighting class that Prism does not write",
      '<span class="token Big">x</span>',
      [spanClassRefused("token Big", ["Big"])],
    ],
    // Beside "token", the page's generated (Emotion) classes, the e-mail's own and made-up ones.
    ...(
      [
        ["token css-1x2y3z", ["css-1x2y3z"]],
        ["token email-button", ["email-button"]],
        ["token email-end email-band", ["email-end", "email-band"]],
        ["token visually-hidden", ["visually-hidden"]],
        ["keyword", []],
      ] as const
    ).map(([value, foreign]): [string, string, ReturnType<typeof spanClassRefused>[]] => [
      `the span class "${value}"`,
      `<span class="${value}">x</span>`,
      [spanClassRefused(value, [...foreign])],
    ]),
    [
      "ids the site's own page uses, in any case",
      '<p id="gatsby-focus-wrapper">a</p><p id="___x">b</p><p id="GATSBY">c</p>',
      [
        {
          message: `id "gatsby-focus-wrapper" on <p> is reserved for the site's own page: choose another`,
          clues: ["gatsby-focus-wrapper", "id=", "<p"],
        },
        {
          message: `id "___x" on <p> is reserved for the site's own page: choose another`,
          clues: ["___x", "id=", "<p"],
        },
        {
          message: `id "GATSBY" on <p> is reserved for the site's own page: choose another`,
          clues: ["GATSBY", "id=", "<p"],
        },
      ],
    ],
    [
      "a table cell outside a table",
      "<td>x</td>",
      // The browser drops a cell outside a table, so its end tag closes nothing either.
      [
        { message: "<td> is not allowed in content outside <table>", clues: ["<td"] },
        { message: strayEndTag("td"), clues: ["</td"] },
      ],
    ],
    [
      "an element outside the allow-list, once (not the allowed text inside it)",
      "<object><p>x</p></object>",
      [{ message: "<object> is not allowed in content", clues: ["<object"] }],
    ],
    [
      "an element whose name says nothing of where it may go",
      '<font color="red">x</font>',
      [{ message: "<font> is not allowed in content", clues: ["<font"] }],
    ],
    [
      "an element named like a property every object has",
      "<constructor>x</constructor>",
      [{ message: "<constructor> is not allowed in content", clues: ["<constructor"] }],
    ],
    [
      "a form's list and its option, each once",
      "<select><option>x</option></select>",
      [
        { message: "<select> is not allowed in content", clues: ["<select"] },
        { message: "<option> is not allowed in content", clues: ["<option"] },
      ],
    ],
    [
      "classes on two spans, in the order they are written",
      '<p><span class="big">a</span><span class="small">b</span></p>',
      [spanClassRefused("big", ["big"]), spanClassRefused("small", ["small"])],
    ],
    [
      "a template, and what it holds",
      '<template><img src="javascript:x"></template>',
      [
        { message: "<template> is not allowed in content", clues: ["<template"] },
        urlRefused("src", "img", "javascript:x", IMAGE_ADVICE),
      ],
    ],
    [
      "a template inside a table, once (what it holds is judged inside the table)",
      "<table><template><tr><td>x</td></tr></template></table>",
      [{ message: "<template> is not allowed in content", clues: ["<template"] }],
    ],
    [
      "HTML that ends inside a tag",
      "<div",
      [
        {
          message:
            'HTML that is not well-formed: a tag is not finished: each tag ends with > (as in <div class="note">)',
          clues: [],
        },
      ],
    ],
    [
      "a comment written wrong",
      "<!-->",
      [
        {
          message:
            "HTML that is not well-formed: a comment is not written right: a comment is written <!-- like this -->, with nothing but text between <!-- and -->",
          clues: [],
        },
      ],
    ],
    [
      "attributes written without a space between them",
      '<a href="/x"title="y">x</a>',
      [
        {
          message:
            'HTML that is not well-formed: HTML the browser would have to guess at (missing whitespace between attributes): write each tag as <name attribute="value"> and close it with </name>',
          clues: [],
        },
      ],
    ],
    [
      "a link that opens in the top window",
      '<a href="/x" target="_top">x</a>',
      [valueRefused("target", "a", "_top")],
    ],
    [
      "a link relation the site does not write",
      '<a href="https://example.com" rel="me">x</a>',
      [valueRefused("rel", "a", "me")],
    ],
    [
      "a class on a link that is not a footnote's",
      '<a class="other" href="#x">2</a>',
      [valueRefused("class", "a", "other")],
    ],
    [
      "a footnote link's class with another beside it",
      '<a class="footnote-ref other" href="#fn-1">1</a>',
      [valueRefused("class", "a", "footnote-ref other")],
    ],
    [
      "an image loading mode browsers do not know",
      '<img src="/a.png" loading="never" alt="">',
      [valueRefused("loading", "img", "never")],
    ],
    [
      "highlighting and language classes with more than a name in them",
      '<span class="token x_y">a</span><code class="xlanguage-js">b</code><pre class="language-js!">c</pre>',
      [
        spanClassRefused("token x_y", ["x_y"]),
        valueRefused("class", "code", "xlanguage-js"),
        valueRefused("class", "pre", "language-js!"),
      ],
    ],
    [
      "a class and a language on a block that code highlighting does not write",
      '<div class="x">a</div><div data-language="a b">d</div>',
      [
        valueRefused("class", "div", "x"),
        {
          message: 'the data-language attribute on <div> may not be "a b"',
          clues: ["data-language=", "<div"],
        },
      ],
    ],
    [
      "a class on code that is not a language",
      '<pre class="lang-js">y</pre><code class="x">z</code>',
      [valueRefused("class", "pre", "lang-js"), valueRefused("class", "code", "x")],
    ],
    [
      "a text field (only task-list checkboxes are content)",
      '<input type="text">',
      [{ message: TASK_CHECKBOX_ONLY, clues: ["<input"] }],
    ],
    [
      "a style, and what only means something on a form or can shadow the page's own names",
      '<p style="x" name="n" accept="a" accept-charset="u" action="a" enctype="e" method="m">x</p>',
      ["style", "name", "accept", "accept-charset", "action", "enctype", "method"].map(
        (attribute) => ({
          message:
            attribute === "name"
              ? `the name attribute on <p> is not allowed: to mark a place a link can jump to, give the element an id instead (id="pricing", and link to it with #pricing)`
              : `the ${attribute} attribute on <p> is not allowed`,
          clues: [`${attribute}=`, "<p"],
        }),
      ),
    ],
  ])("refuses %s", (_case, html, problems) => {
    expect(htmlProblems(html)).toEqual(problems);
    // The judge the build runs refuses it too, written in a Markdown file.
    expect(inspectMarkdown(html).problems).not.toEqual([]);
  });

  it("accepts links to the web, an address, a phone and this site", () => {
    const html = [
      '<a href="/case-study/">page</a>',
      '<a href="#top">anchor</a>',
      '<a href="mailto:hello@example.com">address</a>',
      '<a href="tel:+19195550100">phone</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">web</a>',
      '<a class="footnote-ref" href="#fn-1">1</a>',
      '<a class="footnote-backref" href="#fnref-1">back</a>',
      '<a class="data-footnote-backref" href="#fnref-2">back</a>',
      '<a href="https://example.com" rel="nofollow ugc sponsored external">sponsor</a>',
      '<blockquote cite="https://example.com/talk">q</blockquote>',
      // The scheme in any case, as browsers read it.
      '<a href="HTTPS://CRAFTWISE.EXAMPLE.COM/offer/">offer</a>',
      '<a href="MailTo:hello@example.com">address</a>',
      '<a href="../out-today/">another issue</a><a href="?q=tdd">search</a>',
    ].join("");
    expect(htmlProblems(html)).toEqual([]);
  });

  it("accepts hosts in one script each, however written, and paths that only look like others", () => {
    const html = [
      // Accented (composed or not, in capitals, as Punycode), Japanese, Greek.
      '<a href="https://bücher.example/">b</a><a href="https://bu\u0308cher.example/">c</a>',
      '<a href="https://BÜCHER.example/">d</a><a href="https://xn--bcher-kva.example/">e</a>',
      '<a href="https://例え.テスト/">f</a><a href="https://παράδειγμα.δοκιμή/">g</a>',
      // An ASCII name is read as written: "xn--" inside a label is not Punycode.
      '<a href="https://ab--xn--c.example/">k</a>',
      // A host comes only after a leading "//"; names that only start like a thank-you page's.
      '<a href="/notes//café/">h</a><a href="/call-booked-tips/">i</a><a href="/subscribe/">j</a>',
    ].join("");
    expect(htmlProblems(html)).toEqual([]);
  });

  it("accepts the markup of images, tables, code highlighting and footnotes", () => {
    const html = [
      '<p align="center" title="t" id="pricing">x</p>',
      '<picture><source srcset="/a.webp 1x, /a@2x.webp 2x" type="image/webp">',
      '<img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x" sizes="100vw" longdesc="/about/" loading="lazy" decoding="async" alt="a"></picture>',
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>',
      '<div class="gatsby-highlight" data-language="c++"><pre class="language-c++" tabindex="0"><code class="language-c++">',
      '<span class="token keyword">int</span></code></pre></div>',
      '<div class="footnotes"><ol><li>note</li></ol></div>',
      '<ul class="contains-task-list"><li><input type="checkbox" disabled> done</li></ul>',
      '<p id="my-gatsby-notes">mentions the name later</p>',
      '<img src="/b.png" loading="eager" alt="b">',
      '<picture><source srcset="/c.webp" sizes="50vw" type="image/webp"><img src="/c.png" alt="c"></picture>',
      '<ol reversed type="a" start="3"><li>x</li></ol>',
    ].join("");
    expect(htmlProblems(html)).toEqual([]);
  });

  it("accepts a table written without the <tbody> a browser adds", () => {
    expect(htmlProblems("<table><tr><td>y</td></tr></table>")).toEqual([]);
  });

  it("accepts formatting that is as inert as GitHub's", () => {
    const html = [
      '<p><abbr title="Test-driven development">TDD</abbr>, <small>s</small>, <time>today</time>,',
      'long<wbr>word, <cite>a book</cite>, <dfn>a term</dfn>, <bdi>x</bdi>, <bdo dir="rtl">y</bdo>,',
      '<u>underlined</u>, <mark>marked</mark>, <span title="a note">noted</span></p>',
      '<ol aria-label="Steps"><li>x</li></ol><div itemscope itemtype="https://schema.org/Thing">t</div>',
      '<figure><img src="/a.png" alt=""><figcaption>A chart</figcaption></figure>',
      "<table><caption>Results</caption><tbody><tr><td>1</td></tr></tbody></table>",
    ].join("");
    expect(htmlProblems(html)).toEqual([]);
  });
});

const LATIN_LOOKING = "is written with letters of another script that look like Latin ones";
const THANKS =
  "and a visit there counts %s: each click would count one that did not happen (link to the booking page or the sign-up page instead)";

describe("htmlProblems: links that go somewhere other than they read", () => {
  it.each([
    [
      "https://xn--80ak6aa92e.com/",
      `its host \u0430\u0440\u0440\u04cf\u0435.com is really xn--80ak6aa92e.com: "\u0430\u0440\u0440\u04cf\u0435" ${LATIN_LOOKING}, so the address passes for another site's`,
    ],
    [
      "https://ex\u0430mple.com/",
      `its host ex\u0430mple.com is really xn--exmple-4nf.com: "ex\u0430mple" ${LATIN_LOOKING}, so the address passes for another site's`,
    ],
    [
      "https://\uff25\uff38\uff21\uff2d\uff30\uff2c\uff25.com/",
      "browsers read its host as example.com: they drop or change the characters U+FF25, U+FF38, U+FF21, U+FF2D, U+FF30, U+FF2C, U+FF25 written in it (invisible, or look-alikes of others); write the address without them",
    ],
    [
      "https://exa\u00admple.org/",
      "browsers read its host as example.org: they drop or change the characters U+00AD written in it (invisible, or look-alikes of others); write the address without them",
    ],
    [
      "https://m\u00fcnch\u0435n.de/",
      'its host m\u00fcnch\u0435n.de is really xn--mnchn-kva298c.de: "m\u00fcnch\u0435n" mixes Latin letters with letters of another script, so the address passes for another site\'s',
    ],
    [
      "https://ab--\u00fc.example/",
      "its host ab--\u00fc.example is not a valid international domain name (UTS #46)",
    ],
    [
      "https://sam@b\u00fccher.example/",
      'the part before "@" makes it look like another address, but it goes to xn--bcher-kva.example; write the address without it',
    ],
    [
      "/site/call-booked",
      `it leads to the thank-you page /call-booked/, ${THANKS.replace("%s", "a booked call")}`,
    ],
    [
      "/call%2dbooked/",
      `it leads to the thank-you page /call-booked/, ${THANKS.replace("%s", "a booked call")}`,
    ],
    [
      "https://craftwise.example.com/SUBSCRIBED/index.html",
      `it leads to the thank-you page /subscribed/, ${THANKS.replace("%s", "a subscription")}`,
    ],
    // An escape no browser decodes is left as written, and the page's name is still read.
    [
      "/%zz/subscribed/",
      `it leads to the thank-you page /subscribed/, ${THANKS.replace("%s", "a subscription")}`,
    ],
  ])("refuses a link to %s", (href, why) => {
    expect(htmlProblems(`<a href="${href}">x</a>`)).toEqual([urlRefused("href", "a", href, why)]);
  });

  it.each(["/a\x7fb", "/a\x1fb"])("refuses a link with a control character in it (%j)", (href) => {
    expect(linkProblem("link", href)).toBe(
      `link ${JSON.stringify(href)} is not allowed: it has a tab, line break or other control character in it, which browsers drop: write the address on one line, without them`,
    );
  });
});

describe("htmlProblems: what acts on the page around the content", () => {
  const attributeRefused = (attribute: string, element: string, advice: string) => ({
    message: `the ${attribute} attribute on <${element}> is not allowed: ${advice}`,
    clues: [`${attribute}=`, `<${element}`],
  });
  const TAB_ORDER =
    "the order of the Tab key through the page is the page's own: content follows it as written";
  const SHORTCUTS = "keyboard shortcuts are the browser's and the visitor's, not the page's";
  const SPACING = "the space around an image comes from the site's styles";

  it.each([
    [
      "a link that takes the first Tab stop and a shortcut key",
      '<a href="https://evil.example/login" tabindex="1" accesskey="h">Skip to content</a>',
      [attributeRefused("tabindex", "a", TAB_ORDER), attributeRefused("accesskey", "a", SHORTCUTS)],
    ],
    [
      "a paragraph made focusable",
      '<p tabindex="0">x</p>',
      [attributeRefused("tabindex", "p", TAB_ORDER)],
    ],
    [
      "an image pushed wider than the column by the space around it",
      '<img src="/a.png" alt="" width="4000" hspace="500" vspace="20">',
      [attributeRefused("hspace", "img", SPACING), attributeRefused("vspace", "img", SPACING)],
    ],
    [
      "an editable text box (sanitising would make it a checkbox: a difference too)",
      '<input value="you@example.com" size="40">',
      [{ message: TASK_CHECKBOX_ONLY, clues: ["<input"] }],
    ],
    [
      "a task list's checkbox a visitor can tick (sanitising would disable it: a difference too)",
      '<input type="checkbox">',
      [{ message: TASK_CHECKBOX_ONLY, clues: ["<input"] }],
    ],
    [
      "a checkbox with a title of its own",
      '<input type="checkbox" disabled title="Done">',
      [{ message: TASK_CHECKBOX_ONLY, clues: ["<input"] }],
    ],
    [
      "a checkbox a visitor can tick",
      '<input type="checkbox" checked tabindex="1">',
      [{ message: TASK_CHECKBOX_ONLY, clues: ["<input"] }],
    ],
    [
      "a disabled checkbox with a value of its own",
      '<input type="checkbox" disabled value="x">',
      [{ message: TASK_CHECKBOX_ONLY, clues: ["<input"] }],
    ],
    [
      "an id Gatsby's own scripts read",
      '<h2 id="__navigatingToLink">x</h2>',
      [
        {
          message: `id "__navigatingToLink" on <h2> is reserved for the site's own page: choose another`,
          clues: ["__navigatingToLink", "id=", "<h2"],
        },
      ],
    ],
    [
      "a link whose user info hides the host it goes to",
      '<a href="https://site.example@evil.example/">site.example</a>',
      [
        {
          message: `href on <a> "https://site.example@evil.example/" is not allowed: the part before "@" makes it look like another address, but it goes to evil.example; write the address without it`,
          clues: ["https://site.example@evil.example/", "href=", "<a"],
        },
      ],
    ],
    [
      "a link with a password in it",
      '<a href="https://user:secret@example.com/">x</a>',
      [
        {
          message: `href on <a> "https://user:secret@example.com/" is not allowed: the part before "@" makes it look like another address, but it goes to example.com; write the address without it`,
          clues: ["https://user:secret@example.com/", "href=", "<a"],
        },
      ],
    ],
    [
      "a link inside a link (GFM made a link of the address in a link's text)",
      '<p><a href="https://site.example/"><a href="https://site.example/">https://site.example/</a></a></p>',
      [
        { message: strayEndTag("a"), clues: ["</a"] },
        { message: NESTED_LINK, clues: ["<a"] },
      ],
    ],
  ])("refuses %s", (_case, html, problems) => {
    expect(htmlProblems(html)).toEqual(problems);
    // The judge the build runs refuses it too, written in a Markdown file.
    expect(inspectMarkdown(html).problems).not.toEqual([]);
  });

  it("accepts the task list's checkboxes as GitHub Flavored Markdown writes them", () => {
    const html =
      '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" checked disabled> done</li><li class="task-list-item"><input type="checkbox" disabled> to do</li></ul>';
    expect(htmlProblems(html)).toEqual([]);
  });

  it("accepts an id that only starts with an underscore, and a code block in a language Prism does not know", () => {
    const html = [
      '<h2 id="_notes">x</h2>',
      '<div class="gatsby-highlight" data-language="next.js"><pre class="language-next.js"><code class="language-next.js">x</code></pre></div>',
    ].join("");
    expect(htmlProblems(html)).toEqual([]);
  });
});

describe("landingProblems: content judged where the page embeds it", () => {
  it.each([
    [
      "end tags that close the page's own elements (the article, main, the layout)",
      "<p>x</p>\n</div></div></div></div>\n<h1>Outside the article?</h1>",
      [1, 2, 3, 4].map(() => ({ message: strayEndTag("div"), clues: ["</div"], line: 2 })),
    ],
    [
      "a table left open, which swallows the rest of the page into its cell",
      "<p>x</p>\n<div><table><tr><td>\ny",
      [
        { message: leftOpen("div"), clues: ["<div"], line: 2 },
        { message: leftOpen("table"), clues: ["<table"], line: 2 },
      ],
    ],
    [
      "formatting left open, which runs on into the page after it",
      "<p>Some <b>bold</p>",
      [{ message: leftOpen("b"), clues: ["<b"], line: 1 }],
    ],
    [
      "an end tag of the page's own layout",
      "<div>\n<p>a</p>\n</main>\n</div>",
      [{ message: strayEndTag("main"), clues: ["</main"], line: 3 }],
    ],
    [
      "an end tag of an element that is not there (the browser makes an empty paragraph of it)",
      "text</p>",
      [{ message: strayEndTag("p"), clues: ["</p"], line: 1 }],
    ],
    [
      "end tags of elements that take none (the browser reads </br> as another line break)",
      "one<br></br>\ntwo<hr></hr>",
      [
        { message: voidEndTag("br"), clues: ["</br"], line: 1 },
        { message: voidEndTag("hr"), clues: ["</hr"], line: 2 },
      ],
    ],
    [
      "an element left open and a stray end tag, in the order of their lines",
      "<b>x\n</div>",
      [
        { message: leftOpen("b"), clues: ["<b"], line: 1 },
        { message: strayEndTag("div"), clues: ["</div"], line: 2 },
      ],
    ],
  ])("refuses %s, on its line", (_case, html, problems) => {
    expect(landingProblems(html)).toEqual(problems);
  });

  it("gives each message in words that say what to write", () => {
    expect(strayEndTag("div")).toBe(
      "</div> closes nothing this file opened: remove it, or add the <div> it belongs to (in the page it would close the page's own elements)",
    );
    expect(leftOpen("div")).toBe(
      "<div> is never closed: add </div> where it ends (left open, it takes in the rest of the page)",
    );
    expect(voidEndTag("br")).toBe(
      "</br> is not needed: <br> takes no end tag, so write <br> alone (browsers read </br> as a second line break)",
    );
  });

  it("names the line break's second reading only for </br>", () => {
    expect(voidEndTag("hr")).toBe(
      "</hr> is not needed: <hr> takes no end tag, so write <hr> alone",
    );
  });

  it("accepts what closes within the content, end tags the HTML standard lets go, and end tags written as text", () => {
    const html = [
      "<ul><li>one<li>two</ul>",
      "<dl><dt>term<dd>meaning</dl>",
      "<table><tr><td>x</table>",
      '<p>a <img src="/a.png" alt="</div>"><br><!-- </div> --></p>',
      "<pre><code>&lt;/div></code></pre>",
      "<details><summary>More</summary>\n\ntext\n</details>",
      "<p>the last paragraph's end tag is optional",
    ].join("\n");
    expect(landingProblems(html)).toEqual([]);
  });

  it.each(["one<br>", '<p>x</p>\n<img src="/a.png" alt="">'])(
    "accepts content that ends with an element that takes no end tag (%j)",
    (html) => {
      expect(landingProblems(html)).toEqual([]);
    },
  );

  it("refuses elements nested more than 100 deep, where the deepest starts, and reads no further", () => {
    const deep = `<p>x</p>\n${"<div>".repeat(100)}\n<div><b>\n${"</div>".repeat(100)}`;
    expect(landingProblems(deep)).toEqual([{ message: TOO_DEEP, clues: ["<div"], line: 3 }]);
    expect(landingProblems(`${"<div>".repeat(100)}x${"</div>".repeat(100)}`)).toEqual([]);
    // However deep, in time and stack that grow with the length.
    expect(htmlProblems(`${"<div>".repeat(20_000)}x`)).toContainEqual({
      message: TOO_DEEP,
      clues: ["<div"],
    });
  });

  it("refuses elements nested too deep once, not each start tag below as well", () => {
    expect(htmlProblems(`${"<div>".repeat(101)}x`)).toEqual([
      { message: TOO_DEEP, clues: ["<div"] },
    ]);
    // The deepest is a <tbody> the browser adds, with no line of its own: the first line.
    expect(landingProblems(`${"<div>".repeat(99)}<table><tr><td>x`)).toEqual([
      { message: TOO_DEEP, clues: ["<tbody"], line: 1 },
    ]);
  });

  it("does not report an element content may not use as left open (it is refused as an element)", () => {
    expect(landingProblems("<object><p>x</p>")).toEqual([]);
  });
});

describe("parseAsContent: content read where the page puts it, inside a <div>", () => {
  it("drops what a browser drops there: a table's cell and row outside a table, their text kept", () => {
    expect(parseAsContent("<td>x</td><tr>").childNodes.map((node) => node.nodeName)).toEqual([
      "#text",
    ]);
  });
});

describe("emailHtmlProblems: the feed's e-mail HTML, judged as a mail client parses it", () => {
  const STYLED =
    '<div style="color: #1c2127; font-family: \'Source Sans 3\', sans-serif;"><p style="margin: 0 0 24px;">Text ' +
    '<a href="https://owner.github.io/site/x/?utm_medium=email" style="color: #0b5563;">a link</a></p>' +
    '<img src="https://owner.github.io/site/static/a.jpg" width="600" alt="A" style="max-width: 100%; height: auto;">' +
    '<table role="presentation" style="width: 100%;"><tbody><tr><td bgcolor="#0b5563" style="padding: 24px;">' +
    '<a href="https://cal.example.com/x">Schedule a Call</a></td></tr></tbody></table></div>';

  it("accepts what the e-mail is made of: inline styles, absolute images, a presentation table", () => {
    expect(emailHtmlProblems(STYLED)).toEqual([]);
  });

  it("accepts an image whose text has an arrow in it (only a style is read as CSS)", () => {
    expect(
      emailHtmlProblems('<img src="https://owner.github.io/a.jpg" alt="Sales, before -> after">'),
    ).toEqual([]);
  });

  it.each([
    ["a script", "<p>x</p><script>alert(1)</script>", "<script> is not allowed in e-mail"],
    ["a style element", "<style>p{color:red}</style><p>x</p>", "<style> is not allowed in e-mail"],
    [
      "a refresh",
      '<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>x</p>',
      "<meta> is not allowed in e-mail",
    ],
    [
      "an event handler",
      '<img src="https://owner.github.io/a.jpg" alt="" onerror="alert(1)">',
      'the onerror attribute on <img> is not allowed in e-mail: "alert(1)"',
    ],
    [
      "a script link",
      '<a href="javascript:alert(1)">x</a>',
      'href on <a> "javascript:alert(1)" is not allowed: use https://, mailto:, tel: or a path on this site',
    ],
    [
      "an image by path",
      '<img src="/site/a.jpg" alt="">',
      'src on <img> "/site/a.jpg" is not one absolute https:// address',
    ],
    [
      "a style that loads something",
      '<p style="background: url(https://evil.example/x.png)">x</p>',
      'the style attribute on <p> holds "background: url(https://evil.example/x.png)"',
    ],
    ["a stray end tag", "<p>x</p></div></td>", strayEndTag("div")],
    ["an element left open", "<p>x</p><blockquote><p>y", leftOpen("blockquote")],
    [
      "a quotation citing a script URL",
      '<blockquote cite="javascript:x">q</blockquote>',
      'cite on <blockquote> "javascript:x" is not allowed: use https:// or a path on this site',
    ],
    [
      "an image's long description that runs a script",
      '<img src="https://owner.github.io/a.jpg" longdesc="javascript:x" alt="">',
      'longdesc on <img> "javascript:x" is not allowed: use https://, mailto:, tel: or a path on this site',
    ],
    [
      "an image in several sizes (a mail client shows the one src)",
      '<img src="https://owner.github.io/a.jpg" srcset="https://owner.github.io/a.jpg 2x" alt="">',
      'srcset on <img> "https://owner.github.io/a.jpg 2x" is not one absolute https:// address',
    ],
    [
      "an image address that only holds an https:// one",
      '<img src="javascript:https://evil.example/x.png" alt="">',
      'src on <img> "javascript:https://evil.example/x.png" is not one absolute https:// address',
    ],
    [
      "an image from a host with an invisible character in it",
      '<img src="https://exa\u00admple.com/a.png" alt="">',
      'src on <img> "https://exa\u00admple.com/a.png" is not one absolute https:// address',
    ],
    [
      "a footnote link's class with another beside it",
      '<a class="footnote-ref other" href="https://owner.github.io/">1</a>',
      'the class attribute on <a> is not allowed in e-mail: "footnote-ref other"',
    ],
    [
      "HTML that ends inside a tag",
      "<p>x</p><div",
      'HTML that is not well-formed: a tag is not finished: each tag ends with > (as in <div class="note">)',
    ],
    [
      "an address on an element that has none",
      '<div cite="https://example.com/">x</div>',
      'the cite attribute on <div> is not allowed in e-mail: "https://example.com/"',
    ],
    [
      "a table that is not for layout",
      '<table role="grid"><tr><td>x</td></tr></table>',
      'the role attribute on <table> is not allowed in e-mail: "grid"',
    ],
  ])("refuses %s", (_what, html, message) => {
    expect(emailHtmlProblems(html)).toContain(message);
  });
});

describe("Prism's classes, derived from Prism: the site's and the e-mail's own out of content's reach", () => {
  const span = (value: string) => htmlProblems(`<span class="${value}">x</span>`);

  it("keeps what Prism's grammars write, embedded languages' names included", () => {
    for (const value of [
      "token liquid language-liquid",
      "token django language-django",
      "token plain-text",
      "token variable variable-input",
      "token tag",
    ]) {
      expect([value, span(value)]).toEqual([value, []]);
    }
  });

  it("keeps the language-<word> Prism's Markdown writes for an inner fence's word, known or not", () => {
    expect(span("token code-block language-next.js")).toEqual([]);
  });

  it("refuses the prefix of every class Emotion writes for the site, Prism's own same-named token too", () => {
    expect(`${createEmotionCache().key}-`).toBe(SITE_CLASS_PREFIX);
    expect([...prismClasses()].filter((name) => name.startsWith(SITE_CLASS_PREFIX))).toEqual([]);
    // Arturo's grammar writes "css-string", which Emotion could write for one of the site's rules.
    expect(span("token css-string")).toEqual([
      spanClassRefused("token css-string", ["css-string"]),
    ]);
  });

  it("leaves the e-mail no class of its own: its stylesheet styles only what Prism and the highlighter write", () => {
    const styled = new Set(
      [...EMAIL_CSS.matchAll(/\.([a-z][\w-]*)/g)].map(([, name]) => String(name)),
    );
    expect([...styled].filter((name) => !prismClasses().has(name))).toEqual(["gatsby-highlight"]);
    // Its own elements are marked with data-email, which content may not carry.
    expect(htmlProblems('<span data-email="button">x</span>')).toEqual([
      {
        message: "the data-email attribute on <span> is not allowed",
        clues: ["data-email=", "<span"],
      },
    ]);
  });
});
