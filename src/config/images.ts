// Image settings shared by gatsby-config.ts (gatsby-plugin-sharp defaults) and components.

/** Responsive widths for full-width and constrained images. */
export const IMAGE_BREAKPOINTS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];

export const IMAGE_QUALITY = 75;

/** Widths for fixed-size images (logo, avatars): the device-pixel multiples a small image needs. */
export const SMALL_IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384];

export const IMAGE_DEFAULTS = {
  formats: ["auto", "webp", "avif"],
  placeholder: "blurred",
  quality: IMAGE_QUALITY,
  breakpoints: IMAGE_BREAKPOINTS,
} as const;
