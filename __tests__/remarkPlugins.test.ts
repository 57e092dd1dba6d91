/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The site's own gatsby-transformer-remark plugins (plugins/), run on Markdown parsed as
// gatsby-transformer-remark parses it: what they change, and what they leave alone.
import { createRequire } from "node:module";
import { JSDOM } from "jsdom";
import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import fenceLanguage from "../plugins/gatsby-remark-fence-language";
import wwwLinks from "../plugins/gatsby-remark-www-links";
import { validateContent } from "../src/node/content/validateContent";
import { htmlProblems } from "../src/node/htmlSafety/htmlAllowList";
import { publishedHtml } from "../src/node/htmlSafety/publishedHtml";
import {
  EVERY_LANGUAGE_CODE,
  everyLanguage,
  everyLanguageIssue,
} from "./build/fixtures/everyLanguage";
import { withExtraFiles } from "./fixtures/content";

interface Node {
  type: string;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  children?: Node[];
}

const parse = (markdown: string): Node => remark().use(remarkGfm).parse(markdown) as Node;
const all = (node: Node, type: string): Node[] => [
  ...(node.type === type ? [node] : []),
  ...(node.children ?? []).flatMap((child) => all(child, type)),
];

describe("gatsby-remark-fence-language", () => {
  it("keeps a fence's first word as its language and drops the words after it, in lists too", () => {
    const tree = parse(
      '```js title="app.js"\na\n```\n\n- ```shell session\n  b\n  ```\n\n```\nc\n```\n',
    );
    fenceLanguage({ markdownAST: tree });
    expect(all(tree, "code").map(({ lang, meta }) => [lang, meta])).toEqual([
      ["js", null],
      ["shell", null],
      [null, null],
    ]);
  });
});

describe("gatsby-remark-www-links", () => {
  it("links an address written as www. to https://, in lists too", () => {
    const tree = parse("Visit www.example.com/docs today.\n\n- or www.example.org\n");
    wwwLinks({ markdownAST: tree });
    expect(all(tree, "link").map(({ url }) => url)).toEqual([
      "https://www.example.com/docs",
      "https://www.example.org",
    ]);
  });

  it("leaves links the coach wrote as written, http:// ones too (the checks refuse those)", () => {
    const tree = parse(
      "[www.example.com](http://www.example.com) [site](https://www.example.com) http://www.example.com\n",
    );
    wwwLinks({ markdownAST: tree });
    expect(all(tree, "link").map(({ url }) => url)).toEqual([
      "http://www.example.com",
      "https://www.example.com",
      "http://www.example.com",
    ]);
  });
});

// Markdown as gatsby-transformer-remark publishes it (gatsby-config.ts): its parser, the site's
// plugins and gatsby-remark-prismjs, then its own mdast-to-HTML with the modules it resolves.
const fromTransformer = createRequire(require.resolve("gatsby-transformer-remark"));
const toHast: (tree: unknown, options: object) => unknown = fromTransformer("mdast-util-to-hast");
const hastToHtml: (tree: unknown, options: object) => string = fromTransformer("hast-util-to-html");
const codeHandler: unknown = fromTransformer("./code-handler");
const prism: (args: { markdownAST: unknown }, options: object) => void =
  fromTransformer("gatsby-remark-prismjs");

async function published(markdown: string): Promise<string> {
  const tree = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true }).parse(markdown);
  fenceLanguage({ markdownAST: tree });
  wwwLinks({ markdownAST: tree });
  prism({ markdownAST: tree }, { noInlineHighlight: true, showLineNumbers: false });
  const html = hastToHtml(
    toHast(tree, { allowDangerousHtml: true, handlers: { code: codeHandler } }),
    { allowDangerousHtml: true },
  );
  return publishedHtml(html, "content/newsletter/every-language.md", async () => undefined);
}

describe("a fenced block in every language Prism highlights", () => {
  let html: string;
  beforeAll(async () => {
    html = await published(everyLanguageIssue());
  });

  it("counts every id and alias of components.json with a grammar, and plain text", () => {
    expect(everyLanguage()).toEqual(expect.arrayContaining(["liquid", "django", "jinja2", "text"]));
    expect(everyLanguage()).not.toEqual(expect.arrayContaining(["markup-templating"]));
    expect(everyLanguage()).not.toEqual(expect.arrayContaining(["css-extras"]));
  });

  it("passes the content checks the build runs first (limits, source judge)", () => {
    const file = { path: "content/newsletter/every-language.md", text: everyLanguageIssue() };
    expect(validateContent(withExtraFiles(file))).toEqual([]);
  });

  it("publishes within the allow-list, highlighted", () => {
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('<span class="token liquid language-liquid">');
    expect(html).toContain('<span class="token django language-django">');
  });

  it("shows each block's code exactly as written, in its language", () => {
    const blocks = [...new JSDOM(html).window.document.querySelectorAll("div.gatsby-highlight")];
    expect(blocks.map((block) => block.getAttribute("data-language"))).toEqual(everyLanguage());
    for (const block of blocks) {
      expect([
        block.getAttribute("data-language"),
        block.querySelector("pre")?.textContent,
      ]).toEqual([block.getAttribute("data-language"), EVERY_LANGUAGE_CODE]);
    }
  });
});
