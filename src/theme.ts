// Design tokens: the one place colours, type, spacing, breakpoints, radii and durations are set.
// Components use these names, never raw values. Text colours meet WCAG AA on the backgrounds they
// are paired with (contrast ratios noted beside each pair).

const colors = {
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
  /** Brand: deep teal. White on it 8.4:1; as text on background 8.1:1, on muted 7.3:1. */
  primary: "#0b5563",
  primaryHover: "#073f4a",
  /** Text and icons on primary, danger and success fills. */
  onPrimary: "#ffffff",
  /** Accent for highlights (never for text on light backgrounds). */
  accent: "#e3a13b",
  /** Dark band (footer): text on it 14.1:1, link colour 10.4:1. */
  inverse: "#14242b",
  onInverse: "#f3f1ec",
  inverseLink: "#9fdbe4",
  /** White on danger 6.6:1. */
  danger: "#b42318",
  dangerHover: "#8f1b12",
  /** White on success 6.5:1. */
  success: "#1d6b3a",
  successHover: "#14502b",
  /** Keyboard focus ring: 5.0:1 on background, 3.1:1 on the footer; drawn with an offset so it never sits on a fill. */
  focus: "#c2410c",
} as const;

const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  heading: 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Type scale in rem (1.2 ratio), root 16 px. */
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

const fontWeights = { body: 400, medium: 500, bold: 700 } as const;

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

/** Min-widths in px; the full navigation shows from `lg` up. */
const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

const radii = { sm: "4px", md: "8px", lg: "16px", pill: "999px" } as const;

const shadows = {
  bar: "0 1px 0 rgba(28, 33, 39, 0.08), 0 2px 8px rgba(28, 33, 39, 0.06)",
  menu: "0 8px 24px rgba(28, 33, 39, 0.16)",
} as const;

/** Durations in milliseconds. `menu` is the small-screen menu's open and close animation. */
const durations = { fast: 150, menu: 400 } as const;

const sizes = {
  /** Height of the fixed top bar; anchored sections scroll clear of it. */
  headerHeight: "4rem",
  /** Readable measure for running text. */
  prose: "42rem",
  container: "72rem",
  /** Smallest pointer target (WCAG 2.5.8 asks for 24 px; we give 44). */
  target: "2.75rem",
} as const;

const zIndices = { header: 100, skipLink: 200 } as const;

export const theme = {
  colors,
  fonts,
  fontSizes,
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

/** `@media` query for the given breakpoint and up. */
export const mediaUp = (name: keyof SiteTheme["breakpoints"]): string =>
  `@media (min-width: ${theme.breakpoints[name]}px)`;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";

/** Milliseconds as a CSS time. */
export const ms = (milliseconds: number): string => `${milliseconds}ms`;
