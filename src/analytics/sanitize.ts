// Query strings and fragments can carry personal data, so no URL leaves the browser with them; the
// campaign tags and referrer are read out first and checked for anything personal.
import type { CaptureResult, Properties } from "posthog-js";

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;
// Properties whose values are paths rather than full URLs ($pathname, $prev_pageview_pathname...).
const PATH_KEY = /pathname$/i;

/** The campaign tags PostHog reads from a landing page's address, in its own property names. */
export const UTM_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
] as const;

/**
 * Ad click ids (posthog-js's PERSONAL_DATA_CAMPAIGN_PARAMS): each names one visitor's click, so
 * only their presence is sent, as MASKED, which is all PostHog's channel type reads.
 */
const CLICK_ID_PARAMS = [
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
] as const;

/** posthog-js's placeholder for a masked value (its MASKED constant). */
const MASKED = "<masked>";

/** posthog-js's CAMPAIGN_PARAMS (postHogContract.test.ts checks against the real package). */
const CAMPAIGN_PARAMS = [...UTM_PARAMS, "gad_source", "mc_cid", ...CLICK_ID_PARAMS] as const;

// Properties posthog-js derives from a query string, dropped: page views carry the campaign.
const isQueryDerived = (key: string): boolean =>
  CAMPAIGN_PARAMS.some((name) => key === name || key.endsWith(`_${name}`));
// Nested objects worth visiting ($set, $set_once, $initial_person_info); deeper means not a URL.
const MAX_DEPTH = 3;

/** A URL or path without its ?query and #fragment. */
export function withoutQueryOrHash(value: string): string {
  const cut = value.search(/[?#]/);
  return cut === -1 ? value : value.slice(0, cut);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A copy of the properties without queries, fragments or query-derived properties. */
function stripUrlDetails<T extends Record<string, unknown>>(properties: T, depth = 0): T {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (isQueryDerived(key.replace(/^\$+/, ""))) continue;
    if (typeof value === "string" && (ABSOLUTE_URL.test(value) || PATH_KEY.test(key))) {
      clean[key] = withoutQueryOrHash(value);
    } else if (isRecord(value) && depth < MAX_DEPTH) {
      clean[key] = stripUrlDetails(value, depth + 1);
    } else {
      clean[key] = value;
    }
  }
  return clean as T;
}

export type CampaignProperties = Partial<Record<(typeof CAMPAIGN_PARAMS)[number], string>>;

const MAX_CAMPAIGN_VALUE = 200;
/** Personal-looking campaign values: a mailing tool can put the subscriber into a tag. */
const PERSONAL_VALUES = [
  /[^\s@]+@[^\s@]+\.[^\s@]+/,
  /^(?=.*\d)(?=.*[a-z])[a-z0-9]{24,}$/i,
] as const;

const looksPersonal = (value: string) => PERSONAL_VALUES.some((pattern) => pattern.test(value));

/** A query string's campaign properties as posthog-js sends them, minus personal-looking values. */
export function campaignProperties(search: string): CampaignProperties {
  const params = new URLSearchParams(search);
  const campaign: CampaignProperties = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if ((CLICK_ID_PARAMS as readonly string[]).includes(name)) campaign[name] = MASKED;
    else if (!looksPersonal(value)) campaign[name] = value.slice(0, MAX_CAMPAIGN_VALUE);
  }
  return campaign;
}

/** What PostHog calls a visit that came from no other page. */
const DIRECT = "$direct";

/** PostHog's referrer properties, without query or fragment; "$direct" when there is none. */
export function referrerProperties(referrer: string): {
  $referrer: string;
  $referring_domain: string;
} {
  try {
    const url = new URL(referrer);
    if (url.protocol === "http:" || url.protocol === "https:") {
      return { $referrer: withoutQueryOrHash(url.href), $referring_domain: url.host };
    }
  } catch {
    // Empty or not a URL: a direct visit.
  }
  return { $referrer: DIRECT, $referring_domain: DIRECT };
}

/** Marks an exception as uncaught: posthog-js's captureException reports every error as handled. */
export const UNHANDLED_PROPERTY = "$$unhandled";

function asUnhandled(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((entry: unknown) =>
    isRecord(entry)
      ? {
          ...entry,
          mechanism: { ...(isRecord(entry.mechanism) ? entry.mechanism : {}), handled: false },
        }
      : entry,
  );
}

/**
 * posthog-js before_send hook: strips URL details. `$timezone` goes because the site's own events
 * lack it, and two zones would split one visit into two visitors in PostHog's cookieless hash.
 */
export function beforeSend(event: CaptureResult | null): CaptureResult | null {
  if (!event) return event;
  const {
    [UNHANDLED_PROPERTY]: unhandled,
    $timezone: _timezone,
    ...properties
  }: Properties = stripUrlDetails(event.properties ?? {});
  if (unhandled === true) properties.$exception_list = asUnhandled(properties.$exception_list);
  const cleaned: CaptureResult = { ...event, properties };
  if (event.$set) cleaned.$set = stripUrlDetails(event.$set);
  if (event.$set_once) cleaned.$set_once = stripUrlDetails(event.$set_once);
  return cleaned;
}
