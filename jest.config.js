// Unit and component tests (jest + Testing Library). Browser tests live in e2e/ and run on their
// own.
module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css|scss)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/"],
  // Stryker's copies of the project (npm run test:mutation) are not the project's tests or mocks.
  modulePathIgnorePatterns: ["<rootDir>/.stryker-tmp/"],
  // Gatsby's browser packages and the unified (hast) packages the content checks use are published
  // as ES modules only: jest compiles them as it compiles the site's code.
  transformIgnorePatterns: [
    `node_modules/(?!(${[
      "gatsby|gatsby-script|gatsby-link",
      "hast-util-[a-z0-9-]+|hastscript|unist-util-[a-z-]+|vfile|vfile-message|vfile-location",
      "@ungap/structured-clone|devlop|comma-separated-tokens|space-separated-tokens",
      "property-information|web-namespaces|parse5|entities|ccount|html-void-elements",
      "mdast-util-to-hast|micromark-util-[a-z-]+|trim-lines|stringify-entities",
      "character-entities-html4|character-entities-legacy|zwitch",
    ].join("|")})/)`,
  ],
  globals: { __PATH_PREFIX__: "", __LAZY_START__: true, __POPOVER_SCRIPT__: "" },
  // A test's first import transforms and loads its module graph: 0.8 s for gatsby-browser's on a
  // quiet 2-core machine, past the default 5 s with a gatsby build running beside the suite (and a
  // test cut off mid-way leaks its late events into the next). No test waits on the clock for its
  // verdict, so the longer limit only makes a test that truly hangs take longer to report.
  testTimeout: 30_000,
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
};
