// Images in Markdown bodies, `![A chart](../images/chart.png)` or
// `<img src="../images/chart.png">`: a path relative to the Markdown file, into content/, as the
// frontmatter's image fields take it. The published HTML gets a responsive <picture> in every
// format and size gatsby-plugin-sharp makes (the same settings as every other image on the site),
// with its width and height so the page does not shift while it loads, and no inline style (the
// content allow-list refuses style).
import path from "node:path";
import { defaultTreeAdapter, html as htmlSpec, type DefaultTreeAdapterMap } from "parse5";
import { theme } from "../../theme";

type Element = DefaultTreeAdapterMap["element"];

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

/** An HTML element with the attributes that have a value, in the order given, and children. */
function element(
  tagName: string,
  attributes: Record<string, string | number | undefined>,
  children: Element[] = [],
): Element {
  const attrs = Object.entries(attributes).flatMap(([name, value]) =>
    value === undefined ? [] : [{ name, value: String(value) }],
  );
  const created = defaultTreeAdapter.createElement(tagName, htmlSpec.NS.HTML, attrs);
  for (const child of children) defaultTreeAdapter.appendChild(created, child);
  return created;
}

const attributeOf = (node: Element, name: string): string | undefined =>
  node.attrs.find((attr) => attr.name === name)?.value;

/** The file an image in a Markdown file shows, when its src is a path relative to the file. */
export function imageFile(markdownFile: string, image: Element): string | undefined {
  const src = attributeOf(image, "src");
  if (image.tagName !== "img" || src === undefined || !isRelativePath(src)) return undefined;
  const file = decodedPath(src);
  return file === undefined ? undefined : path.resolve(path.dirname(markdownFile), file);
}

/**
 * An image's path as a file name: `%20` and the like decoded, as the browser would. Undefined for a
 * `%` that starts no escape (`50%.png`), which the content check refuses.
 */
export function decodedPath(src: string): string | undefined {
  try {
    return decodeURI(src.trim());
  } catch {
    return undefined;
  }
}

/**
 * The responsive picture that takes an image's place: a source per format, the fallback <img> with
 * the image's alt and title, its width and height, loaded lazily.
 */
export function picture(image: Element, data: ContentImageData): Element {
  const { fallback, sources = [] } = data.images;
  return element("picture", {}, [
    ...sources.map(({ srcSet, type, sizes }) => element("source", { type, srcset: srcSet, sizes })),
    element("img", {
      src: fallback?.src,
      srcset: fallback?.srcSet,
      sizes: fallback?.sizes,
      alt: attributeOf(image, "alt") ?? "",
      title: attributeOf(image, "title"),
      width: data.width,
      height: data.height,
      loading: "lazy",
      decoding: "async",
    }),
  ]);
}
