// Draws the site's stand-in images as SVG and rasterises them with sharp: the placeholder for the
// coach's photo, one illustration per case study, the sample client logos, and the app icon.
// Everything is made here, so the site ships no third-party images; the coach replaces any of them
// with a real picture of the same name. (Each page's social card is drawn at build time:
// src/node/socialCards/socialCards.ts.)
// Run: npx tsx scripts/generate-images.ts
import sharp from "sharp";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { LOGO_MARK, logoMarkSvg } from "../src/logoMark";
import { palettes } from "../src/theme";
import {
  loadFont,
  measure,
  outlineLine,
  type TextStyle,
} from "../src/node/socialCards/outlineText";

const colors = palettes.light;
const root = join(__dirname, "..");

/**
 * The coach's photo until the coach adds a real one: plainly a placeholder (a grey silhouette in a
 * dashed frame, labelled), composed so that every crop the site makes still reads: the 4:5 hero and
 * About photo, and the small round byline on phones (the head sits in the upper third).
 */
function placeholderPortraitSvg(width: number, height: number): string {
  const font = loadFont();
  const label: TextStyle = { font, size: 64, letterSpacing: 6 };
  const hint: TextStyle = { font, size: 38 };
  const centred = (text: string, y: number, style: TextStyle) =>
    outlineLine(text, (width - measure(text, style)) / 2, y, style);
  const cx = width / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e6ebea"/><stop offset="1" stop-color="#cbd5d4"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect x="48" y="48" width="${width - 96}" height="${height - 96}" rx="36" fill="none" stroke="${colors.borderStrong}" stroke-width="6" stroke-dasharray="30 22"/>
  <circle cx="${cx}" cy="${height * 0.34}" r="${width * 0.17}" fill="#9aa6aa"/>
  <path d="M${cx - width * 0.34} ${height * 0.78} C${cx - width * 0.32} ${height * 0.58} ${cx - width * 0.16} ${height * 0.53} ${cx} ${height * 0.53} C${cx + width * 0.16} ${height * 0.53} ${cx + width * 0.32} ${height * 0.58} ${cx + width * 0.34} ${height * 0.78} Z" fill="#9aa6aa"/>
  <g fill="${colors.text}">${centred("PHOTO PLACEHOLDER", height * 0.885, label)}</g>
  <g fill="${colors.textMuted}">${centred("Replace content/images/coach-portrait.jpg", height * 0.885 + 64, hint)}</g>
</svg>`;
}

/** Case study: evenly spaced small releases climbing steadily (small batches, daily deploys). */
function releasesSvg(width: number, height: number): string {
  const bars = Array.from({ length: 18 }, (_, i) => {
    const x = width * 0.08 + i * width * 0.048;
    const h = height * (0.12 + i * 0.032);
    return `<rect x="${x}" y="${height * 0.84 - h}" width="${width * 0.03}" height="${h}" rx="6" fill="${i % 6 === 5 ? colors.accent : "#9fdbe4"}" opacity="${0.55 + i * 0.025}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.primary}"/><stop offset="1" stop-color="${colors.inverse}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g stroke="#ffffff" stroke-opacity="0.08" stroke-width="2">${Array.from({ length: 6 }, (_, i) => `<path d="M0 ${height * (0.2 + i * 0.13)}H${width}"/>`).join("")}</g>
  ${bars}
  <path d="M${width * 0.08} ${height * 0.66} C${width * 0.4} ${height * 0.6} ${width * 0.6} ${height * 0.3} ${width * 0.92} ${height * 0.14}" fill="none" stroke="${colors.accent}" stroke-width="8" stroke-linecap="round"/>
  <circle cx="${width * 0.92}" cy="${height * 0.14}" r="16" fill="${colors.accent}"/>
  <path d="M0 ${height * 0.84}H${width}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>
</svg>`;
}

/** Case study: a winding road kept between two guardrails (agents moving fast, safely). */
function guardrailsSvg(width: number, height: number): string {
  const posts = (offset: number) =>
    Array.from({ length: 14 }, (_, i) => {
      const x = width * (0.04 + i * 0.072);
      const y = height * 0.5 + Math.sin(i * 0.6) * height * 0.14 + offset;
      return `<rect x="${x - 5}" y="${y - 34}" width="10" height="44" rx="3" fill="#f3f1ec" opacity="0.85"/>`;
    }).join("");
  const rail = (offset: number) =>
    `<path d="${Array.from({ length: 60 }, (_, i) => {
      const x = (width * i) / 59;
      const y =
        height * 0.5 +
        Math.sin((x / (width * 0.072)) * 0.6 - (0.04 / 0.072) * 0.6) * height * 0.14 +
        offset -
        30;
      return `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`;
    }).join(" ")}" fill="none" stroke="#f3f1ec" stroke-width="8" stroke-linecap="round"/>`;
  const road = Array.from({ length: 60 }, (_, i) => {
    const x = (width * i) / 59;
    const y =
      height * 0.5 + Math.sin((x / (width * 0.072)) * 0.6 - (0.04 / 0.072) * 0.6) * height * 0.14;
    return `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`;
  }).join(" ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f3a44"/><stop offset="1" stop-color="${colors.inverse}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.8}" cy="${height * 0.22}" r="${height * 0.1}" fill="${colors.accent}" opacity="0.9"/>
  <path d="${road}" fill="none" stroke="${colors.primary}" stroke-width="${height * 0.16}" stroke-linecap="round" transform="translate(0 ${height * 0.02})"/>
  <path d="${road}" fill="none" stroke="${colors.accent}" stroke-width="6" stroke-dasharray="28 26" transform="translate(0 ${height * 0.02})"/>
  ${rail(-height * 0.07)}${posts(-height * 0.07)}
  ${rail(height * 0.14)}${posts(height * 0.14)}
</svg>`;
}

/** The heading face in bold, for the sample logos' names. */
const SERIF_BOLD = "@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2";

/** A simple mark drawn in a 96 px square, in `ink`. */
type Glyph = (ink: string) => string;

const GLYPHS: Record<string, Glyph> = {
  sun: (ink) =>
    `<circle cx="48" cy="52" r="18" fill="${ink}"/>${Array.from({ length: 7 }, (_, i) => {
      const angle = Math.PI * (1 + i / 6);
      const [x1, y1, x2, y2] = [30, 42].flatMap((r) => [
        48 + r * Math.cos(angle),
        52 + r * Math.sin(angle),
      ]);
      return `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`;
    }).join("")}<path d="M6 84h84" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
  waves: (ink) =>
    [30, 50, 70]
      .map(
        (y) =>
          `<path d="M8 ${y}c10-10 20-10 27 0s17 10 27 0 20-10 27 0" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>`,
      )
      .join(""),
  star: (ink) => `<path d="M48 6l9 33 33 9-33 9-9 33-9-33-33-9 33-9z" fill="${ink}"/>`,
  harbour: (ink) =>
    `<rect x="8" y="8" width="80" height="80" rx="18" fill="none" stroke="${ink}" stroke-width="7"/><path d="M20 58h56M28 72h40" stroke="${ink}" stroke-width="7" stroke-linecap="round"/><path d="M48 20v30M36 38h24" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>`,
};

interface SampleLogo {
  file: string;
  glyph: keyof typeof GLYPHS;
  /** The name as the logo writes it. */
  name: string;
  letterSpacing?: number;
}

/**
 * Sample client logos: made-up companies (those of the sample testimonials), each a plain geometric
 * mark and its name, in one ink on a transparent ground, 96 px tall. Placeholders, never a real
 * company's logo: the launch check knows each by its bytes and the deploy refuses them.
 */
const SAMPLE_LOGOS: SampleLogo[] = [
  { file: "brightmeadow-health.png", glyph: "sun", name: "brightmeadow" },
  { file: "tidewater-analytics.png", glyph: "waves", name: "Tidewater" },
  { file: "northlight-ledger.png", glyph: "star", name: "NORTHLIGHT", letterSpacing: 4 },
  { file: "harborline-software.png", glyph: "harbour", name: "Harborline" },
];

function sampleLogoSvg({ glyph, name, letterSpacing = 0 }: SampleLogo): string {
  const ink = colors.text;
  const style: TextStyle = { font: loadFont(SERIF_BOLD), size: 60, letterSpacing };
  const textX = 96 + 20;
  const width = Math.ceil(textX + measure(name, style) + 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="96" viewBox="0 0 ${width} 96">
  ${GLYPHS[glyph]?.(ink) ?? ""}
  <g fill="${ink}">${outlineLine(name, textX, 70, style)}</g>
</svg>`;
}

/** The brand mark from the Logo component, at icon size. */
function iconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${LOGO_MARK.size} ${LOGO_MARK.size}">${logoMarkSvg(colors)}</svg>`;
}

async function jpeg(svg: string, file: string, quality = 78): Promise<void> {
  await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toFile(file);
}

async function main(): Promise<void> {
  const images = join(root, "content", "images");
  mkdirSync(images, { recursive: true });
  // The launch check knows this file by its SHA-256 (src/node/launch/launchCheck.ts): update it
  // there if the drawing changes, or the placeholder would be published as a photo.
  await jpeg(placeholderPortraitSvg(1200, 1500), join(images, "coach-portrait.jpg"), 85);
  await jpeg(releasesSvg(1600, 900), join(images, "case-study-payments-platform-tdd.jpg"));
  await jpeg(guardrailsSvg(1600, 900), join(images, "case-study-logistics-agent-guardrails.jpg"));
  // The launch check knows these by their bytes (src/node/launch/sampleProof.ts): after redrawing,
  // run scripts/sample-fingerprints.ts.
  const logos = join(images, "logos");
  mkdirSync(logos, { recursive: true });
  for (const logo of SAMPLE_LOGOS) {
    await sharp(Buffer.from(sampleLogoSvg(logo)))
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(logos, logo.file));
  }
  mkdirSync(join(root, "src", "images"), { recursive: true });
  await sharp(Buffer.from(iconSvg(512)))
    .png({ compressionLevel: 9 })
    .toFile(join(root, "src", "images", "icon.png"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
