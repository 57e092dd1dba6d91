/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The net on every built page: the content stays inside its article, the page around it intact.
import {
  contentBodies,
  contentPlacement,
  placementProblems,
  unjudgedContent,
} from "../src/node/builtPages/contentPlacement";
import { parsePage } from "../src/node/builtSite";

/**
 * A page as the templates write one: Gatsby's root, the layout, the article holding the content.
 */
const page = (content: string, { article = "article", main = "main" } = {}) =>
  [
    '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>',
    '<div id="___gatsby"><div id="gatsby-focus-wrapper" tabindex="-1">',
    '<header id="site-header"><a href="/">Home</a></header>',
    `<${main} id="main"><${article}><h1>Title</h1><div data-content-body="">${content}</div>`,
    `<p>Read next</p></${article}>`,
    '<section aria-labelledby="closing-cta-heading"><h2 id="closing-cta-heading">Book a call</h2></section>',
    `</${main}><footer>Footer</footer></div></div>`,
    '<script id="gatsby-script-loader">x</script></body></html>',
  ].join("");

const placementOf = (content: string, around?: Parameters<typeof page>[1]) =>
  contentPlacement(parsePage(page(content, around)));

describe("contentPlacement", () => {
  it("finds content that stays in its article, and tells its ids from the page's own", () => {
    expect(placementOf('<h2 id="pricing">Pricing</h2><ul><li>a<li>b</ul><p>last')).toEqual({
      problems: [],
      contentIds: ["pricing"],
      pageIds: [
        "___gatsby",
        "gatsby-focus-wrapper",
        "site-header",
        "main",
        "closing-cta-heading",
        "gatsby-script-loader",
      ],
      takenIn: [],
    });
  });

  it.each([
    [
      "end tags that close the page's own elements",
      "</div></div></div></div><h1>Outside the article?</h1>",
      [
        "the page's <article> around the content is closed by something in the content",
        "the page's <main> around the content is closed by something in the content",
      ],
    ],
    [
      "a table left open that swallows the rest of the page",
      "<div><table><tr><td>",
      [
        "the page's <div> around the content is closed by something in the content",
        "the page's <article> around the content is closed by something in the content",
        "the page's <main> around the content is closed by something in the content",
        "the page's <div> around the content is closed by something in the content",
        "the page's <div> around the content is closed by something in the content",
      ],
    ],
    [
      "formatting left open that runs on into the page",
      "<p>Some <b>bold</p>",
      ["the content's <b> runs on into the page after the content"],
    ],
  ])("reports %s", (_case, content, problems) => {
    expect(placementOf(content).problems).toEqual(problems);
  });

  it.each([
    ["outside an article", { article: "section" }],
    ["in an article outside <main>", { main: "div" }],
  ])("reports content %s", (_case, around) => {
    expect(placementOf("<p>x</p>", around).problems).toEqual([
      "the content is not inside its <article> inside <main>",
    ]);
  });

  it("reports content whose <main> is inside its article instead of around it", () => {
    const elements = parsePage(
      '<!DOCTYPE html><html><body><article><main id="main"><div data-content-body=""><p>x</p></div></main></article></body></html>',
    );
    expect(contentPlacement(elements).problems).toEqual([
      "the content is not inside its <article> inside <main>",
    ]);
  });

  it("reports an element around the content that the page never closed itself", () => {
    // A template that puts the content in a table row without <tbody>: the parser supplies the
    // <tbody>, with no end tag (nor any place) in the page's text.
    const elements = parsePage(
      '<!DOCTYPE html><html><body><main id="main"><article><table><tr><td><div data-content-body=""><p>x</p></div></td></tr></table></article></main></body></html>',
    );
    expect(contentPlacement(elements).problems).toEqual([
      expect.stringContaining("the page's <tbody> around the content"),
    ]);
  });

  it("has nothing to say about a page without content", () => {
    const elements = parsePage(
      '<!DOCTYPE html><html><body><main id="main"><p>x</p></main></body></html>',
    );
    expect(contentPlacement(elements)).toEqual({
      problems: [],
      contentIds: [],
      pageIds: ["main"],
      takenIn: [],
    });
  });

  it.each(["<plaintext>", "<p>the <xmp>", "<style>p { color: red }"])(
    "names the element that takes in the rest of the page as text: %s",
    (content) => {
      const tag = /<(plaintext|xmp|style)>/.exec(content)?.[1];
      expect(placementOf(content).takenIn).toEqual([tag]);
    },
  );
});

describe("contentBodies", () => {
  it("gives the content exactly as the page's text has it, character references and all", () => {
    const content = '<p title="a &lt;pre&gt; b">x &amp; <br>y</p>';
    const html = page(content);
    expect(contentBodies(parsePage(html), html)).toEqual([content]);
  });

  it("gives the rest of the page for content that swallows the end of its body", () => {
    const content = "<table><tr><td>";
    const html = page(content);
    expect(contentBodies(parsePage(html), html)).toEqual([html.slice(html.indexOf(content))]);
  });
});

describe("unjudgedContent", () => {
  it("names each page whose content is not what the allow-list judged", () => {
    const pages = [
      { file: "public/a/index.html", bodies: ["judged"] },
      { file: "public/b/index.html", bodies: ["judged", "changed"] },
      { file: "public/c/index.html", bodies: [] },
    ];
    expect(unjudgedContent(pages, new Set(["judged"]))).toEqual([
      expect.stringMatching(
        /^public\/b\/index\.html: the content on this page is not the HTML the allow-list judged/,
      ),
    ]);
  });
});

describe("placementProblems", () => {
  const judgedIds = {
    "closing-cta-heading": ["content/newsletter/a.md:5"],
    main: ["content/a.md:2", "content/b.md:4"],
    constructor: ["content/c.md:3"],
  };

  it("names where the judge found an id the page uses, each line that writes it, and the page", () => {
    const placement = placementOf(
      '<h2 id="closing-cta-heading">Mine</h2><p id="notes">x</p><p id="main">y</p>',
    );
    expect(
      placementProblems([{ file: "public/newsletter/a/index.html", placement }], judgedIds),
    ).toEqual([
      'content/newsletter/a.md:5: id "closing-cta-heading" is one the page itself uses (public/newsletter/a/index.html): choose another',
      'content/a.md:2, content/b.md:4: id "main" is one the page itself uses (public/newsletter/a/index.html): choose another',
    ]);
  });

  it("names the page for an id the judge did not see, an element that takes in the page, and each placement problem", () => {
    const placement = placementOf(
      '<p id="main">x</p><p id="toString">t</p></div></div></div></div>',
    );
    expect(
      placementProblems(
        [
          {
            file: "public/x/index.html",
            placement: {
              ...placement,
              pageIds: [...placement.pageIds, "toString"],
              takenIn: ["plaintext"],
            },
          },
        ],
        {},
      ),
    ).toEqual([
      "public/x/index.html: the content's <plaintext> takes in the rest of the page as its text",
      "public/x/index.html: the page's <article> around the content is closed by something in the content",
      "public/x/index.html: the page's <main> around the content is closed by something in the content",
      'public/x/index.html: id "main" is one the page itself uses (public/x/index.html): choose another',
      'public/x/index.html: id "toString" is one the page itself uses (public/x/index.html): choose another',
    ]);
  });
});
