// Reading and editing the built site as files and trees: every file the build published, a page's
// elements as parse5 reads them (with their places in the text), and edits to a page's text made at
// those places. What the post-build pass (src/node/builtPages/pagePass.ts) and the checks use; what
// they know about Gatsby's own output is in src/node/gatsbyOutput.ts.
import { readdirSync } from "node:fs";
import MagicString from "magic-string";
import path from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";

export type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];

/** Every file the build published, relative to publicDir: the one walker of public/. */
export function listFiles(publicDir: string): string[] {
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
}

/** Every element under a node, in document order (parse5 tree). */
export function elementsOf(node: Node): Element[] {
  const found: Element[] = [];
  const visit = (current: Node) => {
    if ("tagName" in current) found.push(current);
    if ("childNodes" in current) current.childNodes.forEach(visit);
  };
  visit(node);
  return found;
}

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** A script element's text as the parser delivers it to the browser (what CSP hashes). */
export const scriptText = (element: Element): string =>
  element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");

/** A page's elements in document order, each with its place in the text. */
export const parsePage = (html: string): Element[] =>
  elementsOf(parse(html, { sourceCodeLocationInfo: true }));

/** Where an element stands in the page's text (parsePage keeps the locations). */
export function locationOf(element: Element) {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no source location`);
  return location;
}

/** A change to a page's text: the characters from `start` to `end` become `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The edit that puts `text` in an element's place, tags and all (by default, removes it). */
export function replaceElement(element: Element, text = ""): Edit {
  const { startOffset, endOffset } = locationOf(element);
  return { start: startOffset, end: endOffset, text };
}

/**
 * The page's text with the edits made (they may not overlap): ranges first, then insertions, each
 * on the text around its offset, so an insertion beside a removed range survives it.
 */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const text = new MagicString(html);
  for (const { start, end, text: by } of edits) {
    if (start < end) text.update(start, end, by);
  }
  for (const { start, end, text: by } of edits) if (start === end) text.appendLeft(start, by);
  return text.toString();
}
