// axe (WCAG 2.0/2.1/2.2 A and AA) on the navigation in each of its states: small-screen menu open,
// Newsletter dropdown open (each page template is checked closed in site.spec.ts); then in the dark
// colour scheme, one page per template and the navigation's open states.
import { templateRoutes } from "../checks/templates";
import { expect, isSmallScreen, test } from "./support/fixtures";
import { axeReport } from "./support/axe";
import { mainNav, newsletterButton, openPage, showNavigation } from "./support/pages";

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
    await expect(mainNav(page).getByRole("link", { name: "Newsletter Archive" })).toBeVisible();
    expect(await axeReport(page), "axe violations with the dropdown open").toBe("");
  });
});

// The dark palette, per template (one page of each kind: the same components as the rest), and the
// navigation's open states. Colours come from the same tokens, so what passes here passes everywhere.
test.describe("axe finds no WCAG A/AA violation in the dark colour scheme", () => {
  test.use({ colorScheme: "dark" });

  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  for (const { route } of templateRoutes(process.env.E2E_PUBLIC_DIR)) {
    test(`on ${route}`, async ({ page }) => {
      await openPage(page, route);
      expect(await axeReport(page), `axe violations on ${route} (dark)`).toBe("");
    });
  }

  test("with the small-screen menu open", async ({ page }) => {
    test.skip(!isSmallScreen(page), "the menu is always open on wide screens");
    await openPage(page, "/");
    await showNavigation(page);
    expect(await axeReport(page), "axe violations with the menu open (dark)").toBe("");
  });

  test("with the Newsletter dropdown open", async ({ page }) => {
    await openPage(page, "/");
    await showNavigation(page);
    await newsletterButton(page).click();
    await expect(mainNav(page).getByRole("link", { name: "Newsletter Archive" })).toBeVisible();
    expect(await axeReport(page), "axe violations with the dropdown open (dark)").toBe("");
  });
});
