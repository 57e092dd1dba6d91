// The HTML a Markdown file publishes, made once and on the tree: gatsby-transformer-remark's output
// parsed as the browser parses content where it lands (inside a <div>), what the site adds put on
// the parsed elements, and serialised once as the HTML standard serialises (parse5: "<" and ">" are
// escaped in attribute values too, so nothing that later reads the text can take a title for
// markup). This is the HTML the allow-list judges (shippedHtml.ts) and, byte for byte, the HTML
// the pages and the feed carry: nothing edits it as text afterwards, and the post-build pass stops
// the build if a page's content is not exactly what was judged (contentPlacement.ts).
import { defaultTreeAdapter, serialize, type DefaultTreeAdapterMap } from "parse5";
import { forEachElement, parseAsContent } from "./htmlAllowList";
import { imageFile, picture, type ImageLookup } from "../contentFiles/contentImages";

type Element = DefaultTreeAdapterMap["element"];

const attributeOf = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name);

/**
 * A link that opens another tab gets rel="noopener noreferrer", so the page it opens cannot reach
 * back into this one (older browsers do not imply it); the relations written stay.
 */
function withSafeTarget(link: Element): void {
  if (link.tagName !== "a" || !attributeOf(link, "target")) return;
  const rel = attributeOf(link, "rel");
  const written = (rel?.value ?? "").split(/[\t\n\f\r ]/).filter(Boolean);
  const value = [...written, ...["noopener", "noreferrer"].filter((r) => !written.includes(r))];
  if (rel) rel.value = value.join(" ");
  else link.attrs.push({ name: "rel", value: value.join(" ") });
}

/**
 * A code block (<pre>, from gatsby-remark-prismjs or written in content) is in the Tab order: a
 * block that scrolls sideways must be reachable by keyboard (WCAG 2.1.1). One that says tabindex
 * keeps it (the allow-list accepts only 0).
 */
function focusable(block: Element): void {
  if (block.tagName === "pre" && !attributeOf(block, "tabindex")) {
    block.attrs.push({ name: "tabindex", value: "0" });
  }
}

/**
 * The published HTML of the Markdown file `markdownFile`, from the HTML gatsby-transformer-remark
 * made of it: images relative to the file made responsive pictures (an image the lookup does not
 * know stays as it is: the content checks have named it), links that open another tab made safe,
 * code blocks focusable.
 */
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
