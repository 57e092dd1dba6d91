// Images in Markdown bodies, `![A chart](../images/chart.png)` or `<img src="../images/chart.png">`:
// a path relative to the Markdown file, into content/, as the frontmatter's image fields take it.
// The published HTML gets a responsive <picture> in every format and size gatsby-plugin-sharp makes
// (the same settings as every other image on the site), with its width and height so the page does
// not shift while it loads, and no inline style (the content allow-list refuses style).
import path from "node:path";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import { h } from "hastscript";
import type { Element, Root } from "hast";
import { theme } from "../../theme";

/** What gatsby-plugin-image's `gatsbyImageData` gives for one image (the fields used here). */
export interface ContentImageData {
  width: number;
  height: number;
  images: {
    fallback?: { src: string; srcSet?: string; sizes?: string };
    sources?: { srcSet: string; type: string; sizes?: string }[];
  };
}

/** The image data of a file in content/ by its absolute path; undefined when it is no image. */
export type ImageLookup = (absolutePath: string) => Promise<ContentImageData | undefined>;

/** CSS px an image in the text is shown at, at most: the width of the text column. */
const REM = 16;
export const CONTENT_IMAGE_WIDTH = Number.parseFloat(theme.sizes.prose) * REM;

/** True for a path relative to the file (not `/`, `#`, `//` or a URL with a scheme). */
export const isRelativePath = (src: string): boolean =>
  src.trim() !== "" && !/^([a-z][a-z0-9+.-]*:|[/\\#?])/i.test(src.trim());

/**
 * A path named in a content file ("../images/x.jpg"), from the project root as the content checks
 * list files ("content/images/x.jpg").
 */
export const resolveRelative = (fromFile: string, relative: string): string =>
  path.posix.join(path.posix.dirname(fromFile), relative);

function picture(image: Element, data: ContentImageData): Element {
  const { fallback, sources = [] } = data.images;
  const alt = image.properties.alt ?? "";
  return h("picture", [
    ...sources.map(({ srcSet, type, sizes }) => h("source", { type, srcSet, sizes })),
    h("img", {
      src: fallback?.src,
      srcSet: fallback?.srcSet,
      sizes: fallback?.sizes,
      alt,
      ...(image.properties.title === undefined ? {} : { title: image.properties.title }),
      width: data.width,
      height: data.height,
      loading: "lazy",
      decoding: "async",
    }),
  ]);
}

/**
 * The HTML with every image whose src is relative to the Markdown file replaced by a responsive
 * picture. Unchanged when there is none; an image the lookup does not know is left as it is (the
 * content checks have already named it).
 */
export async function withContentImages(
  html: string,
  markdownFile: string,
  lookup: ImageLookup,
): Promise<string> {
  if (!/<img\s/i.test(html)) return html;
  const tree = fromHtml(html, { fragment: true });
  let changed = false;
  const visit = async (parent: Root | Element): Promise<void> => {
    for (const [index, node] of parent.children.entries()) {
      if (node.type !== "element") continue;
      const src = node.properties.src;
      if (node.tagName === "img" && typeof src === "string" && isRelativePath(src)) {
        const file = path.resolve(path.dirname(markdownFile), decodeURI(src.trim()));
        const data = await lookup(file);
        if (data) {
          parent.children[index] = picture(node, data);
          changed = true;
        }
      } else await visit(node);
    }
  };
  await visit(tree);
  return changed ? toHtml(tree) : html;
}
