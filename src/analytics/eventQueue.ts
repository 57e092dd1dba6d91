// Events wait here until complete (a page view for its title) and leave in order, each a
// millisecond after the last: PostHog orders a visit's events by time.
import {
  captureEvent,
  deviceProperties,
  sharedProperties,
  type BrowserFacts,
  type EventProperties,
} from "./events";
import type { AnalyticsSettings } from "./settings";
import { createTransport, type Transport } from "./transport";

/** An event waiting for what it still lacks (a page view's title), in the order they happened. */
export interface QueuedEvent {
  name: string;
  properties: EventProperties;
  time: Date;
  ready: boolean;
  uuid?: string;
}

let transport: Transport | undefined;
let shared: EventProperties | undefined;
let device: EventProperties | undefined;
const queue: QueuedEvent[] = [];
let lastEventTime = 0;

/** Sends from now on to the project and host of `settings`. */
export function openEventQueue({ host, key }: AnalyticsSettings): void {
  transport = createTransport({
    host,
    apiKey: key,
    fetch: typeof window.fetch === "function" ? window.fetch.bind(window) : undefined,
    sendBeacon:
      typeof navigator.sendBeacon === "function" ? navigator.sendBeacon.bind(navigator) : undefined,
  });
}

/** What the browser says of itself, as the event properties are made from it. */
const browserFacts = (): BrowserFacts => ({
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

/** The properties of this page load that every event shares, read once. */
export function sharedOnce(): EventProperties {
  shared ??= sharedProperties(browserFacts());
  return shared;
}

/** The browser, system and device, parsed once, for the events this module sends. */
function deviceOnce(): EventProperties {
  device ??= deviceProperties(browserFacts());
  return device;
}

export const newUuid = (): string | undefined =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : undefined;

/** Now (or `at`), but at least a millisecond after the previous event. */
export function eventTime(at = Date.now()): Date {
  lastEventTime = Math.max(at, lastEventTime + 1);
  return new Date(lastEventTime);
}

/** Puts an event in line; it goes once it and every event before it are ready (release). */
export function queueEvent(event: QueuedEvent): void {
  queue.push(event);
}

/** Hands the complete events, oldest first, to the transport. */
export function release(leaving = false): void {
  while (queue[0]?.ready) {
    const next = queue.shift();
    if (!next || !transport) continue;
    const properties = { ...sharedOnce(), ...deviceOnce(), ...next.properties };
    transport.send(captureEvent(next.name, properties, next.time, next.uuid ?? newUuid()), leaving);
  }
}

/** Completes page views still waiting for a title with the title the page has now. */
export function settleQueue(leaving = false): void {
  for (const event of queue) {
    if (!event.ready) {
      event.properties.title ??= document.title;
      event.ready = true;
    }
  }
  release(leaving);
}

/** The page is being left: everything queued goes now, with a request that outlives the page. */
export function sendAllBeforeLeaving(): void {
  settleQueue(true);
  transport?.sendBeforeLeaving();
}
