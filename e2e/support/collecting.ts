// The analytics specs' shared set-up: the stand-in collector on its one port and a Chromium that
// does not look automated (analytics ignores automated browsers). Only the specs that need the
// collector take its port: they run in the `collector` project, one at a time
// (playwright.config.ts), at the desktop width unless a test sets its own.
//
// What a page sends is counted in the page as it sends (sendBeacon, fetch and XMLHttpRequest to the
// collector, wrapped before any of the site's scripts run), so a test waits until the collector
// has had that many requests: a barrier, not a quiet window. Each test's visit ends with its pages
// closed and all they sent arrived (endVisit), so the next test starts with nothing on the way.
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_PATH, HUMAN_LIKE_ARGS, chromeUserAgent } from "../../testing/chromium";
import {
  COLLECTOR_ORIGIN,
  startCollector,
  type CollectedEvent,
  type Collector,
} from "../../testing/collector";
import { expect, test } from "./fixtures";

/** What a session's pages sent the collector is counted under this key of the site's storage. */
const SENT_KEY = "e2e:sent-to-collector";

export interface Collecting {
  collector: Collector;
  browser: Browser;
  /** An ordinary Chrome's user agent for this Chromium. */
  visitorUserAgent: string;
}

/** Starts the collector, in a beforeAll, once another run (Lighthouse) frees its port. */
export async function takeCollectorPort(): Promise<Collector> {
  test.setTimeout(330_000);
  return startCollector({ waitForPortMs: 300_000 });
}

/**
 * Starts the collector and the browser before the spec's tests (handing them to `started`) and
 * stops them after.
 */
export function collectingSession(started: (session: Collecting) => void): void {
  let session: Collecting | undefined;
  test.beforeAll(async () => {
    const collector = await takeCollectorPort();
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: HUMAN_LIKE_ARGS,
    });
    session = {
      collector,
      browser,
      visitorUserAgent: chromeUserAgent(browser.version()),
    };
    started(session);
  });
  test.afterAll(async () => {
    await session?.browser.close();
    await session?.collector.stop();
  });
}

export const named = (name: string) => (events: readonly CollectedEvent[]) =>
  events.filter((event) => event.event === name);

/**
 * In the page: counts each request handed to the browser for the collector in the site's local
 * storage, which outlives the page (a count kept in the page, or sent to the test as the page is
 * left, is lost with it).
 */
function wrapSends({ origin, key }: { origin: string; key: string }): void {
  const sent = () => {
    try {
      localStorage.setItem(key, String(Number(localStorage.getItem(key) ?? 0) + 1));
    } catch {
      // A page of another origin (a data: page) sends nothing to count.
    }
  };
  const toCollector = (url: unknown) =>
    String(url instanceof Request ? url.url : url).startsWith(origin);
  const beacon = Navigator.prototype.sendBeacon;
  Navigator.prototype.sendBeacon = function (url, data) {
    const queued = beacon.call(this, url, data);
    if (queued && toCollector(url)) sent();
    return queued;
  };
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    if (toCollector(input)) sent();
    return fetch.call(this, input, init);
  };
  const { open, send } = XMLHttpRequest.prototype;
  const marked = new WeakSet<XMLHttpRequest>();
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    if (toCollector(args[1])) marked.add(this);
    return (open as (...a: unknown[]) => void).apply(this, args);
  };
  XMLHttpRequest.prototype.send = function (body) {
    if (marked.has(this)) sent();
    return send.call(this, body);
  };
}

/** Counts, in the site's storage, what the pages of `context` send the collector. */
export async function countSends(context: BrowserContext): Promise<void> {
  await context.addInitScript(wrapSends, { origin: COLLECTOR_ORIGIN, key: SENT_KEY });
}

/** The site's address (the project's baseURL: origin and path prefix). */
const siteBase = (): string => test.info().project.use.baseURL ?? "";

/**
 * Runs `read` on the site's local storage from a page of its own (the site's robots.txt: no
 * script, nothing sent), whether or not a page of the site is still open.
 */
async function withSiteStorage<T>(
  context: BrowserContext,
  read: (key: string) => T | Promise<T>,
): Promise<T> {
  const reader = await context.newPage();
  try {
    // A text page's icon is asked for at the origin's root, outside the site's prefix: answered.
    await reader.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
    await reader.goto(new URL("robots.txt", siteBase()).href);
    return await reader.evaluate(read, SENT_KEY);
  } finally {
    await reader.close();
  }
}

/** How many requests the pages of `context` have sent the collector so far. */
export const sentCount = (context: BrowserContext): Promise<number> =>
  withSiteStorage(context, (key) => Number(localStorage.getItem(key) ?? 0));

/**
 * Counting starts afresh in the middle of a test: everything sent so far arrived, then both the
 * collector and the pages' count cleared.
 */
export async function restartCount(collector: Collector, context: BrowserContext): Promise<void> {
  await allArrived(collector, context);
  collector.clear();
  await withSiteStorage(context, (key) => localStorage.removeItem(key));
}

/** The requests (not CORS preflights) the collector has had. */
const arrived = (collector: Collector) =>
  collector.requests.filter((request) => request.method !== "OPTIONS").length;

/** Resolves once the collector has had every request the pages of `context` sent it. */
export async function allArrived(collector: Collector, context: BrowserContext): Promise<void> {
  const sent = await sentCount(context);
  await expect
    .poll(() => arrived(collector), {
      message: `requests the collector had, against the ${sent} the pages sent`,
      timeout: 15_000,
    })
    .toBe(sent);
}

/** The visitor closes the page (its pagehide runs); resolves once it is gone. */
export async function leave(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const closed = page.waitForEvent("close");
  await page.close({ runBeforeUnload: true });
  await closed;
}

/**
 * Ends a visit: every page closed as a visitor closes it, everything they sent arrived, then the
 * context closed, so nothing of this test lands in the next one's count (a fresh context starts
 * its count at nothing, as the collector is cleared).
 */
export async function endVisit(context: BrowserContext, collector: Collector): Promise<void> {
  for (const page of context.pages()) await leave(page);
  await allArrived(collector, context);
  await context.close();
}
