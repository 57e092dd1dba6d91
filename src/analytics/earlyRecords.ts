// The hand-over from the early recorder (earlyRecorder.ts) to analytics, once, so nothing counts
// twice. It reads a global an inline script wrote, so every field is checked before it is trusted.
import type { AnalyticsSettings } from "./settings";
import {
  CONVERSION_EVENTS,
  completionFor,
  isCompletionEvent,
  type CompletionEvent,
  type ConversionClick,
  type ConversionEvent,
} from "./conversions";
import { ANALYTICS_SETTINGS_ID, EARLY_RECORDS } from "../inline/scriptIds";

/** The landing page view, as the recorder noted it. */
export interface EarlyPageview {
  /** Its $pageview's uuid (the page view id), when the browser can make one. */
  id: string | undefined;
  /** When the page was shown (ms since the epoch). */
  time: number;
  /** Sent already, by the recorder, when the visitor left before analytics arrived. */
  sent: boolean;
  /** On a thank-you page, the completion this landing counts (its entry marked already). */
  completion: CompletionEvent | undefined;
}

/** A click on a booking or subscription link before analytics arrived. */
interface EarlyClick extends ConversionClick {
  time: number;
  sent: boolean;
}

/** A script the starter could not load, after one more try. */
export interface StartFailure {
  url: string;
  time: number;
}

export interface EarlyRecords {
  pageview: EarlyPageview | undefined;
  clicks: EarlyClick[];
  failures: StartFailure[];
}

/** The recorder's global (src/inline/earlyRecorder.ts) besides its records. */
export interface EarlyRecorder {
  /** Hands the records over once; later failures go to `report`. */
  take: (report: (failure: StartFailure) => void) => unknown;
  /** A script the starter could not load. */
  fail: (url: string) => void;
}

/** The recorder's settings block: where to send and, on a thank-you page, its completion. */
export interface RecorderSettings {
  key: string;
  host: string;
  completion?: CompletionEvent;
}

/**
 * The recorder's settings for `route` (no path prefix), with a thank-you page's completion; "<"
 * escaped so the JSON cannot close the element.
 */
export function analyticsSettingsBlock({ key, host }: AnalyticsSettings, route: string): string {
  const settings: RecorderSettings = { key, host, completion: completionFor(route, "") };
  const json = JSON.stringify(settings).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${ANALYTICS_SETTINGS_ID}">${json}</script>`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const asPageview = (value: unknown): EarlyPageview | undefined =>
  isRecord(value) && typeof value.time === "number"
    ? {
        id: typeof value.id === "string" ? value.id : undefined,
        time: value.time,
        sent: value.sent === true || value.sent === 1,
        completion: isCompletionEvent(value.completion) ? value.completion : undefined,
      }
    : undefined;

function asClick(value: unknown): EarlyClick | undefined {
  if (!isRecord(value) || typeof value.time !== "number") return undefined;
  const { event, placement, linkUrl, linkText } = value;
  if (typeof event !== "string" || typeof placement !== "string") return undefined;
  if (typeof linkUrl !== "string" || typeof linkText !== "string") return undefined;
  const known = Object.values(CONVERSION_EVENTS) as string[];
  if (!known.includes(event)) return undefined;
  return {
    event: event as ConversionEvent,
    placement,
    linkUrl,
    linkText,
    newTab: value.newTab === true,
    time: value.time,
    sent: value.sent === true || value.sent === 1,
  };
}

const asFailure = (value: unknown): StartFailure | undefined =>
  isRecord(value) && typeof value.url === "string" && typeof value.time === "number"
    ? { url: value.url, time: value.time }
    : undefined;

const defined = <T>(value: T | undefined): value is T => value !== undefined;
const listOf = <T>(value: unknown, as: (item: unknown) => T | undefined): T[] =>
  Array.isArray(value) ? value.map(as).filter(defined) : [];

/** Takes over the early recorder's records and stops it; later script failures go to `report`. */
export function takeEarlyRecords(report: (failure: StartFailure) => void): EarlyRecords {
  const recorder = (window as unknown as Record<string, unknown>)[EARLY_RECORDS];
  if (!isRecord(recorder) || typeof recorder.take !== "function") {
    return { pageview: undefined, clicks: [], failures: [] };
  }
  const taken = (recorder as unknown as EarlyRecorder).take((failure) => {
    const checked = asFailure(failure);
    if (checked) report(checked);
  });
  if (!isRecord(taken)) return { pageview: undefined, clicks: [], failures: [] };
  return {
    pageview: asPageview(taken.pageview),
    clicks: listOf(taken.clicks, asClick),
    failures: listOf(taken.failures, asFailure),
  };
}

/** A script the starter could not load, as the error analytics reports ($exception). */
export function startFailureError({ url }: StartFailure): Error {
  const error = new Error(
    `Loading ${url.replace(/^.*\//, "")} failed, and again when tried once more`,
  );
  // webpack's name for a chunk that could not be loaded, so both kinds group together in PostHog.
  error.name = "ChunkLoadError";
  return error;
}
