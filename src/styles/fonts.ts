// The brand typefaces, self-hosted Latin subsets (no preload: it delayed the first text, see
// docs/performance.md), with metric-matched local fallbacks so nothing moves when they swap in.
import arial from "@capsizecss/metrics/arial";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import sourceSans3 from "@capsizecss/metrics/sourceSans3";
import sourceSerif4 from "@capsizecss/metrics/sourceSerif4";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import serifSemibold from "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2";
import sansUpright from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2";
import sansItalic from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2";

/** The Latin subset's characters (Fontsource's own range for it). */
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

interface FallbackFace {
  /** The weights this face stands in for (all when absent). */
  weight?: string;
  /** Local font names to try, all with the same metrics. */
  local: readonly string[];
  /** Width correction measured on the site's text (scripts/measure-font-fallbacks.ts). */
  widthRatio: number;
}

interface Fallback {
  metrics: Metrics;
  faces: readonly FallbackFace[];
}

export interface BrandFont {
  family: string;
  files: readonly { url: string; weight: string; style: "normal" | "italic" }[];
  metrics: Metrics;
  /** Tried in this order when the brand font is not (yet) there. */
  fallbacks: readonly Fallback[];
  /** The generic family that ends the stack. */
  generic: string;
}

const serif: BrandFont = {
  family: "Source Serif 4",
  files: [{ url: serifSemibold, weight: "600", style: "normal" }],
  metrics: sourceSerif4,
  fallbacks: [
    {
      metrics: timesNewRoman,
      faces: [{ local: ["Times New Roman", "Liberation Serif", "Tinos"], widthRatio: 1.0099 }],
    },
    { metrics: notoSerif, faces: [{ local: ["Noto Serif", "Droid Serif"], widthRatio: 1 }] },
  ],
  generic: "Georgia, serif",
};

const sans: BrandFont = {
  family: "Source Sans 3",
  files: [
    { url: sansUpright, weight: "200 900", style: "normal" },
    { url: sansItalic, weight: "200 900", style: "italic" },
  ],
  metrics: sourceSans3,
  fallbacks: [
    {
      metrics: arial,
      faces: [
        {
          weight: "100 599",
          local: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"],
          widthRatio: 1.0058,
        },
        {
          weight: "600 900",
          local: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
          widthRatio: 1.0244,
        },
      ],
    },
    { metrics: roboto, faces: [{ local: ["Roboto"], widthRatio: 1 }] },
  ],
  generic: "system-ui, sans-serif",
};

export const BRAND_FONTS = { heading: serif, body: sans } as const;

const fallbackName = (font: BrandFont, index: number): string =>
  `${font.family} Fallback${index === 0 ? "" : ` ${index + 1}`}`;

/** The font-family value for a brand font: itself, its fallbacks, then the generic family. */
export function fontStack(font: BrandFont): string {
  const names = [font.family, ...font.fallbacks.map((_, index) => fallbackName(font, index))];
  return `${names.map((name) => `"${name}"`).join(", ")}, ${font.generic}`;
}

const percent = (value: number): string => `${(value * 100).toFixed(2)}%`;

/** The overrides that make `fallback` take the room `font` takes (as Next.js and Capsize do). */
export function fallbackOverrides(font: Metrics, fallback: Metrics, widthRatio = 1) {
  const sizeAdjust =
    font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm) / widthRatio;
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
}

/** Every @font-face rule: the brand files, then their adjusted fallbacks. */
export function fontFaceCss(fonts: readonly BrandFont[] = Object.values(BRAND_FONTS)): string {
  return fonts
    .map((font) => {
      const files = font.files.map(
        (file) =>
          `@font-face{font-family:"${font.family}";font-style:${file.style};font-weight:${file.weight};font-display:swap;src:url(${file.url}) format("woff2");unicode-range:${LATIN};}`,
      );
      const fallbacks = font.fallbacks.flatMap((fallback, index) =>
        fallback.faces.map((face) => {
          const o = fallbackOverrides(font.metrics, fallback.metrics, face.widthRatio);
          const src = face.local.map((name) => `local("${name}")`).join(",");
          const weight = face.weight ? `font-weight:${face.weight};` : "";
          return `@font-face{font-family:"${fallbackName(font, index)}";${weight}src:${src};size-adjust:${o.sizeAdjust};ascent-override:${o.ascentOverride};descent-override:${o.descentOverride};line-gap-override:${o.lineGapOverride};}`;
        }),
      );
      return [...files, ...fallbacks].join("");
    })
    .join("");
}
