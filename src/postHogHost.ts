// Where analytics events go: read in the browser (src/analytics/settings.ts), allowed by the
// Content-Security-Policy (src/node/builtPages/contentSecurityPolicy.ts) and checked at build time
// (src/config/analyticsEnv.ts), all from the same GATSBY_POSTHOG_HOST.

/** PostHog's US cloud ingestion host, used when GATSBY_POSTHOG_HOST is not set. */
export const DEFAULT_POSTHOG_HOST = "https://us.i.posthog.com";

/** The host posthog-js sends to: the value without a trailing slash, or the default. */
export function resolvePostHogHost(value: string | undefined): string {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? DEFAULT_POSTHOG_HOST : trimmed.replace(/\/+$/, "");
}
