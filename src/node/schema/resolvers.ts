// NewsletterIssue.readingMinutes: the issue's reading time, from the words of its body
// (readingTime.ts). MarkdownRemark.html: the HTML of a Markdown file as judged (contentChecks.ts).
// ImageSharp.smallImage(width): a fixed-size square image (avatars, cropped to the most interesting
// part of the photo, so any photo the coach adds shows as a round face) whose srcset widths come
// from SMALL_IMAGE_WIDTHS. Page queries cannot interpolate constants, so the densities are worked
// out here and handed to gatsby-transformer-sharp's own gatsbyImageData resolver (which adds the
// configured quality and formats).
import type { GatsbyNode } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql";
import { smallImageDensities } from "../../config/images";
import { readFileSync } from "node:fs";
import { withPictures } from "../htmlSafety/publishedHtml";
import { judgedMarkdown } from "../content/contentChecks";
import { parseMarkdown } from "../contentFiles/parseContent";
import { CONTENT_IMAGE_WIDTH, type ContentImageData } from "../contentFiles/contentImages";
import { readingMinutes } from "./readingTime";

type ResolveInfo = Parameters<GraphQLFieldResolver<unknown, unknown>>[3];

interface ResolverContext {
  nodeModel: {
    findOne(args: { type: string; query: object }): Promise<{ id: string } | null>;
    getNodeById(args: { id: string; type?: string }): { rawMarkdownBody?: string } | null;
  };
}

/** gatsby-transformer-sharp's own resolver of ImageSharp.gatsbyImageData (configured defaults). */
function gatsbyImageData(info: ResolveInfo): GraphQLFieldResolver<unknown, unknown> {
  const imageSharp = info.schema.getType("ImageSharp") as GraphQLObjectType;
  const resolve = imageSharp.getFields().gatsbyImageData?.resolve;
  if (!resolve) throw new Error("ImageSharp.gatsbyImageData is not available");
  return resolve;
}

/** A content image for the text column, by its file's absolute path (undefined: not an image). */
async function contentImageData(
  file: string,
  context: ResolverContext,
  info: ResolveInfo,
): Promise<ContentImageData | undefined> {
  // Called on nodeModel: its methods use `this`.
  const { nodeModel } = context;
  const source = await nodeModel.findOne({
    type: "File",
    query: { filter: { absolutePath: { eq: file } } },
  });
  const image =
    source &&
    (await nodeModel.findOne({
      type: "ImageSharp",
      query: { filter: { parent: { id: { eq: source.id } } } },
    }));
  if (!image) return undefined;
  const args = { layout: "constrained", width: CONTENT_IMAGE_WIDTH };
  return (await gatsbyImageData(info)(image, args, context, info)) as ContentImageData;
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    NewsletterIssue: {
      readingMinutes: {
        type: "Int!",
        // `markdown` holds the id of the issue's MarkdownRemark node (schema.ts links it).
        resolve: (source: { markdown: string }, args: unknown, context: ResolverContext) => {
          const markdown = context.nodeModel.getNodeById({
            id: source.markdown,
            type: "MarkdownRemark",
          });
          return readingMinutes(markdown?.rawMarkdownBody ?? "");
        },
      },
    },
    // The HTML of every Markdown file, made and judged from its one parse before the build
    // (markdownSafety.ts), with images relative to the file made responsive pictures. In place of
    // gatsby-transformer-remark's, which would parse the file again, without the lines judged.
    MarkdownRemark: {
      html: {
        resolve: async (
          source: { fileAbsolutePath?: string },
          args: unknown,
          context: ResolverContext,
          info: ResolveInfo,
        ) => {
          const file = source.fileAbsolutePath;
          if (!file) return null;
          const { html } = judgedMarkdown(parseMarkdown(readFileSync(file, "utf8")).body);
          return withPictures(html, file, (image) => contentImageData(image, context, info));
        },
      },
    },
    ImageSharp: {
      smallImage: {
        type: "GatsbyImageData!",
        args: { width: "Int!" },
        resolve: (
          source: unknown,
          args: { width: number },
          context: unknown,
          info: ResolveInfo,
        ) => {
          return gatsbyImageData(info)(
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
