// Image settings shared by gatsby-config.ts (gatsby-plugin-sharp defaults) and components.

/** Responsive widths for full-width and constrained images. */
const IMAGE_BREAKPOINTS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];

const IMAGE_QUALITY = 75;

/** Widths for fixed-size images (logo, avatars): the device-pixel multiples a small image needs. */
export const SMALL_IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384];

export const IMAGE_DEFAULTS = {
  formats: ["auto", "webp", "avif"],
  placeholder: "dominantColor",
  quality: IMAGE_QUALITY,
  breakpoints: IMAGE_BREAKPOINTS,
} as const;

/**
 * Pixel densities for a fixed image shown `displayWidth` CSS px wide, so that every file in its
 * srcset has a width from SMALL_IMAGE_WIDTHS: each listed width from 1x up to 3x the display width.
 * The width itself must be in the list (gatsby-plugin-image always makes the 1x file).
 */
export function smallImageDensities(
  displayWidth: number,
  widths: readonly number[] = SMALL_IMAGE_WIDTHS,
): number[] {
  if (!widths.includes(displayWidth)) {
    throw new Error(
      `Small images must be one of SMALL_IMAGE_WIDTHS (${widths.join(", ")}), got ${displayWidth}`,
    );
  }
  return widths
    .filter((width) => width >= displayWidth && width <= displayWidth * 3)
    .map((width) => width / displayWidth);
}
