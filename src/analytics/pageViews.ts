// Page views and page leaves: one $pageview per browser history entry (the landing page at the
// time the page's early recorder noted, earlyRecords.ts; each later entry once Gatsby reports it
// and its title is in place; a return from the back/forward cache), and one $pageleave when the
// visitor leaves it, for another entry or by leaving or hiding the page. The page being read is
// remembered from its $pageview until the next one; its time and scroll (scrollDepth.ts) go once,
// with the next $pageview or, when the page itself is left, with its $pageleave, as posthog-js
// sends them. A landing on a thank-you page also counts its completion (conversions.ts), right
// after its page view and never again for the same history entry.
import {
  completionCounted,
  completionFor,
  withCompletionCounted,
  type CompletionEvent,
} from "./conversions";
import type { EarlyPageview } from "./earlyRecords";
import type { EventProperties } from "./events";
import {
  eventTime,
  newUuid,
  queueEvent,
  release,
  settleQueue,
  sharedOnce,
  type QueuedEvent,
} from "./eventQueue";
import { campaignProperties, referrerProperties, withoutQueryOrHash } from "./sanitize";
import {
  measureScroll,
  scrollProperties,
  startMeasuring,
  stopMeasuring,
  type ScrollContext,
} from "./scrollDepth";
import { swallow } from "./swallow";

/** What Gatsby's onRouteUpdate passes as `location` (window.location plus @reach/router's key). */
export interface RouteLocation {
  pathname: string;
  search?: string;
  hash?: string;
  /** Set by the router per history entry; back and forward return to an entry's key. */
  key?: string;
}

/** The page view the visitor is on: what its $pageleave, or the next $pageview, reports. */
interface Viewing {
  /** The $pageview's uuid, which posthog-js calls the page view id. */
  id: string | undefined;
  pathname: string;
  /** Its $pageview's page properties ($current_url, $pathname, referrer, campaign). */
  page: EventProperties;
  started: Date;
  scroll: ScrollContext;
  /** Its $pageleave is sent: once per page view, whatever happens after. */
  left: boolean;
  /** Its time and scroll went with its $pageleave, so the next $pageview does not repeat them. */
  reported: boolean;
}

// How often, and how long at most, to wait for a new page's title after a navigation.
const TITLE_POLL_MS = 50;
const TITLE_MAX_WAIT_MS = 1000;

/** The history entry counted last; `landing` until Gatsby has reported the first one. */
let lastEntry: { path: string; hash: string; key: string | undefined; landing?: true } | undefined;
/** The page view being read, from its $pageview until the next one. */
let viewing: Viewing | undefined;

/** Where the visitor is: the page, the landing page's campaign tags and the referring site. */
export function pageProperties(pathname: string, search: string): EventProperties {
  return {
    $current_url: withoutQueryOrHash(`${window.location.origin}${pathname}`),
    $pathname: withoutQueryOrHash(pathname),
    ...referrerProperties(document.referrer),
    ...campaignProperties(search),
  };
}

/** The id of the page view being read (what a click on it reports). */
export const currentPageviewId = (): string | undefined => viewing?.id;

/**
 * What PostHog's web analytics reads for time on page and scroll depth, about the page view
 * `page`, as posthog-js's PageViewManager computes it: its id and path, seconds from its $pageview
 * to `time`, and how far down it was scrolled.
 */
const previousPageviewProperties = (page: Viewing, time: Date): EventProperties => ({
  $prev_pageview_id: page.id,
  $prev_pageview_pathname: page.pathname,
  $prev_pageview_duration: (time.getTime() - page.started.getTime()) / 1000,
  ...scrollProperties(page.scroll),
});

/**
 * Queues the $pageleave of the page being read, once per page view. When the page itself is being
 * left or hidden (`final`), it carries the page's time and scroll, as posthog-js's $pageleave on
 * pagehide does; when the visitor moves to another history entry, the next $pageview carries them,
 * as posthog-js's do, so each page's time is reported once.
 */
export function leavePage(time: Date, final: boolean): void {
  const page = viewing;
  if (!page || page.left) return;
  page.left = true;
  page.reported = final;
  stopMeasuring();
  queueEvent({
    name: "$pageleave",
    properties: {
      ...page.page,
      $pageview_id: page.id,
      ...(final ? previousPageviewProperties(page, time) : {}),
    },
    time,
    ready: true,
  });
}

/**
 * Calls back with the new page's title. Gatsby sets document.title from the page's Head in an
 * effect after onRouteUpdate (swapping the old <title> out first), so after a navigation this
 * waits, from the next frame on, until the title is neither empty nor the old page's, or
 * TITLE_MAX_WAIT_MS has passed (two pages may share a title). On the first load the server-
 * rendered title is already right; it is still read in a task of its own, after the next frame,
 * so that sending stays out of the page's start-up.
 */
function withPageTitle(oldTitle: string | undefined, callback: (title: string) => void): void {
  const started = Date.now();
  let scheduled = false;
  const check = () => {
    const title = document.title;
    const settled = title !== "" && title !== oldTitle;
    if (settled || oldTitle === undefined || Date.now() - started >= TITLE_MAX_WAIT_MS) {
      swallow(() => callback(title));
    } else {
      window.setTimeout(check, TITLE_POLL_MS);
    }
  };
  const once = () => {
    if (scheduled) return;
    scheduled = true;
    check();
  };
  if (typeof window.requestAnimationFrame === "function") {
    window.requestAnimationFrame(() => window.setTimeout(once, 0));
  }
  // Animation frames pause in background tabs.
  window.setTimeout(once, TITLE_POLL_MS * 2);
}

/**
 * On a thank-you page, the booking or subscription it confirms, unless this history entry was
 * counted already: the entry is marked in its own history.state, so a reload or a return to it
 * counts nothing. The landing's was decided by the early recorder, when there is one.
 */
function completionOf(pathname: string, early: EarlyPageview | undefined) {
  if (early) return early.completion;
  const name = completionFor(pathname, __PATH_PREFIX__);
  if (!name || completionCounted(window.history.state)) return undefined;
  window.history.replaceState(withCompletionCounted(window.history.state), "");
  return name;
}

/** The completion `name`, queued right after its page view (and waiting for the same title). */
function completionEvent(
  name: CompletionEvent | undefined,
  page: EventProperties,
  pageviewId: string | undefined,
): QueuedEvent | undefined {
  if (!name) return undefined;
  const completion: QueuedEvent = {
    name,
    properties: { ...page, $pageview_id: pageviewId },
    time: eventTime(),
    ready: false,
  };
  queueEvent(completion);
  return completion;
}

/**
 * Records the page view of a new history entry; `early` is the landing page's as the early
 * recorder noted it (its time and id; not sent again if the recorder sent it already).
 */
export function recordPageview(
  location: RouteLocation,
  oldTitle: string | undefined,
  early?: EarlyPageview,
): void {
  // A newer page view: the ones before it cannot wait for their titles any longer.
  settleQueue();
  const previous = viewing;
  // (Only a page being read has a leave to time: the landing page's own time may be earlier.)
  if (previous) leavePage(eventTime(), false);
  const time = eventTime(early?.time);
  const id = early?.id ?? newUuid();
  const page = pageProperties(location.pathname, location.search ?? "");
  viewing = {
    id,
    pathname: String(page.$pathname),
    page,
    started: time,
    scroll: startMeasuring(),
    left: false,
    reported: false,
  };
  if (early?.sent) {
    // The recorder sent it as the visitor left the page (they came back): it goes on being read.
    measureScroll();
    return;
  }
  const event: QueuedEvent = {
    name: "$pageview",
    properties: {
      ...page,
      $pageview_id: id,
      ...(previous && !previous.reported ? previousPageviewProperties(previous, time) : {}),
    },
    time,
    ready: false,
    uuid: id,
  };
  queueEvent(event);
  const completion = completionEvent(completionOf(location.pathname, early), page, id);
  withPageTitle(oldTitle, (title) => {
    // Reading the device (once per page load) and the scroll position here, and sending in a task
    // of its own: together, on a slow phone, they can pass the 50 ms of a long task.
    sharedOnce();
    measureScroll();
    if (event.ready) return;
    for (const waiting of completion ? [event, completion] : [event]) {
      waiting.properties.title = title;
      waiting.ready = true;
    }
    window.setTimeout(() => swallow(() => release()), 0);
  });
}

/**
 * The page the browser shows now is the landing page: counted as analytics starts (recordPageview
 * with what the early recorder noted), not when Gatsby reports it, which on a slow phone is after
 * hydration, seconds later.
 */
export function expectLanding(): void {
  const { pathname, search, hash } = window.location;
  lastEntry = { path: `${pathname}${search}`, hash, key: undefined, landing: true };
}

/**
 * Records one $pageview for a new history entry, as Gatsby reports it: on the first load and on
 * every navigation (links, back, forward). Two reports count once when they are the same entry
 * (same path and router key; the first report is the landing page, counted when analytics
 * started), and a change of only the #fragment is an in-page jump to a section of the page
 * already counted, so it is not a new page view either.
 */
export function recordRouteUpdate(location: RouteLocation): void {
  const entry = {
    path: `${location.pathname}${location.search ?? ""}`,
    hash: location.hash ?? "",
    key: location.key,
  };
  const previous = lastEntry;
  lastEntry = entry;
  if (
    previous &&
    previous.path === entry.path &&
    (previous.hash !== entry.hash || previous.key === entry.key || previous.landing)
  ) {
    return;
  }
  // The first page's title is already right; after a navigation this is the old page's.
  recordPageview(location, previous ? document.title : undefined);
}
