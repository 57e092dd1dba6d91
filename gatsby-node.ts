/**
 * Build-time APIs: content checks, the typed GraphQL schema and the pages made from content/.
 * The work lives in src/node/; this file only wires it to Gatsby.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import type { GatsbyNode } from "gatsby";
import { typeDefs } from "./src/node/schema";
import { fileExistsUnder, readContentFiles } from "./src/node/readContentFiles";
import { formatProblems, validateContent } from "./src/node/validateContent";

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

export { onPostBuild } from "./src/node/robots";
