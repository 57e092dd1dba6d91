// What a CTO meets first (issue 52), measured on the built home page at 320 to 1920 px in both
// schemes: named proof and the coach in the first screen, the page's length in screens, the first
// testimonial within four phone screens, one solid button (booking links only) on every page type,
// the phone header's call a thumb's height, and a hero that uses its width. Each test sets its own
// sizes, so it runs once (the wide project) and resizes the page rather than loading it again.
import type { Page } from "@playwright/test";
import { CONVERSION_ATTRIBUTE, CONVERSION_EVENTS } from "../src/analytics/conversions";
import { templateRoutes } from "../checks/templates";
import { expect, test } from "./support/fixtures";
import { openPage } from "./support/pages";

const WIDTHS = [320, 390, 768, 1024, 1280, 1920];
/** A phone's and a laptop's first screen (issue 52). */
const FIRST_SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

// Each test sets its own widths: run once (@once).

async function resize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Where the hero's proof sits, in px from the top of the page. */
const heroFacts = (page: Page) =>
  page.evaluate(() => {
    const hero = document.querySelector("[data-placement='hero']");
    const bottom = (element: Element | null | undefined) =>
      element ? element.getBoundingClientRect().bottom + window.scrollY : Infinity;
    const face = hero?.querySelector("figure img, figure [aria-hidden='true']");
    const credentials = hero?.querySelector("[aria-label='Credentials'] li");
    const logo = hero?.querySelector("[aria-labelledby='proof-logos'] img");
    return {
      face: bottom(face),
      faceIsPhoto: face?.tagName === "IMG",
      faceHeight: face?.getBoundingClientRect().height ?? 0,
      namedProof: Math.min(bottom(credentials), bottom(logo)),
      // A tick is the "good fit" list's mark: a credential is a fact, not a feature.
      ticks: hero?.querySelectorAll("[aria-label='Credentials'] svg").length ?? 0,
    };
  });

for (const scheme of ["light", "dark"] as const) {
  test(
    `named proof and the coach's face are in the first screen (${scheme})`,
    { tag: "@once" },
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openPage(page, "/");
      for (const { width, height } of FIRST_SCREENS) {
        await resize(page, width, height);
        const facts = await heroFacts(page);
        expect(facts.namedProof, `named proof at ${width}`).toBeLessThanOrEqual(height);
        expect(facts.face, `the coach at ${width}`).toBeLessThanOrEqual(height);
        expect(facts.ticks).toBe(0);
        // A face, not an avatar: 112 px or more wherever a photo is shown.
        if (facts.faceIsPhoto) expect(facts.faceHeight).toBeGreaterThanOrEqual(112);
      }
    },
  );
}

test(
  "the home page is at most 12 phone screens and 8 laptop screens tall, a testimonial within 4 on a phone",
  { tag: "@once" },
  async ({ page }) => {
    await openPage(page, "/");
    const measure = () =>
      page.evaluate(() => {
        const quote = document.querySelector("main blockquote");
        return {
          height: document.documentElement.scrollHeight,
          quote: quote ? quote.getBoundingClientRect().top + window.scrollY : Infinity,
        };
      });
    for (const [width, height, most] of [
      [390, 844, 12],
      [1280, 800, 8],
    ] as const) {
      await resize(page, width, height);
      const { height: length, quote } = await measure();
      expect(length / height, `screens at ${width}`).toBeLessThanOrEqual(most);
      if (width === 390) expect(quote / height, "first quote, in phone screens").toBeLessThan(4);
    }
  },
);

test(
  "only links to the booking page are solid buttons, on every page type",
  { tag: "@once" },
  async ({ page }) => {
    const routes = templateRoutes().map(({ route }) => route);
    expect(routes.length).toBeGreaterThan(4);
    for (const route of routes) {
      await openPage(page, route);
      const solid = await page.evaluate(
        ({ attribute, booking }) => {
          const primary = getComputedStyle(document.documentElement)
            .getPropertyValue("--color-primary")
            .trim();
          // The primary colour as computed styles write it.
          const probe = document.createElement("i");
          probe.style.color = primary;
          document.body.append(probe);
          const fill = getComputedStyle(probe).color;
          probe.remove();
          return [...document.querySelectorAll("a, button")]
            .filter((element) => getComputedStyle(element).backgroundColor === fill)
            .map((element) => ({
              text: element.textContent?.trim() ?? "",
              booking: element.getAttribute(attribute) === booking,
            }));
        },
        { attribute: CONVERSION_ATTRIBUTE, booking: CONVERSION_EVENTS.booking },
      );
      for (const button of solid) expect(button, route).toMatchObject({ booking: true });
    }
  },
);

test(
  "the phone header's Schedule a Call is at least 44 px tall",
  { tag: "@once" },
  async ({ page }) => {
    await openPage(page, "/");
    for (const width of [320, 390, 768, 1024]) {
      await resize(page, width, 800);
      const call = page.locator("#site-header [data-placement='header'] a");
      const box = await call.boundingBox();
      expect(box?.height ?? 0, `at ${width}`).toBeGreaterThanOrEqual(44);
    }
  },
);

test(
  "the hero uses its width from 1024 px and its eyebrow keeps one line at 390",
  { tag: "@once" },
  async ({ page }) => {
    await openPage(page, "/");
    for (const width of WIDTHS) {
      await resize(page, width, 800);
      const hero = await page.evaluate(() => {
        const header = document.querySelector("[data-placement='hero']") as HTMLElement;
        const style = getComputedStyle(header);
        const inner = header.getBoundingClientRect();
        const left = inner.left + parseFloat(style.paddingLeft);
        const right = inner.right - parseFloat(style.paddingRight);
        // The furthest right any text or picture of the hero reaches.
        const reach = Math.max(
          ...[...header.querySelectorAll("h1 span, p, li, img, figcaption")].map(
            (element) => element.getBoundingClientRect().right,
          ),
        );
        const eyebrow = header.querySelector("p") as HTMLElement;
        return {
          used: (reach - left) / (right - left),
          h1: parseFloat(getComputedStyle(header.querySelector("h1") as Element).fontSize),
          eyebrowLines: Math.round(
            eyebrow.getBoundingClientRect().height /
              parseFloat(getComputedStyle(eyebrow).lineHeight),
          ),
        };
      });
      if (width >= 1024) {
        expect(hero.used, `width used at ${width}`).toBeGreaterThanOrEqual(0.85);
        expect(hero.h1, `headline at ${width}`).toBeGreaterThan(48);
      }
      if (width === 390) expect(hero.eyebrowLines).toBe(1);
    }
  },
);
