// axe (WCAG 2.0/2.1/2.2 A and AA) on the navigation in each of its states: small-screen menu open,
// Newsletter dropdown open. (Each page template is checked closed in site.spec.ts.)
import { expect, isSmallScreen, test } from "./support/fixtures";
import { axeReport } from "./support/axe";
import { newsletterButton, openPage, showNavigation } from "./support/pages";

test.describe("axe finds no WCAG A/AA violation", () => {
  // Transitions finished before axe reads colours: it must not judge a half-faded menu.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("with the small-screen menu open", async ({ page }) => {
    test.skip(!isSmallScreen(page), "the menu is always open on wide screens");
    await openPage(page, "/");
    await showNavigation(page);
    await expect(page.getByRole("button", { name: "Close navigation menu" })).toBeVisible();
    expect(await axeReport(page), "axe violations with the menu open").toBe("");
  });

  test("with the Newsletter dropdown open", async ({ page }) => {
    await openPage(page, "/");
    await showNavigation(page);
    await newsletterButton(page).click();
    await expect(page.getByRole("link", { name: "Latest Issues" })).toBeVisible();
    expect(await axeReport(page), "axe violations with the dropdown open").toBe("");
  });
});
