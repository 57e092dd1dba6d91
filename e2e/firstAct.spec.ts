// React that waits without getting in the way, in Chromium, Firefox and WebKit
// (testing/engines.ts, testing/firstActs.ts): with React's scripts held at a gate the test opens
// only when it is done, a finger's tap on a link (pointer down, 120 ms, up) opens the next page
// and asks for nothing of React; Enter in the archive's search opens the results page, which says
// what it is doing until React arrives and shows them; a reader who scrolls after arriving at a
// #fragment stays where they are when React starts. A handler that waited for React would wait
// for ever here, at any machine speed. How soon the next page is asked for is a figure of
// `npm run bench` (bench/firstAct.ts), not a test. Each engine's tests share one browser; the
// suite runs them in the small-screen project only (tagged @mobile).
import { bundlePattern } from "../src/node/gatsbyOutput";
import { until, webKitAvailable, type EngineName, type EnginePage } from "../testing/engines";
import {
  FINGER_MS,
  FirstActBrowsers,
  REACT_SCRIPT,
  REACT_STARTED,
  SEARCH_BOX_VALUE,
  SEARCH_NOTE,
  SHOWING_RESULTS,
  WORD,
  searchWithEnter,
  showing,
  tapIssueLink,
  type HeldPage,
} from "../testing/firstActs";
import { gate, type Held } from "../testing/gate";
import { tap } from "../testing/engines";
import { TEST_PATH_PREFIX } from "../testing/testBuild";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/pages";
import type { Point } from "../testing/engines";

/** Where the page is, read with the site's smooth scrolling set aside: at once, at rest. */
async function scrollTo(page: EnginePage, y: number): Promise<number> {
  return page.value<number>(
    `(() => { const root = document.documentElement.style; root.scrollBehavior = "auto"; ` +
      `scrollTo(0, ${y}); root.scrollBehavior = ""; return Math.round(scrollY); })()`,
  );
}

/**
 * Where the browser's jump to `#id` has brought the reader, once the page is laid out for good
 * (loaded, fonts in): in Chromium, where the jump is smooth and may land a little off when the
 * page grows under it, once it has ended (scrollend, counted by testing/firstActs.ts); elsewhere
 * with the section in view. WebKit has no scroll anchoring: fonts that arrive after its jump move
 * the section from the scroll padding, and the reader stays where the jump left them.
 */
const arrivedAt = (page: EnginePage, id: string): Promise<number> =>
  until<number>(
    page,
    `(() => { const e = document.getElementById(${JSON.stringify(id)}); ` +
      `const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0; ` +
      `const end = scrollY >= document.documentElement.scrollHeight - innerHeight - 1; ` +
      `const box = e.getBoundingClientRect(); ` +
      `const there = "scrollEnds" in window ? window.scrollEnds > 0 : (box.bottom > padding && box.top < innerHeight) || end; ` +
      `return document.readyState === "complete" && document.fonts.status === "loaded" && ` +
      `scrollY > 0 && there && Math.round(scrollY); })()`,
  );

/**
 * Acts (a key, a tap on a link to a #fragment), and returns where the scroll that follows came to
 * rest: Chromium's scrollend events say when (testing/firstActs.ts counts them; WebKit has none:
 * these run in Chromium only).
 */
async function scrolledBy(page: EnginePage, act: () => Promise<void>): Promise<number> {
  const before = await page.value<number>("window.scrollEnds");
  await act();
  await until(page, `window.scrollEnds > ${before}`);
  return page.value<number>("Math.round(scrollY)");
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

/**
 * Releases React and returns where the page is once it has started and its first commit has run
 * (Gatsby's scroll handler runs in it), ten frames on: a scroll it started would be under way.
 */
async function positionOnceReactStarted(page: EnginePage, held: Held): Promise<number> {
  held.release();
  await until(page, REACT_STARTED, 45_000);
  await page.value(
    `(window.frames10 = 0, (function count() { if (++window.frames10 < 10) requestAnimationFrame(count); })(), true)`,
  );
  await until(page, "window.frames10 >= 10");
  return page.value<number>("Math.round(scrollY)");
}

const ENGINES: EngineName[] = ["chromium", "firefox", "webkit"];

test.describe.configure({ timeout: 90_000 });

let browsers: FirstActBrowsers | undefined;

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument destructured
test.beforeAll(async ({}, testInfo) => {
  // This file's server: E2E_PORT + 200 plus the worker's index, so workers never share a port.
  // A fresh set each time: a worker may come back to this file after its afterAll closed the last.
  browsers = new FirstActBrowsers(
    Number(process.env.E2E_PORT ?? 9100) + 200 + testInfo.parallelIndex,
  );
});

test.afterAll(async () => {
  await browsers?.close();
  browsers = undefined;
});

for (const engine of ENGINES) {
  test.describe(engine, { tag: "@mobile" }, () => {
    let page: EnginePage;
    let held: Held;
    const origin = () => browsers?.origin ?? "";

    test.beforeEach(async () => {
      // A machine without WebKit's driver may run the rest; CI (.ci/run installs it) may not.
      test.skip(
        engine === "webkit" && !webKitAvailable() && !process.env.CI,
        "WebKitWebDriver is not installed",
      );
      if (!browsers) throw new Error("no browsers");
      ({ page, held } = (await browsers.open(engine)) satisfies HeldPage);
    });

    test.afterEach(async () => {
      held?.release();
      await page?.close();
    });

    test("a finger's tap on an issue link opens the issue while React is held, and asks for nothing of React", async () => {
      const href = await tapIssueLink(page, origin());
      await until(page, `${showing(href)} && document.readyState !== "loading"`);
      // Nothing of React was asked for: the tap left the page, which needs none.
      expect(page.requested(REACT_SCRIPT), "React's scripts asked for").toEqual([]);
    });

    // Not in WebKit: its WebDriver waits for the results page's load after Enter, and the load
    // waits for the script held at the gate, so the test could never release it.
    if (engine !== "webkit") {
      test("Enter in the archive's search opens the results while React is held, says what it is doing, then shows them", async () => {
        await searchWithEnter(page, origin());
        await until(page, `${SHOWING_RESULTS} && document.readyState !== "loading"`);
        // Before React: the query in the box, and what the search is doing.
        expect(await page.value(REACT_STARTED)).toBe(false);
        expect(await page.value(SEARCH_BOX_VALUE)).toBe(WORD);
        expect(await page.value(SEARCH_NOTE)).toBe(`Searching for “${WORD}”…`);
        // Then, React let through, the one issue holding the word, in place of the list.
        held.release();
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
    }

    test("a reader who scrolls on after arriving at a #fragment stays where they are when React starts", async () => {
      await page.open(`${origin()}/#testimonials`);
      const arrived = await arrivedAt(page, "testimonials");
      // Scroll on (up the page, where there is room), then tap some text: React is asked for.
      const read = await scrollTo(page, Math.max(0, arrived - 1500));
      expect(read).toBeLessThan(arrived);
      await tapText(page);
      expect(await page.value(REACT_STARTED), "React held until released").toBe(false);
      expect(await positionOnceReactStarted(page, held)).toBe(read);
    });

    // The scroll handler is the same code in every engine: these two run in Chromium only.
    if (engine !== "chromium") return;

    test("after two Space presses at a #fragment, and after a tap on a menu link on a phone, the reader stays put", async () => {
      await page.open(`${origin()}/#the-system`);
      const arrived = await arrivedAt(page, "the-system");
      await scrolledBy(page, () => page.press("Space"));
      const read = await scrolledBy(page, () => page.press("Space"));
      expect(read).toBeGreaterThan(arrived);
      expect(await positionOnceReactStarted(page, held)).toBe(read);

      held.rehold();
      await page.open(`${origin()}/`);
      await until(page, `document.readyState === "complete"`);
      await tap(page, "#site-menu-toggle", FINGER_MS);
      await until(page, `document.getElementById("site-menu").matches(":popover-open")`);
      // The browser's own jump to the section, smooth as the site's styles ask; then on.
      const atSection = await scrolledBy(page, () =>
        tap(page, '#site-menu a[href$="#testimonials"]', FINGER_MS),
      );
      await until(page, `location.hash === "#testimonials"`);
      const onward = await scrollTo(page, Math.max(0, atSection - 1200));
      expect(onward).toBeLessThan(atSection);
      expect(await positionOnceReactStarted(page, held)).toBe(onward);
    });

    test("a position stored by an earlier visit is not restored over where the reader went", async () => {
      await page.open(`${origin()}/`);
      await until(page, `document.readyState === "complete"`);
      await tapText(page);
      held.release();
      await until(page, REACT_STARTED, 45_000);
      // Gatsby's scroll handler keeps the position of this history entry in session storage.
      const stored = await scrollTo(page, 1500);
      await until(
        page,
        `sessionStorage.getItem("@@scroll|${TEST_PATH_PREFIX}/|initial") === "${stored}"`,
      );
      held.rehold();
      await page.open(`${origin()}/`);
      await until(page, `document.readyState === "complete"`);
      const read = await scrollTo(page, 2600);
      await tapText(page);
      expect(await positionOnceReactStarted(page, held)).toBe(read);
    });
  });
}

test.describe("React's start, in Chromium", { tag: "@mobile" }, () => {
  /** What React's start asks for: Gatsby's bundles, the template's chunks, its data. */
  const START =
    /\/((framework|app)-[0-9a-f]+|component---[^/]+|[0-9a-f]{8,}(-[0-9a-f]+)?)\.js$|\/page-data\/.+\.json$/;
  const onlyExpected = (problems: string[], pattern: RegExp) => {
    const expected = problems.filter((line) => pattern.test(line));
    problems.splice(0, problems.length, ...problems.filter((line) => !expected.includes(line)));
    return expected;
  };

  test("asks for everything it needs in one round: all of it while none is answered", async ({
    page,
  }) => {
    // Every answer held at a gate: a request made only once another had been answered is never
    // made while they are held, and the list below never completes.
    const answers = gate();
    const asked: string[] = [];
    await page.route(START, async (route) => {
      asked.push(new URL(route.request().url()).pathname.replace(TEST_PATH_PREFIX, ""));
      await answers.opened;
      await route.continue().catch(() => undefined);
    });
    await page.goto("");
    await page.keyboard.press("Shift");
    const everything = [
      expect.stringMatching(/^\/framework-/),
      expect.stringMatching(/^\/app-/),
      expect.stringMatching(/^\/component---src-pages-index-tsx-/),
      "/page-data/app-data.json",
      "/page-data/index/page-data.json",
      expect.stringMatching(/^\/page-data\/sq\/d\/\d+\.json$/),
    ];
    await expect
      .poll(() => asked, {
        message: "asked for while nothing of the start was answered",
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining(everything));
    const beforeAnyAnswer = asked.length;
    answers.open();
    await waitForHydration(page);
    // Nothing more once answers came, and each once: the preloaded chunks and data are what
    // webpack and Gatsby's loader use.
    expect(asked.slice(beforeAnyAnswer), "asked for only after answers came").toEqual([]);
    expect(new Set(asked).size).toBe(asked.length);
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
