/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The HTML a Markdown file publishes: what the site adds is added on the tree, and what comes out
// reads, in a browser, exactly as the tree the allow-list judges.
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import remark from "remark";
import remarkGfm from "remark-gfm";
import remarkFootnotes from "remark-footnotes";
import { publishTree, withPictures, type MarkdownNode } from "../src/node/htmlSafety/publishedHtml";
import { htmlProblems } from "../src/node/htmlSafety/htmlAllowList";
import type { ContentImageData } from "../src/node/contentFiles/contentImages";

type Node = DefaultTreeAdapterMap["node"];

const FILE = "/site/content/newsletter/an-issue.md";
const CHART: ContentImageData = {
  width: 672,
  height: 336,
  images: {
    fallback: {
      src: "/static/1/chart.png",
      srcSet: "/static/1/chart-168.png 168w,/static/1/chart.png 672w",
      sizes: "(min-width: 672px) 672px, 100vw",
    },
    sources: [
      {
        srcSet: "/static/1/chart-168.avif 168w,/static/1/chart.avif 672w",
        type: "image/avif",
        sizes: "(min-width: 672px) 672px, 100vw",
      },
    ],
  },
};
/** HTML as a Markdown file holding it publishes it, whatever the allow-list says of it. */
const publish = (markdown: string): string => {
  const parser = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });
  return publishTree(parser.parse(markdown) as MarkdownNode, markdown).html;
};

/** The elements a browser makes of HTML inside a <div>, as "tag[attribute=value ...]". */
function elements(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node): void => {
    if ("tagName" in node) {
      const attributes = node.attrs.map(({ name, value }) => `${name}=${value}`).join(" ");
      found.push(`${node.tagName}[${attributes}]`);
    }
    if ("childNodes" in node) node.childNodes.forEach(visit);
  };
  const div = parseFragment("<div></div>").childNodes[0] as DefaultTreeAdapterMap["element"];
  visit(parseFragment(div, html, {}));
  return found;
}

describe("withPictures: images relative to the Markdown file", () => {
  it("makes such an image a responsive picture with its size, keeping its alt and title", async () => {
    const asked: string[] = [];
    const html = await withPictures(
      '<p>See <img src="../images/chart.png" alt="Lead time by week" title="Lead time">.</p>',
      FILE,
      async (path: string) => {
        asked.push(path);
        return CHART;
      },
    );
    expect(asked).toEqual(["/site/content/images/chart.png"]);
    expect(html).toBe(
      '<p>See <picture><source type="image/avif" srcset="/static/1/chart-168.avif 168w,/static/1/chart.avif 672w" sizes="(min-width: 672px) 672px, 100vw">' +
        '<img src="/static/1/chart.png" srcset="/static/1/chart-168.png 168w,/static/1/chart.png 672w" sizes="(min-width: 672px) 672px, 100vw" alt="Lead time by week" title="Lead time" width="672" height="336" loading="lazy" decoding="async"></picture>.</p>',
    );
  });

  it("leaves site paths and images it cannot find as they are, asking only for relative paths", async () => {
    const lookup = jest.fn(async () => undefined);
    const html =
      '<p><img src="/icons/icon.png" alt="">Text &amp; more <img src="../images/gone.png" alt=""></p>';
    expect(await withPictures(html, FILE, lookup)).toBe(html);
    expect(lookup.mock.calls).toEqual([["/site/content/images/gone.png"]]);
  });
});

describe("publishTree: what the site adds", () => {
  it("gives every link that opens another tab noopener and noreferrer, keeping the relations written", async () => {
    const html =
      '<p><a href="/x" target="_blank">x</a> <A HREF="/y" TARGET="_blank" REL="nofollow noopener">y</A> <a href="/z">z</a> <a href="/e" target="_blank" rel="">e</a> <abbr target="x">t</abbr></p>';
    expect(publish(html)).toBe(
      '<p><a href="/x" target="_blank" rel="noopener noreferrer">x</a> <a href="/y" target="_blank" rel="nofollow noopener noreferrer">y</a> <a href="/z">z</a> <a href="/e" target="_blank" rel="noopener noreferrer">e</a> <abbr target="x">t</abbr></p>',
    );
  });

  it("puts every code block in the Tab order, so a block that scrolls sideways can be scrolled by keyboard", async () => {
    const highlighted =
      '<div class="gatsby-highlight" data-language="ts"><pre class="language-ts"><code class="language-ts">const answer = 42;</code></pre></div>';
    expect(publish(`<p>Before</p>${highlighted}<PRE>plain block</PRE>`)).toBe(
      '<p>Before</p><div class="gatsby-highlight" data-language="ts"><pre class="language-ts" tabindex="0"><code class="language-ts">const answer = 42;</code></pre></div><pre tabindex="0">plain block</pre>',
    );
  });

  it("leaves a block's own tabindex (the allow-list judges it), inline code and other elements alone", async () => {
    expect(publish('<pre tabindex="-1">x</pre>')).toBe('<pre tabindex="-1">x</pre>');
    expect(publish("<p><code>x</code> <preview>y</preview></p>")).toBe(
      "<p><code>x</code> <preview>y</preview></p>",
    );
  });
});

// gatsby-transformer-remark copies a Markdown link's title and an image's alt into the attribute as
// written: "<" stays raw there, which a regular expression over the text took for a tag.
describe("publishTree: Markdown's own markup", () => {
  it("publishes a table with its cells in order and nothing moved out of it", () => {
    expect(publish("Before.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n")).toBe(
      "<p>Before.</p>\n<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>",
    );
  });
});

describe("publishTree: text that mentions markup stays text", () => {
  const TITLES = [
    "the <pre> element",
    "the <style> element keeps CSS",
    '<pre><meta http-equiv=refresh content="0;url=https://evil.example/">',
    "&lt;pre&gt; <PRE x> <pre\ttabindex=1>",
    '"><pre onfocus=alert(1) autofocus>',
  ];

  it.each(TITLES)(
    "publishes a link title, image alt and abbr title of %p as that text",
    async (text) => {
      const attribute = text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
      const html = publish(
        `<p><a href="/x" title="${attribute}">x</a> <img src="/a.png" alt="${attribute}"> <abbr title="${attribute}">A</abbr></p>` +
          '<pre class="language-html"><code class="language-html">code</code></pre>',
      );
      expect(elements(html)).toEqual([
        `p[]`,
        `a[href=/x title=${text}]`,
        `img[src=/a.png alt=${text}]`,
        `abbr[title=${text}]`,
        "pre[class=language-html tabindex=0]",
        "code[class=language-html]",
      ]);
      // Nothing in an attribute value reads as a tag, whatever reads the text later.
      expect(html).not.toMatch(/="[^"]*</);
      expect(htmlProblems(html)).toEqual([]);
    },
  );

  it("publishes HTML that, published again, is the same: what the check parses is what the browser parses", async () => {
    const once = publish(
      `<p>a <b>b <i>c</b> d</i></p><ul><li>one<li>two</ul><table><tr><td>x</table><p title="<pre>">y`,
    );
    expect(publish(once)).toBe(once);
  });
});
