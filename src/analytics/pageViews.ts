// One $pageview per history entry and one $pageleave when it is left; a page's time and scroll go
// once, with the next $pageview or its own $pageleave, as posthog-js sends them.
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
  /** The $pageview's uuid (posthog-js's page view id). */
  id: string | undefined;
  pathname: string;
  page: EventProperties;
  started: Date;
  scroll: ScrollContext;
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

export function pageProperties(pathname: string, search: string): EventProperties {
  return {
    $current_url: withoutQueryOrHash(`${window.location.origin}${pathname}`),
    $pathname: withoutQueryOrHash(pathname),
    ...referrerProperties(document.referrer),
    ...campaignProperties(search),
  };
}

export const currentPageviewId = (): string | undefined => viewing?.id;

/** Time on page and scroll depth of `page`, as posthog-js's PageViewManager computes them. */
const previousPageviewProperties = (page: Viewing, time: Date): EventProperties => ({
  $prev_pageview_id: page.id,
  $prev_pageview_pathname: page.pathname,
  $prev_pageview_duration: (time.getTime() - page.started.getTime()) / 1000,
  ...scrollProperties(page.scroll),
});

/**
 * Queues the current page's $pageleave once; when the page itself is left (`final`) it carries the
 * time and scroll, otherwise the next $pageview does, as in posthog-js.
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
 * Calls back with the new page's title: Gatsby sets it in an effect after onRouteUpdate, so this
 * waits until it is neither empty nor the old one, or TITLE_MAX_WAIT_MS (two pages may share one).
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

/** A thank-you page's completion, once per history entry (marked in history.state). */
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

/** Records a new history entry's page view; `early` is what the early recorder noted. */
export function recordPageview(
  location: RouteLocation,
  oldTitle: string | undefined,
  early?: EarlyPageview,
): void {
  // A newer page view: the ones before it cannot wait for their titles any longer.
  settleQueue();
  const previous = viewing;
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
    // Reading and sending in separate tasks: together, on a slow phone, they make a long task.
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

/** Counts the landing page as analytics starts, not after hydration (seconds on a slow phone). */
export function expectLanding(): void {
  const { pathname, search, hash } = window.location;
  lastEntry = { path: `${pathname}${search}`, hash, key: undefined, landing: true };
}

/**
 * Records one $pageview per new history entry Gatsby reports; the same entry (path and router key)
 * or a change of only the #fragment counts nothing.
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
