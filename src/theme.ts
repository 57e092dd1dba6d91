// Design tokens: components use these names, never raw values. Colours are CSS custom properties
// that GlobalStyles sets from the light or dark palette; text meets WCAG AA in both.

/** Light palette; each colour's twin in `darkColors` keeps its contrast (theme.test.ts). */
const lightColors = {
  background: "#fbfaf7",
  /** Raised surfaces: cards, the header bar, menus. */
  surface: "#ffffff",
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

/** Each colour as its custom property: the scheme switches in CSS before first paint. */
const colors = Object.fromEntries(
  COLOR_NAMES.map((name) => [name, `var(${colorProperty(name)})`]),
) as Record<ColorName, string>;

/** Font stacks as text (gatsby-config.ts reads them); a test keeps them equal to fonts.ts. */
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
 * Fluid sizes per role (rem + vw, so they follow the visitor's font). theme.test.ts keeps the order
 * display >= pageTitle > sectionTitle > cardTitle > lead >= body at every width, quote below
 * sectionTitle.
 */
const typeScale = {
  /** "Agents Give You Speed." keeps one line at 320 px (23 px there); 60 px from 1,200 px. */
  display: "clamp(1.4375rem, 0.5rem + 4.6vw, 3.5rem)",
  /** The display size on phones (a page's one H1 is as large as the home page's), capped lower. */
  pageTitle: "clamp(1.4375rem, 0.5rem + 4.6vw, 2.375rem)",
  sectionTitle: "clamp(1.25rem, 0.96rem + 1.57vw, 1.875rem)",
  cardTitle: "clamp(1.125rem, 1rem + 0.5vw, 1.5rem)",
  lead: "clamp(1.0625rem, 0.95rem + 0.3vw, 1.25rem)",
  /** Words set apart in the body face: a testimonial, the bio, a story's closing quote. */
  quote: "clamp(1.125rem, 1rem + 0.4vw, 1.375rem)",
  body: fontSizes.md,
  /** Long reads: the body size on phones, a little larger on desks. */
  reading: "clamp(1.0625rem, 0.95rem + 0.3vw, 1.1875rem)",
} as const;

/** The least ratio between a heading level and the next (H1 to H2, H2 to H3) at any width. */
export const HEADING_STEP = 1.12;

const fontWeights = { body: 400, medium: 500, heading: 600, bold: 700 } as const;

const lineHeights = { tight: 1.2, snug: 1.35, body: 1.65 } as const;

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
 * Min-widths in px at a 16 px font, used in em so larger fonts get a narrower layout. `nav`: the
 * full bar needs 1,152 px with WCAG 1.4.12 text spacing; 1,200 leaves a margin.
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
  /** A long read's measure in its own em: about 72 characters a line (layout.spec.ts: <= 75). */
  measure: "30em",
  /** The home page's hero without a portrait: one column, wide enough for the tagline's lines. */
  heroColumn: "56rem",
  container: "72rem",
  /** Side gutters and card margin: grows with the font, capped at 7.5 % of the screen. */
  gutter: "min(1.5rem, 7.5vw)",
  /** HeroProof logo height: smaller on a small phone so two logos share a row at 320 px. */
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

/** `@media` query from a breakpoint up, in em so the layout follows the visitor's default font. */
export const mediaUp = (name: keyof SiteTheme["breakpoints"]): string =>
  `@media (min-width: ${theme.breakpoints[name] / ROOT_PX}em)`;

/** The container the header's own layout is measured on (SiteHeader names it). */
export const HEADER_CONTAINER = "site-header";

/**
 * Full navigation bar from `nav` up, in container rem: it follows any root font enlargement, so
 * larger text collapses the bar into the menu instead of overflowing (WCAG 1.4.4, 1.4.12).
 */
export const wideHeader = `@container ${HEADER_CONTAINER} (min-width: ${theme.breakpoints.nav / ROOT_PX}rem)`;

/** A header narrower than 20 rem (a 320 px phone with larger text): room for the mark only. */
export const crampedHeader = `@container ${HEADER_CONTAINER} (max-width: 19.99rem)`;

/** A header narrower than 34 rem: the logo's name takes two smaller lines. */
export const narrowHeader = `@container ${HEADER_CONTAINER} (max-width: 33.99rem)`;

/** A header narrower than 24 rem (a 320 px phone): the mark and call button a little smaller. */
export const smallPhoneHeader = `@container ${HEADER_CONTAINER} (max-width: 23.99rem)`;

/** A header at least 24 rem wide (a 390 px phone and up): the compact call button's larger text. */
export const phoneHeaderUp = `@container ${HEADER_CONTAINER} (min-width: 24rem)`;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";

export const ms = (milliseconds: number): string => `${milliseconds}ms`;
