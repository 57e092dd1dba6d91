/**
 * Browser suite (npm run test:e2e): Debian's Chromium against the production build in public/,
 * served GitHub-Pages style on loopback (checks/serve.ts, started as Playwright's webServer). Build
 * first (npm run build:test); Playwright neither builds the site nor downloads browsers.
 * E2E_PORT moves the server; E2E_PUBLIC_DIR and E2E_PREFIX serve another build under a prefix.
 * https://playwright.dev/docs/test-configuration
 */
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./checks/chromium";
import { HOST } from "./checks/serve";

// Read here and by the workers (inherited environment), which list the pages to visit.
process.env.E2E_PUBLIC_DIR ??= "public";
process.env.E2E_PORT ??= "9100";
process.env.E2E_PREFIX ??= "";
const { E2E_PUBLIC_DIR, E2E_PORT, E2E_PREFIX } = process.env;

// Ends in a slash so page paths resolve under the prefix (openPage strips their leading slash).
const baseURL = `http://${HOST}:${E2E_PORT}${E2E_PREFIX}/`;

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
  webServer: {
    command: `npx tsx checks/serve.ts ${E2E_PUBLIC_DIR} --port ${E2E_PORT} --prefix "${E2E_PREFIX}"`,
    url: baseURL,
    reuseExistingServer: false,
  },
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
