/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The site's own gatsby-transformer-remark plugins (plugins/), run on Markdown parsed as
// gatsby-transformer-remark parses it: what they change, and what they leave alone.
import remark from "remark";
import remarkGfm from "remark-gfm";
import fenceLanguage from "../plugins/gatsby-remark-fence-language";
import wwwLinks from "../plugins/gatsby-remark-www-links";

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
