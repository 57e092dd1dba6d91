// An issue's HTML as an e-mail client renders it: what the feed's content:encoded carries, since
// RSS-to-email services (Buttondown, Mailchimp, Kit) send that field as it is, inside their own
// template (subject, header, unsubscribe: docs/newsletter.md). An e-mail client resolves no
// relative URL, shows no AVIF or WebP (Outlook only a <picture>'s <img>), reads no stylesheet of
// the site's, drops much of CSS (caniemail.com's data, checked by checks/emailSupport.ts) and is
// 600 px wide on a desk, 375 on a phone. So, on the parsed HTML (hast, never text patterns):
// - every link and image URL is absolute, with the path prefix;
// - each responsive <picture> becomes its one JPEG or PNG <img>, with a width that fits
//   EMAIL_WIDTH (Outlook's size) and a style that shrinks it to narrower screens;
// - links back to the site carry the campaign (utm_medium=email), so a reader who clicks
//   is counted as e-mail in PostHog, not Direct; links elsewhere stay exactly as written;
// - elements mail clients drop or restyle (figure, details, mark...) become the plain ones that
//   keep their text and look, and long words get break opportunities (<wbr>) for the clients that
//   break no word themselves;
// - the issue ends with a link to its page and, unless its front matter turns it off, the site's
//   closing call to action (ClosingCta.tsx's words, from content/offer.yaml, to the booking page);
// - every element gets its look as inline styles, written by juice from EMAIL_CSS, whose values
//   are the site's theme tokens (light scheme, sizes in px at the e-mail's width); the e-mail's own
//   elements carry a data-email marker, which content may never carry, so none can take their look.
// - it is written by its own serializer, which escapes as it writes the characters that open the
//   services' template code (Liquid, Django, Mailchimp's merge tags...) and drops comments.
// Then the result is judged by the content's allow-list for e-mail (htmlAllowList.ts) and shipped
// exactly as judged. The page itself keeps its responsive images and plain links: only the feed
// gets this.
import { fromHtml } from "hast-util-from-html";
import { h } from "hastscript";
import { find, html as htmlProperties } from "property-information";
import type { Element, ElementContent, Nodes, Root } from "hast";
import { palettes, ROOT_PX, theme } from "../../theme";
import { emailHtmlProblems } from "../htmlSafety/htmlAllowList";
import { srcsetUrls } from "../srcset";

/**
 * juice, loaded when the feed is written rather than with gatsby-config.ts (which imports this
 * module through feed.ts): its cheerio and undici are a large load that every config read, and
 * every test importing the config under jsdom (where cheerio resolves to a browser build), would
 * otherwise pay for.
 *
 * juice treats `{{…}}` and `<%…%>` as template code (its module-wide `codeBlocks`): it hides each
 * behind a `JUICE_CODE_BLOCK_n_` marker before parsing and writes the raw text back after, so a
 * tutorial's Handlebars or ERB, or a title holding them, would come back as markup (a stray end
 * tag, an event handler) and the marker text in prose would be replaced. The e-mail holds no
 * template code: juice gets no code blocks at all (emptied in place, as its README asks of changes
 * to the dictionary).
 */
function loadJuice(): typeof import("juice") {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (above)
  const juice: typeof import("juice") = require("juice");
  for (const name of Object.keys(juice.codeBlocks)) Reflect.deleteProperty(juice.codeBlocks, name);
  return juice;
}

/** The width most e-mail templates give their content, in CSS px. */
export const EMAIL_WIDTH = 600;

/** The campaign tags of a link from an e-mail back to the site. */
export const EMAIL_UTM = { utm_source: "newsletter", utm_medium: "email" } as const;

/** The words of the link that ends every issue's e-mail. */
export const READ_ON_THE_SITE = "Read it on the site";

/** The site's closing call to action, as the e-mail ends with it (ClosingCta.tsx on the page). */
export interface EmailCallToAction {
  /** content/offer.yaml `closing.title`. */
  title: string;
  /** content/offer.yaml `closing.text`. */
  text: string;
  /** The button's words, as on the page's band. */
  label: string;
  /** siteMetadata.bookingUrl. */
  url: string;
  /** content/offer.yaml `introCall`: what the call is, under the button. */
  note: string;
}

export interface EmailContext {
  /** The site's address without a path ("https://owner.github.io"), as siteMetadata has it. */
  siteUrl: string;
  /** The path prefix ("/site" or ""). */
  pathPrefix: string;
  /** The issue's own absolute URL: what relative links and in-page anchors resolve against. */
  pageUrl: string;
  /** utm_campaign of links back to the site: the slug. */
  campaign: string;
  /** The call to action the e-mail ends with; none when the front matter turns it off. */
  callToAction?: EmailCallToAction;
}

const light = palettes.light;

/** A rem size of the theme in px, as every mail client reads it (Outlook and Yahoo drop rem). */
export function px(rem: string): string {
  const match = /^(\d*\.?\d+)rem$/.exec(rem);
  if (!match) throw new Error(`${rem} is not a size in rem`);
  return `${Math.round(Number(match[1]) * ROOT_PX)}px`;
}

/**
 * A size of the theme's fluid type scale (`clamp(min, rem + vw, max)`) as it is at the e-mail's
 * width, in px: mail clients read no clamp() and their viewport is not the message.
 */
export function atEmailWidth(size: string): string {
  const clamp = /^clamp\(([\d.]+)rem, ([\d.]+)rem \+ ([\d.]+)vw, ([\d.]+)rem\)$/.exec(size);
  if (!clamp) return px(size);
  const [min, base, vw, max] = clamp.slice(1).map(Number) as [number, number, number, number];
  const fluid = base * ROOT_PX + (vw * EMAIL_WIDTH) / 100;
  return `${Math.round(Math.min(Math.max(fluid, min * ROOT_PX), max * ROOT_PX))}px`;
}

/**
 * A font stack of the theme without the site's metric-matched fallback faces ("Source Sans 3
 * Fallback"): those are @font-face rules of the site's own stylesheet, which no mail client has.
 */
export const emailFontStack = (stack: string): string =>
  stack
    .split(",")
    .map((family) => family.trim())
    .filter((family) => !/ Fallback( \d+)?"$/.test(family))
    .join(", ");

const fonts = {
  body: emailFontStack(theme.fonts.body),
  heading: emailFontStack(theme.fonts.heading),
  mono: emailFontStack(theme.fonts.mono),
};
const size = {
  body: atEmailWidth(theme.typeScale.reading),
  small: px(theme.fontSizes.sm),
  h1: atEmailWidth(theme.typeScale.pageTitle),
  h2: atEmailWidth(theme.typeScale.sectionTitle),
  h3: atEmailWidth(theme.typeScale.cardTitle),
  h4: atEmailWidth(theme.typeScale.lead),
};
const space = Object.fromEntries(
  Object.entries(theme.space).map(([step, rem]) => [step, rem === "0" ? "0" : px(rem)]),
) as Record<keyof typeof theme.space, string>;

/**
 * Where text may break when a client breaks no word itself (Yahoo's apps: no word-break, no
 * overflow-wrap): a <wbr> after this many characters without a space. 20 monospace characters
 * are 180 px at the code's size, so any run fits a 375 px phone with the block's padding.
 */
export const BREAK_EVERY = 20;

/**
 * The site's look for an issue's body, in the CSS that mail clients read (inlined by juice): the
 * page's Prose and global styles with the light palette, every size in px. Text wraps inside the
 * message at any width: code with `white-space: pre-wrap` (keeps lines and indentation) and
 * long words broken (`word-wrap`/`word-break: break-word`, and <wbr> for the clients without
 * them). Every element that gets a background gets its text colour too, so a client that forces
 * a dark scheme turns both and the pair stays legible. The button is the band's colours swapped
 * rather than the page's accent: a client that darkens light backgrounds and lightens dark text
 * (Outlook's and Gmail's apps, Chromium's algorithm) leaves a mid-tone like the accent as it is and
 * lightens its dark words on it (2:1); white turns dark under them, and the band's teal light.
 */
export const EMAIL_CSS = `
[data-email="body"] {
  color: ${light.text};
  font-family: ${fonts.body};
  font-size: ${size.body};
  line-height: ${theme.lineHeights.body};
  word-wrap: break-word;
}
p, ul, ol, dl, blockquote, table, [data-email="figure"] {
  margin: 0 0 ${space[5]};
}
p, li, dt, dd, td, th, caption, [data-email="caption"], blockquote {
  font-family: ${fonts.body};
  font-size: ${size.body};
  line-height: ${theme.lineHeights.body};
}
h1, h2, h3, h4, h5, h6 {
  margin: ${space[6]} 0 ${space[3]};
  color: ${light.text};
  font-family: ${fonts.heading};
  font-weight: ${theme.fontWeights.heading};
  line-height: ${theme.lineHeights.tight};
}
h1 { font-size: ${size.h1}; }
h2 { font-size: ${size.h2}; }
h3 { font-size: ${size.h3}; }
h4, h5, h6 { font-size: ${size.h4}; }
a { color: ${light.primary}; text-decoration: underline; }
ul, ol { padding-left: ${space[5]}; }
li + li { margin-top: ${space[2]}; }
dt { font-weight: ${theme.fontWeights.bold}; }
dd { margin: 0 0 ${space[2]} ${space[5]}; }
strong, b { font-weight: ${theme.fontWeights.bold}; }
img { max-width: 100%; height: auto; border: 0; }
hr { margin: ${space[6]} 0; border: 0; border-top: 1px solid ${light.border}; }
blockquote {
  margin-left: 0;
  margin-right: 0;
  padding-left: ${space[4]};
  border-left: 4px solid ${light.accent};
  color: ${light.textMuted};
  font-style: italic;
}
[data-email="caption"] { margin-top: ${space[2]}; color: ${light.textMuted}; font-size: ${size.small}; }
[data-email="mark"] { background-color: ${light.muted}; color: ${light.text}; }
table { border-collapse: collapse; }
th, td { padding: ${space[1]} ${space[2]}; border: 1px solid ${light.border}; text-align: left; }
code, kbd, samp {
  padding: 2px 5px;
  border-radius: ${theme.radii.sm};
  background-color: ${light.muted};
  color: ${light.text};
  font-family: ${fonts.mono};
  font-size: ${size.small};
  word-break: break-word;
}
pre {
  margin: 0 0 ${space[5]};
  padding: ${space[4]};
  border: 1px solid ${light.border};
  border-radius: ${theme.radii.md};
  background-color: ${light.codeBackground};
  color: ${light.codeText};
  font-family: ${fonts.mono};
  font-size: ${size.small};
  line-height: ${theme.lineHeights.snug};
  white-space: pre-wrap;
  word-wrap: break-word;
  word-break: break-word;
}
pre code {
  padding: 0;
  border-radius: 0;
  background-color: ${light.codeBackground};
  color: ${light.codeText};
}
.gatsby-highlight { margin: 0 0 ${space[5]}; }
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
[data-email="end"] { margin: ${space[6]} 0 0; padding-top: ${space[4]}; border-top: 1px solid ${light.border}; }
[data-email="end"] a { font-weight: ${theme.fontWeights.heading}; }
[data-email="band"] { width: 100%; margin: ${space[6]} 0 0; }
[data-email="band-cell"] {
  padding: ${space[5]};
  border: 0;
  border-radius: ${theme.radii.md};
  background-color: ${light.band};
  color: ${light.onBand};
}
[data-email="band"] h2 { margin: 0 0 ${space[3]}; color: ${light.onBand}; }
[data-email="band"] p { margin: 0 0 ${space[4]}; color: ${light.onBand}; }
[data-email="band"] [data-email="note"] { margin: ${space[3]} 0 0; font-size: ${size.small}; }
[data-email="button"] { margin: 0; border-collapse: separate; }
[data-email="button"] td {
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.md};
  background-color: ${light.onBand};
  color: ${light.band};
}
[data-email="button"] a {
  display: inline-block;
  padding: ${space[3]} ${space[5]};
  border-radius: ${theme.radii.md};
  background-color: ${light.onBand};
  color: ${light.band};
  font-family: ${fonts.body};
  font-size: ${size.body};
  font-weight: ${theme.fontWeights.heading};
  line-height: ${theme.lineHeights.tight};
  text-decoration: none;
}
`;

const EMAIL_FORMATS = /\.(jpe?g|png)$/i;
const EMAIL_TYPES = new Set(["image/jpeg", "image/png"]);

/**
 * Elements mail clients drop or restyle (caniemail: Gmail turns details and summary into <u>,
 * Yahoo and Outlook strip figure, mark, time, bdi...) as the plain elements that keep their text
 * and, through a data-email marker juice styles, their look.
 */
const PLAIN: Record<string, { tagName: string; marker?: string }> = {
  figure: { tagName: "div", marker: "figure" },
  figcaption: { tagName: "div", marker: "caption" },
  section: { tagName: "div" },
  details: { tagName: "div" },
  summary: { tagName: "p" },
  mark: { tagName: "span", marker: "mark" },
  time: { tagName: "span" },
  bdi: { tagName: "span" },
};

/** The first URL of a srcset ("a.jpg 320w, b.jpg 640w" -> "a.jpg"). */
const firstOfSrcSet = (srcSet: unknown): string | undefined =>
  typeof srcSet === "string" ? srcsetUrls(srcSet)[0] : undefined;

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

/**
 * A link's href for the e-mail: absolute, and tagged with the campaign when it leads to the site.
 */
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
  // A picture made from a GIF or WebP file has no JPEG or PNG: its own fallback is the best one.
  const src =
    candidates.find((url) => url !== undefined && EMAIL_FORMATS.test(url.split("?")[0] ?? "")) ??
    text(img.properties.src);
  return sizedImage({ ...img, properties: { ...img.properties, src } }, context);
}

/**
 * An <img> with an absolute src, no srcset, and a width no wider than e-mail: Outlook for Windows
 * reads the width attribute and no max-width. No height attribute: Yahoo reads `height: auto` as
 * `min-height`, so a height attribute would keep the full height on a phone and squash the image;
 * without one every client keeps the picture's shape.
 */
function sizedImage(img: Element, context: EmailContext): Element {
  const {
    srcSet: _srcSet,
    sizes: _sizes,
    loading: _loading,
    decoding: _decoding,
    height: _height,
    ...rest
  } = img.properties;
  const properties = { ...rest };
  const src = text(img.properties.src);
  if (src !== undefined) properties.src = absolute(src, context);
  const width = Number(img.properties.width);
  if (width > EMAIL_WIDTH) properties.width = EMAIL_WIDTH;
  return { ...img, properties, children: [] };
}

/** Elements inside a line of text: a word may run on through them (`<code>a</code>.b`). */
const INLINE = new Set(
  "a abbr b bdo cite code del dfn em i ins kbd q s samp small span strong sub sup u var".split(" "),
);

/**
 * Splits every run of more than BREAK_EVERY characters without a space in the text under `parent`
 * with <wbr> (a break opportunity only: nothing is added to the text or what a reader copies).
 */
function breakLongWords(parent: Root | Element, run = { length: 0 }): void {
  parent.children = parent.children.flatMap((node): ElementContent[] => {
    if (node.type === "element") {
      if (INLINE.has(node.tagName)) breakLongWords(node, run);
      else {
        // A block, a line break or an image ends the word before it; a block starts its own.
        run.length = 0;
        breakLongWords(node);
      }
      return [node];
    }
    if (node.type !== "text") return [node as ElementContent];
    const pieces: ElementContent[] = [];
    let piece = "";
    for (const character of node.value) {
      if (/\s/.test(character)) run.length = 0;
      else if (run.length === BREAK_EVERY) {
        pieces.push({ type: "text", value: piece }, h("wbr"));
        piece = "";
        run.length = 0;
      }
      if (!/\s/.test(character)) run.length += 1;
      piece += character;
    }
    if (piece !== "") pieces.push({ type: "text", value: piece });
    return pieces;
  });
}

function rewrite(parent: Root | Element, context: EmailContext): void {
  parent.children = parent.children.flatMap((node): ElementContent[] => {
    if (node.type !== "element") return [node as ElementContent];
    if (node.tagName === "picture") {
      const image = emailImage(node, context);
      return image ? [image] : [];
    }
    if (node.tagName === "img") return [sizedImage(node, context)];
    // A task list's checkbox, which webmail strips, as the mark it shows.
    if (node.tagName === "input")
      return [{ type: "text", value: node.properties.checked ? "☑" : "☐" }];
    const plain = PLAIN[node.tagName];
    if (plain) {
      const { marker } = plain;
      node.tagName = plain.tagName;
      if (marker) node.properties.dataEmail = marker;
      if (node.tagName === "p") node.children = [h("strong", node.children)];
    }
    const href = text(node.properties.href);
    if (node.tagName === "a" && href !== undefined) {
      node.properties.href = emailLink(href, context);
      // Webmail opens every link in a new tab itself and drops target (caniemail).
      delete node.properties.target;
    }
    const cite = text(node.properties.cite);
    if (cite !== undefined) node.properties.cite = absolute(cite, context);
    rewrite(node, context);
    return [node];
  });
}

/** The end of every issue's e-mail: the way to its page, then the way to a call. */
function ending(context: EmailContext): Element[] {
  const read = h("p", { dataEmail: "end" }, [
    h("a", { href: emailLink(context.pageUrl, context) }, READ_ON_THE_SITE),
  ]);
  const cta = context.callToAction;
  if (!cta) return [read];
  // A table, as Outlook for Windows pads and colours only table cells.
  const band = h("table", { role: "presentation", dataEmail: "band" }, [
    h("tbody", [
      h("tr", [
        h("td", { dataEmail: "band-cell" }, [
          h("h2", cta.title),
          h("p", cta.text),
          h("table", { role: "presentation", dataEmail: "button" }, [
            h("tbody", [h("tr", [h("td", [h("a", { href: cta.url }, cta.label)])])]),
          ]),
          h("p", { dataEmail: "note" }, cta.note),
        ]),
      ]),
    ]),
  ]);
  return [read, band];
}

/**
 * What opens the sending services' template code (docs/newsletter.md: Liquid and Django/Jinja
 * `{{ {% {#`, Handlebars `{{`, Mailchimp's `*|` and `*%7C`, ERB `<%`) and what HTML escapes. Each
 * is written as a character reference: no template language reads it, every mail client, reader
 * and browser decodes it to the character written, in text and attribute values (URLs) alike.
 */
const IN_TEXT = /[&<>{}|*]/g;
const IN_ATTRIBUTE = /[&"<>{}|*]/g;
const NAMED: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const reference = (character: string): string =>
  NAMED[character] ?? `&#x${character.charCodeAt(0).toString(16)};`;

/** Text as HTML that no sending service reads as template code (the feed's text fields too). */
export const escapeText = (value: string): string => value.replace(IN_TEXT, reference);

const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));
/** A tag or attribute name that carries no template code (parse5 lets `<a {{x}}>` through). */
const NAME = /^[a-z][\w.:-]*$/i;

function attributes(element: Element, classes: boolean): string {
  return Object.entries(element.properties)
    .map(([property, value]) => {
      const info = find(htmlProperties, property);
      if (value === null || value === undefined || Number.isNaN(value)) return "";
      if ((property === "className" && !classes) || (value === false && !info.booleanish))
        return "";
      if (!NAME.test(info.attribute))
        throw new EmailHtmlError([`the ${info.attribute} attribute is not allowed in e-mail`]);
      if (value === true && !info.booleanish) return ` ${info.attribute}`;
      const text = Array.isArray(value) ? value.join(info.commaSeparated ? ", " : " ") : value;
      return ` ${info.attribute}="${String(text).replace(IN_ATTRIBUTE, reference)}"`;
    })
    .join("");
}

/**
 * The e-mail's HTML, written from its tree with every character escaped as it is written (above);
 * comments dropped (a service renders them as templates too: `-->` written by Liquid, an unclosed
 * `{% comment %}` hiding the rest). `classes: false` leaves out the class names, juice's hooks for
 * EMAIL_CSS, once the styles are inline.
 */
function sendableHtml(node: Nodes, classes: boolean): string {
  if (node.type === "text") return escapeText(node.value);
  if (node.type === "root")
    return node.children.map((child) => sendableHtml(child, classes)).join("");
  if (node.type !== "element") return "";
  const { tagName, children } = node;
  // A <style> or <script> too gets its text escaped (so nothing ends it early), unread by its
  // engine: the allow-list for e-mail refuses both, with every other problem of the issue.
  if (!NAME.test(tagName)) throw new EmailHtmlError([`<${tagName}> is not allowed in e-mail`]);
  const open = `<${tagName}${attributes(node, classes)}>`;
  if (VOID.has(tagName)) return open;
  // The parser drops a newline right after <pre>: one more keeps the text's own.
  const first = children[0];
  const newline = tagName === "pre" && first?.type === "text" && first.value.startsWith("\n");
  const inner = children.map((child) => sendableHtml(child, classes)).join("");
  return `${open}${newline ? "\n" : ""}${inner}</${tagName}>`;
}

/** The e-mail HTML is refused by the allow-list: what the feed reports, naming the file. */
export class EmailHtmlError extends Error {
  constructor(readonly problems: string[]) {
    super(`its e-mail HTML is not safe to send: ${problems.join("; ")}`);
  }
}

/**
 * The HTML (MarkdownRemark.html, as the page gets it) made ready for e-mail, checked by
 * the allow-list for e-mail and returned exactly as checked; throws EmailHtmlError if it is not.
 */
export function emailHtml(html: string, context: EmailContext): string {
  const body = fromHtml(html, { fragment: true });
  rewrite(body, context);
  const email: Root = {
    type: "root",
    children: [h("div", { dataEmail: "body" }, [...body.children, ...ending(context)])],
  };
  breakLongWords(email);
  // juice reads the tree as text, escaped as it will be sent: nothing written as text is markup.
  const inlined = loadJuice().inlineContent(sendableHtml(email, true), EMAIL_CSS, {
    inlinePseudoElements: false,
    applyWidthAttributes: false,
    applyHeightAttributes: false,
  });
  const result = sendableHtml(fromHtml(inlined, { fragment: true }), false);
  const problems = emailHtmlProblems(result);
  if (problems.length > 0) throw new EmailHtmlError(problems);
  return result;
}
