// The Content-Security-Policy in a real browser, against the test build
// (npm run build:test: analytics on, pointed at the stand-in's address). The fixture fails a test
// on any CSP violation or console error, in this file and every other; here, client-side navigation
// and the menus work under the policy and an injected inline script is blocked. (What analytics
// stores and sends, and that Do Not Track and Global Privacy Control stop it: analytics.spec.ts.)
import { HUMAN_LIKE_ARGS, CHROMIUM_PATH, chromeUserAgent } from "../testing/chromium";
import type { Collector } from "../testing/collector";
import type { Page } from "@playwright/test";
import { allArrived, countSends, leave, sentCount, takeCollectorPort } from "./support/collecting";
import { expect, test } from "./support/fixtures";
import { expectExpanded, mainNav, openPage, showNavigation } from "./support/pages";

// Analytics sends nothing from browsers that look automated (navigator.webdriver,
// "HeadlessChrome"): without these the CSP checks would never see it send. launchOptions can only
// be set for a whole file.
test.use({
  userAgent: chromeUserAgent("140"),
  launchOptions: { executablePath: CHROMIUM_PATH, args: HUMAN_LIKE_ARGS },
});

declare global {
  interface Window {
    __sameDocument?: boolean;
    __injected?: boolean;
  }
}

// So analytics sends, and a page closed at a test's end sends its last events by beacon, past the
// fixture's route, to the stand-in's port. These tests hold that port while they run (the
// collector project runs its specs one at a time), and each waits for what its pages sent, so
// those events never land in another spec's count.
test.describe("the Content-Security-Policy, analytics sending", () => {
  let collector: Collector | undefined;
  test.beforeAll(async () => {
    collector = await takeCollectorPort();
  });
  test.beforeEach(async ({ context }) => {
    // Analytics' requests reach the collector here (the fixture answers them elsewhere), counted.
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await countSends(context);
    collector?.clear();
  });
  test.afterEach(async ({ context }) => {
    for (const page of context.pages()) await leave(page);
    if (collector) await allArrived(collector, context);
  });
  test.afterAll(async () => {
    await collector?.stop();
  });
  /** Resolves once analytics has sent something more (under the policy) and it has arrived. */
  const sentMore = async (page: Page, act: () => Promise<unknown>) => {
    const before = await sentCount(page.context());
    await act();
    await expect
      .poll(() => sentCount(page.context()), { message: "sent to the collector" })
      .toBeGreaterThan(before);
    if (collector) await allArrived(collector, page.context());
  };

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });
      test("client-side navigation and the menus work under the policy", async ({ page }) => {
        await sentMore(page, () => openPage(page, "/"));
        await page.evaluate(() => {
          window.__sameDocument = true;
        });

        await showNavigation(page);
        const dropdown = mainNav(page).getByRole("button", { name: "Newsletter" });
        await dropdown.click();
        await expectExpanded(dropdown, true);
        await mainNav(page).getByRole("link", { name: "Latest Issues" }).click();
        await expect(page).toHaveURL(/\/newsletter\/archive\/$/);

        await showNavigation(page);
        await sentMore(page, async () => {
          await mainNav(page).getByRole("link", { name: "Success Stories" }).click();
          await expect(page).toHaveURL(/\/case-study\/$/);
        });

        // Gatsby's router changed pages without reloading: the marker set on the first page
        // remains.
        expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
      });
    });
  }
});

test.describe("the Content-Security-Policy", () => {
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
