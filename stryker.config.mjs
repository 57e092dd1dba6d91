// Mutation testing (`npm run test:mutation`): Stryker edits the modules that guard visitors and the
// coach one small change at a time and runs the unit tests against each edit; an edit no test
// notices is behaviour no test pins down. Not part of `npm test` (it takes minutes per module).
// One module alone: `npm run test:mutation -- --mutate src/node/content/validateContent.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "jest",
  jest: {
    projectType: "custom",
    configFile: "jest.config.js",
    // Only the test files that import the mutated module run, not the whole suite.
    enableFindRelatedTests: true,
    // The modules' own tests (.test.ts). The component tests (.test.tsx) render whole views that
    // import these modules on the way; a mutant in module-level code (a list, a pattern) would run
    // every one of them, which takes minutes per mutant on a shared 2-core machine. Leaving them
    // out can only lower a score: what a module promises is pinned by its own tests.
    config: { testMatch: ["<rootDir>/__tests__/**/*.test.ts"] },
  },
  // "perTest": each mutant runs only the tests that ran its code (a mutant in module-level code,
  // a "static" one, still runs every related test file). It needs every test file to run in
  // Stryker's jest environment; Stryker swaps its own in for the configured one, and the test files
  // that pick theirs per file name the Stryker variant in their docblock, as the jest runner's
  // documentation says: `@jest-environment @stryker-mutator/jest-runner/jest-env/node` (outside
  // Stryker it is jest's node environment).
  coverageAnalysis: "perTest",
  mutate: [
    "src/node/htmlSafety/markdownSafety.ts",
    "src/node/htmlSafety/htmlAllowList.ts",
    "src/node/htmlSafety/publishedHtml.ts",
    "src/node/htmlSafety/shippedHtml.ts",
    "src/node/srcset.ts",
    "src/node/builtPages/contentPlacement.ts",
    "src/node/builtPages/contentSecurityPolicy.ts",
    "src/node/content/validateContent.ts",
    "src/node/content/bidiControls.ts",
    "src/config/siteMetadata.ts",
    "src/config/analyticsEnv.ts",
    "src/postHogHost.ts",
    "src/publication.ts",
    "src/navigation.ts",
    "src/analytics/sanitize.ts",
    "src/analytics/transport.ts",
  ],
  // The machine (and a CI runner) is shared: one jest worker at a time.
  concurrency: 1,
  // A mutant that runs past its time counts as caught; on a busy machine an ordinary run can too,
  // so the allowance is generous (it costs time only for mutants that truly hang).
  timeoutMS: 60_000,
  // The first run, with coverage, runs every related test file once; on a busy machine that takes
  // longer than the default 5 minutes.
  dryRunTimeoutMinutes: 30,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  // Each run copies the project into a sandbox: not the build's output, Gatsby's cache, other
  // runs' sandboxes or earlier reports (gigabytes after a build, and nothing a unit test reads).
  ignorePatterns: ["/public", "/.cache", "/.stryker-tmp", "/reports", "/test-results", "/coverage"],
  cleanTempDir: true,
  // The site's jest config compiles TypeScript with Babel; no type check of each mutant.
  checkers: [],
};
