/**
 * Build-time APIs: the typed GraphQL schema, the pages made from content/, and the security
 * post-processing of the built site (CSP meta tags, no published source maps).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { siteMetadataTypeDefs } from "./src/node/schema";
import { applyCspToBuild } from "./src/node/csp";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(siteMetadataTypeDefs);
};

// Source maps would publish the original source; the browser bundle is built without them.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false });
};

// Runs after every page's HTML is final, so the CSP hashes match what is served. Gatsby builds
// from the site's root directory (its program.directory is the working directory).
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const pages = await applyCspToBuild(path.resolve("public"), process.env);
  reporter.info(`Content-Security-Policy written into ${pages} pages`);
};
