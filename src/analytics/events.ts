// Events for PostHog's capture API in cookieless mode: PostHog hashes IP, `$raw_user_agent` and
// `$host` into a daily visitor id and drops events that lack either, so both are always sent.
import {
  detectBrowser,
  detectBrowserVersion,
  detectDevice,
  detectDeviceType,
  detectOS,
} from "@posthog/core/utils";

const COOKIELESS_DISTINCT_ID = "$posthog_cookieless";

/** Told apart from posthog-js's own events ("web") in PostHog's event list. */
const LIBRARY = { $lib: "web-beacon", $lib_version: "1" } as const;

type JsonValue =
  string | number | boolean | null | undefined | JsonValue[] | { [key: string]: JsonValue };

export type EventProperties = Record<string, JsonValue>;

export interface CaptureEvent {
  uuid?: string;
  event: string;
  distinct_id: string;
  properties: EventProperties;
  /** When it happened (ISO 8601), not when it was sent. */
  timestamp: string;
}

/** What this browser is, read once per page load. */
export interface BrowserFacts {
  userAgent: string;
  vendor?: string;
  language?: string;
  platform?: string;
  maxTouchPoints?: number;
  devicePixelRatio?: number;
  screen?: { width: number; height: number };
  viewport?: { width: number; height: number };
  /** location.host: the site's domain, an input of PostHog's cookieless hash. */
  host: string;
  timezoneOffset?: number;
}

// posthog-js cuts a longer user agent to 997 characters and "...": the user agent is an input of
// PostHog's cookieless hash, so both senders must cut it alike to stay one visitor.
const MAX_USER_AGENT = 1000;

/** The user agent as posthog-js sends it in `$raw_user_agent`. */
const rawUserAgent = (ua: string): string =>
  ua.length > MAX_USER_AGENT ? `${ua.substring(0, MAX_USER_AGENT - 3)}...` : ua;

/**
 * The browser, system and device as posthog-js detects them from the user agent. Only the
 * analytics module sends them: its parser is 2.3 KiB gzipped, too much for the early recorder
 * inlined in every page (docs/analytics.md).
 */
export function deviceProperties(facts: BrowserFacts): EventProperties {
  const ua = facts.userAgent;
  const [os, osVersion] = detectOS(ua);
  return {
    $os: os,
    $os_version: osVersion,
    $browser: detectBrowser(ua, facts.vendor),
    $browser_version: detectBrowserVersion(ua, facts.vendor),
    $device: detectDevice(ua) || undefined,
    $device_type: detectDeviceType(ua, {
      userAgentDataPlatform: facts.platform,
      maxTouchPoints: facts.maxTouchPoints,
      screenWidth: facts.screen?.width,
      screenHeight: facts.screen?.height,
      devicePixelRatio: facts.devicePixelRatio,
    }),
  };
}

/**
 * The properties every event of this page load shares. No $timezone: reading it costs a slow
 * phone tens of milliseconds (sanitize.ts drops it from posthog-js too).
 */
export function sharedProperties(facts: BrowserFacts): EventProperties {
  return {
    $raw_user_agent: rawUserAgent(facts.userAgent),
    $host: facts.host,
    $browser_language: facts.language,
    $browser_language_prefix: facts.language?.split("-")[0],
    $screen_height: facts.screen?.height,
    $screen_width: facts.screen?.width,
    $viewport_height: facts.viewport?.height,
    $viewport_width: facts.viewport?.width,
    $timezone_offset: facts.timezoneOffset,
    ...LIBRARY,
    $cookieless_mode: true,
    // Anonymous events: no person profile (posthog-js's person_profiles: "identified_only").
    $process_person_profile: false,
  };
}

/** One event for the capture API, with the cookieless distinct id. */
export function captureEvent(
  name: string,
  properties: EventProperties,
  time: Date,
  uuid?: string,
): CaptureEvent {
  const withId = { ...properties, distinct_id: COOKIELESS_DISTINCT_ID };
  return {
    ...(uuid ? { uuid } : {}),
    event: name,
    distinct_id: COOKIELESS_DISTINCT_ID,
    properties: withId,
    timestamp: time.toISOString(),
  };
}

/** A /batch/ request's body; `sent_at` lets PostHog correct a wrong device clock. */
export function batchPayload(
  apiKey: string,
  events: readonly CaptureEvent[],
  sentAt: Date = new Date(),
): string {
  return JSON.stringify({ api_key: apiKey, batch: events, sent_at: sentAt.toISOString() });
}
