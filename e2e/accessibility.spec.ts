// axe (WCAG 2.0/2.1/2.2 A and AA) on every built page at 390 px and 1280 px, and on the navigation
// in each of its states: small-screen menu open, Newsletter dropdown open; then the same in the dark
// colour scheme, one page per template.
import { expect, isSmallScreen, test } from "./support/fixtures";
import { axeReport } from "./support/axe";
import { mainNav, newsletterButton, openPage, showNavigation } from "./support/pages";
import { listRoutes } from "./support/routes";

const routes = listRoutes(process.env.E2E_PUBLIC_DIR);

test.describe("axe finds no WCAG A/AA violation", () => {
  // Transitions finished before axe reads colours: it must not judge a half-faded menu.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  for (const route of routes) {
    test(`on ${route}`, async ({ page }) => {
      await openPage(page, route);
      expect(await axeReport(page), `axe violations on ${route}`).toBe("");
    });
  }

  test("on the 404 page", async ({ page, problems }) => {
    await openPage(page, "/no-such-page/");
    expect(await axeReport(page), "axe violations on the 404 page").toBe("");
    problems.splice(
      0,
      problems.length,
      ...problems.filter((line) => !/status of 404 .*no-such-page/.test(line)),
    );
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

  const templates = [
    "/",
    "/case-study/",
    routes.find((route) => /^\/case-study\/.+\//.test(route)),
    "/newsletter/archive/",
    routes.find((route) => /^\/newsletter\/(?!archive\/).+\//.test(route)),
    "/privacy-policy/",
  ].filter((route): route is string => typeof route === "string");

  for (const route of templates) {
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
