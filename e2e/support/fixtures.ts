// The test and expect our own specs use: every page a test opens is watched for console errors,
// uncaught exceptions and Content-Security-Policy violations, and the test fails if any appear, so
// every test is also a CSP test. Requests to the analytics stand-in's address are answered here, so
// these specs do not depend on the collector (the analytics spec starts the real one).
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { TEST_ANALYTICS_ORIGIN } from "../../testing/testBuild";
import { theme } from "../../src/theme";

interface PageProblems {
  /** Console errors and page errors seen so far, one line each. */
  problems: string[];
  /**
   * Puts a context the test opened itself (`browser.newContext()`) under the same watch as the
   * fixture's pages: its console errors, page errors and CSP violations fail the test too.
   */
  watch: (context: BrowserContext) => Promise<void>;
}

/**
 * Watches every page of `context` for console errors, uncaught exceptions and CSP violations,
 * adding one line each to `problems`, except those matching `expected` (a test that throws on
 * purpose). For specs that open contexts of their own (e2e/analytics.spec.ts) as well as the
 * fixture's.
 */
export async function watchContext(
  context: BrowserContext,
  problems: string[],
  expected?: RegExp,
): Promise<void> {
  const report = (line: string) => {
    if (!expected?.test(line)) problems.push(line);
  };
  const watch = (page: Page) => {
    page.on("console", (message) => {
      if (message.type() === "error") {
        const source = message.location().url;
        report(`console error on ${page.url()}: ${message.text()}${source ? ` (${source})` : ""}`);
      }
    });
    page.on("pageerror", (error) => {
      report(`page error on ${page.url()}: ${error.message}`);
    });
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  // Registered before any page script runs; the browser also logs most violations, not all.
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`,
      ),
    ),
  );
}

/** Answers the analytics stand-in's address here, so these specs do not need the collector. */
const answerAnalytics = (context: BrowserContext) =>
  context.route(`${TEST_ANALYTICS_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "{}" }),
  );

export const test = base.extend<PageProblems>({
  problems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      await watchContext(context, problems);
      await answerAnalytics(context);
      await use(problems);
      expect(problems, "console errors and page errors").toEqual([]);
    },
    { auto: true },
  ],
  // Named `provide`, not `use`: the React hooks lint rule takes `use` inside `watch` for a hook.
  watch: async ({ problems }, provide) => {
    await provide(async (context) => {
      await watchContext(context, problems);
      await answerAnalytics(context);
    });
  },
});

export { expect };

/** True in the small-screen project, where the navigation hides behind a toggle. */
export const isSmallScreen = (page: Page): boolean =>
  (page.viewportSize()?.width ?? 0) < theme.breakpoints.nav;
