// Delivery of events to PostHog's public capture API (POST {host}/batch/, a JSON body with the
// project key and the events: https://posthog.com/docs/api/capture). Events go out in the order
// they were handed over, one request at a time, each with the time it happened; when the page is
// being left (pagehide, or hidden, after which a phone may discard it) whatever has not gone yet
// leaves at once with navigator.sendBeacon, which the browser delivers after the page is gone.
//
// The body is JSON sent as text/plain: a CORS-safelisted type, so there is no preflight request
// and sendBeacon can carry it; PostHog's capture reads the JSON whatever the content type. The
// requests are no-cors and without credentials: nothing is read back, no cookie is sent. Failures
// are silent: analytics never shows an error to a visitor.
import { batchPayload, type CaptureEvent } from "./events";

export interface TransportOptions {
  /** The ingestion host, e.g. https://us.i.posthog.com. */
  host: string;
  apiKey: string;
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: string) => boolean;
}

export interface Transport {
  /**
   * Queues an event; it is sent as soon as the requests before it are done, or with the next
   * sendBeforeLeaving when `holdForLeaving` (the page is being left anyway).
   */
  send(event: CaptureEvent, holdForLeaving?: boolean): void;
  /** Sends everything still queued now, with a request that outlives the page. */
  sendBeforeLeaving(): void;
}

// The browser lets keepalive requests and beacons carry 64 KB in all; a page view is under 2 KB.
const MAX_EVENTS_PER_REQUEST = 20;
// A page stuck sending (offline) keeps at most this many events.
const MAX_QUEUED_EVENTS = 200;

export function createTransport({
  host,
  apiKey,
  fetch: fetchImpl,
  sendBeacon,
}: TransportOptions): Transport {
  const endpoint = `${host}/batch/`;
  let queue: CaptureEvent[] = [];
  // The request in flight, if any. Leaving the page lets go of it: a page restored from the
  // back/forward cache may never hear its answer, and must not wait for it to send again.
  let inFlight: Promise<unknown> | undefined;

  const post = (events: CaptureEvent[]): Promise<unknown> => {
    try {
      // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent; without fetch
      // the call below throws a TypeError that the catch turns into the same silent rejection
      if (!fetchImpl) throw new Error("fetch is not available");
      return fetchImpl(endpoint, {
        method: "POST",
        body: batchPayload(apiKey, events),
        headers: { "Content-Type": "text/plain" },
        mode: "no-cors",
        credentials: "omit",
        keepalive: true,
      });
    } catch (error) {
      return Promise.reject(error);
    }
  };

  const sendNext = (): void => {
    if (inFlight || queue.length === 0) return;
    const batch = queue.slice(0, MAX_EVENTS_PER_REQUEST);
    queue = queue.slice(batch.length);
    const request = post(batch)
      .catch(() => undefined)
      .then(() => {
        if (inFlight !== request) return;
        inFlight = undefined;
        sendNext();
      });
    inFlight = request;
  };

  return {
    send(event, holdForLeaving = false) {
      if (queue.length >= MAX_QUEUED_EVENTS) return;
      queue.push(event);
      if (!holdForLeaving) sendNext();
    },
    sendBeforeLeaving() {
      inFlight = undefined;
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_EVENTS_PER_REQUEST);
        queue = queue.slice(batch.length);
        // A browser refuses a beacon by returning false or by throwing; without sendBeacon the
        // call throws too. Each way the batch goes by fetch instead.
        let queued = false;
        try {
          // Stryker disable next-line OptionalChaining: equivalent; calling a missing sendBeacon
          // throws, and the catch sends by fetch as `?.` does
          queued = sendBeacon?.(endpoint, batchPayload(apiKey, batch)) ?? false;
        } catch {
          // Refused: queued is still false.
        }
        if (!queued) post(batch).catch(() => undefined);
      }
    },
  };
}
