// Build-level tests (npm run test:build): real `gatsby build` / `gatsby develop` runs of temporary
// copies of the project, in __tests__/build/, and the tests that read the repository's own content
// as shipped (the launch check's: they would fail once the coach replaces the samples, so the
// deploy, which runs only the unit tests, does not run them). Unit tests run with jest.config.js.
const unit = require("./jest.config");

module.exports = {
  testEnvironment: "node",
  transform: unit.transform,
  transformIgnorePatterns: unit.transformIgnorePatterns,
  moduleNameMapper: unit.moduleNameMapper,
  globals: unit.globals,
  testMatch: ["<rootDir>/__tests__/build/**/*.build-test.ts"],
};
