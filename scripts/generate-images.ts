// Draws the site's illustrations as SVG and rasterises them with sharp: the coach portrait, the
// testimonial portraits, one image per case study, the social card and the app icon. Everything is
// made here, so the site ships no third-party images. Run: npx tsx scripts/generate-images.ts
import sharp from "sharp";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { palettes } from "../src/theme";

const colors = palettes.light;
const root = join(__dirname, "..");

interface Person {
  skin: string;
  hair: string;
  shirt: string;
  backdrop: [string, string];
  /** Hair shape: short crop, long, curly or bun. */
  style: "short" | "long" | "curly" | "bun";
  glasses?: boolean;
}

/** A calm, flat portrait illustration on a soft gradient, centred in a width x height frame. */
function portraitSvg(person: Person, width: number, height: number): string {
  const cx = width / 2;
  const unit = Math.min(width, height) / 10;
  const headY = height * 0.42;
  const r = unit * 1.9;
  const hair = {
    short: `<path d="M${cx - r * 1.05} ${headY - r * 0.1} Q${cx - r * 1.1} ${headY - r * 1.35} ${cx} ${headY - r * 1.3} Q${cx + r * 1.15} ${headY - r * 1.3} ${cx + r * 1.05} ${headY - r * 0.1} Q${cx + r * 0.7} ${headY - r * 0.85} ${cx} ${headY - r * 0.8} Q${cx - r * 0.75} ${headY - r * 0.85} ${cx - r * 1.05} ${headY - r * 0.1}Z" fill="${person.hair}"/>`,
    long: `<path d="M${cx - r * 1.2} ${headY + r * 1.6} Q${cx - r * 1.45} ${headY - r * 1.4} ${cx} ${headY - r * 1.3} Q${cx + r * 1.45} ${headY - r * 1.4} ${cx + r * 1.2} ${headY + r * 1.6} L${cx + r * 0.85} ${headY + r * 1.5} Q${cx + r * 0.95} ${headY - r * 0.6} ${cx} ${headY - r * 0.75} Q${cx - r * 0.95} ${headY - r * 0.6} ${cx - r * 0.85} ${headY + r * 1.5}Z" fill="${person.hair}"/>`,
    curly: Array.from({ length: 11 }, (_, i) => {
      const a = Math.PI * (0.95 + (i / 10) * 1.1);
      return `<circle cx="${cx + Math.cos(a) * r * 0.95}" cy="${headY + Math.sin(a) * r * 0.95}" r="${r * 0.42}" fill="${person.hair}"/>`;
    }).join(""),
    bun: `<circle cx="${cx}" cy="${headY - r * 1.35}" r="${r * 0.5}" fill="${person.hair}"/><path d="M${cx - r * 1.02} ${headY} Q${cx - r * 1.05} ${headY - r * 1.2} ${cx} ${headY - r * 1.15} Q${cx + r * 1.05} ${headY - r * 1.2} ${cx + r * 1.02} ${headY} Q${cx + r * 0.6} ${headY - r * 0.8} ${cx} ${headY - r * 0.75} Q${cx - r * 0.6} ${headY - r * 0.8} ${cx - r * 1.02} ${headY}Z" fill="${person.hair}"/>`,
  }[person.style];
  const glasses = person.glasses
    ? `<g fill="none" stroke="${colors.inverse}" stroke-width="${unit * 0.09}"><circle cx="${cx - r * 0.38}" cy="${headY + r * 0.05}" r="${r * 0.26}"/><circle cx="${cx + r * 0.38}" cy="${headY + r * 0.05}" r="${r * 0.26}"/><path d="M${cx - r * 0.12} ${headY + r * 0.05}h${r * 0.24}"/></g>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${person.backdrop[0]}"/><stop offset="1" stop-color="${person.backdrop[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.16}" r="${unit * 1.6}" fill="${colors.accent}" opacity="0.35"/>
  <circle cx="${width * 0.14}" cy="${height * 0.78}" r="${unit * 2.4}" fill="#ffffff" opacity="0.12"/>
  <path d="M${cx - unit * 4.2} ${height} Q${cx - unit * 4} ${headY + r * 2.1} ${cx} ${headY + r * 1.95} Q${cx + unit * 4} ${headY + r * 2.1} ${cx + unit * 4.2} ${height}Z" fill="${person.shirt}"/>
  <rect x="${cx - r * 0.32}" y="${headY + r * 0.7}" width="${r * 0.64}" height="${r * 1.05}" rx="${r * 0.2}" fill="${person.skin}"/>
  ${person.style === "long" ? hair : ""}
  <ellipse cx="${cx}" cy="${headY}" rx="${r * 0.92}" ry="${r * 1.08}" fill="${person.skin}"/>
  ${person.style === "long" ? "" : hair}
  <g fill="${colors.inverse}"><circle cx="${cx - r * 0.38}" cy="${headY + r * 0.05}" r="${r * 0.08}"/><circle cx="${cx + r * 0.38}" cy="${headY + r * 0.05}" r="${r * 0.08}"/></g>
  ${glasses}
  <path d="M${cx - r * 0.28} ${headY + r * 0.5} Q${cx} ${headY + r * 0.72} ${cx + r * 0.28} ${headY + r * 0.5}" fill="none" stroke="${colors.inverse}" stroke-width="${unit * 0.08}" stroke-linecap="round"/>
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

/** The brand mark from the Logo component, at icon size. */
function iconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="${colors.primary}"/>
  <path d="M9 21.5 16 8l7 13.5" fill="none" stroke="${colors.onPrimary}" stroke-width="2.6" stroke-linejoin="round"/>
  <path d="M7 24.5h18" stroke="${colors.accent}" stroke-width="2.6" stroke-linecap="round"/>
</svg>`;
}

/** The social card (Open Graph, Twitter): brand, tagline and mark, 1200 x 630. */
function socialCardSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.primary}"/><stop offset="1" stop-color="${colors.inverse}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1060" cy="110" r="150" fill="${colors.accent}" opacity="0.25"/>
  <g transform="translate(80 80) scale(3)">
    <rect width="32" height="32" rx="7" fill="${colors.onPrimary}"/>
    <path d="M9 21.5 16 8l7 13.5" fill="none" stroke="${colors.primary}" stroke-width="2.6" stroke-linejoin="round"/>
    <path d="M7 24.5h18" stroke="${colors.accent}" stroke-width="2.6" stroke-linecap="round"/>
  </g>
  <text x="200" y="145" font-family="DejaVu Serif, serif" font-size="44" font-weight="bold" fill="${colors.onPrimary}">Craftwise Coaching</text>
  <text font-family="DejaVu Serif, serif" font-size="64" font-weight="bold" fill="${colors.onPrimary}">
    <tspan x="80" y="330">Agents Give You Speed.</tspan>
    <tspan x="80" y="415">Craftsmanship Gives You</tspan>
    <tspan x="80" y="500">Confidence.</tspan>
  </text>
  <rect x="80" y="545" width="160" height="8" rx="4" fill="${colors.accent}"/>
  <text x="270" y="556" font-family="DejaVu Sans, sans-serif" font-size="26" fill="${colors.onInverse}">Technical coaching for software teams</text>
</svg>`;
}

const people: Record<string, Person> = {
  "coach-portrait": {
    skin: "#c98d6b",
    hair: "#2b2320",
    shirt: colors.primary,
    backdrop: ["#dfe9e6", "#b9d3d1"],
    style: "short",
    glasses: true,
  },
  "testimonial-1": {
    skin: "#e0ac84",
    hair: "#4a2c1d",
    shirt: "#8a4b2f",
    backdrop: ["#f3e4d1", "#e8c9a6"],
    style: "long",
  },
  "testimonial-2": {
    skin: "#8d5a3c",
    hair: "#1c1512",
    shirt: "#2f4858",
    backdrop: ["#dde6ee", "#b8c9d8"],
    style: "curly",
  },
  "testimonial-3": {
    skin: "#f1c9a5",
    hair: "#c8a063",
    shirt: "#5b4a7a",
    backdrop: ["#ece6f3", "#d2c6e4"],
    style: "bun",
    glasses: true,
  },
  "testimonial-4": {
    skin: "#6e4630",
    hair: "#1a1412",
    shirt: "#1d6b3a",
    backdrop: ["#e2eee4", "#bfd9c6"],
    style: "short",
  },
};

async function jpeg(svg: string, file: string, quality = 78): Promise<void> {
  await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toFile(file);
}

async function main(): Promise<void> {
  const images = join(root, "content", "images");
  mkdirSync(images, { recursive: true });
  for (const [name, person] of Object.entries(people)) {
    const [w, h] = name === "coach-portrait" ? [1200, 1500] : [800, 800];
    await jpeg(portraitSvg(person, w, h), join(images, `${name}.jpg`));
  }
  await jpeg(releasesSvg(1600, 900), join(images, "case-study-payments-platform-tdd.jpg"));
  await jpeg(guardrailsSvg(1600, 900), join(images, "case-study-logistics-agent-guardrails.jpg"));
  await sharp(Buffer.from(socialCardSvg()))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(root, "static", "og-image.png"));
  mkdirSync(join(root, "src", "images"), { recursive: true });
  await sharp(Buffer.from(iconSvg(512)))
    .png({ compressionLevel: 9 })
    .toFile(join(root, "src", "images", "icon.png"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
