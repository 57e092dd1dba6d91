// Build-level tests (npm run test:build): real `gatsby build` / `gatsby develop` runs of temporary
// copies of the project, in __tests__/build/. Unit tests run with jest.config.js.
const unit = require("./jest.config");

module.exports = {
  testEnvironment: "node",
  transform: unit.transform,
  testMatch: ["<rootDir>/__tests__/build/**/*.build-test.ts"],
};
