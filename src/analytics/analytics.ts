// The way into analytics: start.ts starts it (startAnalytics), gatsby-browser.tsx reports Gatsby's
// route updates (trackPageview) and the error boundary the errors it catches (reportException);
// nothing else calls into it, and only the modules below send anything. Its promises:
// - nothing on the server, nothing without a key, nothing for a visitor who sends Do Not Track or
//   Global Privacy Control, nothing for bots and automated browsers: then no request is made, no
//   code is downloaded and nothing is logged;
// - one $pageview per browser history entry and one $pageleave when the visitor leaves it
//   (pageViews.ts, with scrollDepth.ts), one booking_link_clicked or newsletter_subscribe_clicked
//   per click on a marked link (conversionClicks.ts), one booking_completed or
//   newsletter_subscribed per landing on a thank-you page (pageViews.ts), each with the time it
//   happened, what the page's early recorder kept before analytics arrived included
//   (earlyRecords.ts);
// - delivered in that order (eventQueue.ts) by transport.ts straight to PostHog's capture API as
//   soon as each is complete; what is still waiting when the visitor leaves goes with sendBeacon,
//   so a visitor who leaves after one second is counted;
// - cookieless (events.ts): nothing is stored in the browser;
// - errors (errorReports.ts): posthog-js is downloaded only when there is an error to report;
// - it never throws into the page: every entry point and listener swallows its own failures.
import { looksAutomated } from "./bots";
import { listenForClicks, recordConversion } from "./conversionClicks";
import { takeEarlyRecords } from "./earlyRecords";
import {
  queueError,
  queueErrorsWithoutPostHog,
  reportStartFailure,
  startErrorReports,
} from "./errorReports";
import { eventTime, openEventQueue, sendAllBeforeLeaving } from "./eventQueue";
import {
  expectLanding,
  leavePage,
  recordPageview,
  recordRouteUpdate,
  type RouteLocation,
} from "./pageViews";
import { readPrivacySignals, visitorRefusesTracking } from "./privacy";
import { listenForScroll } from "./scrollDepth";
import { readAnalyticsSettings } from "./settings";
import { swallow } from "./swallow";

export type { RouteLocation } from "./pageViews";

let status: "unstarted" | "off" | "on" = "unstarted";
// Read through a function: TypeScript would narrow `status` across the swallow() callback below.
const isOn = () => status === "on";

/**
 * The page is being left (pagehide) or hidden (another tab or app, the screen locked: a phone may
 * discard it from there without any other event): its $pageleave and everything not sent yet go
 * with a request that outlives the page.
 */
function sendBeforeLeaving(): void {
  queueErrorsWithoutPostHog();
  leavePage(eventTime(), true);
  sendAllBeforeLeaving();
}

/**
 * The landing page view, and what the page's early recorder kept before analytics arrived (its
 * time and id, the clicks, the scripts that failed): taken over here, each sent once.
 */
function recordLanding(): void {
  const early = takeEarlyRecords((failure) => swallow(() => reportStartFailure(failure)));
  recordPageview(window.location, undefined, early.pageview);
  for (const click of early.clicks) {
    if (!click.sent) recordConversion(click, eventTime(click.time));
  }
  early.failures.forEach(reportStartFailure);
}

function listenForLeaving(): void {
  window.addEventListener("pagehide", () => swallow(sendBeforeLeaving));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") swallow(sendBeforeLeaving);
  });
  // Back to the page from the back/forward cache: Gatsby does not see it, but it is a visit.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) swallow(() => recordPageview(window.location, undefined));
  });
}

/**
 * Switches analytics on for this page load if it may be (browser, key set, no DNT or GPC, not
 * a bot) and returns whether it is on. Safe to call more than once; the first call decides.
 */
export function startAnalytics(): boolean {
  if (status !== "unstarted") return isOn();
  status = "off";
  swallow(() => {
    if (typeof window === "undefined" || typeof document === "undefined") return;
    const found = readAnalyticsSettings();
    if (!found || visitorRefusesTracking(readPrivacySignals())) return;
    if (looksAutomated(window.navigator)) return;
    openEventQueue(found);
    startErrorReports(found);
    listenForClicks();
    listenForScroll();
    listenForLeaving();
    status = "on";
    expectLanding();
    // A page the browser prerenders in case the visitor comes is counted when they do.
    if ((document as Document & { prerendering?: boolean }).prerendering) {
      document.addEventListener("prerenderingchange", () => swallow(recordLanding), {
        once: true,
      });
    } else {
      recordLanding();
    }
  });
  return isOn();
}

/** A new history entry, as Gatsby's onRouteUpdate reports it (pageViews.ts counts each once). */
export function trackPageview(location: RouteLocation): void {
  swallow(() => {
    if (isOn()) recordRouteUpdate(location);
  });
}

/** Reports an error caught by the React error boundary (uncaught ones are reported already). */
export function reportException(error: unknown, componentStack?: string | null): void {
  swallow(() => {
    if (!isOn()) return;
    const extra: Record<string, string> = { $exception_source: "react-error-boundary" };
    if (componentStack) extra.$component_stack = componentStack.slice(0, 2000);
    queueError(error, true, extra);
  });
}
