// Sends events in order to PostHog's /batch/ API, one request at a time; on leaving, the rest go by
// sendBeacon. JSON as text/plain avoids a preflight; no-cors, no credentials, failures silent.
import { batchPayload, type CaptureEvent } from "./events";

export interface TransportOptions {
  /** The ingestion host, e.g. https://us.i.posthog.com. */
  host: string;
  apiKey: string;
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: string) => boolean;
}

export interface Transport {
  /** Queues an event; with `holdForLeaving` it waits for sendBeforeLeaving. */
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
  // Leaving lets go of the request in flight: a page back from the bfcache may never hear from it.
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
        // A refused, throwing or missing sendBeacon: the batch goes by fetch instead.
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
