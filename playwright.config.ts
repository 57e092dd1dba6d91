/**
 * Browser suite (npm run test:e2e): Debian's Chromium against the production build in public/,
 * served GitHub-Pages style on loopback by the global setup. Build first (npm run build:test);
 * Playwright neither builds the site nor downloads browsers.
 * https://playwright.dev/docs/test-configuration
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";
import { DEFAULT_PORT, HOST } from "./e2e/support/server";

// Read by the global setup (same process) and by the workers (inherited environment).
process.env.E2E_PUBLIC_DIR ??= "public";
process.env.E2E_PORT ??= String(DEFAULT_PORT);
process.env.E2E_PREFIX ??= "";

// Ends in a slash so page paths resolve under the prefix (openPage strips their leading slash).
const baseURL = `http://${HOST}:${process.env.E2E_PORT}${process.env.E2E_PREFIX}/`;

const chromium = {
  browserName: "chromium" as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: "e2e",
  testMatch: "*.spec.ts",
  // The path-prefix smoke runs against its own build (playwright.prefix.config.ts).
  testIgnore: "prefix/**",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a flaky check is a failing check, here and in CI.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: "list",
  outputDir: "test-results",
  globalSetup: "./e2e/support/global-setup.ts",
  globalTeardown: "./e2e/support/global-teardown.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "mobile-390",
      use: {
        ...devices["Desktop Chrome"],
        ...chromium,
        viewport: { width: 390, height: 844 },
        hasTouch: false,
        isMobile: false,
      },
    },
    {
      name: "desktop-1280",
      use: { ...devices["Desktop Chrome"], ...chromium, viewport: { width: 1280, height: 800 } },
    },
  ],
});
