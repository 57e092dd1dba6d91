// The Content-Security-Policy and the privacy promises in a real browser, against the test build
// (npm run build:test: analytics on, pointed at the stand-in's address). The fixture fails a test on
// any CSP violation or console error, in this file and every other; here, client-side navigation
// and the menus work under the policy, an injected inline script is blocked, a default visit stores
// nothing, and Do Not Track and Global Privacy Control stop all analytics.
import type { BrowserContext, Page } from "@playwright/test";
import { TEST_ANALYTICS_ORIGIN } from "../checks/testBuild";
import { HUMAN_LIKE_ARGS, CHROMIUM_PATH } from "../checks/chromium";
import { expect, test } from "./support/fixtures";
import { mainNav, openPage, showNavigation } from "./support/pages";

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
    __sameDocument?: boolean;
    __injected?: boolean;
  }
}

/** Answers the analytics host (no collector needed) and counts what is sent to it. */
async function countAnalyticsRequests(context: BrowserContext): Promise<{ count: number }> {
  const sent = { count: 0 };
  await context.route(`${TEST_ANALYTICS_ORIGIN}/**`, (route) => {
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
  test("client-side navigation and the menus work under the policy", async ({ page }) => {
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
  });

  test("an inline script that slipped into a page's content is blocked", async ({
    page,
    problems,
  }) => {
    // The built page as served, with a script the site did not write (as a Markdown file could
    // carry one; put outside React's root here, so hydration is not what it disturbs): the policy
    // the build wrote does not list it, so the browser must not run it.
    await page.route("**/privacy-policy/", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        "<body>",
        "<body><script>window.__injected=true;document.title='injected'</script>",
      );
      await route.fulfill({ response, body });
    });
    await openPage(page, "/privacy-policy/");
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
    await expect(page).not.toHaveTitle("injected");
    const blocked = problems.filter((line) =>
      /CSP violation: script-src-elem blocked inline|Content Security Policy/.test(line),
    );
    expect(blocked.length).toBeGreaterThan(0);
    problems.splice(0, problems.length, ...problems.filter((line) => !blocked.includes(line)));
  });
});

test.describe("privacy with analytics on", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 1024,
    "once, at 1280 px: width plays no part",
  );

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
    await visit(page, sent);
    expect(await context.cookies()).toEqual([]);
    const stored = await page.evaluate(() => ({
      localStorage: Object.keys(window.localStorage),
      sessionStorage: Object.keys(window.sessionStorage),
    }));
    expect(stored).toEqual({ localStorage: [], sessionStorage: [] });
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
      await open(page, "/");
      await showNavigation(page);
      await mainNav(page).getByRole("link", { name: "Success Stories" }).click();
      await expect(page).toHaveURL(/\/case-study\/$/);
      // As long as the default visit above needs at most to send its first event.
      await page.waitForTimeout(ANALYTICS_WAIT_MS);
      expect(sent.count).toBe(0);
    });
  }
});
