// An issue's HTML made ready for e-mail: RSS-to-email services send content:encoded as it is
// (docs/newsletter.md), and mail clients resolve no relative URL, read no stylesheet.
// Absolute links and images, campaign tags on site links, inline styles (juice), plain elements,
// template code escaped as written; then judged by the e-mail allow-list (htmlAllowList.ts).
import { fromHtml } from "hast-util-from-html";
import { h } from "hastscript";
import { find, html as htmlProperties } from "property-information";
import type { Element, ElementContent, Nodes, Root } from "hast";
import { palettes, ROOT_PX, theme } from "../../theme";
import { emailHtmlProblems } from "../htmlSafety/htmlAllowList";
import { srcsetUrls } from "../srcset";
import { codeTokenCss } from "../../styles/codeTokens";

/**
 * juice, loaded lazily: its cheerio and undici would weigh on every config read. It gets no code
 * blocks, or `{{…}}` and `<%…%>` in a tutorial would come back as raw markup.
 */
function loadJuice(): typeof import("juice") {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (above)
  const juice: typeof import("juice") = require("juice");
  for (const name of Object.keys(juice.codeBlocks)) Reflect.deleteProperty(juice.codeBlocks, name);
  return juice;
}

/** The width most e-mail templates give their content, in CSS px. */
export const EMAIL_WIDTH = 600;

export const EMAIL_UTM = { utm_source: "newsletter", utm_medium: "email" } as const;

export const READ_ON_THE_SITE = "Read it on the site";

/** The closing call to action (ClosingCta.tsx on the page; content/offer.yaml). */
export interface EmailCallToAction {
  title: string;
  text: string;
  label: string;
  url: string;
  note: string;
}

export interface EmailContext {
  /** Without a path ("https://owner.github.io"). */
  siteUrl: string;
  pathPrefix: string;
  /** What relative links and in-page anchors resolve against. */
  pageUrl: string;
  /** utm_campaign of links back to the site: the slug. */
  campaign: string;
  /** None when the front matter turns it off. */
  callToAction?: EmailCallToAction;
}

const light = palettes.light;

/** A rem size in px (Outlook and Yahoo drop rem). */
export function px(rem: string): string {
  const match = /^(\d*\.?\d+)rem$/.exec(rem);
  if (!match) throw new Error(`${rem} is not a size in rem`);
  return `${Math.round(Number(match[1]) * ROOT_PX)}px`;
}

/** A fluid type size (`clamp()`) at the e-mail width, in px: mail clients read no clamp. */
export function atEmailWidth(size: string): string {
  const clamp = /^clamp\(([\d.]+)rem, ([\d.]+)rem \+ ([\d.]+)vw, ([\d.]+)rem\)$/.exec(size);
  if (!clamp) return px(size);
  const [min, base, vw, max] = clamp.slice(1).map(Number) as [number, number, number, number];
  const fluid = base * ROOT_PX + (vw * EMAIL_WIDTH) / 100;
  return `${Math.round(Math.min(Math.max(fluid, min * ROOT_PX), max * ROOT_PX))}px`;
}

/** A font stack without the site's own @font-face fallbacks, which no mail client has. */
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

/** <wbr> after this many characters without a space (Yahoo breaks no word); 20 fit a phone. */
export const BREAK_EVERY = 20;

/**
 * The page's Prose styles in CSS mail clients read, light palette, px. Each background has its text
 * colour so forced dark schemes keep the pair legible; the button swaps the band's colours because
 * clients that darken leave a mid-tone accent as it is.
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
${codeTokenCss((name) => light[name])}
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

/** Elements mail clients drop or restyle (caniemail) as plain ones, styled via data-email. */
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

const firstOfSrcSet = (srcSet: unknown): string | undefined =>
  typeof srcSet === "string" ? srcsetUrls(srcSet)[0] : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : Array.isArray(value) ? value.join(" ") : undefined;

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

function isOnSite(url: URL, context: EmailContext): boolean {
  const site = new URL(context.siteUrl);
  const { pathPrefix } = context;
  return (
    url.origin === site.origin &&
    (pathPrefix === "" || url.pathname === pathPrefix || url.pathname.startsWith(`${pathPrefix}/`))
  );
}

/** A link's href for the e-mail: absolute, with the campaign when it leads to the site. */
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

/** The picture's JPEG or PNG, which every mail client shows, sized for e-mail. */
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
  // A picture made from a GIF or WebP has no JPEG or PNG: its own fallback is the best one.
  const src =
    candidates.find((url) => url !== undefined && EMAIL_FORMATS.test(url.split("?")[0] ?? "")) ??
    text(img.properties.src);
  return sizedImage({ ...img, properties: { ...img.properties, src } }, context);
}

/**
 * An <img> with an absolute src and a width attribute (Outlook reads no max-width). No height:
 * Yahoo reads `height: auto` as min-height and would squash it on a phone.
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

const INLINE = new Set(
  "a abbr b bdo cite code del dfn em i ins kbd q s samp small span strong sub sup u var".split(" "),
);

/** Splits runs longer than BREAK_EVERY with <wbr>, which adds nothing a reader copies. */
function breakLongWords(parent: Root | Element, run = { length: 0 }): void {
  parent.children = parent.children.flatMap((node): ElementContent[] => {
    if (node.type === "element") {
      if (INLINE.has(node.tagName)) breakLongWords(node, run);
      else {
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
    // Webmail strips checkboxes: show the mark instead.
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
      // Webmail opens links in a new tab itself and drops target (caniemail).
      delete node.properties.target;
    }
    const cite = text(node.properties.cite);
    if (cite !== undefined) node.properties.cite = absolute(cite, context);
    rewrite(node, context);
    return [node];
  });
}

function ending(context: EmailContext): Element[] {
  const read = h("p", { dataEmail: "end" }, [
    h("a", { href: emailLink(context.pageUrl, context) }, READ_ON_THE_SITE),
  ]);
  const cta = context.callToAction;
  if (!cta) return [read];
  // A table: Outlook for Windows pads and colours only table cells.
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
 * What opens the services' template code (Liquid, Jinja, Handlebars, Mailchimp `*|`, ERB) and what
 * HTML escapes: written as character references, which every client decodes (docs/newsletter.md).
 */
const IN_TEXT = /[&<>{}|*]/g;
const IN_ATTRIBUTE = /[&"<>{}|*]/g;
const NAMED: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const reference = (character: string): string =>
  NAMED[character] ?? `&#x${character.charCodeAt(0).toString(16)};`;

/** Text as HTML that no sending service reads as template code (the feed's text fields too). */
export const escapeText = (value: string): string => value.replace(IN_TEXT, reference);

const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));
/** A tag or attribute name without template code (parse5 lets `<a {{x}}>` through). */
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
 * The e-mail's HTML, escaped as written; comments dropped (services render them as templates too).
 * `classes: false` drops the class names once juice has inlined the styles.
 */
function sendableHtml(node: Nodes, classes: boolean): string {
  if (node.type === "text") return escapeText(node.value);
  if (node.type === "root")
    return node.children.map((child) => sendableHtml(child, classes)).join("");
  if (node.type !== "element") return "";
  const { tagName, children } = node;
  // A <style> or <script> gets its text escaped too; the e-mail allow-list refuses both anyway.
  if (!NAME.test(tagName)) throw new EmailHtmlError([`<${tagName}> is not allowed in e-mail`]);
  const open = `<${tagName}${attributes(node, classes)}>`;
  if (VOID.has(tagName)) return open;
  // The parser drops a newline right after <pre>: one more keeps the text's own.
  const first = children[0];
  const newline = tagName === "pre" && first?.type === "text" && first.value.startsWith("\n");
  const inner = children.map((child) => sendableHtml(child, classes)).join("");
  return `${open}${newline ? "\n" : ""}${inner}</${tagName}>`;
}

export class EmailHtmlError extends Error {
  constructor(readonly problems: string[]) {
    super(`its e-mail HTML is not safe to send: ${problems.join("; ")}`);
  }
}

/** The HTML made ready for e-mail, returned exactly as checked; throws EmailHtmlError. */
export function emailHtml(html: string, context: EmailContext): string {
  const body = fromHtml(html, { fragment: true });
  rewrite(body, context);
  const email: Root = {
    type: "root",
    children: [h("div", { dataEmail: "body" }, [...body.children, ...ending(context)])],
  };
  breakLongWords(email);
  // juice reads the tree as text, escaped as it will be sent.
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
