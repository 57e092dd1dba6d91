/**
 * Build-time APIs: a clean start when the path prefix changed since the last build, content checks
 * (at start, and on every save in `gatsby develop`), the launch check (placeholders still shipped),
 * the typed GraphQL schema, the pages made from content/ (drafts and scheduled issues only in
 * develop), and the post-processing of the built site (the feed read as strict XML, robots.txt,
 * each page's social card, then one pass over the pages: scripts started after the first paint,
 * the CSP meta tag; then the search index of the newsletter issues), with no published source maps.
 * The work lives in src/node/; this file only wires it to Gatsby.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import type { CreateNodeArgs, GatsbyNode } from "gatsby";
import path from "node:path";
import { typeDefs } from "./src/node/schema/schema";
import { fieldExtensions } from "./src/node/schema/fieldExtensions";
import { createContentNode } from "./src/node/schema/contentNodes";
import { checkContent, recheckSavedContent } from "./src/node/content/contentChecks";
import { forgetBuildWithOtherPrefix, rememberPathPrefix } from "./src/node/cache/pathPrefixCache";
import { writeRobotsTxt } from "./src/node/builtPages/robots";
import { ANALYTICS_ENTRY } from "./src/node/builtPages/starter";
import { withEntry } from "./src/node/gatsbyOutput";
import { lazyStart } from "./src/config/startEnv";
import { passOverPages } from "./src/node/builtPages/pagePass";
import { cardOfPage, writeSocialCards } from "./src/node/socialCards/socialCards";
import {
  contentBodies,
  contentPlacement,
  placementProblems,
  unjudgedContent,
} from "./src/node/builtPages/contentPlacement";
import { readJudgedHtml } from "./src/node/htmlSafety/shippedHtml";
import { readContentFiles } from "./src/node/content/readContentFiles";
import { codeFingerprint, sha256 } from "./src/node/cache/buildMemo";
import { writeSearchIndex } from "./src/node/searchIndex/searchIndex";
import { checkLaunch } from "./src/node/launch/launchCheck";
import { checkFeed } from "./src/node/feed/wellFormedFeed";
// The values as the coach wrote them (the config itself may publish at SITE_URL instead).
import { siteMetadata } from "./gatsby-config";

export { onPostBootstrap } from "./src/node/content/contentChecks";
export { createPages, onCreatePage } from "./src/node/pages/createPages";
export { createResolvers } from "./src/node/schema/resolvers";

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
  for (const extension of fieldExtensions) actions.createFieldExtension(extension);
  actions.createTypes(typeDefs);
};

// Source maps would publish the original source; the browser bundle is built without them. With
// the lazy start (LAZY_START, on unless set off), the analytics entry starts analytics on its own,
// before React (src/node/builtPages/starter.ts starts it once the page is painted, and Gatsby's
// bundles only when the visitor first acts), and __LAZY_START__ tells gatsby-browser.tsx so; off,
// and under `gatsby develop`, the start-up is Gatsby's own.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  const lazy = stage === "build-javascript" && lazyStart(process.env);
  const startUp = plugins.define({ __LAZY_START__: JSON.stringify(lazy) });
  if (stage === "develop") actions.setWebpackConfig({ plugins: [startUp] });
  if (stage !== "build-javascript") return;
  const built = getConfig() as { entry: Record<string, unknown>; plugins: unknown[] };
  const config = { ...built, devtool: false, plugins: [...built.plugins, startUp] };
  actions.replaceWebpackConfig(
    lazy
      ? withEntry(config, ANALYTICS_ENTRY, path.join(siteDir, "src", "analytics", "start.ts"))
      : config,
  );
};

// The page pass runs on every page's final (stitched) HTML, so its hashes match what is served; a
// script it does not recognise is left out of the policy (the browser blocks it) and named here.
// Each page's social card is drawn from its own head (og:title, where og:image points), read in the
// same pass. A page the pass finished in an earlier build and Gatsby kept is neither done nor drawn
// again (src/node/cache/buildMemo.ts).
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter } = args;
  // Each step under a timer of its own, so the build log (and `npm run bench:build -- --steps`)
  // says what each one costs.
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const activity = reporter.activityTimer(name);
    activity.start();
    try {
      return await work();
    } finally {
      activity.end();
    }
  };
  // gatsby-plugin-feed wrote the feed in its own onPostBuild: the site's runs after every plugin's.
  await checkFeed(args, siteDir);
  await writeRobotsTxt(args);
  const publicDir = path.join(siteDir, "public");
  const cacheDir = args.cache.directory;
  const pass = await step("Starter and Content-Security-Policy", () =>
    passOverPages(publicDir, process.env, {
      memoFile: path.join(cacheDir, "finished-pages.json"),
      fingerprint: codeFingerprint(siteDir),
      // From the same parse: its social card, where the content on it sits and what it is.
      read: (elements, html) => ({
        card: cardOfPage(elements),
        placement: contentPlacement(elements),
        bodies: contentBodies(elements, html).map((body) => sha256(body)),
      }),
      // Content that broke out of its place: the build stops below, and Gatsby's markup after
      // the content may not be where the pass looks for it.
      leaveAlone: ({ placement }) => placement.problems.length + placement.takenIn.length > 0,
    }),
  );
  // Content that is not byte for byte the HTML the allow-list judged, left its article, or took an
  // id the page uses, stops the build (the checks before the build name such HTML by line; this is
  // the net, on the page as published).
  const pages = pass.found.map(({ file, value }) => ({
    file: path.relative(siteDir, file),
    ...value,
  }));
  const misplaced = [
    ...unjudgedContent(pages, readJudgedHtml(cacheDir)),
    ...placementProblems(pages, readContentFiles(siteDir)),
  ];
  if (misplaced.length > 0) {
    reporter.panicOnBuild(
      `Content on the built pages is not what the checks judged, or does not stay where the page puts it (docs/security.md):\n${misplaced.join("\n")}`,
    );
  }
  const changed = pass.found.filter((page) => page.changed).length;
  reporter.info(
    `Pages finished: ${changed}; kept as the last build left them: ${pass.pages - changed}`,
  );
  for (const script of pass.foreign) {
    reporter.warn(`inline script not written by the site, blocked by the CSP: ${script}`);
  }
  try {
    const cards = await step("Social cards", () =>
      writeSocialCards({
        publicDir,
        pathPrefix: args.pathPrefix,
        cacheDir: path.join(cacheDir, "social-cards"),
        pages: pass.found.map(({ value, ...page }) => ({ ...page, value: value.card })),
      }),
    );
    reporter.info(`Social cards: ${cards.drawn} drawn or taken from the cache, of ${cards.pages}`);
  } catch (error) {
    reporter.panicOnBuild(`Social cards: ${(error as Error).message}`);
  }
  // Last, over the final pages: the archive's search index (Pagefind), into public/pagefind/.
  try {
    const read = await step("Search index", () => writeSearchIndex(siteDir, publicDir));
    reporter.info(`Search index written: ${read} pages read, the issues among them indexed`);
  } catch (error) {
    reporter.panicOnBuild(`Search index: ${(error as Error).message}`);
  }
};
