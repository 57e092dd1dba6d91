// An issue's HTML as an e-mail client renders it: what the feed's content:encoded carries, since
// RSS-to-email services (Buttondown, Mailchimp, Kit) send that field as it is (docs/newsletter.md).
// An e-mail client resolves no relative URL, shows no AVIF or WebP (Outlook only a <picture>'s
// <img>), reads no stylesheet of the site's and is about 600 px wide. So, on the parsed HTML (hast,
// never patterns over the text):
// - every link and image URL is absolute, with the path prefix;
// - each responsive <picture> becomes its one JPEG or PNG <img>, with width and height that fit
//   EMAIL_WIDTH and a style that shrinks it to narrower screens;
// - links back to the site carry the campaign (utm_medium=email), so a reader who clicks
//   is counted as e-mail in PostHog, not Direct; links elsewhere stay exactly as written;
// - what the page's look depends on (code blocks, their highlighting, quotes) gets inline styles,
//   written by juice from EMAIL_CSS, which takes its values from the site's theme.
// The page itself keeps its responsive images and plain links: only the feed gets this.
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import type { Element, ElementContent, Root } from "hast";
import { palettes, theme } from "../../theme";

/**
 * juice, loaded when the feed is written rather than with gatsby-config.ts (which imports this
 * module through feed.ts): its cheerio and undici are a large load that every config read, and
 * every test importing the config under jsdom (where cheerio resolves to a browser build), would
 * otherwise pay for.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
const loadJuice = (): typeof import("juice") => require("juice");

/** The width most e-mail templates give their content, in CSS px. */
export const EMAIL_WIDTH = 600;

/** The campaign tags of a link from an e-mail back to the site. */
export const EMAIL_UTM = { utm_source: "newsletter", utm_medium: "email" } as const;

export interface EmailContext {
  /** The site's address without a path ("https://owner.github.io"), as siteMetadata has it. */
  siteUrl: string;
  /** The path prefix ("/site" or ""). */
  pathPrefix: string;
  /** The issue's own absolute URL: what relative links and in-page anchors resolve against. */
  pageUrl: string;
  /** utm_campaign of links back to the site: the slug. */
  campaign: string;
}

const light = palettes.light;

/**
 * The site's look for an issue's body, in the subset of CSS e-mail clients read (inlined by juice):
 * the page's Prose styles, light scheme, with the page's tokens.
 */
export const EMAIL_CSS = `
img { max-width: 100%; height: auto; }
pre {
  margin: 0 0 ${theme.space[5]};
  padding: ${theme.space[4]};
  border: 1px solid ${light.border};
  border-radius: ${theme.radii.md};
  background: ${light.codeBackground};
  color: ${light.codeText};
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};
  white-space: pre;
  word-wrap: normal;
  overflow-wrap: normal;
  overflow-x: auto;
  tab-size: 2;
}
code {
  padding: 0.1em 0.35em;
  border-radius: ${theme.radii.sm};
  background: ${light.muted};
  font-family: ${theme.fonts.mono};
}
pre code { padding: 0; background: transparent; font-size: inherit; white-space: pre; }
.gatsby-highlight { margin: 0 0 ${theme.space[5]}; }
.gatsby-highlight pre { margin: 0; }
.token.comment, .token.prolog, .token.doctype, .token.cdata {
  color: ${light.codeComment}; font-style: italic;
}
.token.punctuation, .token.operator { color: ${light.codePunctuation}; }
.token.keyword, .token.atrule, .token.important, .token.selector { color: ${light.codeKeyword}; }
.token.string, .token.char, .token.attr-value, .token.regex, .token.inserted {
  color: ${light.codeString};
}
.token.number, .token.boolean, .token.constant, .token.symbol, .token.deleted, .token.key,
.token.property { color: ${light.codeNumber}; }
.token.function, .token.builtin, .token.tag { color: ${light.codeFunction}; }
.token.class-name, .token.attr-name, .token.variable, .token.decorator { color: ${light.codeType}; }
blockquote {
  margin: 0 0 ${theme.space[5]};
  padding-left: ${theme.space[4]};
  border-left: 4px solid ${light.accent};
  color: ${light.textMuted};
  font-style: italic;
}
`;

const EMAIL_FORMATS = /\.(jpe?g|png)$/i;
const EMAIL_TYPES = new Set(["image/jpeg", "image/png"]);

/** The first URL of a srcset ("a.jpg 320w, b.jpg 640w" -> "a.jpg"). */
const firstOfSrcSet = (srcSet: unknown): string | undefined =>
  typeof srcSet === "string" ? srcSet.trim().split(/\s+/)[0] : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : Array.isArray(value) ? value.join(" ") : undefined;

/** Absolute: a path from the site's root gets the prefix (unless it has it already). */
function absolute(url: string, context: EmailContext): string {
  const trimmed = url.trim();
  const { pathPrefix } = context;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) {
    const prefixed =
      pathPrefix !== "" && (trimmed === pathPrefix || trimmed.startsWith(`${pathPrefix}/`))
        ? trimmed
        : `${pathPrefix}${trimmed}`;
    return new URL(prefixed, context.siteUrl).href;
  }
  return new URL(trimmed, context.pageUrl).href;
}

/** True for an absolute URL on this site (its origin, under the path prefix). */
function isOnSite(url: URL, context: EmailContext): boolean {
  const site = new URL(context.siteUrl);
  const { pathPrefix } = context;
  return (
    url.origin === site.origin &&
    (pathPrefix === "" || url.pathname === pathPrefix || url.pathname.startsWith(`${pathPrefix}/`))
  );
}

/** A link's href for the e-mail: absolute, and tagged with the campaign when it leads to the site. */
export function emailLink(href: string, context: EmailContext): string {
  let url: URL;
  try {
    url = new URL(absolute(href, context));
  } catch {
    return href;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return href;
  if (!isOnSite(url, context)) return href;
  const tags = { ...EMAIL_UTM, utm_campaign: context.campaign };
  for (const [name, value] of Object.entries(tags)) url.searchParams.set(name, value);
  return url.href;
}

/** The one image of a picture that every e-mail client shows: a JPEG or PNG, sized for e-mail. */
function emailImage(picture: Element, context: EmailContext): Element | undefined {
  const children = picture.children.filter((child): child is Element => child.type === "element");
  const img = children.find((child) => child.tagName === "img");
  if (!img) return undefined;
  const candidates = [
    text(img.properties.src),
    ...children
      .filter(
        (child) => child.tagName === "source" && EMAIL_TYPES.has(String(child.properties.type)),
      )
      .map((child) => firstOfSrcSet(child.properties.srcSet)),
    firstOfSrcSet(img.properties.srcSet),
  ];
  // A picture made from a GIF or WebP file has no JPEG or PNG: its own fallback is the best there is.
  const src =
    candidates.find((url) => url !== undefined && EMAIL_FORMATS.test(url.split("?")[0] ?? "")) ??
    text(img.properties.src);
  return sizedImage({ ...img, properties: { ...img.properties, src } }, context);
}

/** An <img> with an absolute src, no srcset, and a width (and height) no wider than e-mail. */
function sizedImage(img: Element, context: EmailContext): Element {
  const {
    srcSet: _srcSet,
    sizes: _sizes,
    loading: _loading,
    decoding: _decoding,
    ...rest
  } = img.properties;
  const properties = { ...rest };
  const src = text(img.properties.src);
  if (src !== undefined) properties.src = absolute(src, context);
  const width = Number(img.properties.width);
  const height = Number(img.properties.height);
  if (width > EMAIL_WIDTH) {
    properties.width = EMAIL_WIDTH;
    if (height > 0) properties.height = Math.round((height * EMAIL_WIDTH) / width);
  }
  return { ...img, properties, children: [] };
}

function rewrite(parent: Root | Element, context: EmailContext): void {
  parent.children = parent.children.flatMap((node): ElementContent[] => {
    if (node.type !== "element") return [node as ElementContent];
    if (node.tagName === "picture") {
      const image = emailImage(node, context);
      return image ? [image] : [];
    }
    if (node.tagName === "img") return [sizedImage(node, context)];
    const href = text(node.properties.href);
    if (node.tagName === "a" && href !== undefined) {
      node.properties.href = emailLink(href, context);
    }
    const cite = text(node.properties.cite);
    if (cite !== undefined) node.properties.cite = absolute(cite, context);
    rewrite(node, context);
    return [node];
  });
}

/** The HTML (MarkdownRemark.html, as the page gets it) made ready for e-mail. */
export function emailHtml(html: string, context: EmailContext): string {
  const tree = fromHtml(html, { fragment: true });
  rewrite(tree, context);
  return loadJuice().inlineContent(toHtml(tree), EMAIL_CSS, { inlinePseudoElements: false });
}
