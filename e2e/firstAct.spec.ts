// React that waits without getting in the way, in Chromium, Firefox and WebKit
// (testing/engines.ts): with React's scripts held back 6 s, as a slow network holds them, and the
// analytics entry let through, a finger's tap on a link (pointer down, 120 ms, up) asks for the
// next page at once and starts no download; Enter in the archive's search asks for the results at
// once, and the page says what it is doing until they show; a reader who scrolls after arriving at
// a #fragment stays where they are when React starts. Chromium holds the scripts in the browser;
// for Firefox and WebKit the server holds the one script whose arrival starts React (a held
// request keeps one of the browser's six connections busy; testing/engines.ts says why). "Asks
// for" is when the browser started fetching the next page: its own navigation timing (fetchStart),
// against the time of the act on the page before (kept in sessionStorage). Up to there the time
// is the page's: its handlers and its main thread. From there to the request going out
// (requestStart) it is the browser's cache and socket, which a bare page's link waits for alike:
// in Firefox beside two CPU loops, 9 to 94 ms for a bare link and 10 to 119 ms for the site's, in
// the same rounds. That time is reported, not judged. Each engine's tests share one browser; the
// suite runs them in the small-screen project only.
import { chromium, type Browser as PlaywrightBrowser } from "@playwright/test";
import type { Browser as PuppeteerBrowser } from "puppeteer-core";
import {
  chromiumPage,
  firefoxPage,
  launchFirefox,
  tap,
  until,
  webKitAvailable,
  webKitPage,
  type EngineName,
  type EnginePage,
  type Point,
} from "../testing/engines";
import { bundlePattern } from "../src/node/gatsbyOutput";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../testing/chromium";
import { serveSite, type StaticServer } from "../testing/serve";
import { TEST_PATH_PREFIX } from "../testing/testBuild";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/pages";

/** How long React's scripts are held: a mid-tier phone on a slow train, and some. */
const HOLD_MS = 6_000;
/** How long a finger rests on the screen between pointer down and up. */
const FINGER_MS = 120;
/** The bar: the browser asks for the next page within this of the act. */
const ASKS_WITHIN_MS = 150;
/**
 * Every script but webpack's runtime, the analytics entry and the search's (Pagefind, once React
 * runs).
 */
const REACT_SCRIPT = /\/(?!webpack-runtime-|analytics-start-|pagefind)[^/?]+\.js$/;
/** The script whose arrival starts React (webpack runs the app once it is there). */
const APP_SCRIPT = bundlePattern("app");
const VIEWPORT = { width: 390, height: 844 };
// In the body of content/newsletter/what-engineering-leaders-should-measure.md and nowhere else
// (e2e/search.spec.ts checks that).
const WORD = "flashlight";

/** Notes when the visitor's act happened, in sessionStorage, which the next page can read. */
const ACT_CLOCK =
  `(() => { const note = () => sessionStorage.setItem("actAt", String(performance.timeOrigin + performance.now())); ` +
  `addEventListener("pointerup", note, true); ` +
  `addEventListener("keydown", (e) => { if (e.key === "Enter") note(); }, true); return true; })()`;
/** On the next page: ms from the act to the browser fetching this page, and to its request. */
const ASKED_AFTER_ACT =
  `(() => { const n = performance.getEntriesByType("navigation")[0], act = sessionStorage.getItem("actAt"), ` +
  `since = (t) => performance.timeOrigin + t - Number(act); ` +
  `return n && act && n.responseStart > 0 ? { ms: since(n.fetchStart), sentMs: since(n.requestStart) } : null; })()`;
interface Asked {
  ms: number;
  sentMs: number;
}
/** React has taken the page over: it keeps its props on the last node it hydrates. */
const REACT_STARTED =
  `(() => { const e = document.getElementById("gatsby-announcer"); ` +
  `return !!e && Object.keys(e).some((key) => key.startsWith("__reactProps")); })()`;

/** A figure for the report: kept with the test, and printed with SHOW_MEASURED=1. */
const measured = (description: string) => {
  test.info().annotations.push({ type: "measured", description });
  if (process.env.SHOW_MEASURED)
    console.log(`${test.info().titlePath.join(" › ")}: ${description}`);
};

/** Scrolls the page (smoothly, as the site's styles ask) and returns where it came to rest. */
async function scrollTo(page: EnginePage, y: number): Promise<number> {
  await page.value(`(scrollTo(0, ${y}), true)`);
  // A busy machine may not have begun the smooth scroll a quarter of a second later: it is at rest
  // only once there.
  await until(
    page,
    `Math.abs(scrollY - Math.min(${y}, document.documentElement.scrollHeight - innerHeight)) < 1`,
  );
  return settledPosition(page);
}

/** The scroll position once it has stopped changing (a smooth scroll takes a moment). */
async function settledPosition(page: EnginePage): Promise<number> {
  let last = -1;
  for (;;) {
    await new Promise((done) => setTimeout(done, 250));
    const now = await page.value<number>("Math.round(scrollY)");
    if (now === last) return now;
    last = now;
  }
}

/**
 * A tap on some text on screen (no link or control): an act that starts React, and no other. Any
 * text block in view will do, whole or not: where a scroll comes to rest depends on the page.
 */
async function tapText(page: EnginePage): Promise<void> {
  const point = await page.value<Point>(
    `(() => { for (const e of document.querySelectorAll("main p, main li, main h2, main h3")) { ` +
      `const r = e.getBoundingClientRect(), top = Math.max(r.top, 80), bottom = Math.min(r.bottom, innerHeight - 20); ` +
      `if (bottom - top < 16) continue; ` +
      `const x = Math.round(r.left + 4), y = Math.round((top + bottom) / 2), hit = document.elementFromPoint(x, y); ` +
      `if (hit && hit.closest("main") && !hit.closest("a, button, input, label, summary")) return { x, y }; } })()`,
  );
  if (!point) throw new Error("no text on screen to tap");
  await page.tapAt(point, FINGER_MS);
}

/** Where the page is once React has started (held back) and its first commit has run. */
async function positionOnceReactStarted(page: EnginePage): Promise<number> {
  await until(page, REACT_STARTED, 45_000);
  // Gatsby's scroll handler runs in React's first commit: let a few frames pass.
  await new Promise((done) => setTimeout(done, 500));
  return page.value<number>("Math.round(scrollY)");
}

/** The engines, each with its browser and the way its tests hold React back. */
interface Engine {
  name: EngineName;
  /** A page of this engine on the test's server. */
  open: () => Promise<EnginePage>;
}

let server: StaticServer;
let chromiumBrowser: PlaywrightBrowser | undefined;
let firefoxBrowser: PuppeteerBrowser | undefined;

const engines: Engine[] = [
  {
    name: "chromium",
    open: async () => {
      chromiumBrowser ??= await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      });
      return chromiumPage(chromiumBrowser, {
        viewport: VIEWPORT,
        hold: REACT_SCRIPT,
        holdMs: HOLD_MS,
      });
    },
  },
  {
    name: "firefox",
    open: async () => {
      firefoxBrowser ??= await launchFirefox();
      return firefoxPage(firefoxBrowser, { viewport: VIEWPORT });
    },
  },
  {
    name: "webkit",
    open: () => webKitPage({ viewport: VIEWPORT }, () => server.requested),
  },
];

test.describe.configure({ timeout: 90_000 });

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument destructured
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile-390", "once, in the small-screen project");
  // This file's server: E2E_PORT + 200 plus the worker's index, so workers never share a port.
  // Firefox's and WebKit's tests need its hold (Chromium's holds in the browser).
  server = await serveSite(
    "public",
    Number(process.env.E2E_PORT ?? 9100) + 200 + testInfo.parallelIndex,
    TEST_PATH_PREFIX,
    { holdScriptsMs: HOLD_MS, holdPattern: APP_SCRIPT },
  );
});

test.afterAll(async () => {
  await chromiumBrowser?.close();
  await firefoxBrowser?.close();
  await server?.close();
});

for (const engine of engines) {
  test.describe(engine.name, () => {
    let page: EnginePage;

    test.beforeEach(async () => {
      // A machine without WebKit's driver may run the rest; CI (.ci/run installs it) may not.
      test.skip(
        engine.name === "webkit" && !webKitAvailable() && !process.env.CI,
        "WebKitWebDriver is not installed",
      );
      page = await engine.open();
    });

    test.afterEach(async () => {
      await page?.close();
    });

    test("a finger's tap on an issue link asks for the issue at once, and starts no download", async () => {
      await page.open(`${server.origin}/newsletter/archive/`);
      await until(page, `document.readyState === "complete"`);
      const link = "main article h2 a";
      const href = await page.value<string>(
        `document.querySelector("${link}").getAttribute("href")`,
      );
      await until(page, ACT_CLOCK);
      await tap(page, link, FINGER_MS);
      const { ms, sentMs } = await until<Asked>(
        page,
        `location.pathname === ${JSON.stringify(href)} && ${ASKED_AFTER_ACT}`,
      );
      measured(
        `issue asked for ${Math.round(ms)} ms after the tap, its request sent after ${Math.round(sentMs)} ms`,
      );
      expect(ms, `the issue asked for ${Math.round(ms)} ms after the tap`).toBeLessThan(
        ASKS_WITHIN_MS,
      );
      // Nothing of React was asked for: the tap left the page, which needs none.
      expect(page.requested(REACT_SCRIPT), "React's scripts asked for").toEqual([]);
    });

    test("Enter in the archive's search asks for the results at once, says what it is doing, then shows them", async () => {
      await page.open(`${server.origin}/newsletter/archive/`);
      await until(page, `document.readyState === "complete"`);
      const box = "#archive-search input[name=q]";
      // The tap on the box starts React's download (held): typing and Enter must not wait for it.
      await tap(page, box, FINGER_MS);
      await until(page, `document.activeElement === document.querySelector("${box}")`);
      await page.type(WORD);
      await until(page, ACT_CLOCK);
      await page.press("Enter");
      const { ms, sentMs } = await until<Asked>(
        page,
        `new URLSearchParams(location.search).get("q") === "${WORD}" && ${ASKED_AFTER_ACT}`,
      );
      measured(
        `results asked for ${Math.round(ms)} ms after Enter, its request sent after ${Math.round(sentMs)} ms`,
      );
      expect(ms, `the results asked for ${Math.round(ms)} ms after Enter`).toBeLessThan(
        ASKS_WITHIN_MS,
      );
      // Before React: the query in the box, and what the search is doing.
      expect(await page.value(REACT_STARTED)).toBe(false);
      expect(await page.value(`document.querySelector("${box}").value`)).toBe(WORD);
      expect(await page.value(`document.getElementById("archive-search-note").textContent`)).toBe(
        `Searching for “${WORD}”…`,
      );
      // Then the one issue holding the word, in place of the list.
      await until(
        page,
        `document.querySelector('[role="status"]').textContent === "One issue matches “${WORD}”."`,
        45_000,
      );
      expect(
        await page.value(
          `[...document.querySelectorAll("main article h3 a")].map((a) => a.getAttribute("href"))`,
        ),
      ).toEqual([`${TEST_PATH_PREFIX}/newsletter/what-engineering-leaders-should-measure/`]);
    });

    test("a reader who scrolls on after arriving at a #fragment stays where they are when React starts", async () => {
      await page.open(`${server.origin}/#testimonials`);
      await until(page, `document.readyState === "complete"`);
      const arrived = await until<number>(page, "scrollY > 0 && scrollY");
      // Scroll on (up the page, where there is room), then tap some text: React starts.
      const read = await scrollTo(page, Math.max(0, arrived - 1500));
      await tapText(page);
      expect(await positionOnceReactStarted(page)).toBe(read);
      expect(arrived - read).toBeGreaterThan(0);
    });

    test("after two Space presses at a #fragment, and after a tap on a menu link on a phone, the reader stays put", async () => {
      test.skip(engine.name !== "chromium", "the scroll handler is the same code in every engine");
      await page.open(`${server.origin}/#the-system`);
      await until(page, `document.readyState === "complete"`);
      const arrived = await until<number>(page, "scrollY > 0 && scrollY");
      await page.press("Space");
      await page.press("Space");
      const read = await settledPosition(page);
      expect(read).toBeGreaterThan(arrived);
      expect(await positionOnceReactStarted(page)).toBe(read);

      await page.open(`${server.origin}/`);
      await until(page, `document.readyState === "complete"`);
      await tap(page, "#site-menu-toggle", FINGER_MS);
      await until(page, `document.getElementById("site-menu").matches(":popover-open")`);
      await tap(page, '#site-menu a[href$="#testimonials"]', FINGER_MS);
      await until(page, `location.hash === "#testimonials"`);
      // The browser's own jump to the section, smooth as the site's styles ask; then on.
      const atSection = await settledPosition(page);
      const onward = await scrollTo(page, Math.max(0, atSection - 1200));
      expect(onward).toBeLessThan(atSection);
      expect(await positionOnceReactStarted(page)).toBe(onward);
    });

    test("a position stored by an earlier visit is not restored over where the reader went", async () => {
      test.skip(engine.name !== "chromium", "the scroll handler is the same code in every engine");
      await page.open(`${server.origin}/`);
      await until(page, `document.readyState === "complete"`);
      await tapText(page);
      await until(page, REACT_STARTED, 45_000);
      // Gatsby's scroll handler keeps the position of this history entry in session storage.
      const stored = await scrollTo(page, 1500);
      await until(
        page,
        `sessionStorage.getItem("@@scroll|${TEST_PATH_PREFIX}/|initial") === "${stored}"`,
      );
      await page.open(`${server.origin}/`);
      await until(page, `document.readyState === "complete"`);
      const read = await scrollTo(page, 2600);
      await tapText(page);
      expect(await positionOnceReactStarted(page)).toBe(read);
    });
  });
}

test.describe("React's start, in Chromium", () => {
  /** What React's start asks for: Gatsby's bundles, the template's chunks, its data. */
  const START =
    /\/((framework|app)-[0-9a-f]+|component---[^/]+|[0-9a-f]{8,}(-[0-9a-f]+)?)\.js$|\/page-data\/.+\.json$/;
  const onlyExpected = (problems: string[], pattern: RegExp) => {
    const expected = problems.filter((line) => pattern.test(line));
    problems.splice(0, problems.length, ...problems.filter((line) => !expected.includes(line)));
    return expected;
  };

  test("asks for everything it needs in one round, when the visitor acts", async ({ page }) => {
    // Each answer held 1 s: a request made only once another had been answered comes after it.
    await page.route(START, async (route) => {
      await new Promise((done) => setTimeout(done, 1000));
      await route.continue().catch(() => undefined);
    });
    const asked: { url: string; at: number }[] = [];
    let firstAnswer = Infinity;
    page.on("request", (request) => {
      if (START.test(request.url())) asked.push({ url: request.url(), at: Date.now() });
    });
    page.on("requestfinished", (request) => {
      if (START.test(request.url())) firstAnswer = Math.min(firstAnswer, Date.now());
    });
    await page.goto("");
    await waitForHydration(page);
    const late = asked.filter(({ at }) => at >= firstAnswer).map(({ url }) => url);
    expect(late, "asked for only after something of the start had arrived").toEqual([]);
    const paths = asked.map(({ url }) => new URL(url).pathname.replace(TEST_PATH_PREFIX, ""));
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/framework-/),
        expect.stringMatching(/^\/app-/),
        expect.stringMatching(/^\/component---src-pages-index-tsx-/),
        "/page-data/app-data.json",
        "/page-data/index/page-data.json",
        expect.stringMatching(/^\/page-data\/sq\/d\/\d+\.json$/),
      ]),
    );
    // Once each: the preloaded chunks and data are what webpack and Gatsby's loader use.
    expect(new Set(paths).size).toBe(paths.length);
  });

  for (const [what, script] of [
    ["a bundle (React's framework)", bundlePattern("framework")],
    ["the page template's chunk", bundlePattern("component---src-pages-index-tsx")],
  ] as const) {
    test(`when the first request for ${what} fails, asks once more and React starts`, async ({
      page,
      problems,
    }) => {
      let requests = 0;
      await page.route(script, async (route) => {
        requests += 1;
        if (requests === 1) await route.abort("connectionreset");
        else await route.continue();
      });
      await page.goto("");
      await waitForHydration(page);
      expect(requests).toBe(2);
      // The browser reports the failed request itself; nothing else goes wrong.
      expect(onlyExpected(problems, /ERR_CONNECTION_RESET/)).toHaveLength(1);
    });
  }
});
