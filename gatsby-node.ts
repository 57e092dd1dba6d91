/**
 * Build-time APIs: content checks (at start, and on every save in `gatsby develop`), the typed
 * GraphQL schema, the pages made from content/ (drafts and scheduled issues only in develop), and
 * the post-processing of the built site (robots.txt, each page's social card, scripts started after
 * the first paint, CSP meta tags, no published source maps).
 * The work lives in src/node/; this file only wires it to Gatsby.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import type { CreateNodeArgs, GatsbyNode } from "gatsby";
import path from "node:path";
import { typeDefs } from "./src/node/schema";
import { createContentNode } from "./src/node/contentNodes";
import { recheckSavedContent } from "./src/node/contentChecks";
import { writeRobotsTxt } from "./src/node/robots";
import { applyCspToBuild, listPageFiles } from "./src/node/csp";
import { startScriptsAfterFirstPaintInBuild } from "./src/node/scriptsAfterFirstPaint";
import { writeSocialCards } from "./src/node/socialCards";

export { onPreBootstrap, onPostBootstrap } from "./src/node/contentChecks";
export { createPages, onCreatePage } from "./src/node/createPages";
export { createResolvers } from "./src/node/resolvers";

export const onCreateNode = (args: CreateNodeArgs): void => {
  recheckSavedContent(args);
  createContentNode(args);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

// Source maps would publish the original source; the browser bundle is built without them.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false });
};

// The CSP step runs last, on every page's final HTML, so its hashes match what is served. Gatsby
// builds from the site's root directory (its program.directory is the working directory).
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRobotsTxt(args);
  const publicDir = path.resolve("public");
  const pageFiles = await listPageFiles(publicDir);
  try {
    const cards = await writeSocialCards({
      publicDir,
      pageFiles,
      pathPrefix: args.pathPrefix,
      cacheDir: path.join(args.cache.directory, "social-cards"),
    });
    args.reporter.info(`Social cards drawn for ${cards} pages`);
  } catch (error) {
    args.reporter.panicOnBuild(`Social cards: ${(error as Error).message}`);
  }
  await startScriptsAfterFirstPaintInBuild(pageFiles);
  const pages = await applyCspToBuild(publicDir, process.env);
  args.reporter.info(`Content-Security-Policy written into ${pages} pages`);
};
