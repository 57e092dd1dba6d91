// A Markdown file's published HTML, edited on the parsed tree and serialised once by parse5: what
// the allow-list judges (shippedHtml.ts) is byte for byte what pages and the feed carry.
import { defaultTreeAdapter, serialize, type DefaultTreeAdapterMap } from "parse5";
import { forEachElement, parseAsContent } from "./htmlAllowList";
import { imageFile, picture, type ImageLookup } from "../contentFiles/contentImages";

type Element = DefaultTreeAdapterMap["element"];

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

/** The published HTML of `markdownFile`: images as pictures, safe links, focusable code. */
export async function publishedHtml(
  html: string,
  markdownFile: string,
  lookup: ImageLookup,
): Promise<string> {
  const fragment = parseAsContent(html);
  // Deeper than the allow-list reads, nothing is added: the check refuses such HTML.
  const elements: Element[] = [];
  forEachElement(fragment, (element) => elements.push(element));
  for (const element of elements) {
    withSafeTarget(element);
    focusable(element);
    const file = imageFile(markdownFile, element);
    const data = file === undefined ? undefined : await lookup(file);
    if (data && element.parentNode) {
      defaultTreeAdapter.insertBefore(element.parentNode, picture(element, data), element);
      defaultTreeAdapter.detachNode(element);
    }
  }
  return serialize(fragment);
}
