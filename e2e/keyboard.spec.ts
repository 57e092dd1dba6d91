// Keyboard only, on one page of each template: Tab reaches every visible link, button, disclosure
// (the FAQ's <summary>) and scrollable code block, the focused element always shows a focus ring
// and is not hidden under the fixed bar, and Tab cycles back to the start (no trap).
import type { Page } from "@playwright/test";
import { templateRoutes } from "../checks/templates";
import { expect, isSmallScreen, test } from "./support/fixtures";
import { expectExpanded, menuToggle, openPage } from "./support/pages";

interface Stop {
  key: string;
  outline: string;
  /** The focused element is covered by the fixed bar (WCAG 2.4.11). */
  obscured: boolean;
}

/** Labels every visible control with a stable key; returns the keys in document order. */
const labelControls = (page: Page) =>
  page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex="0"]',
      ),
    ].filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true }) && !element.closest("[inert]"),
    );
    return controls.map((element, index) => {
      const key = `${index}:${element.tagName.toLowerCase()}:${(element.textContent ?? "").trim().slice(0, 30)}`;
      element.dataset.kbKey = key;
      return key;
    });
  });

const focusedStop = (page: Page) =>
  page.evaluate((): Stop | null => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    // Covered: what is drawn at the element's centre belongs to the fixed bar, not to the element.
    const header = document.getElementById("site-header");
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const obscured =
      !!header &&
      !header.contains(element) &&
      !!top &&
      header.contains(top) &&
      !element.contains(top);
    return {
      key: element.dataset.kbKey ?? `unlabelled ${element.tagName}`,
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      obscured,
    };
  });

/** Presses Tab until focus comes back to the first control; returns every stop on the way. */
async function tabAround(page: Page, expected: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let presses = 0; presses < expected * 2 + 5; presses += 1) {
    await page.keyboard.press("Tab");
    const stop = await focusedStop(page);
    if (!stop) continue; // focus left the document (browser chrome): the cycle continues
    if (stops.length > 0 && stop.key === stops[0]?.key) return stops;
    stops.push(stop);
  }
  throw new Error(
    `Tab never came back to the first control: ${stops.map((s) => s.key).join(" > ")}`,
  );
}

for (const { route } of templateRoutes()) {
  test(`keyboard only on ${route}: every control reached, focus visible, no trap`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, route);
    const controls = await labelControls(page);
    expect(controls.length, "links, buttons and fields on the page").toBeGreaterThan(5);
    const stops = await tabAround(page, controls.length);
    expect(stops.map((stop) => stop.key)).toEqual(controls);
    for (const stop of stops) {
      expect(stop.outline, `focus ring on ${stop.key}`).not.toMatch(/^none|^\S+ 0px$/);
      expect(stop.obscured, `${stop.key} hidden under the fixed bar`).toBe(false);
    }
  });
}

test(
  "keyboard only: the small-screen menu opens, its links are reached, Escape closes it",
  { tag: "@mobile" },
  async ({ page }) => {
    await openPage(page, "/");
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expectExpanded(menuToggle(page), true);
    const reached: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press("Tab");
      reached.push(await page.evaluate(() => (document.activeElement?.textContent ?? "").trim()));
    }
    // The bar's own "Schedule a Call" stays beside the toggle; the menu repeats none.
    expect(reached).toEqual([
      "The System",
      "Testimonials",
      "Success Stories",
      "Newsletter",
      "Contact",
    ]);
    await page.keyboard.press("Escape");
    await expectExpanded(menuToggle(page), false);
    await expect(menuToggle(page)).toBeFocused();
  },
);

test("keyboard only: the Newsletter dropdown opens with Enter and its items are next in Tab order", async ({
  page,
}) => {
  await openPage(page, "/");
  if (isSmallScreen(page)) {
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
  }
  // The home page has links of the same names (the newsletter call to action): look in the menu.
  const nav = page.getByRole("navigation", { name: "Main" });
  const header = nav.getByRole("button", { name: "Newsletter" });
  await header.focus();
  await page.keyboard.press("Enter");
  await expectExpanded(header, true);
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Latest Issues" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Subscribe" })).toBeFocused();
  // Tabbing on past the last item leaves the dropdown, which closes (no trap).
  await page.keyboard.press("Tab");
  await expectExpanded(header, false);
});
