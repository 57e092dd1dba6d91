/**
 * The brand mark, drawn once: a rounded tile with a peak over a base line, on a 32 x 32 grid. The
 * header's Logo renders it as React (its colours from the theme's custom properties), the social
 * cards and the app icon as SVG text with the light palette's colours.
 */
import { palettes } from "./theme";

export const LOGO_MARK = {
  size: 32,
  tileRadius: 8,
  peak: "M9 21.5 16 8l7 13.5",
  base: "M7 24.5h18",
  strokeWidth: 2.6,
} as const;

/** The mark as SVG elements, in the light palette's colours, for pictures drawn at build time. */
export function logoMarkSvg(colors = palettes.light): string {
  const { size, tileRadius, peak, base, strokeWidth } = LOGO_MARK;
  return `<rect width="${size}" height="${size}" rx="${tileRadius}" fill="${colors.primary}"/><path d="${peak}" fill="none" stroke="${colors.onPrimary}" stroke-width="${strokeWidth}" stroke-linejoin="round"/><path d="${base}" stroke="${colors.accent}" stroke-width="${strokeWidth}" stroke-linecap="round"/>`;
}
