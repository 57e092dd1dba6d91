// knip (`npm run lint`): files, exports and dependencies nothing uses. Its Gatsby, Jest,
// Playwright, Stryker, ESLint and Prettier plugins find most entry points by themselves (gatsby-*
// files, src/pages/, src/templates/, the tests, the configs); the rest are named here.
// https://knip.dev/reference/configuration
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // The analytics bundle: a webpack entry of its own, added in gatsby-node.ts by its path.
    "src/analytics/start.ts",
    // The inline scripts, each bundled by path (src/node/builtPages/inlineScripts.ts).
    "src/inline/{earlyRecorder,popover,privateAddress,starter}.ts",
    // Pagefind runs in a Node process of its own, started by path (searchIndex.ts says why).
    "src/node/searchIndex/runPagefind.mjs",
    // Lighthouse's runs, spawned by path in a plain Node process (bench/lighthouse.ts says why).
    "bench/lighthouse-runs.mjs",
  ],
  project: ["**/*.{ts,tsx,js,mjs}"],
  // An entry's exports too: a check, tool or test helper exports only what another file imports.
  includeEntryExports: true,
  // A component's GraphQL fragment (`export const query = graphql\`fragment …\``, the form Gatsby's
  // docs use) is read by Gatsby from the source file, and no module imports it: each is tagged
  // @graphqlFragment.
  tags: ["-graphqlFragment"],
  ignoreDependencies: [
    // A gatsby-transformer-remark plugin, named inside that plugin's options in gatsby-config.ts
    // (knip's Gatsby plugin reads only the top-level plugin list).
    "gatsby-remark-prismjs",
    // The presets jest-preprocess.js hands to babel-jest by name.
    "babel-preset-gatsby",
    "@babel/preset-typescript",
    // checks/html.ts runs the jar it ships (node_modules/vnu-jar/build/dist/vnu.jar) on Java.
    "vnu-jar",
    // __tests__/validateContent.test.ts loads gatsby-source-filesystem's own copy, whatever its
    // version, to see files as the transformers do.
    "mime",
  ],
  // System packages, not npm ones: the W3C checker's runtime (checks/html.ts), and WebKit's
  // WebDriver with the virtual display it runs under (testing/engines.ts).
  ignoreBinaries: ["java", "WebKitWebDriver", "Xvfb"],
};

export default config;
