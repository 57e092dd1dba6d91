// The site's one analytics module: gatsby-browser.tsx and the error boundary call it, nothing else
// touches posthog-js. Its promises:
// - nothing on the server, nothing without a key, nothing when the visitor sends DNT or GPC: in
//   those cases posthog-js is never downloaded and nothing is logged;
// - posthog-js is fetched (dynamic import) only a while after the page has loaded, when the main
//   thread is idle; page views and errors that happen before then wait in a queue;
// - one $pageview per browser history entry (see trackPageview);
// - it never throws into the page: every entry point swallows its own failures, and a blocked or
//   failed download just switches analytics off.
import type { PostHog } from "posthog-js/dist/module.slim";
import { readAnalyticsSettings, type AnalyticsSettings } from "./settings";
import { readPrivacySignals, visitorRefusesTracking } from "./privacy";
import { PAGE_TITLE_PROPERTY, withoutQueryOrHash } from "./sanitize";

/** What Gatsby's onRouteUpdate passes as `location` (window.location plus @reach/router's key). */
export interface RouteLocation {
  pathname: string;
  search?: string;
  hash?: string;
  /** Set by the router per history entry; back and forward return to an entry's key. */
  key?: string;
}

type Command = (posthog: PostHog) => void;
type Status = "unstarted" | "off" | "loading" | "ready";

// A page that errors in a loop must not flood the queue or the project.
const MAX_QUEUED_COMMANDS = 100;
const MAX_EXCEPTIONS_PER_PAGE_LOAD = 20;
// How long after the load event posthog-js is fetched: it stays out of the page's start-up.
const LOAD_DELAY_MS = 3000;
// requestIdleCallback's deadline: on a busy page, go ahead anyway after this long.
const IDLE_TIMEOUT_MS = 3000;
// How often, and how long at most, to wait for a new page's title after a navigation.
const TITLE_POLL_MS = 50;
const TITLE_MAX_WAIT_MS = 1000;

let status: Status = "unstarted";
let client: PostHog | undefined;
let queue: Command[] = [];
let lastEntry: { path: string; hash: string; key: string | undefined } | undefined;
let exceptionsReported = 0;

function swallow(action: () => void): void {
  try {
    action();
  } catch {
    // Analytics failing must never break the page or print anything.
  }
}

/**
 * Runs a command now if posthog-js is ready and nothing is waiting, else queues it (in order);
 * never if analytics is off.
 */
function run(command: Command): void {
  if (status === "ready" && client && queue.length === 0) {
    const ready = client;
    swallow(() => command(ready));
  } else if ((status === "loading" || status === "ready") && queue.length < MAX_QUEUED_COMMANDS) {
    queue.push(command);
  }
}

/** In an idle period (or after IDLE_TIMEOUT_MS at the latest). */
function whenIdle(callback: () => void): void {
  const safely = () => swallow(callback);
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(safely, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(safely, 1);
  }
}

/** Sends what was queued, one command per idle period: the first capture sets a lot up. */
function flushQueue(): void {
  const command = queue.shift();
  const ready = client;
  if (!command || !ready) return;
  swallow(() => command(ready));
  if (queue.length > 0) whenIdle(flushQueue);
}

/**
 * posthog-js costs main-thread time when it arrives (compiling and running the module, then
 * setting up). So it starts only once the page has loaded and LOAD_DELAY_MS have passed, and each
 * step gets an idle period of its own; events meanwhile wait in the queue.
 */
function load(settings: AnalyticsSettings): void {
  import(/* webpackChunkName: "posthog" */ "./loadPostHog")
    .then(
      (module) =>
        new Promise<void>((resolve, reject) =>
          whenIdle(() => {
            try {
              client = module.createPostHog(settings);
              status = "ready";
              resolve();
            } catch (error) {
              reject(error);
            }
          }),
        ),
    )
    .then(() => whenIdle(flushQueue))
    .catch(() => {
      // Blocked, offline or broken: analytics is simply off for this page load.
      status = "off";
      client = undefined;
      queue = [];
    });
}

function afterLoadAndDelay(callback: () => void): void {
  const wait = () => window.setTimeout(() => whenIdle(callback), LOAD_DELAY_MS);
  if (document.readyState === "complete") wait();
  else window.addEventListener("load", wait, { once: true });
}

/**
 * Calls back with the new page's title. Gatsby sets document.title from the page's Head in an
 * effect after onRouteUpdate (swapping the old <title> out first), so after a navigation this
 * waits, from the next frame on, until the title is neither empty nor the old page's, or
 * TITLE_MAX_WAIT_MS has passed (two pages may share a title). On the first load the server-
 * rendered title is already right.
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

function currentUrl(): string {
  return withoutQueryOrHash(window.location.href);
}

function sendException(input: unknown, handled: boolean, extra: Record<string, string> = {}): void {
  if (exceptionsReported >= MAX_EXCEPTIONS_PER_PAGE_LOAD) return;
  exceptionsReported += 1;
  // Where it happened, not where the visitor is when the queue is flushed.
  const url = currentUrl();
  run((posthog) => {
    const exceptions = posthog.exceptions;
    if (!exceptions) return;
    const properties = exceptions.buildProperties(input, { handled });
    exceptions.sendExceptionEvent({ ...properties, ...extra, $current_url: url });
  });
}

function listenForUncaughtErrors(): void {
  window.addEventListener("error", (event) => swallow(() => sendException(event, false)));
  window.addEventListener("unhandledrejection", (event) =>
    swallow(() => sendException(event, false)),
  );
}

/**
 * Switches analytics on for this page load if it may be (browser, key set, no DNT or GPC) and
 * returns whether it is on. Safe to call more than once; the first call decides.
 */
export function startAnalytics(): boolean {
  if (status !== "unstarted") return status !== "off";
  status = "off";
  swallow(() => {
    if (typeof window === "undefined" || typeof document === "undefined") return;
    const settings = readAnalyticsSettings();
    if (!settings || visitorRefusesTracking(readPrivacySignals())) return;
    status = "loading";
    listenForUncaughtErrors();
    afterLoadAndDelay(() => load(settings));
  });
  return status !== "off";
}

/**
 * Records one $pageview for a new history entry. Gatsby calls onRouteUpdate on the first load and
 * on every navigation (links, back, forward). Two calls count once when they are the same entry
 * (same path and router key), and a change of only the #fragment is an in-page jump to a section
 * of the page already counted, so it is not a new page view either.
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
    // The first page's title is already right; after a navigation this is the old page's.
    const oldTitle = previous ? document.title : undefined;
    if (
      previous &&
      previous.path === entry.path &&
      (previous.hash !== entry.hash || previous.key === entry.key)
    ) {
      return;
    }
    const timestamp = new Date();
    const url = withoutQueryOrHash(`${window.location.origin}${location.pathname}`);
    const pathname = withoutQueryOrHash(location.pathname);
    withPageTitle(oldTitle, (title) => {
      run((posthog) =>
        posthog.capture(
          "$pageview",
          { $current_url: url, $pathname: pathname, [PAGE_TITLE_PROPERTY]: title },
          { timestamp },
        ),
      );
    });
  });
}

/** Reports an error caught by the React error boundary (uncaught ones are reported already). */
export function reportException(error: unknown, componentStack?: string | null): void {
  swallow(() => {
    if (!startAnalytics()) return;
    const extra: Record<string, string> = { $exception_source: "react-error-boundary" };
    if (componentStack) extra.$component_stack = componentStack.slice(0, 2000);
    sendException(error, true, extra);
  });
}
