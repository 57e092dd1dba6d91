import { IMAGE_DEFAULTS, SMALL_IMAGE_WIDTHS } from "../src/config/images";
import config from "../gatsby-config";

describe("image settings", () => {
  it("gives gatsby-plugin-sharp quality 75 and the agreed breakpoints", () => {
    const sharp = config.plugins?.find(
      (plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-plugin-sharp",
    );
    expect(sharp).toEqual({
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: expect.objectContaining({
          quality: 75,
          breakpoints: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
        }),
      },
    });
    expect(IMAGE_DEFAULTS.quality).toBe(75);
  });

  it("exports the small-image widths for fixed-size images", () => {
    expect(SMALL_IMAGE_WIDTHS).toEqual([16, 32, 48, 64, 96, 128, 256, 384]);
  });
});
