// Query strings and fragments can carry personal data (email addresses, tokens, click IDs), so
// no URL leaves the browser with them: every event passes through `stripUrlDetails` before it is
// sent (posthog-js's before_send hook).
import type { CaptureResult, Properties } from "posthog-js/dist/module.slim";

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;
// Properties whose values are paths rather than full URLs ($pathname, $prev_pageview_pathname...).
const PATH_KEY = /pathname$/i;
// Properties posthog-js derives from a query string (campaign tags and ad click IDs, as plain
// keys or prefixed: $session_entry_utm_source, $initial_gclid). The list is posthog-js 1.449's own.
const QUERY_DERIVED_KEY = new RegExp(
  `(^|_)(${[
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_content",
    "utm_term",
    "gad_source",
    "mc_cid",
    "gclid",
    "gclsrc",
    "dclid",
    "gbraid",
    "wbraid",
    "fbclid",
    "msclkid",
    "twclid",
    "li_fat_id",
    "igshid",
    "ttclid",
    "rdt_cid",
    "epik",
    "qclid",
    "sccid",
    "oppref",
    "bfcid",
    "irclid",
    "_kx",
  ].join("|")})$`,
);
// Nested objects worth visiting ($set, $set_once, $initial_person_info); deeper means not a URL.
const MAX_DEPTH = 3;

/** A URL or path without its ?query and #fragment. */
export function withoutQueryOrHash(value: string): string {
  const cut = value.search(/[?#]/);
  return cut === -1 ? value : value.slice(0, cut);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A copy of the properties with query strings and fragments removed from URL and path values, and
 * without the properties posthog-js reads out of query strings.
 */
export function stripUrlDetails<T extends Record<string, unknown>>(properties: T, depth = 0): T {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (QUERY_DERIVED_KEY.test(key.replace(/^\$+/, ""))) continue;
    if (typeof value === "string" && (ABSOLUTE_URL.test(value) || PATH_KEY.test(key))) {
      clean[key] = withoutQueryOrHash(value);
    } else if (isPlainObject(value) && depth < MAX_DEPTH) {
      clean[key] = stripUrlDetails(value, depth + 1);
    } else {
      clean[key] = value;
    }
  }
  return clean as T;
}

/**
 * The title of the page a pageview belongs to, carried from the moment it was recorded.
 * posthog-js overwrites `title` with document.title when it sends, which is wrong for pageviews
 * queued before it was ready; before_send puts this one back.
 */
export const PAGE_TITLE_PROPERTY = "$$page_title";

/** posthog-js before_send hook: strip URL details everywhere, restore pageview titles. */
export function beforeSend(event: CaptureResult | null): CaptureResult | null {
  if (!event) return event;
  const { [PAGE_TITLE_PROPERTY]: pageTitle, ...properties }: Properties = stripUrlDetails(
    event.properties ?? {},
  );
  if (event.event === "$pageview" && typeof pageTitle === "string") properties.title = pageTitle;
  const cleaned: CaptureResult = { ...event, properties };
  if (event.$set) cleaned.$set = stripUrlDetails(event.$set);
  if (event.$set_once) cleaned.$set_once = stripUrlDetails(event.$set_once);
  return cleaned;
}
