// The one way into analytics. Nothing runs on the server, without a key, under DNT or GPC, or for
// bots; events go in order, cookieless, and never throw into the page.
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

/** Page left or hidden (a phone may discard it silently): flush with a request that outlives it. */
function sendBeforeLeaving(): void {
  queueErrorsWithoutPostHog();
  leavePage(eventTime(), true);
  sendAllBeforeLeaving();
}

/** Takes over what the early recorder kept before analytics arrived, each sent once. */
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

/** Switches analytics on if it may be and returns whether it is on; the first call decides. */
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
