// A Markdown file's published HTML, made from the tree markdownSafety.ts parsed and judged there,
// element by element, on the line of the file each came from; then serialised once by parse5. What
// pages and the feed carry is byte for byte that HTML, with images made pictures (resolvers.ts).
import { createRequire } from "node:module";
import toHast from "mdast-util-to-hast";
import raw from "hast-util-raw";
import vfile from "vfile";
import {
  defaultTreeAdapter,
  html as htmlSpec,
  serialize,
  type DefaultTreeAdapterMap,
} from "parse5";
import type { Nodes as HastNode } from "hast";
import { h } from "hastscript";
import {
  CONTENT_SCHEMA,
  TOO_DEEP,
  elementProblems,
  forEachElement,
  parseAsContent,
} from "./htmlAllowList";
import { imageFile, picture, type ImageLookup } from "../contentFiles/contentImages";

type Element = DefaultTreeAdapterMap["element"];
type Fragment = DefaultTreeAdapterMap["documentFragment"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

/** A Markdown node, as far as publishing reads and edits it. */
export interface MarkdownNode {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  children?: MarkdownNode[];
  position?: {
    start: { line: number; column?: number; offset?: number };
    end: { line?: number; offset?: number };
  };
}

const load = createRequire(__filename);
// The highlighting plugin Gatsby's Markdown transformer would run, run here on the judged tree.
const highlight = load("gatsby-remark-prismjs") as (
  args: { markdownAST: MarkdownNode },
  options: object,
) => void;

// hast-util-raw 6 reads attributes with property-information 5 (srcset a comma-separated list,
// class a space-separated one), so they are written back with it.
interface PropertyInfo {
  attribute: string;
  boolean: boolean;
  commaSeparated: boolean;
}
const fromRaw = createRequire(load.resolve("hast-util-from-parse5"));
const findProperty = fromRaw("property-information/find") as (
  s: unknown,
  p: string,
) => PropertyInfo;
const htmlProperties: unknown = fromRaw("property-information/html");

const ALLOWED_ELEMENTS = new Set(CONTENT_SCHEMA.tagNames);

const attributeOf = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name);

/** Links to another tab get rel="noopener noreferrer" (older browsers do not imply it). */
function withSafeTarget(link: Element): void {
  if (link.tagName !== "a" || !attributeOf(link, "target")) return;
  const rel = attributeOf(link, "rel");
  const written = (rel?.value ?? "").split(/[\t\n\f\r ]/).filter(Boolean);
  const value = [...written, ...["noopener", "noreferrer"].filter((r) => !written.includes(r))];
  if (rel) rel.value = value.join(" ");
  else link.attrs.push({ name: "rel", value: value.join(" ") });
}

/** Code blocks are in the Tab order so sideways scrolling works by keyboard (WCAG 2.1.1). */
function focusable(block: Element): void {
  if (block.tagName === "pre" && !attributeOf(block, "tabindex")) {
    block.attrs.push({ name: "tabindex", value: "0" });
  }
}

/**
 * Code blocks highlighted at build time (no JavaScript shipped; colours from codeTokens.ts). A
 * highlighted block is HTML that starts where its code does, so each token is on its line.
 */
function highlightCode(tree: MarkdownNode, markdown: string): void {
  const visit = (node: MarkdownNode): void => {
    const { start, end } = node.position ?? { start: { line: 1 }, end: {} };
    if (node.type === "code" && /^[ \t]*(`{3,}|~{3,})/.test(markdown.slice(start.offset))) {
      const offset = markdown.indexOf("\n", start.offset) + 1;
      node.position = { start: { line: start.line + 1, column: 1, offset }, end };
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  highlight({ markdownAST: tree }, { noInlineHighlight: true, showLineNumbers: false });
}

/**
 * parse5's tree of a hast tree, each element with the source location of its start: what parse5
 * serialises as the page's HTML. (hast-util-to-parse5 6 takes time exponential in the depth.)
 */
function toParse5(tree: HastNode): Fragment {
  const fragment = defaultTreeAdapter.createDocumentFragment();
  const stack: { node: HastNode; parent: ParentNode }[] = [{ node: tree, parent: fragment }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { node, parent } = entry;
    let children: HastNode[] = [];
    let into = parent;
    if (node.type === "root") children = node.children;
    else if (node.type === "text") defaultTreeAdapter.insertText(parent, node.value);
    else if (node.type === "comment") {
      defaultTreeAdapter.appendChild(parent, defaultTreeAdapter.createCommentNode(node.value));
    } else if (node.type === "element") {
      const attrs = Object.entries(node.properties).flatMap(([property, value]) => {
        const info = findProperty(htmlProperties, property);
        if (value === false || value === null || value === undefined) return [];
        if (info.boolean && !value) return [];
        const text = Array.isArray(value)
          ? value.join(info.commaSeparated ? ", " : " ")
          : value === true
            ? ""
            : String(value);
        return [{ name: info.attribute, value: text }];
      });
      const element = defaultTreeAdapter.createElement(node.tagName, htmlSpec.NS.HTML, attrs);
      const start = node.position?.start;
      if (start?.offset !== undefined) {
        element.sourceCodeLocation = {
          startLine: start.line,
          startCol: start.column,
          startOffset: start.offset,
          endLine: start.line,
          endCol: start.column,
          endOffset: start.offset,
        };
      }
      defaultTreeAdapter.appendChild(parent, element);
      children = node.children;
      into = element;
      // A <template>'s children are its content (refused as written, but serialised first).
      const { content } = node as { content?: { children: HastNode[] } };
      if (content) {
        into = defaultTreeAdapter.createDocumentFragment();
        defaultTreeAdapter.setTemplateContent(element as DefaultTreeAdapterMap["template"], into);
        children = content.children;
      }
    }
    for (const child of [...children].reverse()) stack.push({ node: child, parent: into });
  }
  return fragment;
}

/**
 * The tree without the line breaks mdast-util-to-hast puts between a table's rows and cells:
 * hast-util-raw 6 hands them to the parser as text, which moves text in a table before it.
 */
function withoutTableWhitespace(tree: HastNode): HastNode {
  const stack = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (!("children" in node)) continue;
    if (node.type === "element" && /^(table|thead|tbody|tfoot|tr)$/.test(node.tagName)) {
      node.children = node.children.filter((child) => child.type !== "text" || child.value.trim());
    }
    stack.push(...(node.children as HastNode[]));
  }
  return tree;
}

/** One refusal of the published HTML, on its body line. */
export interface PublishingProblem {
  line: number;
  message: string;
}

/** An id the content gives an element, on its body line (the page's own may not be taken). */
export interface JudgedId {
  id: string;
  line: number;
}

/**
 * The published HTML of a Markdown tree, and each element's problems against the allow-list on
 * the body line its start tag (or Markdown) is written on; an attribute's on its own line.
 */
export function publishTree(
  tree: MarkdownNode,
  markdown: string,
): { html: string; problems: PublishingProblem[]; ids: JudgedId[] } {
  highlightCode(tree, markdown);
  const links = new Set<number>();
  const visit = (node: MarkdownNode): void => {
    if (/^link(Reference)?$/.test(node.type)) links.add(node.position?.start.offset ?? -1);
    node.children?.forEach(visit);
  };
  visit(tree);
  const made = toHast(tree as Parameters<typeof toHast>[0], { allowDangerousHtml: true });
  const hast = raw(withoutTableWhitespace(made as HastNode) as typeof made, vfile(markdown));
  const fragment = toParse5(hast as HastNode);
  const problems: PublishingProblem[] = [];
  const ids: JudgedId[] = [];
  const lineOf = (element: Element, clues: readonly string[]): number => {
    let node: Element | Fragment = element;
    while (!node.sourceCodeLocation && "parentNode" in node && node.parentNode) {
      node = node.parentNode as Element | Fragment;
    }
    const { startLine = 1, startOffset = 0 } = node.sourceCodeLocation ?? {};
    // Raw HTML: the attribute's line inside its start tag.
    const tag = /^<[^>]*/.exec(markdown.slice(startOffset))?.[0] ?? "";
    const written = tag.toLowerCase();
    const at = clues.map((clue) => written.indexOf(clue.toLowerCase())).find((i) => i > 0);
    return startLine + (at === undefined ? 0 : (tag.slice(0, at).match(/\n/g)?.length ?? 0));
  };
  const tooDeep = forEachElement(fragment, (element, ancestors) => {
    withSafeTarget(element);
    focusable(element);
    const id = attributeOf(element, "id")?.value;
    if (id !== undefined) ids.push({ id, line: lineOf(element, ["id="]) });
    // A tag content may not use was refused as written, with advice (markdownSafety.ts).
    if (!ALLOWED_ELEMENTS.has(element.tagName)) return;
    // A Markdown link's address was judged where it is written (a reference's, in its definition).
    const start = element.sourceCodeLocation?.startOffset ?? -1;
    const attrs = element.attrs.filter(({ name }) => !(name === "href" && links.has(start)));
    const properties = Object.fromEntries(attrs.map(({ name, value }) => [name, value]));
    for (const { message, clues } of elementProblems(h(element.tagName, properties), [
      ...ancestors,
    ])) {
      problems.push({ line: lineOf(element, clues), message });
    }
  });
  if (tooDeep) problems.push({ line: lineOf(tooDeep, []), message: TOO_DEEP });
  return { html: serialize(fragment), problems, ids };
}

/** A refusal when a browser makes of the HTML, inside the page's <div>, other than was judged. */
export const landingAsJudged = (html: string): PublishingProblem[] =>
  serialize(parseAsContent(html)) === html
    ? []
    : [
        {
          line: 1,
          message:
            "this file's HTML reads differently inside the page than on its own: check its tags are written and closed in order",
        },
      ];

/** The published HTML with each image relative to `markdownFile` made a responsive picture. */
export async function withPictures(
  html: string,
  markdownFile: string,
  lookup: ImageLookup,
): Promise<string> {
  // Every page query asks for the HTML: most bodies have no image to parse it again for.
  if (!html.includes("<img")) return html;
  const fragment = parseAsContent(html);
  const images: Element[] = [];
  forEachElement(fragment, (element) => {
    if (imageFile(markdownFile, element) !== undefined) images.push(element);
  });
  if (images.length === 0) return html;
  for (const image of images) {
    const data = await lookup(imageFile(markdownFile, image) as string);
    if (data && image.parentNode) {
      defaultTreeAdapter.insertBefore(image.parentNode, picture(image, data), image);
      defaultTreeAdapter.detachNode(image);
    }
  }
  return serialize(fragment);
}
