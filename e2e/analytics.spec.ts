// Analytics in the production test build (`npm run build:test`, checks/testBuild.ts), checked
// against the stand-in collector in checks/collector.ts.
//
// posthog-js drops every event from a browser that looks automated, so these tests launch their
// own Chromium without the AutomationControlled flag and give the page an ordinary Chrome user
// agent; the bot tests then put bot user agents back on purpose.
import {
  chromium,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { CHROMIUM_PATH, HUMAN_LIKE_ARGS } from "../checks/chromium";
import {
  COLLECTOR_ORIGIN,
  startCollector,
  type CollectedEvent,
  type Collector,
} from "../checks/collector";
import { waitForHydration } from "./support/pages";
import { TEST_ANALYTICS_KEY as PROJECT_KEY } from "../checks/testBuild";
// The spec drives its own browser and viewport, so one project is enough; a second would only
// wait for the collector's port.
const ONLY_PROJECT = "desktop-1280";
// posthog-js loads 3 s after the load event, when the page is idle, then sends in batches every
// 3 s: waiting this long after the last action lets any extra (duplicate) event arrive.
const SETTLE_MS = 4500;
// Long enough for posthog-js to have loaded and sent, had it been going to.
const QUIET_MS = 10_000;
// Long enough for the first batch to arrive.
const FIRST_SEND_MS = 20_000;

// One collector on one port: the tests in this file take turns.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let browser: Browser;
let collector: Collector;
let chromeUserAgent: string;

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument destructured
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== ONLY_PROJECT, `runs once, in ${ONLY_PROJECT}`);
  // The collector may have to wait for another run (e.g. Lighthouse's) to free its port.
  test.setTimeout(150_000);
  collector = await startCollector({ waitForPortMs: 120_000 });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: HUMAN_LIKE_ARGS });
  const major = browser.version().split(".")[0];
  chromeUserAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`;
});

test.afterAll(async () => {
  await browser?.close();
  await collector?.stop();
});

test.beforeEach(() => {
  collector?.clear();
});

interface Visit {
  context: BrowserContext;
  page: Page;
  requestedUrls: string[];
  pageErrors: Error[];
  consoleErrors: string[];
}

async function visit(
  baseURL: string | undefined,
  options: { userAgent?: string; initScript?: string } = {},
): Promise<Visit> {
  const context = await browser.newContext({
    baseURL,
    userAgent: options.userAgent ?? chromeUserAgent,
  });
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  const requestedUrls: string[] = [];
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  context.on("request", (request) => requestedUrls.push(request.url()));
  page.on("pageerror", (error) => pageErrors.push(error));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  return { context, page, requestedUrls, pageErrors, consoleErrors };
}

const pageviews = (events: readonly CollectedEvent[]) =>
  events.filter((event) => event.event === "$pageview");

const mainNavigation = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The new page's title, once Gatsby has put it in place (it swaps the old one out first). */
async function titleAfterNavigation(page: Page, previousTitle: string): Promise<string> {
  await expect
    .poll(async () => {
      const title = await page.title();
      return title !== "" && title !== previousTitle;
    })
    .toBe(true);
  return page.title();
}

test("sends one $pageview per history entry, with clean URLs, titles and the project key", async ({
  baseURL,
}) => {
  const { context, page, requestedUrls, consoleErrors } = await visit(baseURL);
  const siteOrigin = new URL(baseURL ?? "http://127.0.0.1:9100").origin;
  const url = (path: string) => new URL(path, siteOrigin).href;

  // 1. First load, with a query string and fragment that must not be sent.
  await page.goto("/?utm_source=e2e&email=visitor%40example.com#top");
  const titles = [await page.title()];
  await collector.waitFor((events) => pageviews(events).length >= 1, FIRST_SEND_MS);

  // 2. and 3. Two client-side navigations through the main navigation.
  await mainNavigation(page).getByRole("link", { name: "Success Stories" }).click();
  await expect(page).toHaveURL(url("/case-study/"));
  titles.push(await titleAfterNavigation(page, titles[0] ?? ""));
  await mainNavigation(page).getByRole("button", { name: "Newsletter" }).click();
  await mainNavigation(page).getByRole("link", { name: "Newsletter Archive" }).click();
  await expect(page).toHaveURL(url("/newsletter/archive/"));
  titles.push(await titleAfterNavigation(page, titles[1] ?? ""));

  // 4. Back, 5. forward.
  await page.goBack();
  await expect(page).toHaveURL(url("/case-study/"));
  titles.push(await titleAfterNavigation(page, titles[2] ?? ""));
  await page.goForward();
  await expect(page).toHaveURL(url("/newsletter/archive/"));
  titles.push(await titleAfterNavigation(page, titles[3] ?? ""));

  await collector.waitFor((events) => pageviews(events).length >= 5);
  await page.waitForTimeout(SETTLE_MS);

  const sent = pageviews(collector.events);
  expect(sent.map((event) => event.properties.$current_url)).toEqual([
    url("/"),
    url("/case-study/"),
    url("/newsletter/archive/"),
    url("/case-study/"),
    url("/newsletter/archive/"),
  ]);
  expect(sent.map((event) => event.properties.title)).toEqual(titles);
  for (const event of sent) {
    expect(event.apiKey).toBe(PROJECT_KEY);
    expect(event.userAgent).toBe(chromeUserAgent);
    expect(String(event.properties.$pathname)).not.toMatch(/[?#]/);
  }
  expect(JSON.stringify(collector.events)).not.toContain("visitor%40example.com");
  expect(JSON.stringify(collector.events)).not.toContain("utm_source");

  // Nothing from any other origin: posthog-js is bundled and fetches no extension or config.
  const origins = new Set(
    requestedUrls.filter((u) => u.startsWith("http")).map((u) => new URL(u).origin),
  );
  expect([...origins].sort()).toEqual([COLLECTOR_ORIGIN, siteOrigin].sort());
  // Only event ingestion on the collector: no flags, remote config or surveys requests.
  for (const request of collector.requests) {
    expect(request.url).toMatch(/^\/(e|i\/v0\/e|batch|capture)\//);
    expect(request.decodeError).toBeUndefined();
  }

  // Private by default: no cookie, nothing in storage.
  expect(await context.cookies()).toEqual([]);
  expect(
    await page.evaluate(() => ({
      local: Object.keys(window.localStorage),
      session: Object.keys(window.sessionStorage),
    })),
  ).toEqual({ local: [], session: [] });
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("a jump to a section of the same page is not another page view", async ({ baseURL }) => {
  const { context, page } = await visit(baseURL);
  await page.goto("/");
  // Before hydration a click is a full page load, which starts analytics afresh.
  await waitForHydration(page);
  await mainNavigation(page).getByRole("link", { name: "The System" }).click();
  await expect(page).toHaveURL(/\/#the-system$/);
  await mainNavigation(page).getByRole("link", { name: "Success Stories" }).click();
  await expect(page).toHaveURL(/\/case-study\/$/);

  await collector.waitFor((events) => pageviews(events).length >= 2);
  await page.waitForTimeout(SETTLE_MS);
  expect(pageviews(collector.events).map((event) => event.properties.$pathname)).toEqual([
    "/",
    "/case-study/",
  ]);
  await context.close();
});

test("reports a thrown error and an unhandled rejection as $exception", async ({ baseURL }) => {
  const { context, page } = await visit(baseURL);
  await page.goto("/case-study/");
  await collector.waitFor((events) => pageviews(events).length >= 1, FIRST_SEND_MS);

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("e2e boom");
    });
  });
  await page.evaluate(() => {
    void Promise.reject(new Error("e2e rejection"));
  });

  const exceptionMessages = (events: readonly CollectedEvent[]) =>
    events
      .filter((event) => event.event === "$exception")
      .flatMap((event) => {
        const list = event.properties.$exception_list;
        return Array.isArray(list) ? list.map((entry: { value?: unknown }) => entry.value) : [];
      });
  await collector.waitFor((events) => exceptionMessages(events).length >= 2);
  expect(exceptionMessages(collector.events).sort()).toEqual(["e2e boom", "e2e rejection"]);
  for (const event of collector.eventsNamed("$exception")) {
    expect(event.apiKey).toBe(PROJECT_KEY);
    expect(event.properties.$current_url).toBe(new URL("/case-study/", page.url()).href);
  }
  await context.close();
});

const OFF_SWITCHES = [
  {
    name: "Do Not Track",
    script: `Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" });`,
  },
  {
    name: "Global Privacy Control",
    script: `Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });`,
  },
];

for (const { name, script } of OFF_SWITCHES) {
  test(`with ${name} on, posthog-js is not loaded and nothing is sent`, async ({ baseURL }) => {
    const { context, page, requestedUrls } = await visit(baseURL, { initScript: script });
    await page.goto("/");
    await mainNavigation(page).getByRole("link", { name: "Success Stories" }).click();
    await expect(page).toHaveURL(/\/case-study\/$/);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("e2e boom while opted out");
      });
    });
    await page.waitForTimeout(QUIET_MS);
    expect(collector.requests).toEqual([]);
    expect(requestedUrls.filter((u) => u.includes("/posthog-"))).toEqual([]);
    await context.close();
  });
}

const BOT_USER_AGENTS = [
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
];

for (const userAgent of BOT_USER_AGENTS) {
  test(`a bot (${userAgent.match(/HeadlessChrome|Chrome-Lighthouse/)?.[0]}) sends no request at all`, async ({
    baseURL,
  }) => {
    const { context, page, consoleErrors, requestedUrls } = await visit(baseURL, { userAgent });
    await page.goto("/");
    await mainNavigation(page).getByRole("link", { name: "Success Stories" }).click();
    await expect(page).toHaveURL(/\/case-study\/$/);
    await page.waitForTimeout(QUIET_MS);
    // posthog-js did load; its own bot filter keeps it quiet.
    expect(requestedUrls.some((u) => u.includes("/posthog-"))).toBe(true);
    expect(collector.requests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
}

test("with the analytics host blocked, the site works and shows no error", async ({ baseURL }) => {
  const { context, page, pageErrors } = await visit(baseURL);
  await context.route(`${COLLECTOR_ORIGIN}/**`, (route) => route.abort("blockedbyclient"));
  const blockedSend = page.waitForEvent("requestfailed", {
    predicate: (request) => request.url().startsWith(COLLECTOR_ORIGIN),
    timeout: FIRST_SEND_MS,
  });
  await page.goto("/");
  await blockedSend;
  await mainNavigation(page).getByRole("link", { name: "Success Stories" }).click();
  await expect(page).toHaveURL(/\/case-study\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(pageErrors).toEqual([]);
  expect(collector.requests).toEqual([]);
  await context.close();
});

test("if posthog-js cannot be downloaded, the site works and shows no error", async ({
  baseURL,
}) => {
  const { context, page, pageErrors, consoleErrors } = await visit(baseURL);
  await context.route(/\/posthog-[0-9a-f]+\.js$/, (route) => route.abort("blockedbyclient"));
  const blockedChunk = page.waitForEvent("requestfailed", {
    predicate: (request) => request.url().includes("/posthog-"),
    timeout: FIRST_SEND_MS,
  });
  await page.goto("/");
  await blockedChunk;
  await mainNavigation(page).getByRole("link", { name: "Success Stories" }).click();
  await expect(page).toHaveURL(/\/case-study\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(pageErrors).toEqual([]);
  // The browser itself reports the blocked download; nothing else may appear.
  expect(consoleErrors.filter((text) => !text.includes("net::ERR_BLOCKED_BY_CLIENT"))).toEqual([]);
  await context.close();
});
