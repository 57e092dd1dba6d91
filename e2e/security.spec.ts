// The Content-Security-Policy and the privacy promises in a real browser, against the test build
// (npm run build:test: analytics on, pointed at http://127.0.0.1:4318). Every page loads with no
// CSP violation and no console error; client-side navigation and the menus work under the policy;
// a default visit stores nothing; Do Not Track and Global Privacy Control stop all analytics.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_PATH, HUMAN_LIKE_ARGS } from "./support/chromium";
import { mainNav, openPage, showNavigation, waitForHydration } from "./support/pages";
import { listRoutes } from "./support/routes";

const routes = listRoutes(process.env.E2E_PUBLIC_DIR);
const ANALYTICS_ORIGIN = "http://127.0.0.1:4318";
// An ordinary desktop Chrome: posthog-js drops every event from "HeadlessChrome".
const CHROME_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
// Long enough for the analytics module to load posthog-js after the page is idle and send.
const ANALYTICS_WAIT_MS = 10_000;

// posthog-js ignores browsers that look automated (navigator.webdriver, "HeadlessChrome"). Without
// these the privacy checks would pass because nothing is ever sent, whatever the site does, and the
// CSP checks would never see posthog-js run. launchOptions can only be set for a whole file.
test.use({
  userAgent: CHROME_USER_AGENT,
  launchOptions: { executablePath: CHROMIUM_PATH, args: HUMAN_LIKE_ARGS },
});

declare global {
  interface Window {
    __cspViolations?: string[];
    __sameDocument?: boolean;
  }
}

interface Watch {
  violations: () => Promise<string[]>;
  consoleErrors: string[];
}

/**
 * Records CSP violations (a listener registered before any page script) and console errors
 * (blocked scripts are reported there too) for every document the page loads.
 */
async function watch(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ` +
          `(${event.sourceFile}:${event.lineNumber}) sample: ${event.sample}`,
      );
    });
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
  return {
    violations: () => page.evaluate(() => window.__cspViolations ?? []),
    consoleErrors,
  };
}

/** Answers the analytics host (no collector needed) and counts what is sent to it. */
async function countAnalyticsRequests(context: BrowserContext): Promise<{ count: number }> {
  const sent = { count: 0 };
  await context.route(`${ANALYTICS_ORIGIN}/**`, (route) => {
    sent.count += 1;
    return route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
  });
  return sent;
}

async function open(page: Page, route: string): Promise<void> {
  await openPage(page, route);
  await page.waitForLoadState("networkidle");
}

test.describe("the Content-Security-Policy", () => {
  for (const route of routes) {
    test(`${route} runs with no CSP violation and no console error`, async ({ page, context }) => {
      await countAnalyticsRequests(context);
      const watched = await watch(page);
      await open(page, route);
      const policy = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute("content");
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      const scriptSrc = policy?.split(";").find((part) => part.trim().startsWith("script-src"));
      expect(scriptSrc).not.toMatch(/unsafe/);
      expect(await watched.violations()).toEqual([]);
      expect(watched.consoleErrors).toEqual([]);
    });
  }

  test("the 404 page runs with no CSP violation", async ({ page, context }) => {
    await countAnalyticsRequests(context);
    const watched = await watch(page);
    const response = await page.goto("no-such-page/");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await watched.violations()).toEqual([]);
    // The browser logs the 404 answer itself; nothing else may appear.
    expect(watched.consoleErrors.filter((line) => !/status of 404/.test(line))).toEqual([]);
  });

  test("client-side navigation and the menus work under the policy", async ({ page, context }) => {
    await countAnalyticsRequests(context);
    const watched = await watch(page);
    await open(page, "/");
    await page.evaluate(() => {
      window.__sameDocument = true;
    });

    await showNavigation(page);
    const dropdown = mainNav(page).getByRole("button", { name: "Newsletter" });
    await dropdown.click();
    await expect(dropdown).toHaveAttribute("aria-expanded", "true");
    await mainNav(page).getByRole("link", { name: "Newsletter Archive" }).click();
    await expect(page).toHaveURL(/\/newsletter\/archive\/$/);

    await showNavigation(page);
    await mainNav(page).getByRole("link", { name: "Success Stories" }).click();
    await expect(page).toHaveURL(/\/case-study\/$/);
    await page.waitForLoadState("networkidle");

    // Gatsby's router changed pages without reloading: the marker set on the first page remains.
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    expect(await watched.violations()).toEqual([]);
    expect(watched.consoleErrors).toEqual([]);
  });
});

test.describe("privacy with analytics on", () => {
  /** Visits two pages (the second by client-side navigation) and waits for analytics to send. */
  async function visit(page: Page, sent: { count: number }): Promise<void> {
    await open(page, "/");
    await showNavigation(page);
    await mainNav(page).getByRole("link", { name: "Success Stories" }).click();
    await expect(page).toHaveURL(/\/case-study\/$/);
    await expect.poll(() => sent.count, { timeout: ANALYTICS_WAIT_MS }).toBeGreaterThan(0);
  }

  test("a default visit sends analytics and leaves no cookie or storage key", async ({
    page,
    context,
  }) => {
    const sent = await countAnalyticsRequests(context);
    const watched = await watch(page);
    await visit(page, sent);
    expect(await context.cookies()).toEqual([]);
    const stored = await page.evaluate(() => ({
      localStorage: Object.keys(window.localStorage),
      sessionStorage: Object.keys(window.sessionStorage),
    }));
    expect(stored).toEqual({ localStorage: [], sessionStorage: [] });
    expect(await watched.violations()).toEqual([]);
    expect(watched.consoleErrors).toEqual([]);
  });

  const signals: { name: string; header: Record<string, string>; install: () => void }[] = [
    {
      name: "Do Not Track",
      header: { DNT: "1" },
      install: () => {
        Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" });
      },
    },
    {
      name: "Global Privacy Control",
      header: { "Sec-GPC": "1" },
      install: () => {
        Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
      },
    },
  ];

  for (const signal of signals) {
    test(`with ${signal.name} on, nothing is sent to the analytics host`, async ({
      page,
      context,
    }) => {
      const sent = await countAnalyticsRequests(context);
      await context.setExtraHTTPHeaders(signal.header);
      await page.addInitScript(signal.install);
      const watched = await watch(page);
      await open(page, "/");
      await showNavigation(page);
      await mainNav(page).getByRole("link", { name: "Success Stories" }).click();
      await expect(page).toHaveURL(/\/case-study\/$/);
      // As long as the default visit above needs at most to send its first event.
      await page.waitForTimeout(ANALYTICS_WAIT_MS);
      expect(sent.count).toBe(0);
      expect(await watched.violations()).toEqual([]);
      expect(watched.consoleErrors).toEqual([]);
    });
  }
});
