import type { GraphQLResolveInfo } from "graphql";
import { SMALL_IMAGE_WIDTHS, smallImageDensities } from "../src/config/images";
import { createResolvers } from "../src/node/schema/resolvers";

describe("smallImageDensities", () => {
  it.each([16, 32, 48, 64, 96, 128])(
    "gives a %i px image files whose widths all come from SMALL_IMAGE_WIDTHS",
    (width) => {
      const widths = smallImageDensities(width).map((density) => density * width);
      expect(widths[0]).toBe(width);
      widths.forEach((fileWidth) => expect(SMALL_IMAGE_WIDTHS).toContain(fileWidth));
      expect(widths).toEqual(SMALL_IMAGE_WIDTHS.filter((w) => w >= width && w <= width * 3));
    },
  );

  it("makes the 64 px avatar at 1x, 1.5x and 2x", () => {
    expect(smallImageDensities(64)).toEqual([1, 1.5, 2]);
  });

  it("refuses a display width that is not in the list", () => {
    expect(() => smallImageDensities(70)).toThrow(/SMALL_IMAGE_WIDTHS/);
  });
});

describe("ImageSharp.smallImage", () => {
  it("asks gatsbyImageData for a fixed square image at the densities from SMALL_IMAGE_WIDTHS", async () => {
    const registered: Record<
      string,
      Record<string, { resolve: (...args: unknown[]) => unknown }>
    > = {};
    const gatsbyImageData = jest.fn().mockResolvedValue({ layout: "fixed" });
    const info = {
      schema: {
        getType: () => ({ getFields: () => ({ gatsbyImageData: { resolve: gatsbyImageData } }) }),
      },
    } as unknown as GraphQLResolveInfo;
    const api = createResolvers as unknown as (args: {
      createResolvers: (r: typeof registered) => void;
    }) => void;
    api({ createResolvers: (resolvers) => Object.assign(registered, resolvers) });

    const source = { id: "image" };
    const smallImage = registered.ImageSharp?.smallImage;
    expect(smallImage).toBeDefined();
    await smallImage?.resolve(source, { width: 64 }, {}, info);

    expect(gatsbyImageData).toHaveBeenCalledWith(
      source,
      { layout: "fixed", width: 64, height: 64, outputPixelDensities: [1, 1.5, 2] },
      {},
      info,
    );
  });
});
