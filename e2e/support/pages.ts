// Helpers shared by our specs: opening a page once React has taken it over, and finding the shell's
// landmarks and controls by role.
import { expect, type Locator, type Page, type Response } from "@playwright/test";
import { waitForHydration } from "../../testing/hydration";

export { waitForHydration };
import { palettes } from "../../src/theme";

/** "#11181b" -> "rgb(17, 24, 27)", as getComputedStyle writes colours. */
export const rgb = (hex: string): string =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

/** The site's main navigation landmark. */
export const mainNav = (page: Page): Locator => page.getByRole("navigation", { name: "Main" });

/**
 * The small-screen menu toggle, whichever of its two names it carries ("Open navigation menu"
 * while the menu is closed, "Close navigation menu" while it is open); its state also reported as
 * expanded (isExpanded).
 */
export const menuToggle = (page: Page): Locator =>
  mainNav(page).getByRole("button", { name: /^(Open|Close) navigation menu$/ });

/** The Newsletter dropdown header. */
export const newsletterButton = (page: Page): Locator =>
  mainNav(page).getByRole("button", { name: "Newsletter" });

/** Opens a path (relative to baseURL, so the path prefix applies) and waits for hydration. */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path.replace(/^\//, ""));
  await waitForHydration(page);
  return response;
}

/** Where the visitor is, without origin or path prefix: "/case-study/", "/#the-system". */
export function sitePath(page: Page, baseURL: string): string {
  const base = new URL(baseURL.endsWith("/") ? baseURL : `${baseURL}/`);
  const url = new URL(page.url());
  const path = url.pathname.startsWith(base.pathname)
    ? `/${url.pathname.slice(base.pathname.length)}`
    : url.pathname;
  return `${path}${url.hash}`;
}

/**
 * On small screens, opens the navigation menu (no-op on wide screens, where it is always shown).
 */
export async function showNavigation(page: Page): Promise<void> {
  const toggle = menuToggle(page);
  if (await toggle.isVisible()) {
    if (!(await isExpanded(toggle))) await toggle.click();
    await page.locator("#site-menu").evaluate((menu) =>
      // Wait out the opening animation so clicks land where the links end up.
      Promise.all(menu.getAnimations().map((animation) => animation.finished)),
    );
  }
}

/**
 * Switches the page to a colour scheme and resolves once it is painted in it: the body has the
 * palette's background and no transition is still fading a colour (axe must not judge a blend).
 */
export async function showColorScheme(page: Page, scheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator("body")).toHaveCSS(
    "background-color",
    rgb(palettes[scheme].background),
  );
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished)),
  );
}

/**
 * Whether the browser reports a control expanded, read from Chromium's own accessibility tree
 * (DevTools protocol): the menu toggle and dropdown headers are popovertarget buttons, which carry
 * no aria-expanded attribute (HTML forbids it there); the platform derives the state from the
 * popover, before and after hydration alike. Playwright's toBeExpanded() reads the attribute only.
 */
async function isExpanded(control: Locator): Promise<boolean> {
  const page = control.page();
  const marker = `probe-${Math.random().toString(36).slice(2)}`;
  await control.evaluate((element, value) => element.setAttribute("data-ax-probe", value), marker);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[data-ax-probe="${marker}"]`,
    });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      nodeId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value === true;
  } finally {
    await cdp.detach();
    await control.evaluate((element) => element.removeAttribute("data-ax-probe"));
  }
}

/**
 * After a click outside the Newsletter dropdown: the dropdown is closed and, on a small screen, the
 * menu around it. There its header is then not shown at all (once the menu has faded out, which
 * may be before a slow machine first looks), so the menu's toggle is what says so.
 */
export async function expectClosedByOutsideClick(page: Page): Promise<void> {
  const toggle = menuToggle(page);
  await expectExpanded((await toggle.isVisible()) ? toggle : newsletterButton(page), false);
}

/** Waits until the browser reports `control` expanded (true) or collapsed (false). */
export async function expectExpanded(
  control: Locator,
  expanded: boolean,
  message?: string,
): Promise<void> {
  await expect
    .poll(() => isExpanded(control), { message: message ?? "expanded, as the browser reports it" })
    .toBe(expanded);
}
