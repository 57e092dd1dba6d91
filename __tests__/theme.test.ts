// The colour tokens in both schemes: every text/background pair the site uses meets WCAG AA in the
// light and in the dark palette, and the font stacks in the theme are the ones the @font-face rules
// define.
import { colorDeclarations, colorProperty, palettes, theme, type ColorName } from "../src/theme";
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
  ["onAccent", "accent", TEXT],
  ["onAccent", "accentHover", TEXT],
  ["onBand", "band", TEXT],
  ["onInverse", "inverse", TEXT],
  ["inverseLink", "inverse", TEXT],
  ["borderStrong", "background", CONTROL],
  ["borderStrong", "surface", CONTROL],
  ["focus", "background", CONTROL],
  ["focus", "surface", CONTROL],
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
    for (const family of [...theme.fonts.heading.split(", "), ...theme.fonts.body.split(", ")]) {
      if (family.startsWith('"')) expect(css).toContain(`font-family:${family};`);
    }
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
