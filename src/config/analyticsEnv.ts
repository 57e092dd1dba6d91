// The analytics settings the coach passes as build-time environment variables, and the checks that
// stop a build when one is wrong (gatsby-config.ts runs them). How the browser reads the host is
// src/postHogHost.ts.
import { DEFAULT_POSTHOG_HOST } from "../postHogHost";

// Plain http is allowed only on this machine: the browser tests' stand-in collector listens there.
const LOOPBACK_HOSTNAMES = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** What is wrong with an ingestion host, or undefined when it is fine (empty means the default). */
export function problemWithPostHogHost(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be a full https:// URL like ${DEFAULT_POSTHOG_HOST}, got "${value}"`;
  }
  const loopback = url.protocol === "http:" && LOOPBACK_HOSTNAMES.has(url.hostname);
  if (url.protocol !== "https:" && !loopback) {
    return `must use https:// (plain http only for 127.0.0.1 or localhost), got "${value}"`;
  }
  if (url.search !== "" || url.hash !== "" || url.username !== "" || url.password !== "") {
    return `must be a bare host URL without query, fragment or credentials, got "${value}"`;
  }
  return undefined;
}

/**
 * GATSBY_POSTHOG_PERSISTENCE chose where posthog-js remembered a visitor. Analytics is cookieless
 * now (nothing is stored on a visitor's device; PostHog counts unique visitors with a daily
 * server-side hash), so the variable has no effect; a build that still sets it stops, so nobody
 * believes returning visitors are being recognised.
 */
function problemWithPostHogPersistence(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  return (
    `is no longer used: analytics is cookieless and stores nothing on visitors' devices ` +
    `(see docs/analytics.md); remove the variable (got "${value}")`
  );
}

export interface AnalyticsEnv {
  GATSBY_POSTHOG_KEY?: string;
  GATSBY_POSTHOG_HOST?: string;
  GATSBY_POSTHOG_PERSISTENCE?: string;
}

/** Throws one error naming every wrong variable. */
export function assertValidAnalyticsEnv(env: AnalyticsEnv): void {
  const problems = [
    ["GATSBY_POSTHOG_HOST", problemWithPostHogHost(env.GATSBY_POSTHOG_HOST)],
    ["GATSBY_POSTHOG_PERSISTENCE", problemWithPostHogPersistence(env.GATSBY_POSTHOG_PERSISTENCE)],
  ]
    .filter(([, problem]) => problem !== undefined)
    .map(([name, problem]) => `  ${name} ${problem}`);
  if (problems.length > 0) {
    throw new Error(
      `Analytics settings need fixing before the site can build:\n${problems.join("\n")}`,
    );
  }
}
