// The analytics settings baked into the browser bundle. Gatsby inlines each literal
// `process.env.GATSBY_*` expression at build time, so they must stay spelled out in full here.
import { resolvePostHogHost } from "../postHogHost";

export interface AnalyticsSettings {
  /** The PostHog project key: public by design, it only allows sending events. */
  key: string;
  /** Where events go, e.g. https://us.i.posthog.com. */
  host: string;
}

/** The settings, or undefined when analytics is off (no key at build time). */
export function readAnalyticsSettings(): AnalyticsSettings | undefined {
  const key = process.env.GATSBY_POSTHOG_KEY;
  const host = process.env.GATSBY_POSTHOG_HOST;
  if (typeof key !== "string" || key.trim() === "") return undefined;
  return { key: key.trim(), host: resolvePostHogHost(host) };
}
