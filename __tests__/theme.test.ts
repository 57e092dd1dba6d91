// The colour tokens in both schemes: every text/background pair the site uses meets WCAG AA in the
// light and in the dark palette, and the font stacks in the theme are the ones the @font-face rules
// define.
import {
  colorDeclarations,
  colorProperty,
  HEADING_STEP,
  palettes,
  theme,
  type ColorName,
} from "../src/theme";
import { BRAND_FONTS, fallbackOverrides, fontFaceCss, fontStack } from "../src/styles/fonts";

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT = 4.5;
const CONTROL = 3;

// [foreground, background, minimum]: every pairing the components make.
const PAIRS: [ColorName, ColorName, number][] = [
  ["text", "background", TEXT],
  ["text", "surface", TEXT],
  ["text", "muted", TEXT],
  ["textMuted", "background", TEXT],
  ["textMuted", "surface", TEXT],
  ["textMuted", "muted", TEXT],
  ["primary", "background", TEXT],
  ["primary", "surface", TEXT],
  ["primary", "muted", TEXT],
  ["primaryHover", "background", TEXT],
  ["primaryHover", "muted", TEXT],
  ["onPrimary", "primary", TEXT],
  ["onPrimary", "primaryHover", TEXT],
  ["onPrimary", "danger", TEXT],
  ["onPrimary", "success", TEXT],
  ["onBand", "band", TEXT],
  ["onInverse", "inverse", TEXT],
  ["inverseLink", "inverse", TEXT],
  ["borderStrong", "background", CONTROL],
  ["borderStrong", "surface", CONTROL],
  ["focus", "background", CONTROL],
  ["focus", "surface", CONTROL],
  // The ring sits on every background: muted sections, code blocks, the footer, the band.
  ["focus", "muted", CONTROL],
  ["focus", "codeBackground", CONTROL],
  ["focus", "inverse", CONTROL],
  ["inverseLink", "inverse", CONTROL],
  ["codeText", "codeBackground", TEXT],
  ["codeComment", "codeBackground", TEXT],
  ["codeKeyword", "codeBackground", TEXT],
  ["codeString", "codeBackground", TEXT],
  ["codeNumber", "codeBackground", TEXT],
  ["codeFunction", "codeBackground", TEXT],
  ["codeType", "codeBackground", TEXT],
  ["codePunctuation", "codeBackground", TEXT],
];

describe("colour tokens", () => {
  describe.each(["light", "dark"] as const)("the %s palette", (scheme) => {
    const palette = palettes[scheme];
    it.each(PAIRS)("%s on %s reaches %s:1", (fg, bg, minimum) => {
      expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(minimum);
    });
  });

  it("gives both palettes the same colours, by name", () => {
    expect(Object.keys(palettes.dark).sort()).toEqual(Object.keys(palettes.light).sort());
  });

  it("hands components custom properties that both palettes declare", () => {
    expect(theme.colors.primaryHover).toBe("var(--color-primary-hover)");
    for (const scheme of ["light", "dark"] as const) {
      const declarations = colorDeclarations(palettes[scheme]);
      for (const name of Object.keys(palettes.light) as ColorName[]) {
        expect(declarations).toContain(`${colorProperty(name)}:${palettes[scheme][name]};`);
      }
    }
  });
});

describe("brand fonts", () => {
  it("the theme's stacks are the brand fonts with their fallbacks", () => {
    expect(theme.fonts.heading).toBe(fontStack(BRAND_FONTS.heading));
    expect(theme.fonts.body).toBe(fontStack(BRAND_FONTS.body));
  });

  it("declares every face the stacks name, the brand files swapping in", () => {
    const css = fontFaceCss();
    const stacks = [...theme.fonts.heading.split(", "), ...theme.fonts.body.split(", ")];
    // The generic families at the end of each stack are the browser's own, with no @font-face.
    const faces = stacks.filter((family) => family.startsWith('"'));
    expect(stacks.filter((family) => !faces.includes(family))).toEqual([
      "Georgia",
      "serif",
      "system-ui",
      "sans-serif",
    ]);
    for (const family of faces) expect(css).toContain(`font-family:${family};`);
    expect(css).toMatch(/font-display:swap/);
    expect(css).not.toMatch(/url\(https?:/);
  });

  it("scales a fallback to the brand font's average width and keeps its vertical metrics", () => {
    const brand = { ascent: 1000, descent: -250, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 500 };
    const narrower = { ascent: 900, descent: -200, lineGap: 50, unitsPerEm: 2000, xWidthAvg: 800 };
    expect(fallbackOverrides(brand, narrower)).toEqual({
      sizeAdjust: "125.00%",
      ascentOverride: "80.00%",
      descentOverride: "20.00%",
      lineGapOverride: "0.00%",
    });
  });
});

/**
 * A type token's size in px at a viewport width: rem and `clamp(min, rem + vw, max)`, root 16 px.
 */
function sizeAt(token: string, width: number): number {
  const length = (value: string): number => {
    const terms = value.split("+").map((term) => term.trim());
    return terms.reduce((sum, term) => {
      const match = /^(-?[\d.]+)(rem|vw)$/.exec(term);
      if (!match) throw new Error(`not a rem/vw length: "${term}" in "${token}"`);
      const amount = Number(match[1]);
      return sum + (match[2] === "rem" ? amount * 16 : (amount * width) / 100);
    }, 0);
  };
  const clamp = /^clamp\(([^,]+),([^,]+),([^,]+)\)$/.exec(token);
  if (!clamp) return length(token);
  const [min, preferred, max] = clamp.slice(1).map((part) => length(part ?? ""));
  return Math.min(Math.max(preferred ?? 0, min ?? 0), max ?? 0);
}

describe("type scale", () => {
  const { typeScale } = theme;

  it("reads the tokens the way the browser does", () => {
    expect(sizeAt("1.0625rem", 320)).toBe(17);
    expect(sizeAt("clamp(1rem, 0.5rem + 2vw, 2rem)", 320)).toBe(16); // floor
    expect(sizeAt("clamp(1rem, 0.5rem + 2vw, 2rem)", 800)).toBe(24); // fluid
    expect(sizeAt("clamp(1rem, 0.5rem + 2vw, 2rem)", 1920)).toBe(32); // ceiling
  });

  it.each([320, 360, 390, 414, 480, 600, 768, 1024, 1280, 1920])(
    "at %i px: home H1 >= page H1 > section heading > card title > lead >= body, each heading a step apart",
    (width) => {
      const px = Object.fromEntries(
        Object.entries(typeScale).map(([role, token]) => [role, sizeAt(token, width)]),
      ) as Record<keyof typeof typeScale, number>;
      // An issue's or story's H1 never outranks the home page's.
      expect(px.display).toBeGreaterThanOrEqual(px.pageTitle);
      // H1 over H2 over H3 by a step a reader sees (the closing band's heading is an H2 too).
      expect(px.display / px.sectionTitle).toBeGreaterThanOrEqual(HEADING_STEP);
      expect(px.pageTitle / px.sectionTitle).toBeGreaterThanOrEqual(HEADING_STEP);
      expect(px.sectionTitle / px.cardTitle).toBeGreaterThanOrEqual(HEADING_STEP);
      expect(px.cardTitle).toBeGreaterThan(px.body);
      // Intros and quotations sit under their headings, never as large.
      expect(px.sectionTitle).toBeGreaterThan(px.lead);
      expect(px.sectionTitle).toBeGreaterThan(px.quote);
      expect(px.quote).toBeGreaterThan(px.body);
      expect(px.lead).toBeGreaterThanOrEqual(px.body);
    },
  );

  it("gives every size a floor a phone can read and a ceiling for wide screens", () => {
    for (const token of Object.values(typeScale)) {
      expect(sizeAt(token, 320)).toBeGreaterThanOrEqual(16);
      expect(sizeAt(token, 3840)).toBe(sizeAt(token, 1920));
    }
  });
});
