/**
 * Browser suite (npm run test:e2e): Debian's Chromium against the test build in public/, served
 * GitHub-Pages style under its path prefix on loopback (testing/serve.ts, started as Playwright's
 * webServer). Build first (npm run build:test); Playwright neither builds the site nor downloads
 * browsers. E2E_PORT moves the server.
 * https://playwright.dev/docs/test-configuration
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./testing/chromium";
import { HOST } from "./testing/serve";
import { TEST_PATH_PREFIX } from "./testing/testBuild";

const port = process.env.E2E_PORT ?? "9100";
/** The specs that count what reaches the analytics stand-in: they share its one port. */
const COLLECTOR_SPECS = [
  "analytics.spec.ts",
  "thank-you.spec.ts",
  "security.spec.ts",
  "subscribe.spec.ts",
];
// Ends in a slash so page paths resolve under the prefix (openPage strips their leading slash).
const baseURL = `http://${HOST}:${port}${TEST_PATH_PREFIX}/`;

const chromium = {
  browserName: "chromium" as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: "e2e",
  testMatch: "*.spec.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a flaky check is a failing check, here and in CI.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: "list",
  outputDir: "test-results",
  webServer: {
    command: `npx tsx testing/serve.ts public --port ${port} --prefix ${TEST_PATH_PREFIX}`,
    url: baseURL,
    reuseExistingServer: false,
  },
  use: {
    baseURL,
    // Recording a trace of every test made the suite 13% slower (189 s against 164 s here), and a
    // CI log cannot hold one: rerun a failing test with --trace on to record it.
    trace: "off",
    serviceWorkers: "block",
  },
  // Tests are chosen per project, not skipped at run time (a skipped test still pays for its
  // fixtures): @mobile runs only at 390 px (the small-screen menu, the first acts), @once where the
  // width plays no part or the test sets its own (at 1280 px), and the specs that need the
  // analytics collector's one port run in their own project, one at a time.
  projects: [
    {
      name: "mobile-390",
      testIgnore: COLLECTOR_SPECS,
      grepInvert: /@once\b/,
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
      testIgnore: COLLECTOR_SPECS,
      grepInvert: /@mobile\b/,
      use: { ...devices["Desktop Chrome"], ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: "collector",
      testMatch: COLLECTOR_SPECS,
      workers: 1,
      use: { ...devices["Desktop Chrome"], ...chromium, viewport: { width: 1280, height: 800 } },
    },
  ],
});
