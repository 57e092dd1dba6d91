/**
 * The path-prefix smoke test (npm run test:prefix, see scripts/test-prefix.sh): the prefixed build
 * in public-prefixed/ served under /coaching-site/, one wide browser.
 * https://playwright.dev/docs/test-configuration
 */
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

export default defineConfig({
  ...base,
  testDir: "e2e/prefix",
  testMatch: "*.spec.ts",
  testIgnore: [],
  projects: (base.projects ?? []).filter((project) => project.name === "desktop-1280"),
});
