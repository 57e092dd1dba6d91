// The layout promises a visitor can measure, one page per template at a few widths: the header's
// controls (logo and the business's name, call button, menu toggle) in view side by side at every
// width; the small-screen menu covering nothing, with one "Schedule a Call" in reach; the hero on
// the page's grid; headings a step apart and no text above its heading's size; nothing wider than
// a 320 px screen with text at 200 %; figures and units on one line; long reads at most 75
// characters a line; grids whose rows are full and whose items (and figures) line up. Each test
// sets its own widths, so it runs once (the wide project), and measures a page at several widths
// by resizing it rather than loading it again.
import type { Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { templateRoutes } from "../checks/templates";
import { listPages } from "../src/node/gatsbyOutput";
import { HEADING_STEP } from "../src/theme";
import { expect, test } from "./support/fixtures";
import { expectExpanded, menuToggle, newsletterButton, openPage } from "./support/pages";

/** The widths the design is checked at (docs/design.md). */
const PHONES = [320, 390];
const SMALL_SCREEN_MENU = [320, 390, 768, 1024];
const ALL_WIDTHS = [320, 390, 768, 1024, 1280, 1920];

/** Resizes the page and waits for the layout that follows (container queries, fonts). */
async function resize(page: Page, width: number, height = 800): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** A finger's tap: down on the control's centre, held 100 ms, up. */
async function tap(control: Locator): Promise<void> {
  const { mouse } = control.page();
  const box = await control.boundingBox();
  if (!box) throw new Error(`${control.toString()} is not shown`);
  await mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: 100 });
}

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
    const name = logo?.querySelector(".name");
    const nameBox = name?.getBoundingClientRect();
    // Shown, not the visually hidden name a cramped bar keeps for the link's label.
    const nameShown = !!nameBox && nameBox.width > 2 && nameBox.height > 2;
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
    return { problems, boxes: boxes.map(({ name }) => name), nameShown };
  });

test(
  "the logo, the call button and the menu toggle are in view side by side at every width",
  { tag: "@once" },
  async ({ page }) => {
    // The closed menu hides at once instead of fading out over 0.4 s after each resize.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/");
    for (const width of [...ALL_WIDTHS, 1199]) {
      await resize(page, width);
      const { problems, nameShown } = await headerControls(page);
      expect(problems, `at ${width} px`).toEqual([]);
      // The business's name beside the mark, phones included.
      expect(nameShown, `the name shown at ${width} px`).toBe(true);
    }
  },
);

test(
  "after a booked call the page asks for no other, header included",
  { tag: "@once" },
  async ({ page }) => {
    await openPage(page, "/call-booked/");
    for (const width of [390, 1280]) {
      await resize(page, width);
      await expect(page.getByRole("link", { name: /Schedule a Call|^Call$/ })).toHaveCount(0);
    }
  },
);

/** Every control of the bar and the open menu: its box, and whether a tap at its centre hits it. */
const menuControls = (page: Page) =>
  page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && getComputedStyle(element).visibility !== "hidden";
    };
    const header = document.getElementById("site-header");
    const controls = [...(header?.querySelectorAll("a[href], button") ?? [])].filter(shown);
    return controls.map((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        name: (element.textContent ?? "").replace(/\s+/g, " ").trim() || element.id,
        top: box.top,
        bottom: box.bottom,
        left: box.left,
        right: box.right,
        hit: !!top && element.contains(top),
      };
    });
  });

/** The "Schedule a Call" links a tap reaches: shown, in the screen, and not under anything. */
const callsInReach = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll("a[href]")].filter((link) => {
        if (!/Schedule a Call/.test(link.textContent ?? "")) return false;
        const box = link.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (box.width < 2 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
        const top = document.elementFromPoint(x, y);
        return !!top && link.contains(top);
      }).length,
  );

test(
  "the small-screen menu covers nothing: the Newsletter items open in its flow, one call in reach",
  { tag: "@once" },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/");
    for (const width of SMALL_SCREEN_MENU) {
      await resize(page, width, 844);
      await tap(menuToggle(page));
      await expectExpanded(menuToggle(page), true, `menu at ${width} px`);
      const closedBoxes = await menuControls(page);
      await tap(newsletterButton(page));
      await expectExpanded(newsletterButton(page), true, `dropdown at ${width} px`);
      const controls = await menuControls(page);
      const at = `at ${width} px`;
      // Every control is what a tap at its centre reaches, and no two overlap.
      expect(
        controls.filter((control) => !control.hit).map(({ name }) => name),
        at,
      ).toEqual([]);
      for (const [index, a] of controls.entries()) {
        for (const b of controls.slice(index + 1)) {
          const overlap =
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
          expect(overlap, `${a.name} and ${b.name} ${at}`).toBe(false);
        }
      }
      // In the flow: Latest Issues and Subscribe under Newsletter, Contact pushed down under them.
      const y = (name: string) => controls.find((control) => control.name === name)?.top ?? NaN;
      expect(y("Newsletter") < y("Latest Issues") && y("Latest Issues") < y("Subscribe"), at).toBe(
        true,
      );
      expect(y("Subscribe") < y("Contact"), at).toBe(true);
      const contactBefore = closedBoxes.find((control) => control.name === "Contact")?.top ?? NaN;
      expect(y("Contact") - contactBefore, `Contact pushed down ${at}`).toBeGreaterThan(40);
      expect(await callsInReach(page), `calls in reach ${at}`).toBe(1);
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await expectExpanded(menuToggle(page), false, `closed at ${width} px`);
    }
  },
);

test(
  "the hero's heading starts on the page's grid, with the logo and every section, at every width",
  { tag: "@once" },
  async ({ page }) => {
    await openPage(page, "/");
    for (const width of ALL_WIDTHS) {
      await resize(page, width);
      const edges = await page.evaluate(() => {
        const left = (selector: string) =>
          Math.round(document.querySelector(selector)?.getBoundingClientRect().left ?? NaN);
        return {
          logo: left("#site-header a[href]"),
          heading: left("main h1"),
          sections: [...document.querySelectorAll("main section > div > h2")].map((h2) =>
            Math.round(h2.getBoundingClientRect().left),
          ),
        };
      });
      expect(edges.sections.length, `at ${width} px`).toBeGreaterThan(3);
      for (const edge of [edges.heading, ...edges.sections]) {
        expect(
          Math.abs(edge - edges.logo),
          `at ${width} px: ${JSON.stringify(edges)}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  },
);

/**
 * The page's heading sizes in px (its H1, its largest H2 and H3) and every paragraph, quotation or
 * list item set larger than the section heading it stands under. Label headings (small capitals
 * over a list of figures, smaller than body text by design) title no text, and the figures under
 * them are figures, not text.
 */
const headingScale = (page: Page) =>
  page.evaluate(() => {
    const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const shown = (element: Element) => element.getClientRects().length > 0;
    const main = document.querySelector("main");
    const largest = (selector: string) =>
      Math.max(0, ...[...(main?.querySelectorAll(selector) ?? [])].filter(shown).map(size));
    const body = size(document.body);
    const over: string[] = [];
    let heading: Element | null = null;
    const walker = document.createTreeWalker(main ?? document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as Element;
      if (!shown(element)) continue;
      if (element.tagName === "H2") heading = size(element) >= body ? element : null;
      else if (
        heading &&
        /^(P|BLOCKQUOTE|LI)$/.test(element.tagName) &&
        !element.closest(".figure") &&
        size(element) > size(heading)
      ) {
        over.push(
          `"${(element.textContent ?? "").trim().slice(0, 30)}" ${size(element)} px under "${(heading.textContent ?? "").trim().slice(0, 30)}" ${size(heading)} px`,
        );
      }
    }
    return { h1: largest("h1"), h2: largest("h2"), h3: largest("h3"), over };
  });

test(
  "on every template the headings step down by at least 1.12x and no text outgrows its heading",
  { tag: "@once" },
  async ({ page }) => {
    test.setTimeout(60_000);
    for (const { route } of templateRoutes()) {
      await openPage(page, route);
      for (const width of [320, 390, 1280]) {
        await resize(page, width);
        const { h1, h2, h3, over } = await headingScale(page);
        const at = `${route} at ${width} px: H1 ${h1}, H2 ${h2}, H3 ${h3} px`;
        expect(h1, at).toBeGreaterThan(0);
        if (h2 > 0) expect(h1 / h2, at).toBeGreaterThanOrEqual(HEADING_STEP - 0.005);
        if (h2 > 0 && h3 > 0) expect(h2 / h3, at).toBeGreaterThanOrEqual(HEADING_STEP - 0.005);
        expect(over, at).toEqual([]);
      }
    }
  },
);

/**
 * What sticks out of a 320 px screen: the page's width, and the elements past its right edge (not
 * those in a row that scrolls sideways by design, the home page's other testimonials, while the
 * row itself stays on the screen).
 */
const sticksOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inScroller = (element: Element) =>
      [...document.querySelectorAll("ul")].some(
        (list) =>
          list !== element &&
          list.contains(element) &&
          /auto|scroll/.test(getComputedStyle(list).overflowX),
      );
    const past = [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.right > width + 0.5 && !inScroller(element);
      })
      .map((element) => `${element.tagName} "${(element.textContent ?? "").trim().slice(0, 30)}"`);
    // Text cut off by a box that hides what overflows it (a code block scrolls: it is not cut).
    const cut = [...document.querySelectorAll("body *")]
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          /hidden|clip/.test(style.overflowX) &&
          element.clientWidth > 1 &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${element.tagName} "${(element.textContent ?? "").trim().slice(0, 30)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, past, cut };
  });

/**
 * The words in the page's main content set on more than one line ("engineer" | "s"), each with
 * its text, unless it is wider than the page's column (then it must break). An address or a piece
 * of code may break anywhere.
 */
const splitWords = (page: Page) =>
  page.evaluate(() => {
    const root = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const viewport = document.documentElement.clientWidth;
    // theme.sizes.gutter on each side: min(1.5rem, 7.5vw).
    const column = viewport - 2 * Math.min(1.5 * root, 0.075 * viewport);
    const split: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector("main") as Node,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (/@|:\/\//.test(text) || node.parentElement?.closest("code, pre")) continue;
      for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5);
        const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (lines > 1 && width <= column) split.push(`"${word[0]}" in "${text.trim()}"`);
      }
    }
    return split;
  });

test(
  "with the root font at 200 % nothing on any template is wider than a 320 px screen, cut or broken inside a word",
  { tag: "@once" },
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 800 });
    for (const { route } of templateRoutes()) {
      await openPage(page, route);
      // A visitor's style sheet, through the CSSOM (the policy refuses inline styles' elements).
      await page.evaluate(() => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync("html { font-size: 200% !important; }");
        document.adoptedStyleSheets = [sheet];
      });
      await page.evaluate(() => document.fonts.ready);
      expect(await sticksOut(page), route).toEqual({ scrollWidth: 320, past: [], cut: [] });
      // Nor breaks a word that fits its line (issue 52: "engineer" | "s" in a format's facts).
      for (const width of PHONES) {
        await resize(page, width);
        expect(await splitWords(page), `${route} at ${width} px`).toEqual([]);
      }
      await resize(page, 320);
    }
  },
);

/**
 * Each run that must keep together and the number of lines it takes: reading times ("4 min read"),
 * the subscribe button's label, and each side of a figure ("About 900 →", "About 150": no line
 * starts with the arrow), unless the
 * figure is longer than the line it is set in (it then wraps by necessity).
 */
const splitRuns = (page: Page) =>
  page.evaluate(() => {
    const lines = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      // A fragment starts a new line when its middle is below the line so far (fragments in
      // another font, the arrow's, are taller or shorter, but centre on their line).
      const rects = [...range.getClientRects()]
        .filter((rect) => rect.width > 1 && rect.height > 1)
        .sort((a, b) => a.top - b.top);
      let count = 0;
      let bottom = -Infinity;
      for (const rect of rects) {
        if ((rect.top + rect.bottom) / 2 > bottom) {
          count += 1;
          bottom = rect.bottom;
        }
      }
      return count;
    };
    const runs: Node[] = [];
    const figures: Node[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (/\d+ min read/.test(node.textContent ?? "")) runs.push(node);
    }
    for (const link of document.querySelectorAll("main a")) {
      if (link.textContent?.trim() === "Subscribe to the newsletter") runs.push(link);
    }
    // A figure is the coach's, of any length: it keeps together as long as it fits its line.
    for (const figure of document.querySelectorAll("main .figure")) {
      const before = figure.querySelector(".before");
      const after = figure.querySelector(".after");
      // The figure before and the arrow, then the figure after it.
      if (before?.parentElement) figures.push(before.parentElement);
      if (after) figures.push(after);
    }
    /** Whether the run, set on one line, fits the width of the block it is in. */
    const fits = (run: Node) => {
      const parent = run.parentElement as HTMLElement;
      let block: HTMLElement = parent;
      while (getComputedStyle(block).display.startsWith("inline") && block.parentElement) {
        block = block.parentElement;
      }
      const style = getComputedStyle(block);
      const room =
        block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const probe =
        run instanceof HTMLElement
          ? (run.cloneNode(true) as HTMLElement)
          : document.createElement("span");
      if (!(run instanceof HTMLElement)) probe.textContent = run.textContent;
      probe.style.cssText =
        "position: absolute; visibility: hidden; white-space: nowrap; max-width: none; width: auto";
      parent.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width <= room + 0.5;
    };
    return [...runs, ...figures.filter(fits)]
      .filter((run) => (run.parentElement?.getClientRects().length ?? 0) > 0)
      .map((run) => ({ text: (run.textContent ?? "").trim(), lines: lines(run) }));
  });

test(
  "figures and units keep together: reading times, before and after, the subscribe button",
  { tag: "@once" },
  async ({ page }) => {
    const routes = [
      "/",
      routeOf(/^\/newsletter\/archive\/$/),
      // Each story: each has its own figures.
      ...listPages("public")
        .map(({ route }) => route)
        .filter((route) => /^\/case-study\/[^/]+\/$/.test(route)),
    ];
    for (const route of routes) {
      await openPage(page, route);
      for (const width of [320, 390, 1024, 1280]) {
        await resize(page, width);
        const runs = await splitRuns(page);
        expect(runs.length, `${route} at ${width} px`).toBeGreaterThan(0);
        expect(
          runs.filter((run) => run.lines !== 1),
          `${route} at ${width} px`,
        ).toEqual([]);
      }
    }
  },
);

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

test(
  "issues, stories and legal pages hold at most 75 characters a line",
  { tag: "@once" },
  async ({ page }) => {
    for (const route of LONG_READS) {
      await openPage(page, route);
      await page.evaluate(() => document.fonts.ready);
      for (const width of [768, 1280, 1920]) {
        await resize(page, width, 900);
        const measure = await longestMeasure(page);
        expect(measure, `${route} at ${width} px`).toBeGreaterThan(40);
        expect(measure, `${route} at ${width} px`).toBeLessThanOrEqual(75);
      }
    }
  },
);

test(
  "beside a long read, Read next stacks each issue: its summary and topics run the column's width",
  { tag: "@once" },
  async ({ page }) => {
    await openPage(page, LONG_READS[0] ?? "");
    for (const width of [768, 1280, 1920]) {
      await resize(page, width, 900);
      const items = await page.evaluate(() => {
        const section = document.querySelector("section[aria-labelledby='read-next']");
        const column = section?.getBoundingClientRect().width ?? 0;
        return [...(section?.querySelectorAll("article") ?? [])].map((item) => {
          const topics = [...item.querySelectorAll(".details a")].map((tag) =>
            Math.round(tag.getBoundingClientRect().top),
          );
          return {
            summary: Math.round(
              ((item.querySelector("p")?.getBoundingClientRect().width ?? 0) / column) * 100,
            ),
            // Topic tags one per line would each start a row of their own.
            rows: new Set(topics).size,
            tags: topics.length,
          };
        });
      });
      expect(items.length, `at ${width} px`).toBeGreaterThan(0);
      for (const item of items) {
        expect(
          item.summary,
          `the summary's share of the column at ${width} px`,
        ).toBeGreaterThanOrEqual(95);
        if (item.tags > 1) expect(item.rows, `topic rows at ${width} px`).toBeLessThan(item.tags);
      }
    }
  },
);

/** Each code block that scrolls sideways, and how visible its cue is (opacity of its ::after). */
const codeCues = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".gatsby-highlight")].map((block) => {
      const pre = block.querySelector("pre");
      const cue = getComputedStyle(block, "::after");
      return {
        scrolls: !!pre && pre.scrollWidth > pre.clientWidth + 1,
        cue: Number(cue.opacity),
        words: cue.content,
      };
    }),
  );

test(
  "code that is wider than a phone says it scrolls; scrolled to its end, or not scrolling, it says nothing",
  { tag: "@once" },
  async ({ page }) => {
    const withCode = listPages("public").find(
      ({ route, file }) =>
        /^\/newsletter\/(?!archive\/|topics\/)[^/]+\/$/.test(route) &&
        readFileSync(file, "utf8").includes('class="gatsby-highlight"'),
    );
    await openPage(page, withCode?.route ?? "no issue with code");
    for (const width of PHONES) {
      await resize(page, width, 844);
      const blocks = await codeCues(page);
      const scrolling = blocks.filter((block) => block.scrolls);
      expect(scrolling.length, `at ${width} px`).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block.cue, `at ${width} px: ${JSON.stringify(block)}`).toBe(block.scrolls ? 1 : 0);
      }
      expect(scrolling[0]?.words).toMatch(/Scroll sideways/);
    }
    // Scrolled to its end, the first block has nothing more to show.
    await page
      .locator(".gatsby-highlight pre")
      .first()
      .evaluate((pre) => {
        pre.scrollLeft = pre.scrollWidth;
      });
    await expect.poll(async () => (await codeCues(page))[0]?.cue).toBe(0);
  },
);

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
      // Figures side by side (the results) on one line, however long each one's name.
      const figures = new Map<number, Set<number>>();
      for (const item of list.children) {
        const figure = item.querySelector(".figure");
        if (!figure) continue;
        const row = Math.round(item.getBoundingClientRect().top);
        figures.set(
          row,
          (figures.get(row) ?? new Set()).add(Math.round(figure.getBoundingClientRect().top)),
        );
      }
      for (const tops of figures.values()) {
        if (tops.size > 1)
          problems.push(`${selector}: a row's figures at ${[...tops].join(", ")} px`);
      }
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

test(
  "grids have full rows whose items and figures line up, at every width",
  { tag: "@once" },
  async ({ page }) => {
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
    for (const { route, lists } of pages) {
      await openPage(page, route);
      for (const width of ALL_WIDTHS) {
        await resize(page, width, 900);
        expect(await gridRows(page, lists), `${route} at ${width} px`).toEqual([]);
      }
    }
  },
);
