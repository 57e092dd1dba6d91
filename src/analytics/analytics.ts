// The site's one analytics module: gatsby-browser.tsx and the error boundary call it, nothing else
// sends anything. Its promises:
// - nothing on the server, nothing without a key, nothing for a visitor who sends Do Not Track or
//   Global Privacy Control, nothing for bots and automated browsers: then no request is made, no
//   code is downloaded and nothing is logged;
// - one $pageview per browser history entry (the landing page at the time the page's early
//   recorder noted, earlyRecords.ts; later ones from trackPageview), one $pageleave when the
//   visitor leaves it (another entry, or the page being hidden or left: pagehide), and one
//   booking_link_clicked or newsletter_subscribe_clicked per click on a marked link
//   (conversions.ts; those before analytics arrived from the early recorder), each with the time
//   it happened; one booking_completed or newsletter_subscribed per landing on a thank-you page, never
//   again for the same history entry (a reload, back to it); time on page and scroll depth as
//   posthog-js reports them ($prev_pageview_*);
// - delivered in that order by transport.ts straight to PostHog's capture API as soon as each is
//   complete; what is still waiting when the visitor leaves goes with sendBeacon, so a visitor who
//   leaves after one second is counted;
// - cookieless (events.ts): nothing is stored in the browser;
// - errors: posthog-js (captureException) is downloaded only when there is an error to report, so
//   an ordinary visit never pays for it;
// - it never throws into the page: every entry point swallows its own failures.
import type { PostHog } from "posthog-js";
import { readAnalyticsSettings, type AnalyticsSettings } from "./settings";
import { readPrivacySignals, visitorRefusesTracking } from "./privacy";
import { looksAutomated } from "./bots";
import {
  UNHANDLED_PROPERTY,
  campaignProperties,
  referrerProperties,
  withoutQueryOrHash,
} from "./sanitize";
import { captureEvent, sharedProperties, type EventProperties } from "./events";
import { createTransport, type Transport } from "./transport";
import {
  completionCounted,
  completionFor,
  conversionFromClick,
  withCompletionCounted,
  type ConversionClick,
} from "./conversions";
import {
  startFailureError,
  takeEarlyRecords,
  type EarlyPageview,
  type StartFailure,
} from "./earlyRecords";

/** What Gatsby's onRouteUpdate passes as `location` (window.location plus @reach/router's key). */
export interface RouteLocation {
  pathname: string;
  search?: string;
  hash?: string;
  /** Set by the router per history entry; back and forward return to an entry's key. */
  key?: string;
}

/** An event waiting for what it still lacks (a page view's title), in the order they happened. */
interface Pending {
  name: string;
  properties: EventProperties;
  time: Date;
  ready: boolean;
  uuid?: string;
}

/** How far the visitor scrolled a page, in posthog-js's terms (its ScrollManager's context). */
interface ScrollContext {
  maxScrollHeight?: number;
  maxScrollY?: number;
  lastScrollY?: number;
  maxContentHeight?: number;
  maxContentY?: number;
  lastContentY?: number;
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

interface QueuedError {
  input: unknown;
  handled: boolean;
  extra: Record<string, string>;
  time: Date;
}

// A page that errors in a loop must not flood the project.
const MAX_EXCEPTIONS_PER_PAGE_LOAD = 20;
// How often, and how long at most, to wait for a new page's title after a navigation.
const TITLE_POLL_MS = 50;
const TITLE_MAX_WAIT_MS = 1000;
// requestIdleCallback's deadline for downloading posthog-js after an error.
const IDLE_TIMEOUT_MS = 2000;

let status: "unstarted" | "off" | "on" = "unstarted";
// Read through a function: TypeScript would narrow `status` across the swallow() callback below.
const isOn = () => status === "on";
let settings: AnalyticsSettings | undefined;
let transport: Transport | undefined;
let shared: EventProperties | undefined;
const pending: Pending[] = [];
/** The history entry counted last; `landing` until Gatsby has reported the first one. */
let lastEntry: { path: string; hash: string; key: string | undefined; landing?: true } | undefined;
/** The page view being read, from its $pageview until the next one. */
let viewing: Viewing | undefined;
/** The time of the latest event, so that each event's is later (a leave and the next page view). */
let lastEventTime = 0;
let exceptionsReported = 0;
let errorQueue: QueuedError[] = [];
let reporter: "idle" | "loading" | "off" | PostHog = "idle";

function swallow(action: () => void): void {
  try {
    action();
  } catch {
    // Analytics failing must never break the page or print anything.
  }
}

function whenIdle(callback: () => void): void {
  const safely = () => swallow(callback);
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(safely, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(safely, 1);
  }
}

/** The properties of this page load that every event shares, read once. */
function sharedOnce(): EventProperties {
  shared ??= sharedProperties({
    userAgent: navigator.userAgent,
    vendor: navigator.vendor,
    language: navigator.language,
    platform: (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData
      ?.platform,
    maxTouchPoints: navigator.maxTouchPoints,
    devicePixelRatio: window.devicePixelRatio,
    screen: { width: window.screen.width, height: window.screen.height },
    viewport: { width: window.innerWidth, height: window.innerHeight },
    host: window.location.host,
    timezoneOffset: new Date().getTimezoneOffset(),
  });
  return shared;
}

/** Where the visitor is: the page, the landing page's campaign tags and the referring site. */
function pageProperties(pathname: string, search: string): EventProperties {
  return {
    $current_url: withoutQueryOrHash(`${window.location.origin}${pathname}`),
    $pathname: withoutQueryOrHash(pathname),
    ...referrerProperties(document.referrer),
    ...campaignProperties(search),
  };
}

const newUuid = (): string | undefined =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : undefined;

/**
 * Now (or `at`, when it happened before analytics arrived), or a millisecond after the previous
 * event: PostHog orders a visit's events by time.
 */
function eventTime(at = Date.now()): Date {
  lastEventTime = Math.max(at, lastEventTime + 1);
  return new Date(lastEventTime);
}

// --- Time on page and scroll depth --------------------------------------------------------------

/**
 * Updates the scroll context of the page being read, as posthog-js's ScrollManager does (the
 * document's scroll position, on scroll, scrollend and resize, and once after each page view).
 */
function measureScroll(): void {
  const page = viewing;
  if (!page || page.left) return;
  const root = document.documentElement;
  const scrollY = window.scrollY || root.scrollTop || 0;
  const context = page.scroll;
  context.lastScrollY = Math.ceil(scrollY);
  context.maxScrollY = Math.max(scrollY, context.maxScrollY ?? 0);
  context.maxScrollHeight = Math.max(
    Math.max(0, root.scrollHeight - root.clientHeight),
    context.maxScrollHeight ?? 0,
  );
  context.lastContentY = scrollY + root.clientHeight;
  context.maxContentY = Math.max(context.lastContentY, context.maxContentY ?? 0);
  context.maxContentHeight = Math.max(root.scrollHeight, context.maxContentHeight ?? 0);
}

const share = (part: number, whole: number) =>
  whole <= 1 ? 1 : Math.min(1, Math.max(0, part / whole));

/**
 * What PostHog's web analytics reads for time on page and scroll depth, about the page view
 * `page`, as posthog-js's PageViewManager computes it: its id and path, seconds from its $pageview
 * to `time`, and how far down it was scrolled (last and deepest; "content" counts the screen).
 */
function previousPageviewProperties(page: Viewing, time: Date): EventProperties {
  const properties: EventProperties = {
    $prev_pageview_id: page.id,
    $prev_pageview_pathname: page.pathname,
    $prev_pageview_duration: (time.getTime() - page.started.getTime()) / 1000,
  };
  const { maxScrollHeight, lastScrollY, maxScrollY, maxContentHeight, lastContentY, maxContentY } =
    page.scroll;
  if (
    maxScrollHeight === undefined ||
    lastScrollY === undefined ||
    maxScrollY === undefined ||
    maxContentHeight === undefined ||
    lastContentY === undefined ||
    maxContentY === undefined
  ) {
    return properties;
  }
  const [scrollHeight, last, max, contentHeight, lastContent, maxContent] = [
    maxScrollHeight,
    lastScrollY,
    maxScrollY,
    maxContentHeight,
    lastContentY,
    maxContentY,
  ].map(Math.ceil) as [number, number, number, number, number, number];
  return {
    ...properties,
    $prev_pageview_last_scroll: last,
    $prev_pageview_last_scroll_percentage: share(last, scrollHeight),
    $prev_pageview_max_scroll: max,
    $prev_pageview_max_scroll_percentage: share(max, scrollHeight),
    $prev_pageview_last_content: lastContent,
    $prev_pageview_last_content_percentage: share(lastContent, contentHeight),
    $prev_pageview_max_content: maxContent,
    $prev_pageview_max_content_percentage: share(maxContent, contentHeight),
  };
}

/**
 * Queues the $pageleave of the page being read, once per page view. When the page itself is being
 * left or hidden (`final`), it carries the page's time and scroll, as posthog-js's $pageleave on
 * pagehide does; when the visitor moves to another history entry, the next $pageview carries them,
 * as posthog-js's do, so each page's time is reported once.
 */
function leavePage(time: Date, final: boolean): void {
  const page = viewing;
  if (!page || page.left) return;
  page.left = true;
  page.reported = final;
  pending.push({
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
 * Hands the events that are complete, from the oldest on, to the transport (to be sent with the
 * rest when the page is being left, if `leaving`).
 */
function release(leaving = false): void {
  while (pending[0]?.ready) {
    const next = pending.shift();
    if (!next || !transport) continue;
    const properties = { ...sharedOnce(), ...next.properties };
    transport.send(captureEvent(next.name, properties, next.time, next.uuid ?? newUuid()), leaving);
  }
}

/** Completes page views still waiting for a title with the title the page has now. */
function settlePending(leaving = false): void {
  for (const event of pending) {
    if (!event.ready) {
      event.properties.title ??= document.title;
      event.ready = true;
    }
  }
  release(leaving);
}

/**
 * The page is being left (pagehide) or hidden (another tab or app, the screen locked: a phone may
 * discard it from there without any other event): its $pageleave and everything not sent yet go
 * with a request that outlives the page.
 */
function sendBeforeLeaving(): void {
  queueErrorsWithoutPostHog();
  leavePage(eventTime(), true);
  settlePending(true);
  transport?.sendBeforeLeaving();
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
 * On a thank-you page, the booking or subscription it confirms, right after its page view (and
 * waiting for the same title), unless this history entry was counted already: the entry is marked
 * in its own history.state first, so a reload or a return to it counts nothing.
 */
function completionEvent(
  pathname: string,
  page: EventProperties,
  pageviewId: string | undefined,
): Pending | undefined {
  const name = completionFor(pathname, __PATH_PREFIX__);
  if (!name || completionCounted(window.history.state)) return undefined;
  window.history.replaceState(withCompletionCounted(window.history.state), "");
  const completion: Pending = {
    name,
    properties: { ...page, $pageview_id: pageviewId },
    time: eventTime(),
    ready: false,
  };
  pending.push(completion);
  return completion;
}

/**
 * Records the page view of a new history entry; `early` is the landing page's as the early
 * recorder noted it (its time and id; not sent again if the recorder sent it already).
 */
function recordPageview(
  location: RouteLocation,
  oldTitle: string | undefined,
  early?: EarlyPageview,
): void {
  // A newer page view: the ones before it cannot wait for their titles any longer.
  settlePending();
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
    scroll: {},
    left: false,
    reported: false,
  };
  if (early?.sent) {
    // The recorder sent it as the visitor left the page (they came back): it goes on being read.
    measureScroll();
    return;
  }
  const event: Pending = {
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
  pending.push(event);
  const completion = completionEvent(location.pathname, page, id);
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

function recordConversion(click: ConversionClick, time: Date): void {
  pending.push({
    name: click.event,
    properties: {
      ...pageProperties(window.location.pathname, window.location.search),
      title: document.title,
      placement: click.placement,
      link_url: click.linkUrl,
      link_text: click.linkText,
      new_tab: click.newTab,
      $pageview_id: viewing?.id,
    },
    time,
    ready: true,
  });
  release();
}

function onClick(event: MouseEvent): void {
  const click = conversionFromClick(event);
  if (click) recordConversion(click, eventTime());
}

// --- Errors -------------------------------------------------------------------------------------

function currentUrl(): string {
  return withoutQueryOrHash(window.location.href);
}

function captureQueuedErrors(posthog: PostHog): void {
  const queued = errorQueue;
  errorQueue = [];
  for (const { input, handled, extra } of queued) {
    swallow(() =>
      posthog.captureException(input, handled ? extra : { ...extra, [UNHANDLED_PROPERTY]: true }),
    );
  }
}

/**
 * posthog-js, downloaded in an idle moment after the first error, reports errors from then on.
 * Evaluating it, setting it up and the first report each cost a slow phone tens to hundreds of
 * milliseconds, so each gets an idle period of its own instead of one long task.
 */
function startErrorReporter(): void {
  if (typeof reporter === "object") {
    captureQueuedErrors(reporter);
    return;
  }
  if (reporter !== "idle" || !settings) return;
  reporter = "loading";
  const ready = settings;
  const giveUp = () => {
    // Blocked, offline or broken: errors are simply not reported on this page load.
    reporter = "off";
    errorQueue = [];
  };
  whenIdle(() => {
    import(/* webpackChunkName: "posthog" */ "./loadPostHog")
      .then((module) =>
        whenIdle(() => {
          try {
            const posthog = module.createPostHog(ready);
            reporter = posthog;
            whenIdle(() => captureQueuedErrors(posthog));
          } catch {
            giveUp();
          }
        }),
      )
      .catch(giveUp);
  });
}

/** The error's type and message, whatever was thrown (an ErrorEvent, a rejection, a value). */
function describeError(input: unknown): { type: string; value: string } {
  const unwrapped =
    input instanceof ErrorEvent
      ? (input.error ?? input.message)
      : typeof PromiseRejectionEvent !== "undefined" && input instanceof PromiseRejectionEvent
        ? input.reason
        : input;
  if (unwrapped instanceof Error) return { type: unwrapped.name, value: unwrapped.message };
  return { type: "Error", value: String(unwrapped) };
}

/**
 * Errors that posthog-js has not taken over when the visitor leaves (it was still downloading or
 * setting up) go out with the other events as plain $exception events: type and message, without
 * the stack trace that only posthog-js can parse.
 */
function queueErrorsWithoutPostHog(): void {
  if (errorQueue.length === 0) return;
  const queued = errorQueue;
  errorQueue = [];
  for (const { input, handled, extra, time } of queued) {
    pending.push({
      name: "$exception",
      properties: {
        ...extra,
        $exception_list: [{ ...describeError(input), mechanism: { handled, synthetic: false } }],
      },
      time,
      ready: true,
    });
  }
}

function queueError(input: unknown, handled: boolean, extra: Record<string, string> = {}): void {
  if (exceptionsReported >= MAX_EXCEPTIONS_PER_PAGE_LOAD || reporter === "off") return;
  exceptionsReported += 1;
  // Where it happened, not where the visitor is when posthog-js is ready.
  errorQueue.push({
    input,
    handled,
    extra: { ...extra, $current_url: currentUrl() },
    time: eventTime(),
  });
  startErrorReporter();
}

/** A script the page's starter could not load (after one more try), reported as an error. */
function reportStartFailure(failure: StartFailure): void {
  queueError(startFailureError(failure), false);
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

// --- Entry points -------------------------------------------------------------------------------

function listen(): void {
  window.addEventListener("error", (event) => swallow(() => queueError(event, false)));
  window.addEventListener("unhandledrejection", (event) => swallow(() => queueError(event, false)));
  // Capture phase: counted even if a handler on the way stops the event. auxclick is the middle
  // button (a new tab).
  const clicks = (event: MouseEvent) => swallow(() => onClick(event));
  document.addEventListener("click", clicks, { capture: true });
  document.addEventListener("auxclick", clicks, { capture: true });
  window.addEventListener("pagehide", () => swallow(sendBeforeLeaving));
  // Passive, and capture for scrolling inside elements too, as posthog-js listens.
  const scrolled = () => swallow(measureScroll);
  window.addEventListener("scroll", scrolled, { capture: true, passive: true });
  window.addEventListener("scrollend", scrolled, { capture: true, passive: true });
  window.addEventListener("resize", scrolled, { passive: true });
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
    settings = found;
    transport = createTransport({
      host: found.host,
      apiKey: found.key,
      fetch: typeof window.fetch === "function" ? window.fetch.bind(window) : undefined,
      sendBeacon:
        typeof navigator.sendBeacon === "function"
          ? navigator.sendBeacon.bind(navigator)
          : undefined,
    });
    listen();
    status = "on";
    // The landing page counts now, not when Gatsby reports it: on a slow phone that is after
    // hydration, seconds later, and a visitor who leaves before then would never be counted.
    const { pathname, search, hash } = window.location;
    lastEntry = { path: `${pathname}${search}`, hash, key: undefined, landing: true };
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

/**
 * Records one $pageview for a new history entry. Gatsby calls onRouteUpdate on the first load and
 * on every navigation (links, back, forward). Two calls count once when they are the same entry
 * (same path and router key; the first report is the landing page, counted when analytics
 * started), and a change of only the #fragment is an in-page jump to a section of the page
 * already counted, so it is not a new page view either.
 */
export function trackPageview(location: RouteLocation): void {
  swallow(() => {
    if (!startAnalytics()) return;
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
  });
}

/** Reports an error caught by the React error boundary (uncaught ones are reported already). */
export function reportException(error: unknown, componentStack?: string | null): void {
  swallow(() => {
    if (!startAnalytics()) return;
    const extra: Record<string, string> = { $exception_source: "react-error-boundary" };
    if (componentStack) extra.$component_stack = componentStack.slice(0, 2000);
    queueError(error, true, extra);
  });
}
