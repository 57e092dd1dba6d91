// Design tokens: the one place colours, type, spacing, breakpoints, radii and durations are set.
// Components use these names, never raw values. Colours come in a light and a dark palette of the
// same shape; components read them as CSS custom properties (theme.colors.text is
// "var(--color-text)"), which GlobalStyles sets from the palette the visitor's system prefers.
// Text colours meet WCAG AA on the backgrounds they are paired with, in both palettes.

/**
 * The light palette. Every colour has a twin in `darkColors` with the same role and at least the
 * same contrast (checked by __tests__/theme.test.ts for each pair noted here).
 */
const lightColors = {
  /** Page background: warm paper. */
  background: "#fbfaf7",
  /** Raised surfaces: cards, the header bar, menus. */
  surface: "#ffffff",
  /** Quiet sections. */
  muted: "#f0eee8",
  /** Body text: 15.5:1 on background. */
  text: "#1c2127",
  /** Secondary text: 7.6:1 on background, 6.8:1 on muted. */
  textMuted: "#4a525c",
  /** Lines and dividers (decorative, no contrast requirement). */
  border: "#dcd8cf",
  /** Control outlines: 3.8:1 on background, 3.9:1 on surface (WCAG 1.4.11). */
  borderStrong: "#7b8189",
  /** Brand: deep teal. onPrimary on it 8.4:1; as text on background 8.1:1, on muted 7.3:1. */
  primary: "#0b5563",
  primaryHover: "#073f4a",
  /** Text and icons on primary, danger and success fills. */
  onPrimary: "#ffffff",
  /** Accent for highlights (never for text on light backgrounds). */
  accent: "#e3a13b",
  /** The e-mail's closing band: onBand on it 8.4:1. */
  band: "#0b5563",
  onBand: "#ffffff",
  /** Dark band (footer, closing call to action): text on it 14.1:1, link colour 10.4:1. */
  inverse: "#14242b",
  onInverse: "#f3f1ec",
  inverseLink: "#9fdbe4",
  /** onPrimary on danger 6.6:1. */
  danger: "#b42318",
  /** onPrimary on success 6.5:1. */
  success: "#1d6b3a",
  /** Keyboard focus ring: 5.0:1 on background, 3.1:1 on the footer; drawn offset from fills. */
  focus: "#c2410c",
  /** Shadows under the bar and menus. */
  shadow: "rgba(28, 33, 39, 0.1)",
  /** The veil over the page behind the open small-screen menu. */
  scrim: "rgba(20, 36, 43, 0.5)",
  /** Code blocks: every token colour at least 4.5:1 on codeBackground. */
  codeBackground: "#f3f1ec",
  codeText: "#1c2127",
  codeComment: "#5a6470",
  codeKeyword: "#8c2a6e",
  codeString: "#1d6b3a",
  codeNumber: "#a3400c",
  codeFunction: "#0b5563",
  codeType: "#6a3fa0",
  codePunctuation: "#4a525c",
  /** The shadow at a code block's cut edge that says it scrolls (decorative). */
  codeShadow: "rgba(28, 33, 39, 0.3)",
} as const;

export type ColorName = keyof typeof lightColors;
export type Palette = Record<ColorName, string>;

/** The dark palette, used when the visitor's system asks for it (prefers-color-scheme: dark). */
const darkColors: Palette = {
  background: "#11181b",
  surface: "#1a2327",
  muted: "#172024",
  text: "#ebe8e2",
  textMuted: "#aab4bb",
  border: "#2e3b41",
  borderStrong: "#84919a",
  primary: "#74ccd9",
  primaryHover: "#a3e0e8",
  onPrimary: "#0c1a1f",
  accent: "#e3a13b",
  band: "#143a43",
  onBand: "#ebe8e2",
  inverse: "#0a1013",
  onInverse: "#ebe8e2",
  inverseLink: "#9fdbe4",
  danger: "#f4978e",
  success: "#7fcf9a",
  focus: "#ff9a5c",
  shadow: "rgba(0, 0, 0, 0.45)",
  scrim: "rgba(0, 0, 0, 0.6)",
  codeBackground: "#0c1215",
  codeText: "#ebe8e2",
  codeComment: "#93a0a9",
  codeKeyword: "#f0a6d9",
  codeString: "#9ddba8",
  codeNumber: "#f6b877",
  codeFunction: "#7fd3e0",
  codeType: "#c9b5f6",
  codePunctuation: "#b9c3ca",
  codeShadow: "rgba(0, 0, 0, 0.75)",
};

export const palettes: { light: Palette; dark: Palette } = { light: lightColors, dark: darkColors };

const COLOR_NAMES = Object.keys(lightColors) as ColorName[];

/** The CSS custom property behind a colour: primaryHover -> --color-primary-hover. */
export const colorProperty = (name: ColorName): string =>
  `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** `--color-x: value;` for every colour of a palette: what :root gets per colour scheme. */
export const colorDeclarations = (palette: Palette): string =>
  COLOR_NAMES.map((name) => `${colorProperty(name)}:${palette[name]};`).join("");

/**
 * What components use: each colour as its custom property, so one stylesheet serves both schemes
 * and the switch happens in CSS before the first paint (no script, no flash).
 */
const colors = Object.fromEntries(
  COLOR_NAMES.map((name) => [name, `var(${colorProperty(name)})`]),
) as Record<ColorName, string>;

/**
 * The brand pair and its metric-matched fallbacks, whose @font-face rules are in
 * src/styles/fonts.ts (a test keeps these stacks equal to its fontStack()). Kept as text here so
 * the theme stays free of font files: gatsby-config.ts reads it too.
 */
const fonts = {
  body: '"Source Sans 3", "Source Sans 3 Fallback", "Source Sans 3 Fallback 2", system-ui, sans-serif',
  heading:
    '"Source Serif 4", "Source Serif 4 Fallback", "Source Serif 4 Fallback 2", Georgia, serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Fixed type sizes in rem (1.2 ratio), root 16 px: body text, labels, small print. */
const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "1.25rem",
  xl: "1.5rem",
  "2xl": "1.875rem",
  "3xl": "2.375rem",
  "4xl": "3rem",
} as const;

/**
 * The fluid type scale, one size per role: each grows with the viewport between a phone floor and
 * a desktop ceiling (`clamp(min, rem + vw, max)`; rem keeps every size scaling with the visitor's
 * font setting). The order holds at every width, checked at 320, 390, 768, 1024, 1280 and 1920 px
 * by __tests__/theme.test.ts: display (home's H1) >= pageTitle (every other page's H1) >
 * sectionTitle (section headings, the closing band's heading) > cardTitle (cards, list items,
 * Markdown h3) > lead (intros) >= body, each heading level at least HEADING_STEP times the next,
 * so the levels stay apart on a phone too; quote (testimonials, the bio, a story's closing words)
 * stays below sectionTitle, so no quotation outranks the heading above it.
 */
const typeScale = {
  /** "Agents Give You Speed." keeps one line at 320 px (23 px there); 60 px from 1,200 px. */
  display: "clamp(1.4375rem, 0.5rem + 4.6vw, 3.75rem)",
  /** The display size on phones (a page's one H1 is as large as the home page's), capped lower. */
  pageTitle: "clamp(1.4375rem, 0.5rem + 4.6vw, 2.375rem)",
  sectionTitle: "clamp(1.25rem, 0.96rem + 1.57vw, 1.875rem)",
  cardTitle: "clamp(1.125rem, 1rem + 0.5vw, 1.5rem)",
  lead: "clamp(1.0625rem, 0.95rem + 0.3vw, 1.25rem)",
  /** Words set apart in the body face: a testimonial, the bio, a story's closing quote. */
  quote: "clamp(1.125rem, 1rem + 0.4vw, 1.375rem)",
  body: fontSizes.md,
  /**
   * Long reads (issues, stories, legal pages): the body size on phones, a little larger on desks.
   */
  reading: "clamp(1.0625rem, 0.95rem + 0.3vw, 1.1875rem)",
} as const;

/** The least ratio between a heading level and the next (H1 to H2, H2 to H3) at any width. */
export const HEADING_STEP = 1.12;

/** `heading` is the one weight the heading face ships in. */
const fontWeights = { body: 400, medium: 500, heading: 600, bold: 700 } as const;

const lineHeights = { tight: 1.2, snug: 1.35, body: 1.65 } as const;

/** Spacing scale in rem. */
const space = {
  0: "0",
  1: "0.25rem",
  2: "0.5rem",
  3: "0.75rem",
  4: "1rem",
  5: "1.5rem",
  6: "2rem",
  7: "3rem",
  8: "4rem",
  9: "6rem",
} as const;

/**
 * Min-widths in CSS px at the default 16 px font; media queries use them in em (mediaUp), so a
 * visitor with a larger default font gets the layout of a narrower screen instead of an overflow.
 * `nav`: the full navigation bar shows from here up (wideHeader); below, the small-screen menu. The
 * bar needs 1,017 px at 16 px, 1,152 px with WCAG 1.4.12 text spacing (letter 0.12em, word
 * 0.16em); 1,200 leaves a margin (e2e/accessibility.spec.ts checks 320 to 1,366 px, with text
 * spacing and 150% and 200% text).
 */
const breakpoints = { sm: 480, md: 768, lg: 1024, nav: 1200, xl: 1280 } as const;

const radii = { sm: "4px", md: "8px", lg: "16px", pill: "999px" } as const;

const shadows = {
  bar: `0 1px 0 ${colors.shadow}, 0 2px 8px ${colors.shadow}`,
  menu: `0 8px 24px ${colors.shadow}`,
} as const;

/** Durations in milliseconds. `menu` is the small-screen menu's open and close animation. */
const durations = { fast: 150, menu: 400 } as const;

const sizes = {
  /** Height of the fixed top bar; anchored sections scroll clear of it. */
  headerHeight: "4rem",
  /** Readable measure for running text. */
  prose: "42rem",
  /**
   * The measure of a long read, in its own text's em: Source Sans 3 averages 0.418 em a character
   * in English prose (measured on the issues), so 30 em holds about 72 characters a line at any
   * font size (e2e/layout.spec.ts checks at most 75).
   */
  measure: "30em",
  /** The home page's hero without a portrait: one column, wide enough for the tagline's lines. */
  heroColumn: "56rem",
  container: "72rem",
  /**
   * The page's side gutters and a card's inner margin: 1.5 rem, growing with the visitor's font
   * size, but never more than 7.5 % of the screen (24 px at 320 px), so larger text on a small
   * phone keeps its room for the text.
   */
  gutter: "min(1.5rem, 7.5vw)",
  /**
   * The height of a client's or conference's logo under the hero (HeroProof): 28 px, a little
   * less on a small phone, so two logos share a row at 320 px.
   */
  proofLogo: "min(1.75rem, 7.5vw)",
  /** The logo's mark in a 320 px phone's bar (32 px elsewhere), to leave the name room. */
  markOnSmallPhone: "1.75rem",
  /** Smallest pointer target (WCAG 2.5.8 asks for 24 px; we give 44). */
  target: "2.75rem",
} as const;

const zIndices = { header: 100, skipLink: 200 } as const;

export const theme = {
  colors,
  fonts,
  fontSizes,
  typeScale,
  fontWeights,
  lineHeights,
  space,
  breakpoints,
  radii,
  shadows,
  durations,
  sizes,
  zIndices,
} as const;

export type SiteTheme = typeof theme;

/** The root font size the breakpoints are measured at (the browsers' default): 1rem in px. */
export const ROOT_PX = 16;

/**
 * `@media` query for the given breakpoint and up, in em: media queries measure em against the
 * browser's default font size, so the layout follows the visitor's font setting.
 */
export const mediaUp = (name: keyof SiteTheme["breakpoints"]): string =>
  `@media (min-width: ${theme.breakpoints[name] / ROOT_PX}em)`;

/** The container the header's own layout is measured on (SiteHeader names it). */
export const HEADER_CONTAINER = "site-header";

/**
 * The full navigation bar: the header at least `nav` wide, measured in rem. A container query's rem
 * follows the root font size, whether the visitor chose a larger default font or a style sheet
 * enlarged the root (a media query's em follows the first only), so larger text collapses the bar
 * into the small-screen menu instead of pushing its controls off the screen (WCAG 1.4.4, 1.4.12).
 */
export const wideHeader = `@container ${HEADER_CONTAINER} (min-width: ${theme.breakpoints.nav / ROOT_PX}rem)`;

/** A header narrower than 20 rem (a 320 px phone with larger text): room for the mark only. */
export const crampedHeader = `@container ${HEADER_CONTAINER} (max-width: 19.99rem)`;

/**
 * A header narrower than 34 rem (phones, upright or sideways): too narrow for the logo's name on
 * one line beside the call button and the menu toggle (the name alone is 187 px at 16 px, the
 * button 128, the toggle 44), so the name takes two smaller lines. From 34 rem the three fit on
 * one line with room for WCAG 1.4.12 text spacing.
 */
export const narrowHeader = `@container ${HEADER_CONTAINER} (max-width: 33.99rem)`;

/** A header narrower than 24 rem (a 320 px phone): the mark and call button a little smaller. */
export const smallPhoneHeader = `@container ${HEADER_CONTAINER} (max-width: 23.99rem)`;

/** A header at least 24 rem wide (a 390 px phone and up): the compact call button's larger text. */
export const phoneHeaderUp = `@container ${HEADER_CONTAINER} (min-width: 24rem)`;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";

/** Milliseconds as a CSS time. */
export const ms = (milliseconds: number): string => `${milliseconds}ms`;
