// axe (WCAG 2.0/2.1/2.2 A and AA) on the navigation's open states, small-screen menu and Newsletter
// dropdown, in the light and the dark colour scheme (each page template, closed, is checked in both
// in site.spec.ts). Colours come from the same tokens everywhere, so what passes here passes on
// every page.
import type { Locator, Page } from "@playwright/test";
import { templateRoutes } from "../checks/templates";
import { expect, test } from "./support/fixtures";
import { axeReport } from "./support/axe";
import {
  expectExpanded,
  mainNav,
  menuToggle,
  newsletterButton,
  openPage,
  showColorScheme,
  showNavigation,
} from "./support/pages";

/** WCAG contrast ratio of two computed colours ("rgb(r, g, b)"). */
function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/[\d.]+/g) ?? []).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

async function expectNoViolationInEitherScheme(page: Page, state: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await showColorScheme(page, scheme);
    expect(await axeReport(page), `axe violations with ${state} (${scheme})`).toBe("");
  }
}

test.describe("axe finds no WCAG A/AA violation, light or dark", () => {
  // Two full axe passes over the home page: 26 s, and over 30 s, beside a build on two cores.
  test.describe.configure({ timeout: 60_000 });

  test("with the small-screen menu open", { tag: "@mobile" }, async ({ page }) => {
    await openPage(page, "/");
    await showNavigation(page);
    await expectExpanded(menuToggle(page), true);
    await expectNoViolationInEitherScheme(page, "the menu open");
  });

  test("with the Newsletter dropdown open", async ({ page }) => {
    await openPage(page, "/");
    await showNavigation(page);
    await newsletterButton(page).click();
    await expect(mainNav(page).getByRole("link", { name: "Latest Issues" })).toBeVisible();
    await expectNoViolationInEitherScheme(page, "the dropdown open");
  });
});

// What axe cannot see, measured the way a WCAG 2.2 audit by hand does: where keyboard focus lands
// with the small-screen menu open (2.4.11), the header under text-spacing overrides and larger
// text (1.4.12, 1.4.4), and the focus ring's contrast on the closing band (1.4.11).

/** Where the focused element is: in the navigation, shown at its own centre, inside the screen. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      name: `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`,
      inNavigation: !!element.closest("nav[aria-label='Main']"),
      menuOpen: document.getElementById("site-menu")?.matches(":popover-open") === true,
      // Nothing (the panel, the veil, the bar) is drawn over it.
      shown: !!top && element.contains(top),
    };
  });

test(
  "with the small-screen menu open, Tab never puts focus under the menu or the bar",
  { tag: "@mobile" },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const issue = templateRoutes().find(({ route }) =>
      /^\/newsletter\/(?!archive\/|topics\/)/.test(route),
    );
    for (const route of ["/", issue?.route ?? "missing issue template"]) {
      await openPage(page, route);
      await menuToggle(page).focus();
      await page.keyboard.press("Enter");
      await expectExpanded(menuToggle(page), true);
      const walk: string[] = [];
      let leftMenu = false;
      for (let press = 0; press < 12; press += 1) {
        await page.keyboard.press("Tab");
        const state = await focusState(page);
        if (!state) continue;
        walk.push(state.name);
        const where = `${route}, Tab ${press + 1}: ${walk.join(" > ")}`;
        // Focus outside the menu while it is open would be under its panel or veil.
        if (state.menuOpen) expect(state.inNavigation, where).toBe(true);
        expect(state.shown, `${where}: covered`).toBe(true);
        if (!state.inNavigation) leftMenu = true;
      }
      expect(leftMenu, `${route}: Tab went on into the page`).toBe(true);
      await expectExpanded(menuToggle(page), false);
    }
  },
);

// WCAG 1.4.12's bookmarklet values, and larger text: the root font at 150% and 200%. With each,
// nothing on the page may stick out sideways either (every template at 200 % and 320 px:
// e2e/layout.spec.ts).
const TEXT_SETTINGS = [
  {
    setting: "text spacing",
    cssText: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`,
  },
  { setting: "150% font", cssText: "html { font-size: 150% !important; }" },
  { setting: "200% font", cssText: "html { font-size: 200% !important; }" },
];

/**
 * Applies a visitor's style sheet through the CSSOM (a constructed sheet, as an extension would),
 * so the page's Content-Security-Policy has no inline style to refuse.
 */
const applyUserStyles = (page: Page, cssText: string) =>
  page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    // In place of the last setting's sheet: one page load serves every setting.
    document.adoptedStyleSheets = [sheet];
  }, cssText);

/** Each control's problem if it is not wholly on screen or not what a click at its centre hits. */
const offScreenOrCovered = (controls: Locator) =>
  controls.evaluateAll((elements) =>
    elements.flatMap((element) => {
      element.scrollIntoView({ block: "nearest" });
      const rect = element.getBoundingClientRect();
      const name = (element.textContent ?? "").trim() || element.getAttribute("aria-label");
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      const problems = [];
      if (rect.left < 0 || rect.right > window.innerWidth + 0.5) {
        problems.push(`${name}: x ${Math.round(rect.left)}-${Math.round(rect.right)}`);
      }
      if (!top || !element.contains(top)) problems.push(`${name}: not clickable at its centre`);
      return problems;
    }),
  );

test(
  "with text spacing or larger text, every header control stays on screen and clickable",
  { tag: "@once" },
  async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const width of [320, 1024, 1180, 1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, "/");
      for (const { setting, cssText } of TEXT_SETTINGS) {
        await applyUserStyles(page, cssText);
        const at = `${setting} at ${width} px`;
        const bar = page.locator("#site-header > div");
        const shown = bar.locator("a:visible, button:visible");
        // The logo and the toggle at least.
        expect(await shown.count(), at).toBeGreaterThanOrEqual(2);
        expect(await offScreenOrCovered(shown), at).toEqual([]);
        // The page itself never scrolls sideways to reach them: nothing sticks out on the right
        // (but the cards of a row that scrolls sideways in its own box, the home page's quotes).
        const sticksOut = await page.evaluate(
          (selector) =>
            [...document.querySelectorAll(selector)]
              .filter(
                (element) =>
                  element.getBoundingClientRect().right > window.innerWidth + 0.5 &&
                  !element.parentElement?.closest("ul[tabindex]"),
              )
              .map((element) => `${element.tagName} "${(element.textContent ?? "").slice(0, 30)}"`),
          "body *",
        );
        expect(sticksOut, at).toEqual([]);
        if (await menuToggle(page).isVisible()) {
          await menuToggle(page).click();
          const nav = mainNav(page);
          const inMenu = [
            nav.getByRole("button", { name: "Newsletter" }),
            // With the menu open, the bar's call is the one in reach.
            page
              .getByRole("banner")
              .getByRole("link", { name: "Schedule a Call" })
              .filter({ visible: true }),
          ];
          for (const control of inMenu) {
            expect(await offScreenOrCovered(control), `${at}, menu open`).toEqual([]);
          }
          await page.keyboard.press("Escape");
          await expectExpanded(menuToggle(page), false, at);
        }
      }
    }
  },
);

test(
  "the focus ring on the closing band has 3:1 against the band, light and dark",
  { tag: "@once" },
  async ({ page }) => {
    await openPage(page, "/");
    const band = page.locator("[data-placement='closing-cta']");
    const button = band.getByRole("link", { name: "Schedule a Call" });
    for (const scheme of ["light", "dark"] as const) {
      await showColorScheme(page, scheme);
      await button.focus();
      const colours = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          focusVisible: element.matches(":focus-visible"),
          ring: style.outlineColor,
          ringStyle: `${style.outlineStyle} ${style.outlineWidth}`,
          band: getComputedStyle(element.closest("[data-placement='closing-cta']") as Element)
            .backgroundColor,
        };
      });
      expect(colours.focusVisible, scheme).toBe(true);
      expect(colours.ringStyle, scheme).toMatch(/^solid [2-9]/);
      expect(
        contrastRatio(colours.ring, colours.band),
        `${scheme}: ${colours.ring} on ${colours.band}`,
      ).toBeGreaterThanOrEqual(3);
    }
  },
);
