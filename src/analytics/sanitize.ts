// Query strings and fragments can carry personal data (email addresses, tokens, click IDs), so no
// URL leaves the browser with them. What the coach needs from them, the landing page's campaign
// tags, whether an ad click brought the visitor (never the click's id) and the referring site, is
// read out first (campaignProperties, referrerProperties) and checked for anything personal. Events
// sent by posthog-js (error reports) pass through `beforeSend`, its before_send hook, which strips
// URL details from every property.
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
 * Ad click ids: posthog-js's PERSONAL_DATA_CAMPAIGN_PARAMS (1.449). Each names one click of one
 * visitor, so, like posthog-js with `mask_personal_data_properties`, only the fact that it was
 * there is sent, as MASKED: PostHog's channel type only asks whether the property is set (gclid:
 * Paid Search, fbclid: Paid Social, ...).
 */
export const CLICK_ID_PARAMS = [
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
export const MASKED = "<masked>";

/**
 * Every query parameter posthog-js keeps as a campaign property of the same name (its
 * CAMPAIGN_PARAMS): the utm_* tags, Google Ads' gad_source, Mailchimp's mc_cid and the click ids.
 * __tests__/postHogContract.test.ts checks the real posthog-js sends these the same way.
 */
export const CAMPAIGN_PARAMS = [...UTM_PARAMS, "gad_source", "mc_cid", ...CLICK_ID_PARAMS] as const;

// Properties posthog-js derives from a query string (campaign tags and ad click IDs, as plain
// keys or prefixed: $session_entry_utm_source, $initial_gclid), dropped from what it sends: error
// reports need none of them (page views and clicks carry the campaign, see campaignProperties).
const QUERY_DERIVED_KEY = new RegExp(`(^|_)(${CAMPAIGN_PARAMS.join("|")})$`);
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
function stripUrlDetails<T extends Record<string, unknown>>(properties: T, depth = 0): T {
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

export type CampaignProperties = Partial<Record<(typeof CAMPAIGN_PARAMS)[number], string>>;

export const MAX_CAMPAIGN_VALUE = 200;
/**
 * Campaign values that look personal, and are dropped: a mailing tool can put the subscriber into
 * a tag (utm_term=jane@example.com, or a hash of it).
 */
export const PERSONAL_VALUES = [
  /[^\s@]+@[^\s@]+\.[^\s@]+/,
  /^(?=.*\d)(?=.*[a-z])[a-z0-9]{24,}$/i,
] as const;

const looksPersonal = (value: string) => PERSONAL_VALUES.some((pattern) => pattern.test(value));

/**
 * The campaign properties of a query string ("?utm_source=linkedin&gclid=...&email=..."), as
 * posthog-js sends them: the tags by value, without empty values and without any value that looks
 * like an email address or a token; the click ids as MASKED. Every other parameter is ignored.
 */
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
export const DIRECT = "$direct";

/**
 * PostHog's referrer properties for document.referrer: the referring page without query or
 * fragment, and its domain; "$direct" for both when there is none (typed address, bookmark, app).
 */
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

/**
 * Marks an exception as uncaught for `beforeSend`: posthog-js's captureException reports every
 * error as handled, and only the event on its way out can say otherwise.
 */
export const UNHANDLED_PROPERTY = "$$unhandled";

function asUnhandled(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((entry: unknown) =>
    isPlainObject(entry)
      ? {
          ...entry,
          mechanism: { ...(isPlainObject(entry.mechanism) ? entry.mechanism : {}), handled: false },
        }
      : entry,
  );
}

/**
 * posthog-js before_send hook: strips URL details from every property; an exception marked
 * UNHANDLED_PROPERTY is reported as unhandled. `$timezone` is dropped because the site's own events
 * do not send it (reading it costs a slow phone tens of milliseconds): PostHog's cookieless hash
 * takes its day from the event's time zone, or the project's when there is none, and two time
 * zones would turn one visit into two visitors for part of each day.
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
