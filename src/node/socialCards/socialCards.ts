// A 1200x630 social card per page, drawn after the build from its own head and written where its
// og:image points, so they cannot disagree. Text outlined from the heading font, so it renders the
// same anywhere; cached by a hash of the drawing.
import { createHash } from "node:crypto";
import { existsSync, promises as fs } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { logoMarkSvg } from "../../logoMark";
import { palettes } from "../../theme";
import { SOCIAL_CARD } from "../../routes";
import { displayDate } from "../../displayDate";
import { parse } from "parse5";
import { attribute, elementsOf, type Element } from "../builtSite";
import { loadFont, measure, outlineLine, wrap, type TextStyle } from "./outlineText";

export const { width: CARD_WIDTH, height: CARD_HEIGHT } = SOCIAL_CARD;

export interface CardText {
  title: string;
  siteName: string;
  /** "Newsletter · March 5, 2026", "Success Stories"; empty for other pages. */
  kicker: string;
  host: string;
}

export interface PageCard {
  text: CardText;
  imageUrl: string;
  pageUrl: string;
}

/** The card a built page asks for, from its <meta> tags; null without og:image. */
export const cardFromHtml = (html: string): PageCard | null => cardOfPage(elementsOf(parse(html)));

export function cardOfPage(elements: readonly Element[]): PageCard | null {
  const meta = new Map<string, string>();
  for (const element of elements) {
    if (element.tagName !== "meta") continue;
    const key = attribute(element, "property") ?? attribute(element, "name");
    const content = attribute(element, "content");
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const imageUrl = meta.get("og:image");
  if (!imageUrl) return null;
  const section = meta.get("article:section") ?? "";
  const published = meta.get("article:published_time");
  const kicker = [section, published ? displayDate(published) : ""].filter(Boolean).join(" · ");
  const pageUrl = meta.get("og:url") ?? imageUrl;
  return {
    imageUrl,
    pageUrl,
    text: {
      title: meta.get("og:title") ?? "",
      siteName: meta.get("og:site_name") ?? "",
      kicker,
      host: new URL(pageUrl).host,
    },
  };
}

const colors = palettes.light;
const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const MAX_TITLE_LINES = 4;

/** The largest title size (72 down to 44 px) at which the title fits in four lines. */
function fitTitle(title: string): { lines: string[]; style: TextStyle } {
  const font = loadFont();
  let style: TextStyle = { font, size: 72 };
  let lines = wrap(title, TEXT_WIDTH, style);
  for (let size = 68; size >= 44 && lines.length > MAX_TITLE_LINES; size -= 4) {
    style = { font, size };
    lines = wrap(title, TEXT_WIDTH, style);
  }
  return { lines: lines.slice(0, MAX_TITLE_LINES), style };
}

export function cardSvg(text: CardText): string {
  const font = loadFont();
  const brand: TextStyle = { font, size: 34 };
  const kicker: TextStyle = { font, size: 24, letterSpacing: 3 };
  const host: TextStyle = { font, size: 26 };
  const { lines, style: titleStyle } = fitTitle(text.title);
  const lineHeight = titleStyle.size * 1.16;
  const titleHeight = lines.length * lineHeight;
  const kickerGap = text.kicker ? 56 : 0;
  const top = 150 + Math.max(0, (380 - titleHeight - kickerGap) / 2);
  const titlePaths = lines
    .map((line, index) =>
      outlineLine(line, MARGIN, top + kickerGap + titleStyle.size + index * lineHeight, titleStyle),
    )
    .join("");
  const kickerPath = text.kicker
    ? outlineLine(text.kicker.toUpperCase(), MARGIN, top + 24, kicker)
    : "";
  const hostWidth = measure(text.host, host);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.inverse}"/><stop offset="1" stop-color="${colors.primaryHover}"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
<rect x="0" y="0" width="12" height="${CARD_HEIGHT}" fill="${colors.accent}"/>
<g transform="translate(${MARGIN} 60) scale(1.75)">${logoMarkSvg(colors)}</g>
<g fill="${colors.onInverse}">${outlineLine(text.siteName, MARGIN + 76, 100, brand)}</g>
<g fill="${colors.accent}">${kickerPath}</g>
<g fill="#ffffff">${titlePaths}</g>
<rect x="${MARGIN}" y="${CARD_HEIGHT - 82}" width="64" height="5" rx="2.5" fill="${colors.accent}"/>
<g fill="${colors.inverseLink}">${outlineLine(text.host, CARD_WIDTH - MARGIN - hostWidth, CARD_HEIGHT - 68, host)}</g>
</svg>`;
}

/** PNG, lossless: a palette PNG takes seven times as long, and crawlers fetch it, not visitors. */
function renderCard(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** The file a card URL names in the build; an error for a URL not on this site. */
export function cardFile(
  imageUrl: string,
  pageUrl: string,
  pathPrefix: string,
  publicDir: string,
): string {
  const url = new URL(imageUrl);
  const base = `${pathPrefix.replace(/\/$/, "")}/social/`;
  const site = new URL(pageUrl).origin;
  if (url.origin !== site || !url.pathname.startsWith(base)) {
    throw new Error(`og:image ${imageUrl} is not a social card under ${site}${base}`);
  }
  return path.join(publicDir, decodeURIComponent(url.pathname.slice(pathPrefix.length)));
}

export interface WriteCardsOptions {
  publicDir: string;
  pathPrefix: string;
  /** Gatsby's cache, for cards already drawn. */
  cacheDir: string;
  /** Each page's card (null: no og:image); an unchanged page keeps its card unless it is gone. */
  pages: readonly { file: string; value: PageCard | null; changed: boolean }[];
}

/** Draws every page's card; says how many there are and were drawn. */
export async function writeSocialCards(
  options: WriteCardsOptions,
): Promise<{ pages: number; drawn: number }> {
  const { publicDir, pathPrefix, cacheDir, pages } = options;
  const cards = new Map<string, { text: CardText; changed: boolean }>();
  for (const { file, value: card, changed } of pages) {
    if (!card) continue;
    try {
      const target = cardFile(card.imageUrl, card.pageUrl, pathPrefix, publicDir);
      cards.set(target, { text: card.text, changed });
    } catch (error) {
      throw new Error(`${path.relative(publicDir, file)}: ${(error as Error).message}`);
    }
  }
  await fs.mkdir(cacheDir, { recursive: true });
  const draw = async (target: string, text: CardText) => {
    const svg = cardSvg(text);
    const cached = path.join(cacheDir, `${createHash("sha256").update(svg).digest("hex")}.png`);
    let png: Buffer;
    try {
      png = await fs.readFile(cached);
    } catch {
      png = await renderCard(svg);
      await fs.writeFile(cached, png);
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, png);
  };
  const queue = [...cards].filter(([target, card]) => card.changed || !existsSync(target));
  const drawn = queue.length;
  // sharp draws in libvips' threads: one card per core keeps them all busy.
  await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await draw(next[0], next[1].text);
    }),
  );
  return { pages: cards.size, drawn };
}
