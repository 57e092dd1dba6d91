/**
 * Build-time APIs: a clean start when the path prefix changed since the last build, content checks
 * (at start, and on every save in `gatsby develop`), the launch check (placeholders still shipped), the typed GraphQL schema, the pages made from
 * content/ (drafts and scheduled issues only in develop), and the post-processing of the built
 * site (robots.txt, each page's social card, then one pass over the pages: scripts started after
 * the first paint, the CSP meta tag; then the search index of the newsletter issues), with no
 * published source maps.
 * The work lives in src/node/; this file only wires it to Gatsby.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import type { CreateNodeArgs, GatsbyNode } from "gatsby";
import path from "node:path";
import { typeDefs } from "./src/node/schema";
import { createContentNode } from "./src/node/contentNodes";
import { checkContent, recheckSavedContent } from "./src/node/contentChecks";
import { forgetBuildWithOtherPrefix, rememberPathPrefix } from "./src/node/pathPrefixCache";
import { writeRobotsTxt } from "./src/node/robots";
import { finishBuild } from "./src/node/postBuild";
import { writeSocialCards } from "./src/node/socialCards";
import { writeSearchIndex } from "./src/node/searchIndex";
import { checkLaunch } from "./src/node/launchCheck";
// The values as the coach wrote them (the config itself may publish at SITE_URL instead).
import { siteMetadata } from "./gatsby-config";

export { onPostBootstrap } from "./src/node/contentChecks";
export { createPages, onCreatePage } from "./src/node/createPages";
export { createResolvers } from "./src/node/resolvers";

// Gatsby runs in the site's directory, and its docs resolve site paths from there
// (path.resolve("src/templates/...")).
const siteDir = process.cwd();

export const onPreInit: GatsbyNode["onPreInit"] = ({ pathPrefix, reporter }) => {
  if (forgetBuildWithOtherPrefix(siteDir, pathPrefix))
    reporter.info(
      `Path prefix "${pathPrefix}" differs from the last build's: building from scratch`,
    );
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = (args) => {
  rememberPathPrefix(siteDir, args.pathPrefix);
  const refused = checkLaunch(args.reporter, siteMetadata);
  checkContent(args);
  if (refused) {
    args.reporter.panicOnBuild(
      'The site was not published: replace the placeholders listed above (README, "Launch checklist")',
    );
  }
};

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

// Each page's social card is drawn from its own head (og:title, where og:image points). The page
// pass runs last, on every page's final (stitched) HTML, so its hashes match what is served; a
// script it does not recognise is left out of the policy (the browser blocks it) and named here.
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRobotsTxt(args);
  const publicDir = path.join(siteDir, "public");
  try {
    const cards = await writeSocialCards({
      publicDir,
      pathPrefix: args.pathPrefix,
      cacheDir: path.join(args.cache.directory, "social-cards"),
    });
    args.reporter.info(`Social cards drawn for ${cards} pages`);
  } catch (error) {
    args.reporter.panicOnBuild(`Social cards: ${(error as Error).message}`);
  }
  const { pages, foreign } = await finishBuild(publicDir, process.env);
  args.reporter.info(`Starter and Content-Security-Policy written into ${pages} pages`);
  for (const script of foreign) {
    args.reporter.warn(`inline script not written by the site, blocked by the CSP: ${script}`);
  }
  // Last, over the final pages: the archive's search index (Pagefind), into public/pagefind/.
  try {
    const read = await writeSearchIndex(siteDir, publicDir);
    args.reporter.info(`Search index written: ${read} pages read, the issues among them indexed`);
  } catch (error) {
    args.reporter.panicOnBuild(`Search index: ${(error as Error).message}`);
  }
};
