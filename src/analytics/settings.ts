// The analytics settings baked into the browser bundle. Gatsby inlines each literal
// `process.env.GATSBY_*` expression at build time, so they must stay spelled out in full here.
import { resolvePostHogHost } from "../postHogHost";

export interface AnalyticsSettings {
  /** The PostHog project key: public by design, it only allows sending events. */
  key: string;
  /** Where events go, e.g. https://us.i.posthog.com. */
  host: string;
}

/** The settings for a key and host as set, or undefined when analytics is off (no key). */
export function analyticsSettings(
  key: string | undefined,
  host: string | undefined,
): AnalyticsSettings | undefined {
  if (typeof key !== "string" || key.trim() === "") return undefined;
  return { key: key.trim(), host: resolvePostHogHost(host) };
}

/** The settings this bundle was built with, or undefined when analytics is off. */
export const readAnalyticsSettings = (): AnalyticsSettings | undefined =>
  analyticsSettings(process.env.GATSBY_POSTHOG_KEY, process.env.GATSBY_POSTHOG_HOST);
