/**
 * Build-time APIs, wired to the work in src/node/: checks, schema, pages, then the post-build pass.
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
import { buildInlineScripts, inlineScript } from "./src/node/builtPages/inlineScripts";
import { cardOfPage, writeSocialCards } from "./src/node/socialCards/socialCards";
import {
  contentBodies,
  contentPlacement,
  placementProblems,
  unjudgedContent,
} from "./src/node/builtPages/contentPlacement";
import { readJudgedHtml, readJudgedIds } from "./src/node/htmlSafety/shippedHtml";
import { codeFingerprint, sha256 } from "./src/node/cache/buildMemo";
import { writeSearchIndex } from "./src/node/searchIndex/searchIndex";
import { checkLaunch } from "./src/node/launch/launchCheck";
import { checkFeed } from "./src/node/feed/wellFormedFeed";
import { formActionSources, signupOf } from "./src/newsletterForm";
// The values as the coach wrote them (the config itself may publish at SITE_URL instead).
import { siteMetadata } from "./gatsby-config";

export { onPostBootstrap } from "./src/node/content/contentChecks";
export { createPages, onCreatePage } from "./src/node/pages/createPages";
export { createResolvers } from "./src/node/schema/resolvers";

// Gatsby resolves site paths from its working directory.
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

// No source maps: they would publish the source. With LAZY_START, the analytics entry starts
// analytics before React (starter.ts); off, and in develop, Gatsby's own start-up.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  const lazy = stage === "build-javascript" && lazyStart(process.env);
  const startUp = plugins.define({ __LAZY_START__: JSON.stringify(lazy) });
  if (stage === "develop") actions.setWebpackConfig({ plugins: [startUp] });
  // The server render writes the popover script (gatsby-ssr.tsx); the policy hashes the same text.
  if (stage === "build-html" || stage === "develop-html") {
    await buildInlineScripts();
    const popover = JSON.stringify(inlineScript("popover"));
    actions.setWebpackConfig({ plugins: [plugins.define({ __POPOVER_SCRIPT__: popover })] });
  }
  if (stage !== "build-javascript") return;
  const built = getConfig() as { entry: Record<string, unknown>; plugins: unknown[] };
  const config = { ...built, devtool: false, plugins: [...built.plugins, startUp] };
  actions.replaceWebpackConfig(
    lazy
      ? withEntry(config, ANALYTICS_ENTRY, path.join(siteDir, "src", "analytics", "start.ts"))
      : config,
  );
};

// The pass runs on the final stitched HTML so its hashes match what is served; social cards come
// from the same parse (buildMemo.ts skips pages already done).
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter } = args;
  // Each step timed, so the log (and `BENCH_STEPS=1 npm run bench -- build-scale`) says its cost.
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
      formSources: formActionSources(signupOf(siteMetadata).form),
      memoFile: path.join(cacheDir, "finished-pages.json"),
      fingerprint: codeFingerprint(siteDir),
      read: (elements, html) => ({
        card: cardOfPage(elements),
        placement: contentPlacement(elements),
        bodies: contentBodies(elements, html).map((body) => sha256(body)),
      }),
      // Content that broke out: the build stops below, and Gatsby's markup may be gone.
      leaveAlone: ({ placement }) => placement.problems.length + placement.takenIn.length > 0,
    }),
  );
  // The net on the published page (contentPlacement.ts): misplaced or unjudged content stops it.
  const pages = pass.found.map(({ file, value }) => ({
    file: path.relative(siteDir, file),
    ...value,
  }));
  const misplaced = [
    ...unjudgedContent(pages, readJudgedHtml(cacheDir)),
    ...placementProblems(pages, readJudgedIds(cacheDir)),
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
  // Last, over the final pages: the search index (Pagefind).
  try {
    const read = await step("Search index", () => writeSearchIndex(siteDir, publicDir));
    reporter.info(`Search index written: ${read} pages read, the issues among them indexed`);
  } catch (error) {
    reporter.panicOnBuild(`Search index: ${(error as Error).message}`);
  }
};
