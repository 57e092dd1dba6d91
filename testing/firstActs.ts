// The visitor's first acts before React, in Chromium, Firefox and WebKit (testing/engines.ts): a
// finger's tap on an issue link in the archive, and a search sent with Enter. Shared by the test
// that they work while React is held (e2e/firstAct.spec.ts) and the bench that times them
// (bench/firstAct.ts). Chromium holds React's scripts in the browser; for Firefox and WebKit the
// server holds the one script whose arrival starts React (a held request keeps one of the
// browser's six connections busy; testing/serve.ts says why).
import { chromium, type Browser as PlaywrightBrowser } from "@playwright/test";
import type { Browser as PuppeteerBrowser } from "puppeteer-core";
import { bundlePattern } from "../src/node/gatsbyOutput";
import { CHROMIUM_ARGS, CHROMIUM_PATH, holdScripts } from "./chromium";
import {
  chromiumPage,
  firefoxPage,
  launchFirefox,
  tap,
  until,
  webKitPage,
  type EngineName,
  type EnginePage,
} from "./engines";
import type { Held } from "./gate";
import { serveSite, type StaticServer } from "./serve";
import { TEST_PATH_PREFIX } from "./testBuild";

/** How long a finger rests on the screen between pointer down and up. */
export const FINGER_MS = 120;
/**
 * Every script but webpack's runtime, the analytics entry and the search's (Pagefind, once React
 * runs).
 */
export const REACT_SCRIPT = /\/(?!webpack-runtime-|analytics-start-|pagefind)[^/?]+\.js$/;
/** The script whose arrival starts React (webpack runs the app once it is there). */
const APP_SCRIPT = bundlePattern("app");
const VIEWPORT = { width: 390, height: 844 };
// In the body of content/newsletter/what-engineering-leaders-should-measure.md and nowhere else
// (e2e/search.spec.ts checks that).
export const WORD = "flashlight";
const ARCHIVE = "/newsletter/archive/";
const SEARCH_BOX = "#archive-search input[name=q]";

/** React has taken the page over: it keeps its props on the last node it hydrates. */
export const REACT_STARTED =
  `(() => { const e = document.getElementById("gatsby-announcer"); ` +
  `return !!e && Object.keys(e).some((key) => key.startsWith("__reactProps")); })()`;

/** An engine's page, with React's start held at a gate. */
export interface HeldPage {
  page: EnginePage;
  /** React's scripts held until released. */
  held: Held;
}

/**
 * The three engines' browsers and the site's server, started as first needed and all closed (and
 * forgotten, so the next use starts afresh) by close().
 */
export class FirstActBrowsers {
  private server: StaticServer | undefined;
  private chromium: PlaywrightBrowser | undefined;
  private firefox: PuppeteerBrowser | undefined;

  constructor(private readonly port: number) {}

  /** The site's address (under its prefix), once a page has been opened. */
  get origin(): string {
    if (!this.server) throw new Error("no page opened yet");
    return this.server.origin;
  }

  async open(engine: EngineName): Promise<HeldPage> {
    this.server ??= await serveSite("public", this.port, TEST_PATH_PREFIX);
    const server = this.server;
    if (engine === "chromium") {
      this.chromium ??= await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      });
      let held: Held | undefined;
      const page = await chromiumPage(this.chromium, { viewport: VIEWPORT }, async (tab) => {
        held = await holdScripts(tab, REACT_SCRIPT);
        // Chromium's scrolls are smooth (the site's styles ask for it): each one's end counted in
        // window.scrollEnds, from the page's start, for a test to wait for.
        await tab.addInitScript(() => {
          const counted = window as unknown as { scrollEnds: number };
          counted.scrollEnds = 0;
          addEventListener("scrollend", () => (counted.scrollEnds += 1));
        });
      });
      if (!held) throw new Error("React's scripts are not held");
      return { page, held };
    }
    const held = server.hold(APP_SCRIPT);
    if (engine === "firefox") {
      this.firefox ??= await launchFirefox();
      return { page: await firefoxPage(this.firefox, { viewport: VIEWPORT }), held };
    }
    return { page: await webKitPage({ viewport: VIEWPORT }, () => server.requested), held };
  }

  async close(): Promise<void> {
    const { chromium: chromiumBrowser, firefox, server } = this;
    this.chromium = this.firefox = this.server = undefined;
    await chromiumBrowser?.close();
    await firefox?.close();
    await server?.close();
  }
}

/**
 * Opens the archive and taps its first issue's link, as a finger does; returns the link's
 * address. `beforeTap` runs just before the finger comes down.
 */
export async function tapIssueLink(
  page: EnginePage,
  origin: string,
  beforeTap: () => Promise<unknown> = async () => undefined,
): Promise<string> {
  await page.open(`${origin}${ARCHIVE}`);
  await until(page, `document.readyState === "complete"`);
  const link = "main article h2 a";
  const href = await page.value<string>(`document.querySelector("${link}").getAttribute("href")`);
  await beforeTap();
  await tap(page, link, FINGER_MS);
  return href;
}

/** The page the tap on `href` asked for is the one shown. */
export const showing = (href: string): string => `location.pathname === ${JSON.stringify(href)}`;

/**
 * Opens the archive, taps its search box (which starts React's download), types WORD key by key
 * and presses Enter. `beforeEnter` runs just before Enter.
 */
export async function searchWithEnter(
  page: EnginePage,
  origin: string,
  beforeEnter: () => Promise<unknown> = async () => undefined,
): Promise<void> {
  await page.open(`${origin}${ARCHIVE}`);
  await until(page, `document.readyState === "complete"`);
  await tap(page, SEARCH_BOX, FINGER_MS);
  await until(page, `document.activeElement === document.querySelector("${SEARCH_BOX}")`);
  await page.type(WORD);
  await beforeEnter();
  await page.press("Enter");
}

/** The page Enter asked for, the archive with the query, is the one shown. */
export const SHOWING_RESULTS = `new URLSearchParams(location.search).get("q") === "${WORD}"`;

/** What the results page shows before React: the query in the box, and what it is doing. */
export const SEARCH_BOX_VALUE = `document.querySelector("${SEARCH_BOX}").value`;
export const SEARCH_NOTE = `document.getElementById("archive-search-note").textContent`;
