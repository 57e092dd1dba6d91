// Analytics in the production test build (`npm run build:test`, testing/testBuild.ts), checked
// against the stand-in collector in testing/collector.ts.
//
// Analytics ignores browsers that look automated (as posthog-js does), so these tests launch their
// own Chromium without the AutomationControlled flag and give the page an ordinary Chrome user
// agent; the bot tests put bot user agents back on purpose.
//
// Every page is watched by the project's fixture (e2e/support/fixtures.ts) for console errors,
// uncaught exceptions and CSP violations; a test that throws on purpose names what it expects.
//
// No test sleeps to find out whether something extra arrives: each page counts what it hands the
// browser for the collector (e2e/support/collecting.ts), and a test waits until the collector has
// had that many requests, so a duplicate would be there. A visit ends with its pages closed as a
// visitor closes them and everything they sent arrived (endVisit).
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { bundlePattern } from "../src/node/gatsbyOutput";
import { COLLECTOR_ORIGIN, type CollectedEvent, type Collector } from "../testing/collector";
import { expect, test, watchContext } from "./support/fixtures";
import { waitForHydration } from "./support/pages";
import {
  allArrived,
  collectingSession,
  countSends,
  endVisit,
  leave,
  restartCount,
  sentCount,
  named,
} from "./support/collecting";
import { holdScripts } from "../testing/chromium";
import { TEST_ANALYTICS_KEY as PROJECT_KEY, TEST_PATH_PREFIX } from "../testing/testBuild";

// The booking and subscription pages are on other sites, which are out of reach here.
const EXTERNAL = /^https:\/\/(?!127\.0\.0\.1)/;

// A path on the test build's site, which is served under its prefix (and page views carry it).
const on = (path: string) => `${TEST_PATH_PREFIX}${path}`;

// One collector on one port: the tests in this file take turns.
test.describe.configure({ mode: "serial", timeout: 45_000 });

let browser: Browser;
let collector: Collector;
let visitorUserAgent: string;

collectingSession((session) => ({ browser, collector, visitorUserAgent } = session));

// The fixture's list of problems for the running test, for the contexts visit() opens.
let problems: string[] = [];

test.beforeEach(async ({ problems: watched }) => {
  problems = watched;
  // The last test's visit ended with everything it sent arrived (endVisit).
  collector.clear();
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
  options: {
    userAgent?: string;
    initScript?: string;
    expectedErrors?: RegExp;
    /** The screen to visit with (viewport, touch); the desktop browser's when left out. */
    device?: Pick<BrowserContextOptions, "viewport" | "screen" | "isMobile" | "hasTouch">;
    /** What it sends is not counted: sends that cannot arrive (the host blocked). */
    uncounted?: boolean;
  } = {},
): Promise<Visit> {
  const context = await browser.newContext({
    baseURL,
    userAgent: options.userAgent ?? visitorUserAgent,
    ...options.device,
  });
  await watchContext(context, problems, options.expectedErrors);
  if (!options.uncounted) await countSends(context);
  if (options.initScript) await context.addInitScript(options.initScript);
  await context.route(EXTERNAL, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Elsewhere</title><h1>Elsewhere</h1>" }),
  );
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

const pageviews = named("$pageview");
/** "$pageview /path" and "$pageleave /path", in the order they arrived. */
const pageEvents = (events: readonly CollectedEvent[]) =>
  events
    .filter((event) => event.event === "$pageview" || event.event === "$pageleave")
    .map((event) => `${event.event} ${String(event.properties.$pathname)}`);
const paths = (events: readonly CollectedEvent[]) =>
  events.map((event) => event.properties.$pathname);
const posthogJsRequests = (urls: string[]) =>
  urls.filter((url) => /\/posthog-[0-9a-f]+\.js$/.test(url));

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

test("sends one $pageview per history entry, in order, each with its own time, title and clean URL", async ({
  baseURL,
}) => {
  const { context, page, requestedUrls, consoleErrors } = await visit(baseURL);
  const siteOrigin = new URL(baseURL ?? "http://127.0.0.1:9100").origin;
  const url = (path: string) => new URL(on(path), siteOrigin).href;

  // 1. The landing page, with a query string and fragment that must not be sent.
  await page.goto(on("/?utm_source=e2e&email=visitor%40example.com#top"));
  await waitForHydration(page);
  const titles = [await page.title()];

  // 2. and 3. Two client-side navigations through the main navigation.
  await mainNavigation(page).getByRole("link", { name: "Success Stories" }).click();
  await expect(page).toHaveURL(url("/case-study/"));
  titles.push(await titleAfterNavigation(page, titles[0] ?? ""));
  await mainNavigation(page).getByRole("button", { name: "Newsletter" }).click();
  await mainNavigation(page).getByRole("link", { name: "Latest Issues" }).click();
  await expect(page).toHaveURL(url("/newsletter/archive/"));
  titles.push(await titleAfterNavigation(page, titles[1] ?? ""));

  // 4. Back, 5. forward.
  await page.goBack();
  await expect(page).toHaveURL(url("/case-study/"));
  titles.push(await titleAfterNavigation(page, titles[2] ?? ""));
  await page.goForward();
  await expect(page).toHaveURL(url("/newsletter/archive/"));
  titles.push(await titleAfterNavigation(page, titles[3] ?? ""));

  // 6. One more page: once its page view is in, everything before it is.
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(url("/privacy-policy/"));
  titles.push(await titleAfterNavigation(page, titles[4] ?? ""));
  await collector.waitFor((events) => paths(pageviews(events)).includes(on("/privacy-policy/")));

  // Each page left by a navigation, back or forward has one $pageleave, before the next page view,
  // which carries the time spent on the page left.
  expect(pageEvents(collector.events)).toEqual(
    ["/", "/case-study/", "/newsletter/archive/", "/case-study/", "/newsletter/archive/"]
      .flatMap((path) => [`$pageview ${on(path)}`, `$pageleave ${on(path)}`])
      .concat(`$pageview ${on("/privacy-policy/")}`),
  );
  const sent = pageviews(collector.events);
  const leaves = named("$pageleave")(collector.events);
  leaves.forEach((leave, index) => {
    expect(leave.properties.$pageview_id).toBe(sent[index]?.properties.$pageview_id);
    expect(sent[index + 1]?.properties).toMatchObject({
      $prev_pageview_id: leave.properties.$pageview_id,
      $prev_pageview_pathname: leave.properties.$pathname,
      $prev_pageview_duration: expect.any(Number),
    });
  });
  expect(sent.map((event) => event.properties.$current_url)).toEqual([
    url("/"),
    url("/case-study/"),
    url("/newsletter/archive/"),
    url("/case-study/"),
    url("/newsletter/archive/"),
    url("/privacy-policy/"),
  ]);
  expect(sent.map((event) => event.properties.title)).toEqual(titles);
  const times = [...sent, ...leaves]
    .sort((a, b) => collector.events.indexOf(a) - collector.events.indexOf(b))
    .map((event) => Date.parse(event.timestamp ?? ""));
  expect(times.every(Number.isFinite)).toBe(true);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  for (const event of [...sent, ...leaves]) {
    expect(event.apiKey).toBe(PROJECT_KEY);
    expect(event.properties).toMatchObject({
      distinct_id: "$posthog_cookieless",
      $cookieless_mode: true,
      $raw_user_agent: visitorUserAgent,
      $host: new URL(siteOrigin).host,
      $browser: "Chrome",
    });
  }
  expect(JSON.stringify(collector.events)).not.toMatch(/visitor|%40|#top/);

  // Nothing from any other origin, and no posthog-js: nothing went wrong, so nothing needed it.
  const origins = new Set(
    requestedUrls.filter((u) => u.startsWith("http")).map((u) => new URL(u).origin),
  );
  expect([...origins].sort()).toEqual([COLLECTOR_ORIGIN, siteOrigin].sort());
  expect(posthogJsRequests(requestedUrls)).toEqual([]);
  for (const request of collector.requests) {
    expect(request).toMatchObject({ method: "POST", url: "/batch/" });
    expect(request.decodeError).toBeUndefined();
  }

  // Cookieless: no cookie, nothing in storage. (Gatsby's scroll restoration keeps, for this tab,
  // where each page was scrolled to, under "@@scroll|" keys: the site's, not analytics'.)
  expect(await context.cookies()).toEqual([]);
  expect(
    await page.evaluate(() => ({
      // The test\'s own count of what the pages sent aside (e2e/support/collecting.ts).
      local: Object.keys(window.localStorage).filter((key) => !key.startsWith("e2e:")),
      session: Object.keys(window.sessionStorage).filter((key) => !key.startsWith("@@scroll|")),
    })),
  ).toEqual({ local: [], session: [] });
  expect(consoleErrors).toEqual([]);
  await endVisit(context, collector);
});

test("keeps the landing page's campaign tags, ad clicks (masked) and referring site, drops every other part of the address", async ({
  baseURL,
}) => {
  const { context, page } = await visit(baseURL);
  await page.goto(
    on(
      "/case-study/?utm_source=newsletter&utm_medium=email&utm_campaign=issue-12&utm_content=footer&utm_term=tdd&gclid=Cj0KCQiAvisitorclick&gad_source=1&fbclid=IwAR0visitorclick&email=visitor%40example.com&token=s3cr3tt0k3n#results",
    ),
    { referer: "https://www.linkedin.com/feed/update/123/?trk=visitor-secret" },
  );
  const [pageview] = pageviews(await collector.waitFor((events) => pageviews(events).length > 0));
  expect(pageview?.properties).toMatchObject({
    $pathname: on("/case-study/"),
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "issue-12",
    utm_content: "footer",
    utm_term: "tdd",
    // As posthog-js sends them with mask_personal_data_properties: PostHog's channel type is
    // Paid Search / Paid Social, and the click's id stays in the browser.
    gclid: "<masked>",
    gad_source: "1",
    fbclid: "<masked>",
    $referrer: "https://www.linkedin.com/feed/update/123/",
    $referring_domain: "www.linkedin.com",
  });
  expect(String(pageview?.properties.$current_url)).toMatch(/\/case-study\/$/);
  expect(JSON.stringify(collector.events)).not.toMatch(/visitor|s3cr3t|trk|results/);
  await endVisit(context, collector);
});

test("a visitor who reads one page for 5 minutes and closes the tab: one $pageview, then one $pageleave with the time read", async ({
  baseURL,
}) => {
  const { context, page } = await visit(baseURL);
  // The page's clock is the test's: five minutes of reading pass at once.
  await page.clock.install();
  await page.goto(on("/newsletter/archive/"), { waitUntil: "load" });
  // Reading starts with the page view (when the site's script runs, on a busy machine well after
  // Playwright's goto returns).
  await collector.waitFor((events) => pageviews(events).length > 0);
  await page.clock.fastForward("05:00");
  await leave(page);
  await collector.waitFor((events) => named("$pageleave")(events).length > 0);
  await allArrived(collector, context);
  expect(pageEvents(collector.events)).toEqual([
    `$pageview ${on("/newsletter/archive/")}`,
    `$pageleave ${on("/newsletter/archive/")}`,
  ]);
  const [pageview, pageleave] = collector.events;
  expect(pageleave?.properties).toMatchObject({
    $current_url: pageview?.properties.$current_url,
    $pageview_id: pageview?.properties.$pageview_id,
    $prev_pageview_pathname: on("/newsletter/archive/"),
  });
  // Five minutes, and the seconds the test itself took, which its timeout bounds well below a
  // minute: the time read, not some other span.
  expect(pageleave?.properties.$prev_pageview_duration).toBeGreaterThanOrEqual(300);
  expect(pageleave?.properties.$prev_pageview_duration).toBeLessThan(360);
  await endVisit(context, collector);
});

test("a visitor who goes to another site as soon as the page view is sent and comes back with the back button: each visit of the page counted once", async ({
  baseURL,
}) => {
  const { context, page } = await visit(baseURL);
  await page.goto(on("/newsletter/archive/"), { waitUntil: "load" });
  // Leaving the moment the collector has the page view, its answer may still be on the way: the
  // page must not wait for it when it comes back. (A fixed wait after load is not enough: on a busy
  // machine the site's scripts may not have started yet, and then the first visit is not counted.)
  await collector.waitFor((events) => pageviews(events).length > 0);
  await page.goto("https://elsewhere.example/");
  await page.goBack({ waitUntil: "load" });
  await expect(page).toHaveURL(/\/newsletter\/archive\/$/);
  // Back again: the page view of this second visit (its scripts start after the first paint).
  await collector.waitFor((events) => pageviews(events).length >= 2);
  await leave(page);
  await collector.waitFor((events) => named("$pageleave")(events).length >= 2);
  await allArrived(collector, context);
  expect(pageEvents(collector.events)).toEqual(
    Array.from({ length: 2 }, () => [
      `$pageview ${on("/newsletter/archive/")}`,
      `$pageleave ${on("/newsletter/archive/")}`,
    ]).flat(),
  );
  const [first, firstLeave, second, secondLeave] = collector.events;
  expect(firstLeave?.properties.$pageview_id).toBe(first?.properties.$pageview_id);
  expect(secondLeave?.properties.$pageview_id).toBe(second?.properties.$pageview_id);
  expect(second?.properties.$pageview_id).not.toBe(first?.properties.$pageview_id);
  await endVisit(context, collector);
});

test("on a phone: page views through the small-screen menu and the page leave, described as a phone", async ({
  baseURL,
}) => {
  const phone = { width: 390, height: 844 };
  const major = browser.version().split(".")[0];
  const { context, page, consoleErrors } = await visit(baseURL, {
    userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`,
    device: { viewport: phone, screen: phone, isMobile: true, hasTouch: true },
  });
  await page.goto(on("/"));
  await waitForHydration(page);
  const nav = mainNavigation(page);
  await nav.getByRole("button", { name: "Open navigation menu", exact: true }).tap();
  await nav.getByRole("link", { name: "Success Stories" }).tap();
  await expect(page).toHaveURL(/\/case-study\/$/);
  await collector.waitFor((events) => paths(pageviews(events)).includes(on("/case-study/")));
  await leave(page);
  await collector.waitFor((events) => named("$pageleave")(events).length >= 2);
  await allArrived(collector, context);
  expect(pageEvents(collector.events)).toEqual([
    `$pageview ${on("/")}`,
    `$pageleave ${on("/")}`,
    `$pageview ${on("/case-study/")}`,
    `$pageleave ${on("/case-study/")}`,
  ]);
  for (const event of collector.events) {
    expect(event.properties).toMatchObject({
      $device_type: "Mobile",
      $os: "Android",
      $viewport_width: phone.width,
      $screen_width: phone.width,
    });
  }
  expect(consoleErrors).toEqual([]);
  await endVisit(context, collector);
});

test("does not count a jump to a section of the same page as another page view", async ({
  baseURL,
}) => {
  const { context, page } = await visit(baseURL);
  await page.goto(on("/"));
  // Before hydration a click is a full page load, which starts analytics afresh.
  await waitForHydration(page);
  await mainNavigation(page).getByRole("link", { name: "The System" }).click();
  await expect(page).toHaveURL(/\/#the-system$/);
  await mainNavigation(page).getByRole("link", { name: "Success Stories" }).click();
  await expect(page).toHaveURL(/\/case-study\/$/);
  await collector.waitFor((events) => paths(pageviews(events)).includes(on("/case-study/")));
  expect(paths(pageviews(collector.events))).toEqual([on("/"), on("/case-study/")]);
  await endVisit(context, collector);
});

test.describe("conversions, delivered although the visitor leaves at once", () => {
  /** The one event a click produced, once it (and everything before it) has arrived. */
  async function conversion(context: BrowserContext, name: string, placement: string) {
    await collector.waitFor((events) =>
      named(name)(events).some((event) => event.properties.placement === placement),
    );
    await allArrived(collector, context);
    const events = named(name)(collector.events);
    expect(events).toHaveLength(1);
    return events[0]?.properties;
  }

  test("booking: the hero's button (same tab) and the bar's (new tab)", async ({ baseURL }) => {
    const { context, page } = await visit(baseURL);
    await page.goto(on("/"));
    await waitForHydration(page);
    const hero = page.locator('[data-placement="hero"]').getByRole("link", {
      name: "Schedule a Call",
    });
    const href = await hero.getAttribute("href");
    await hero.click();
    await expect(page).toHaveTitle("Elsewhere");
    expect(await conversion(context, "booking_link_clicked", "hero")).toMatchObject({
      $pathname: on("/"),
      link_url: href,
      link_text: "Schedule a Call",
      new_tab: false,
    });

    await restartCount(collector, context);
    await page.goto(on("/case-study/"));
    await waitForHydration(page);
    const newTab = context.waitForEvent("page");
    await mainNavigation(page)
      .getByRole("link", { name: "Schedule a Call" })
      .click({ modifiers: ["ControlOrMeta"] });
    await (await newTab).close();
    expect(await conversion(context, "booking_link_clicked", "nav")).toMatchObject({
      $pathname: on("/case-study/"),
      new_tab: true,
    });
    expect(await context.cookies()).toEqual([]);
    await endVisit(context, collector);
  });

  // The invitations on the pages are the sign-up form, counted by e2e/subscribe.spec.ts.
  test("newsletter: the bar's Subscribe (same tab)", async ({ baseURL }) => {
    const { context, page } = await visit(baseURL);
    await page.goto(on("/newsletter/archive/"));
    await waitForHydration(page);
    await mainNavigation(page).getByRole("button", { name: "Newsletter" }).click();
    await mainNavigation(page).getByRole("link", { name: "Subscribe" }).click();
    await expect(page).toHaveTitle("Elsewhere");
    expect(await conversion(context, "newsletter_subscribe_clicked", "nav")).toMatchObject({
      $pathname: on("/newsletter/archive/"),
      new_tab: false,
    });
    await endVisit(context, collector);
  });
});

test("reports a thrown error and an unhandled rejection as $exception, downloading posthog-js only then", async ({
  baseURL,
}) => {
  const { context, page, requestedUrls } = await visit(baseURL, {
    expectedErrors: /e2e (boom|rejection)/,
  });
  await page.goto(on("/case-study/"));
  await waitForHydration(page);
  await collector.waitFor((events) => pageviews(events).length > 0);
  expect(posthogJsRequests(requestedUrls)).toEqual([]);

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("e2e boom");
    });
  });
  await page.evaluate(() => {
    void Promise.reject(new Error("e2e rejection"));
  });

  const exceptionMessages = (events: readonly CollectedEvent[]) =>
    named("$exception")(events).flatMap((event) => {
      const list = event.properties.$exception_list;
      return Array.isArray(list) ? list.map((entry: { value?: unknown }) => entry.value) : [];
    });
  await collector.waitFor((events) => exceptionMessages(events).length >= 2);
  expect(exceptionMessages(collector.events).sort()).toEqual(["e2e boom", "e2e rejection"]);
  for (const event of named("$exception")(collector.events)) {
    expect(event.apiKey).toBe(PROJECT_KEY);
    expect(event.properties.$current_url).toBe(new URL(on("/case-study/"), page.url()).href);
    expect(event.properties.$cookieless_mode).toBe(true);
    const [entry] = event.properties.$exception_list as { mechanism?: { handled?: boolean } }[];
    expect(entry?.mechanism?.handled).toBe(false);
  }
  expect(posthogJsRequests(requestedUrls)).toHaveLength(1);
  // Only event ingestion: no flags, remote config or other request from posthog-js.
  for (const request of collector.requests) expect(request.url).toMatch(/^\/(batch|e|i\/v0\/e)\//);
  expect(await context.cookies()).toEqual([]);
  await endVisit(context, collector);
});

/** A visit that would send every kind of event: page views, a booking click, an error. */
async function useEverything(page: Page) {
  await page.goto(on("/"));
  await waitForHydration(page);
  await mainNavigation(page).getByRole("link", { name: "Success Stories" }).click();
  await expect(page).toHaveURL(/\/case-study\/$/);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("e2e boom nobody hears");
    });
  });
  await mainNavigation(page)
    .getByRole("link", { name: "Schedule a Call" })
    .click({ modifiers: ["ControlOrMeta"] });
  // The analytics entry has arrived and run (it is one script, run as it arrives), so anything
  // it would send is sent by the time the page is left, or as it is left.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => entry.name.includes("/analytics-start-")),
      ),
    )
    .toBe(true);
  for (const open of page.context().pages()) await leave(open);
}

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
  test(`with ${name} on, nothing is sent and posthog-js is never downloaded`, async ({
    baseURL,
  }) => {
    const { context, page, requestedUrls } = await visit(baseURL, {
      initScript: script,
      expectedErrors: /e2e boom nobody hears/,
    });
    await useEverything(page);
    expect(await sentCount(context), "requests the pages sent the collector").toBe(0);
    expect(collector.requests).toEqual([]);
    expect(posthogJsRequests(requestedUrls)).toEqual([]);
    await endVisit(context, collector);
  });
}

const BOT_USER_AGENTS = [
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
];

for (const userAgent of BOT_USER_AGENTS) {
  test(`a bot (${userAgent.match(/HeadlessChrome|Chrome-Lighthouse/)?.[0]}) sends nothing and logs nothing`, async ({
    baseURL,
  }) => {
    const { context, page, consoleErrors, requestedUrls } = await visit(baseURL, {
      userAgent,
      expectedErrors: /e2e boom nobody hears/,
    });
    await useEverything(page);
    expect(await sentCount(context), "requests the pages sent the collector").toBe(0);
    expect(collector.requests).toEqual([]);
    expect(posthogJsRequests(requestedUrls)).toEqual([]);
    expect(consoleErrors.filter((text) => !text.includes("e2e boom"))).toEqual([]);
    await endVisit(context, collector);
  });
}

// What the browser itself logs for a request an ad blocker stops: not the site's doing.
const BLOCKED_COLLECTOR_REQUEST = new RegExp(
  `net::ERR_BLOCKED_BY_CLIENT(\\.Inspector)? \\(${COLLECTOR_ORIGIN.replace(/[.]/g, "\\.")}/`,
);

test("with the analytics host blocked, the site works and shows no error", async ({ baseURL }) => {
  const { context, page, pageErrors, consoleErrors } = await visit(baseURL, {
    expectedErrors: BLOCKED_COLLECTOR_REQUEST,
    uncounted: true,
  });
  await context.route(`${COLLECTOR_ORIGIN}/**`, (route) => route.abort("blockedbyclient"));
  const blockedSend = page.waitForEvent("requestfailed", {
    predicate: (request) => request.url().startsWith(COLLECTOR_ORIGIN),
  });
  await page.goto(on("/"));
  await blockedSend;
  await waitForHydration(page);
  await mainNavigation(page).getByRole("link", { name: "Success Stories" }).click();
  await expect(page).toHaveURL(/\/case-study\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await leave(page);
  expect(pageErrors).toEqual([]);
  // The visitor sees nothing, and the console has nothing from the site: no error, no rejection.
  expect(consoleErrors.filter((text) => !BLOCKED_COLLECTOR_REQUEST.test(text))).toEqual([]);
  await context.close();
});

test("if posthog-js cannot be downloaded, the site works and shows no error", async ({
  baseURL,
}) => {
  const { context, page, pageErrors, consoleErrors } = await visit(baseURL, {
    expectedErrors:
      /e2e boom|net::ERR_BLOCKED_BY_CLIENT(\.Inspector)? \(.*\/posthog-[0-9a-f]+\.js\)/,
  });
  await context.route(/\/posthog-[0-9a-f]+\.js$/, (route) => route.abort("blockedbyclient"));
  await page.goto(on("/"));
  await waitForHydration(page);
  const blockedChunk = page.waitForEvent("requestfailed", {
    predicate: (request) => request.url().includes("/posthog-"),
  });
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("e2e boom");
    });
  });
  await blockedChunk;
  await mainNavigation(page).getByRole("link", { name: "Success Stories" }).click();
  await expect(page).toHaveURL(/\/case-study\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(pageErrors.map((error) => error.message)).toEqual(["e2e boom"]);
  // The browser itself reports the blocked download; nothing else may appear.
  expect(
    consoleErrors.filter(
      (text) => !text.includes("net::ERR_BLOCKED_BY_CLIENT") && !text.includes("e2e boom"),
    ),
  ).toEqual([]);
  await endVisit(context, collector);
});

test.describe("before React and analytics have arrived", () => {
  test("a 404 for React's app script: one $exception, and the menus and links still work", async ({
    baseURL,
  }) => {
    const { context, page } = await visit(baseURL, {
      device: { viewport: { width: 390, height: 844 } },
      expectedErrors: /status of 404 .*\/app-[0-9a-f]+\.js/,
    });
    await context.route(bundlePattern("app"), (route) =>
      route.fulfill({ status: 404, contentType: "text/html", body: "<h1>Not found</h1>" }),
    );
    await page.goto(on("/"));
    await collector.waitFor((events) => pageviews(events).length > 0);
    // The visitor acts: React is asked for, twice, then given up.
    const toggle = page.locator("#site-menu-toggle");
    await toggle.click();
    await expect(mainNavigation(page).getByRole("link", { name: "Success Stories" })).toBeVisible();
    const exception = await collector.waitFor((events) => named("$exception")(events).length > 0);
    const [entry] = named("$exception")(exception)[0]?.properties.$exception_list as {
      type?: string;
      value?: string;
    }[];
    expect(entry).toMatchObject({
      type: "ChunkLoadError",
      value: expect.stringMatching(/^Loading app-[0-9a-f]+\.js failed, and again/),
    });
    // The platform's menu and links need no React.
    await mainNavigation(page).getByRole("link", { name: "Success Stories" }).click();
    await expect(page).toHaveURL(/\/case-study\/$/);
    await allArrived(collector, context);
    expect(named("$exception")(collector.events)).toHaveLength(1);
    await endVisit(context, collector);
  });

  test("a tap on Schedule a Call once painted on a slow link, the analytics entry held: one $pageview and one booking_link_clicked", async ({
    baseURL,
  }) => {
    const { context, page } = await visit(baseURL, {
      device: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    });
    // A slow mobile link: 400 ms latency, 400 kbit/s each way.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: 400_000 / 8,
      uploadThroughput: 400_000 / 8,
    });
    // The analytics entry held until the visitor has gone: only the page's early recorder is
    // there to count.
    const analytics = await holdScripts(page, bundlePattern("analytics-start"));
    await page.goto(on("/"), { waitUntil: "commit" });
    await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
    );
    // The header's call: it is painted with the page's first paint, while the rest of the HTML
    // may still be arriving over the slow link.
    const link = page.locator('[data-placement="header"]').getByRole("link", {
      name: "Schedule a Call",
    });
    const box = await link.boundingBox();
    if (!box) throw new Error("the header's Schedule a Call is not on screen");
    // A finger's tap: down, a rest, up.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: 120 });
    await expect(page).toHaveTitle("Elsewhere");
    await collector.waitFor(
      (events) => pageviews(events).length > 0 && named("booking_link_clicked")(events).length > 0,
      20_000,
    );
    await allArrived(collector, context);
    expect(pageEvents(collector.events).filter((line) => line.startsWith("$pageview"))).toEqual([
      `$pageview ${on("/")}`,
    ]);
    const clicks = named("booking_link_clicked")(collector.events);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.properties).toMatchObject({
      placement: "header",
      link_text: "Schedule a Call",
      new_tab: false,
      $pathname: on("/"),
      $pageview_id: pageviews(collector.events)[0]?.properties.$pageview_id,
      $cookieless_mode: true,
    });
    expect(await context.cookies()).toEqual([]);
    analytics.release();
    await endVisit(context, collector);
  });
});
