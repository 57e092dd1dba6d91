// The page works from its first paint, before React hydrates it: every script of the site is held
// at a gate in the browser (testing/chromium.ts) until the test releases it, and a
// visitor taps the small-screen toggle, opens and closes the Newsletter dropdown, and searches the
// archive with Enter in that window. Each test first checks that the app has not started (Gatsby's
// window.___navigate is not there yet), acts, checks again that it still has not, then releases
// the scripts, waits for hydration and checks that what the visitor did is still so. The fixture
// fails a test on any console error (React's hydration errors #418/#423 among them) or policy
// violation (a form sent against form-action). No fixed sleeps: every step waits on a condition.
import type { Page } from "@playwright/test";
import { GATSBY_STARTED_GLOBAL } from "../src/node/gatsbyOutput";
import type { Held } from "../testing/gate";
import { holdScripts } from "../testing/chromium";
import { TEST_PATH_PREFIX } from "../testing/testBuild";
import { expect, isSmallScreen, test } from "./support/fixtures";
import {
  expectClosedByOutsideClick,
  expectExpanded,
  mainNav,
  menuToggle,
  newsletterButton,
  waitForHydration,
} from "./support/pages";

let scripts: Held;

// Serial: one page of scripts held at a time keeps this file from crowding a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  // Held in the browser: a request held on the server would keep one of the browser's six
  // connections busy, and the next page (the search's results) would wait for a free one.
  scripts = await holdScripts(page, /\.js$/);
});

test.afterEach(() => {
  scripts.release();
});

/** Opens a page and returns once it is parsed: painted, its scripts held on their way. */
async function openEarly(page: Page, path: string): Promise<void> {
  await page.goto(path.replace(/^\//, ""), { waitUntil: "domcontentloaded" });
  await expectNotStarted(page);
}

/** Gatsby's router has not started: nothing the visitor does is React's doing. */
async function expectNotStarted(page: Page): Promise<void> {
  expect(
    await page.evaluate((name) => !(name in window), GATSBY_STARTED_GLOBAL),
    "the app has not started yet",
  ).toBe(true);
}

/** The scripts released, hydration once they have arrived. */
const hydrated = (page: Page) => {
  scripts.release();
  return waitForHydration(page).then(() =>
    expect
      .poll(() =>
        page.evaluate(
          (name) => typeof (window as unknown as Record<string, unknown>)[name],
          GATSBY_STARTED_GLOBAL,
        ),
      )
      .toBe("function"),
  );
};

test(
  "the small-screen toggle opens and closes the menu before the scripts arrive, and it stays open through hydration",
  { tag: "@mobile" },
  async ({ page }) => {
    await openEarly(page, "/");
    const toggle = menuToggle(page);
    const link = mainNav(page).getByRole("link", { name: "Success Stories" });
    await expect(toggle).toHaveAccessibleName("Open navigation menu");
    await expectExpanded(toggle, false);
    await expect(link).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Close navigation menu");
    await expectExpanded(toggle, true);
    await expect(link).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Open navigation menu");
    await expectExpanded(toggle, false);
    await expect(link).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Close navigation menu");
    await expectNotStarted(page);

    await hydrated(page);
    await expect(toggle).toHaveAccessibleName("Close navigation menu");
    await expectExpanded(toggle, true);
    await expect(link).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Open navigation menu");
    await expect(link).toBeHidden();
  },
);

test("the Newsletter dropdown opens, closes on a click outside, and stays open through hydration", async ({
  page,
}) => {
  await openEarly(page, "/");
  if (isSmallScreen(page)) {
    await menuToggle(page).click();
    await expectExpanded(menuToggle(page), true);
  }
  const header = newsletterButton(page);
  const items = ["Latest Issues", "Subscribe"].map((name) =>
    mainNav(page).getByRole("link", { name, exact: true }),
  );
  await header.click();
  await expectExpanded(header, true);
  for (const item of items) await expect(item).toBeVisible();

  // A click on the page, outside the dropdown (and, on a phone, outside the menu too).
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await page.mouse.click(10, viewport.height - 10);
  await expectClosedByOutsideClick(page);
  for (const item of items) await expect(item).toBeHidden();

  if (isSmallScreen(page)) await menuToggle(page).click();
  // Closed, not merely hidden with the menu.
  await expectExpanded(header, false);
  await header.click();
  await expectExpanded(header, true);
  await expectNotStarted(page);

  await hydrated(page);
  await expectExpanded(header, true);
  for (const item of items) await expect(item).toBeVisible();
  // Still the platform's: Escape closes it and hands focus back to its header.
  await items[0]?.focus();
  await page.keyboard.press("Escape");
  await expectExpanded(header, false);
  await expect(header).toBeFocused();
});

// In the body of content/newsletter/what-engineering-leaders-should-measure.md and nowhere else
// (e2e/search.spec.ts checks that).
const WORD = "flashlight";

test(
  "the archive's search answers an Enter pressed before the scripts arrive, in place of the list",
  { tag: "@once" },
  async ({ page }) => {
    await openEarly(page, "/newsletter/archive/");
    const box = page.getByRole("searchbox", { name: "Search every issue" });
    await box.fill(WORD);
    await box.press("Enter");
    // The form is sent (no policy stops it) and the archive comes back with the query in its
    // address.
    await page.waitForURL((url) => url.searchParams.get("q") === WORD, {
      waitUntil: "domcontentloaded",
    });
    await expectNotStarted(page);

    await hydrated(page);
    await expect(page.getByRole("status")).toHaveText(`One issue matches “${WORD}”.`, {
      timeout: 30_000,
    });
    const results = page.getByRole("region", { name: "Search results" });
    await expect(results.getByRole("article")).toHaveCount(1);
    // The result's own link (its topics are links too, as in the list).
    await expect(
      results.getByRole("article").getByRole("heading").getByRole("link"),
    ).toHaveAttribute(
      "href",
      `${TEST_PATH_PREFIX}/newsletter/what-engineering-leaders-should-measure/`,
    );
    // The result stands in place of the list: the only issue on the page is the one found.
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
    await expect(box).toHaveValue(WORD);
  },
);
