/**
 * Build-time APIs: content checks, the typed GraphQL schema, the pages made from content/, and the
 * post-processing of the built site (robots.txt, then one pass over the pages: scripts started
 * after the first paint, the CSP meta tag), with no published source maps.
 * The work lives in src/node/; this file only wires it to Gatsby.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import type { GatsbyNode } from "gatsby";
import { typeDefs } from "./src/node/schema";
import { fileExistsUnder, readContentFiles } from "./src/node/readContentFiles";
import { formatProblems, validateContent } from "./src/node/validateContent";
import { writeRobotsTxt } from "./src/node/robots";
import { finishBuild } from "./src/node/postBuild";

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

// The page pass runs on every page's final (stitched) HTML, so its hashes match what is served.
// A script it does not recognise is left out of the policy (the browser blocks it) and named here.
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRobotsTxt(args);
  const { pages, foreign } = await finishBuild(
    `${args.store.getState().program.directory}/public`,
    process.env,
  );
  args.reporter.info(`Starter and Content-Security-Policy written into ${pages} pages`);
  for (const script of foreign) {
    args.reporter.warn(`inline script not written by the site, blocked by the CSP: ${script}`);
  }
};
