// Images in Markdown bodies, by a path relative to the file into content/, published as responsive
// <picture>s with width and height (no layout shift), no inline style (the allow-list refuses it).
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

export type ImageLookup = (absolutePath: string) => Promise<ContentImageData | undefined>;

/** The text column's width in CSS px: the most an image in the text is shown at. */
const REM = 16;
export const CONTENT_IMAGE_WIDTH = Number.parseFloat(theme.sizes.prose) * REM;

/** True for a path relative to the file (not `/`, `#`, `//` or a URL with a scheme). */
export const isRelativePath = (src: string): boolean =>
  src.trim() !== "" && !/^([a-z][a-z0-9+.-]*:|[/\\#?])/i.test(src.trim());

/** A path named in a content file ("../images/x.jpg") from the root ("content/images/x.jpg"). */
export const resolveRelative = (fromFile: string, relative: string): string =>
  path.posix.join(path.posix.dirname(fromFile), relative);

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

export function imageFile(markdownFile: string, image: Element): string | undefined {
  const src = attributeOf(image, "src");
  if (image.tagName !== "img" || src === undefined || !isRelativePath(src)) return undefined;
  const file = decodedPath(src);
  return file === undefined ? undefined : path.resolve(path.dirname(markdownFile), file);
}

/** An image path decoded as the browser would; undefined for a stray `%` (the checks refuse it). */
export function decodedPath(src: string): string | undefined {
  try {
    return decodeURI(src.trim());
  } catch {
    return undefined;
  }
}

/** The responsive picture in an image's place: a source per format, a lazy fallback <img>. */
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
