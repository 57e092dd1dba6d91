// The thank-you pages (/call-booked/, /subscribed/) in the production test build, against the
// stand-in collector (testing/collector.ts), as a visitor reaches them: by the booking page's or
// the newsletter provider's redirect, with their name and e-mail in the address (Cal.com forwards
// them by default). Each landing counts its completion exactly once; a reload counts nothing; the
// name and e-mail never leave the browser in any request (address, headers, body) and are gone from
// the address bar; nothing is stored. A visitor who leaves before the analytics entry has arrived
// (a phone switching to the calendar) is counted by the page's early recorder, completion included.
//
// Like e2e/analytics.spec.ts, this spec launches its own Chromium without the AutomationControlled
// flag and with an ordinary Chrome user agent (analytics ignores automated browsers), and takes its
// turn on the collector's one port.
import type { Browser, Page, Request } from "@playwright/test";
import type { Collector } from "../testing/collector";
import { holdScripts } from "../testing/chromium";
import { TEST_PATH_PREFIX } from "../testing/testBuild";
import { expect, test, watchContext } from "./support/fixtures";
import { waitForHydration } from "./support/pages";
import {
  allArrived,
  collectingSession,
  countSends,
  endVisit,
  leave,
  named,
} from "./support/collecting";

const on = (path: string) => `${TEST_PATH_PREFIX}${path}`;

test.describe.configure({ mode: "serial", timeout: 60_000 });

let browser: Browser;
let collector: Collector;
let visitorUserAgent: string;

collectingSession((session) => ({ browser, collector, visitorUserAgent } = session));

test.beforeEach(async () => {
  // The last test's visit ended with everything it sent arrived (endVisit).
  collector.clear();
});

const pageviews = named("$pageview");

/** Everything a request carries out of the page: its address, every header and its body. */
async function carried(request: Request): Promise<string> {
  const headers = await request.allHeaders();
  return JSON.stringify({ url: request.url(), headers, body: request.postData() ?? "" });
}

// What the redirect brings, as Cal.com writes it (name, e-mail, the booking's details) plus a tag.
const PERSONAL =
  "name=Jane%20Doe&email=jane.doe%40example.org&attendeeName=Jane+Doe&notes=call+me+Jane&utm_source=calcom";
const PERSONAL_TEXT = /jane|doe|example\.org|%40|attendee|notes=|name=|email=/i;

for (const [path, eventName] of [
  ["/call-booked/", "booking_completed"],
  ["/subscribed/", "newsletter_subscribed"],
] as const) {
  test(`${path}: one ${eventName} per landing, none after a reload, the name and e-mail in no request and gone from the address`, async ({
    baseURL,
    problems,
  }) => {
    const context = await browser.newContext({ baseURL, userAgent: visitorUserAgent });
    await watchContext(context, problems);
    await countSends(context);
    const requests: Promise<string>[] = [];
    context.on("request", (request) => requests.push(carried(request)));
    const page = await context.newPage();
    const siteOrigin = new URL(baseURL ?? "http://127.0.0.1:9100").origin;

    await page.goto(on(`${path}?${PERSONAL}`), {
      referer: "https://cal.example.com/craftwise/intro-call",
    });
    // Cleaned by the page's first script: only the campaign tag is left.
    expect(page.url()).toBe(`${siteOrigin}${on(path)}?utm_source=calcom`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await waitForHydration(page);

    const events = await collector.waitFor((all) => named(eventName)(all).length > 0);
    const [pageview] = pageviews(events);
    const [completion] = named(eventName)(events);
    expect(completion?.properties).toMatchObject({
      $pathname: on(path),
      $current_url: `${siteOrigin}${on(path)}`,
      $pageview_id: pageview?.properties.$pageview_id,
      title: await page.title(),
      utm_source: "calcom",
      $referring_domain: "cal.example.com",
      distinct_id: "$posthog_cookieless",
      $cookieless_mode: true,
      $raw_user_agent: visitorUserAgent,
    });

    // A reload: a page view, no second completion.
    await page.reload();
    await waitForHydration(page);
    await collector.waitFor((all) => pageviews(all).length === 2);
    await allArrived(collector, context);
    expect(collector.events.map((event) => event.event)).toEqual([
      "$pageview",
      eventName,
      "$pageleave",
      "$pageview",
    ]);
    expect(page.url()).toBe(`${siteOrigin}${on(path)}?utm_source=calcom`);

    // Every request the pages made (documents, scripts, page data, fonts, icons, analytics), and
    // every event as the collector decoded it: no name, no e-mail, no other part of the query.
    const sent = await Promise.all(requests);
    expect(sent.length).toBeGreaterThan(5);
    // The first request, the page itself, is the browser's, before any of the site's code: the
    // redirect's address as it arrived.
    expect(sent[0]).toMatch(PERSONAL_TEXT);
    for (const request of sent.slice(1)) expect(request).not.toMatch(PERSONAL_TEXT);
    expect(JSON.stringify(collector.events)).not.toMatch(PERSONAL_TEXT);

    // Nothing stored: the reload was told apart by the history entry's own state.
    expect(await context.cookies()).toEqual([]);
    expect(
      await page.evaluate(() => ({
        // The test's own count of what the pages sent aside (e2e/support/collecting.ts).
        local: Object.keys(window.localStorage).filter((key) => !key.startsWith("e2e:")),
        session: Object.keys(window.sessionStorage).filter((key) => !key.startsWith("@@scroll|")),
      })),
    ).toEqual({ local: [], session: [] });
    await endVisit(context, collector);
  });
}

test("a new landing on the same page (another booking) counts again", async ({
  baseURL,
  problems,
}) => {
  const context = await browser.newContext({ baseURL, userAgent: visitorUserAgent });
  await watchContext(context, problems);
  await countSends(context);
  const page = await context.newPage();
  await page.goto(on("/call-booked/?name=Jane"));
  await collector.waitFor((all) => named("booking_completed")(all).length === 1);
  await page.goto(on("/call-booked/?name=Jane"));
  await collector.waitFor((all) => named("booking_completed")(all).length === 2);
  await endVisit(context, collector);
});

const ANALYTICS_ENTRY = /\/analytics-start-[0-9a-f]+\.js$/;
/** Another site: a page of its own origin that needs no server. */
const ELSEWHERE = "data:text/html,<title>Elsewhere</title>";

/** The page hidden or shown again, as an app switch does (no page is ever hidden in headless). */
const setVisibility = (page: Page, hidden: boolean) =>
  page.evaluate((hide) => {
    if (hide)
      Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" });
    else Reflect.deleteProperty(document, "visibilityState");
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);

for (const [path, eventName] of [
  ["/call-booked/", "booking_completed"],
  ["/subscribed/", "newsletter_subscribed"],
] as const) {
  for (const leaving of ["switches apps", "goes to another site"] as const) {
    test(`${path}: a visitor who ${leaving} once it is painted, analytics held until then: one $pageview and one ${eventName}, whether they come back or not`, async ({
      baseURL,
      problems,
    }) => {
      const context = await browser.newContext({ baseURL, userAgent: visitorUserAgent });
      await watchContext(context, problems);
      await countSends(context);
      const page = await context.newPage();
      // Held at a gate, as on a slow network, until the visitor has left and come back. Nothing
      // else is routed: a route would hold the leaving page's beacon in this process too.
      const analytics = await holdScripts(page, ANALYTICS_ENTRY);
      await page.goto(on(`${path}?utm_source=calcom`), { waitUntil: "domcontentloaded" });
      // Painted: the page has asked for the analytics entry, which waits at the gate.
      await expect.poll(() => analytics.asked.length).toBe(1);
      const arrived = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some((entry) => entry.name.includes("/analytics-start-")),
        );
      expect(await arrived()).toBe(false);
      if (leaving === "switches apps") await setVisibility(page, true);
      else await page.goto(ELSEWHERE);

      // Gone for good: the page view and the completion, once each, from the early recorder.
      await collector.waitFor((all) => named(eventName)(all).length > 0);
      await allArrived(collector, context);
      expect(collector.events.map((event) => event.event)).toEqual(["$pageview", eventName]);
      const [pageview, completion] = collector.events;
      expect(completion?.properties).toMatchObject({
        $pathname: on(path),
        $pageview_id: pageview?.properties.$pageview_id,
        utm_source: "calcom",
        $cookieless_mode: true,
      });

      // Back again, and the analytics entry arrives: no second completion.
      const entry = page.waitForResponse(ANALYTICS_ENTRY);
      analytics.release();
      if (leaving === "switches apps") await setVisibility(page, false);
      else await page.goBack({ waitUntil: "domcontentloaded" });
      await entry;
      // Closed once the entry has run, two frames later (after Back, once its page view is in):
      // in one full run a page closed the moment the entry arrived sent nothing at all, neither
      // the early recorder's beacon nor analytics' events, as if its pagehide never ran.
      await expect.poll(arrived).toBe(true);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      if (leaving === "goes to another site") {
        await collector.waitFor((all) => pageviews(all).length === 2);
      }
      await leave(page);
      await collector.waitFor((all) => named("$pageleave")(all).length > 0);
      await allArrived(collector, context);
      expect(named(eventName)(collector.events)).toHaveLength(1);
      // In time order, as PostHog reads a visit (the page view sent as analytics arrives and the
      // page leave sent as the tab closes can reach it in either order), each event with the page
      // view it belongs to: 0 the landing, 1 the next.
      const views: unknown[] = [];
      const events = [...collector.events]
        .sort((a, b) => Date.parse(a.timestamp ?? "") - Date.parse(b.timestamp ?? ""))
        .map(({ event, properties }) => {
          if (!views.includes(properties.$pageview_id)) views.push(properties.$pageview_id);
          return [event, views.indexOf(properties.$pageview_id)];
        });
      if (leaving === "switches apps") {
        // The same page view goes on being read: only its page leave is new.
        expect(events).toEqual([
          ["$pageview", 0],
          [eventName, 0],
          ["$pageleave", 0],
        ]);
      } else {
        // The back button loads the entry again: a page view of its own, as a reload counts.
        expect(events).toEqual([
          ["$pageview", 0],
          [eventName, 0],
          ["$pageview", 1],
          ["$pageleave", 1],
        ]);
      }
      await endVisit(context, collector);
    });
  }
}
