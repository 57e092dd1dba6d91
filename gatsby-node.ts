/**
 * Build-time APIs: content checks, the typed GraphQL schema, the pages made from content/, and the
 * post-processing of the built site (robots.txt, each page's social card, scripts started after the
 * first paint, CSP meta tags, no published source maps).
 * The work lives in src/node/; this file only wires it to Gatsby.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { typeDefs } from "./src/node/schema";
import { fileExistsUnder, readContentFiles } from "./src/node/readContentFiles";
import { formatProblems, validateContent } from "./src/node/validateContent";
import { writeRobotsTxt } from "./src/node/robots";
import { applyCspToBuild, listPageFiles } from "./src/node/csp";
import { startScriptsAfterFirstPaintInBuild } from "./src/node/scriptsAfterFirstPaint";
import { writeSocialCards } from "./src/node/socialCards";

export { onCreateNode } from "./src/node/contentNodes";
export { createPages } from "./src/node/createPages";
export { createResolvers } from "./src/node/resolvers";

// Runs before the transformers read content/, so one message lists every problem in every file
// (a transformer would stop at the first file it cannot parse).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const root = process.cwd();
  const problems = validateContent(readContentFiles(root), fileExistsUnder(root));
  if (problems.length > 0) reporter.panicOnBuild(formatProblems(problems));
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
