// The layout promises a visitor can measure, one page per template at a few widths: the header's
// controls (logo, call button, menu toggle) in view side by side at every width; each page's H1 at
// least as large as every H2 on it; long reads at most 75 characters a line; grids whose rows are
// full and whose items line up. Each test sets its own widths, so it runs once (the wide project).
import type { Page } from "@playwright/test";
import { templateRoutes } from "../checks/templates";
import { listPages } from "../src/node/gatsbyOutput";
import { expect, onceAtAnyWidth, test } from "./support/fixtures";
import { openPage } from "./support/pages";

const routeOf = (pattern: RegExp): string => {
  const found = templateRoutes().find(({ route }) => pattern.test(route));
  if (!found) throw new Error(`No built page matches ${pattern}`);
  return found.route;
};

const LONG_READS = [
  routeOf(/^\/newsletter\/(?!archive)[^/]+\/$/),
  routeOf(/^\/case-study\/[^/]+\/$/),
  routeOf(/^\/(privacy-policy|terms-of-service)\/$/),
];

/** Where each control sits, to the nearest px, or the problem with it. */
const headerControls = (page: Page) =>
  page.evaluate(() => {
    const header = document.getElementById("site-header");
    if (!header) return { problems: ["no #site-header"], boxes: [] };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== "hidden" && box.width > 0 && box.height > 0;
    };
    const logo = header.querySelector("a[href]");
    const call = [...header.querySelectorAll("a")].filter(
      (link) => link.textContent?.replace(/\s+/g, " ").trim() === "Schedule a Call" && shown(link),
    );
    const toggle = document.getElementById("site-menu-toggle");
    const controls = [logo, ...call, ...(toggle && shown(toggle) ? [toggle] : [])];
    const problems: string[] = [];
    if (call.length !== 1) problems.push(`${call.length} "Schedule a Call" links shown in the bar`);
    const boxes = controls.flatMap((element) => {
      if (!element) return [];
      const box = element.getBoundingClientRect();
      const name = element.textContent?.trim() || element.id;
      if (box.left < 0 || box.right > window.innerWidth + 0.5 || box.top < 0) {
        problems.push(`${name}: ${Math.round(box.left)}-${Math.round(box.right)} px`);
      }
      return [{ name, left: box.left, right: box.right }];
    });
    // Side by side, in order, none over another.
    boxes.slice(1).forEach((box, index) => {
      const before = boxes[index];
      if (before && box.left < before.right - 0.5)
        problems.push(`${box.name} overlaps ${before.name}`);
    });
    return { problems, boxes: boxes.map(({ name }) => name) };
  });

test("the logo, the call button and the menu toggle are in view side by side at every width", async ({
  page,
}) => {
  onceAtAnyWidth();
  // The closed menu hides at once instead of fading out over 0.4 s after each resize.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPage(page, "/");
  for (const width of [320, 390, 768, 1024, 1199, 1280, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const { problems } = await headerControls(page);
    expect(problems, `at ${width} px`).toEqual([]);
  }
});

/** Font sizes in px of the page's H1 and of its largest H2. */
const headingSizes = (page: Page) =>
  page.evaluate(() => {
    const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const h1 = document.querySelector("h1");
    const h2s = [...document.querySelectorAll("h2")].filter((h2) => h2.getClientRects().length);
    const largest = h2s.reduce<[number, string]>(
      (best, h2) => (size(h2) > best[0] ? [size(h2), h2.textContent ?? ""] : best),
      [0, ""],
    );
    return { h1: h1 ? size(h1) : 0, h2: largest[0], h2Text: largest[1].trim() };
  });

test("on every template each page's H1 is at least as large as every H2 on it", async ({
  page,
}) => {
  onceAtAnyWidth();
  test.setTimeout(90_000);
  for (const width of [320, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const { route } of templateRoutes()) {
      await openPage(page, route);
      const { h1, h2, h2Text } = await headingSizes(page);
      expect(h1, `${route} at ${width} px: H1 ${h1} px, "${h2Text}" ${h2} px`).toBeGreaterThan(0);
      expect(
        h1,
        `${route} at ${width} px: H1 ${h1} px, "${h2Text}" ${h2} px`,
      ).toBeGreaterThanOrEqual(h2);
    }
  }
});

/** The most characters a line of any paragraph of three lines or more in the article holds. */
const longestMeasure = (page: Page) =>
  page.evaluate(() => {
    let longest = 0;
    for (const paragraph of document.querySelectorAll("article p")) {
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
      // The last line of a paragraph is short: only paragraphs of three lines or more say much.
      if (lines.size >= 3) {
        const characters = (paragraph.textContent ?? "").replace(/\s+/g, " ").trim().length;
        longest = Math.max(longest, characters / lines.size);
      }
    }
    return longest;
  });

test("issues, stories and legal pages hold at most 75 characters a line", async ({ page }) => {
  onceAtAnyWidth();
  for (const width of [768, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of LONG_READS) {
      await openPage(page, route);
      await page.evaluate(() => document.fonts.ready);
      const measure = await longestMeasure(page);
      expect(measure, `${route} at ${width} px`).toBeGreaterThan(40);
      expect(measure, `${route} at ${width} px`).toBeLessThanOrEqual(75);
    }
  }
});

/** For each list: its rows, each with its items' widths, and whether the row spans the list. */
const gridRows = (page: Page, selectors: readonly string[]) =>
  page.evaluate((lists) => {
    const problems: string[] = [];
    for (const selector of lists) {
      const list = document.querySelector(selector);
      if (!list) {
        problems.push(`${selector}: not on the page`);
        continue;
      }
      const box = list.getBoundingClientRect();
      const items = [...list.children].map((item) => item.getBoundingClientRect());
      const rows = new Map<number, DOMRect[]>();
      for (const item of items) {
        const top = Math.round(item.top);
        rows.set(top, [...(rows.get(top) ?? []), item]);
      }
      const widths = new Set(items.map((item) => Math.round(item.width)));
      if (widths.size > 1) problems.push(`${selector}: items ${[...widths].join(", ")} px wide`);
      for (const row of rows.values()) {
        const left = Math.min(...row.map((item) => item.left));
        const right = Math.max(...row.map((item) => item.right));
        if (left - box.left > 1 || box.right - right > 1) {
          problems.push(
            `${selector}: a row of ${row.length} fills ${Math.round(right - left)} of ${Math.round(box.width)} px`,
          );
        }
      }
    }
    return problems;
  }, selectors);

test("grids have full rows whose items line up, at tablet and laptop widths", async ({ page }) => {
  onceAtAnyWidth();
  const pages = [
    {
      route: "/",
      lists: [
        "#the-system ol",
        "section[aria-labelledby='results-heading'] ul",
        "#work-with-me ul",
        "#success-stories ul",
        "#testimonials ul",
      ],
    },
    // Every story: each has its own number of figures.
    ...listPages("public")
      .map(({ route }) => route)
      .filter((route) => /^\/case-study\/[^/]+\/$/.test(route))
      .map((route) => ({ route, lists: ["article section ul"] })),
  ];
  for (const width of [390, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { route, lists } of pages) {
      await openPage(page, route);
      expect(await gridRows(page, lists), `${route} at ${width} px`).toEqual([]);
    }
  }
});
