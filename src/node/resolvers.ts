// ImageSharp.smallImage(width): a fixed-size square image (avatars, cropped to the most interesting
// part of the photo, so any photo the coach adds shows as a round face) whose srcset widths come from
// SMALL_IMAGE_WIDTHS. Page queries cannot interpolate constants, so the densities are worked out here
// and handed to gatsby-transformer-sharp's own gatsbyImageData resolver (which adds the configured
// quality and formats).
import type { GatsbyNode } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql";
import { smallImageDensities } from "../config/images";

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ImageSharp: {
      smallImage: {
        type: "GatsbyImageData!",
        args: { width: "Int!" },
        resolve: (
          source: unknown,
          args: { width: number },
          context: unknown,
          info: Parameters<GraphQLFieldResolver<unknown, unknown>>[3],
        ) => {
          const imageSharp = info.schema.getType("ImageSharp") as GraphQLObjectType;
          const gatsbyImageData = imageSharp.getFields().gatsbyImageData?.resolve;
          if (!gatsbyImageData) throw new Error("ImageSharp.gatsbyImageData is not available");
          return gatsbyImageData(
            source,
            {
              layout: "fixed",
              width: args.width,
              height: args.width,
              outputPixelDensities: smallImageDensities(args.width),
            },
            context,
            info,
          );
        },
      },
    },
  });
};
