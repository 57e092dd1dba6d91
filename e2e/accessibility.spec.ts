// axe (WCAG 2.0/2.1/2.2 A and AA) on the navigation's open states, small-screen menu and Newsletter
// dropdown, in the light and the dark colour scheme (each page template, closed, is checked in both
// in site.spec.ts). Colours come from the same tokens everywhere, so what passes here passes on
// every page.
import type { Page } from "@playwright/test";
import { expect, isSmallScreen, test } from "./support/fixtures";
import { axeReport } from "./support/axe";
import {
  mainNav,
  newsletterButton,
  openPage,
  showColorScheme,
  showNavigation,
} from "./support/pages";

async function expectNoViolationInEitherScheme(page: Page, state: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await showColorScheme(page, scheme);
    expect(await axeReport(page), `axe violations with ${state} (${scheme})`).toBe("");
  }
}

test.describe("axe finds no WCAG A/AA violation, light or dark", () => {
  test("with the small-screen menu open", async ({ page }) => {
    test.skip(!isSmallScreen(page), "the menu is always open on wide screens");
    await openPage(page, "/");
    await showNavigation(page);
    await expect(page.getByRole("button", { name: "Close navigation menu" })).toBeVisible();
    await expectNoViolationInEitherScheme(page, "the menu open");
  });

  test("with the Newsletter dropdown open", async ({ page }) => {
    await openPage(page, "/");
    await showNavigation(page);
    await newsletterButton(page).click();
    await expect(mainNav(page).getByRole("link", { name: "Newsletter Archive" })).toBeVisible();
    await expectNoViolationInEitherScheme(page, "the dropdown open");
  });
});
