// Error reports, capped per page load. posthog-js is downloaded only when there is an error, so an
// ordinary visit never pays for it.
import type { PostHog } from "posthog-js";
import { startFailureError, type StartFailure } from "./earlyRecords";
import { eventTime, queueEvent } from "./eventQueue";
import { UNHANDLED_PROPERTY, withoutQueryOrHash } from "./sanitize";
import type { AnalyticsSettings } from "./settings";
import { swallow } from "./swallow";

interface QueuedError {
  input: unknown;
  handled: boolean;
  extra: Record<string, string>;
  time: Date;
}

// A page that errors in a loop must not flood the project.
const MAX_EXCEPTIONS_PER_PAGE_LOAD = 20;
// requestIdleCallback's deadline for downloading posthog-js after an error.
const IDLE_TIMEOUT_MS = 2000;

/** The project posthog-js reports to; none until errors are reported (startErrorReports). */
let settings: AnalyticsSettings | undefined;
let exceptionsReported = 0;
/** Errors waiting for posthog-js. */
let errorQueue: QueuedError[] = [];
let reporter: "idle" | "loading" | "off" | PostHog = "idle";

function whenIdle(callback: () => void): void {
  const safely = () => swallow(callback);
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(safely, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(safely, 1);
  }
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

/** Loads posthog-js after the first error, each costly step in an idle period of its own. */
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

/** Errors posthog-js has not taken over on leaving go as plain $exception events, without stack. */
export function queueErrorsWithoutPostHog(): void {
  if (errorQueue.length === 0) return;
  const queued = errorQueue;
  errorQueue = [];
  for (const { input, handled, extra, time } of queued) {
    queueEvent({
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

/** Reports an error; `handled` when the site caught it (the error boundary). */
export function queueError(
  input: unknown,
  handled: boolean,
  extra: Record<string, string> = {},
): void {
  if (exceptionsReported >= MAX_EXCEPTIONS_PER_PAGE_LOAD || reporter === "off") return;
  exceptionsReported += 1;
  // Where it happened, not where the visitor is when posthog-js is ready.
  errorQueue.push({
    input,
    handled,
    extra: { ...extra, $current_url: withoutQueryOrHash(window.location.href) },
    time: eventTime(),
  });
  startErrorReporter();
}

/** A script the page's starter could not load (after one more try), reported as an error. */
export function reportStartFailure(failure: StartFailure): void {
  queueError(startFailureError(failure), false);
}

/** Reports errors to the project of `found` from now on, uncaught ones included. */
export function startErrorReports(found: AnalyticsSettings): void {
  settings = found;
  window.addEventListener("error", (event) => swallow(() => queueError(event, false)));
  window.addEventListener("unhandledrejection", (event) => swallow(() => queueError(event, false)));
}
