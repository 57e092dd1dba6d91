// The analytics settings the coach passes as build-time environment variables, and the checks that
// stop a build when one is wrong. Pure functions: gatsby-config.ts, the browser module and the unit
// tests all use them.

/** PostHog's US cloud ingestion host, used when GATSBY_POSTHOG_HOST is not set. */
export const DEFAULT_POSTHOG_HOST = "https://us.i.posthog.com";

/** How posthog-js may remember a visitor. "memory" keeps nothing after the tab closes: the default. */
export const POSTHOG_PERSISTENCE_OPTIONS = [
  "memory",
  "localStorage",
  "sessionStorage",
  "cookie",
  "localStorage+cookie",
] as const;

export type PostHogPersistence = (typeof POSTHOG_PERSISTENCE_OPTIONS)[number];

export const DEFAULT_POSTHOG_PERSISTENCE: PostHogPersistence = "memory";

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

/** The host posthog-js sends to: the value without a trailing slash, or the default. */
export function resolvePostHogHost(value: string | undefined): string {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? DEFAULT_POSTHOG_HOST : trimmed.replace(/\/+$/, "");
}

function isPersistence(value: string): value is PostHogPersistence {
  return (POSTHOG_PERSISTENCE_OPTIONS as readonly string[]).includes(value);
}

export function problemWithPostHogPersistence(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === "" || isPersistence(value.trim())) return undefined;
  return `must be one of ${POSTHOG_PERSISTENCE_OPTIONS.join(", ")}, got "${value}"`;
}

/** The persistence the coach opted into, or "memory" (nothing stored) when unset or unknown. */
export function resolvePostHogPersistence(value: string | undefined): PostHogPersistence {
  const trimmed = value?.trim() ?? "";
  return isPersistence(trimmed) ? trimmed : DEFAULT_POSTHOG_PERSISTENCE;
}

export interface AnalyticsEnv {
  GATSBY_POSTHOG_KEY?: string;
  GATSBY_POSTHOG_HOST?: string;
  GATSBY_POSTHOG_PERSISTENCE?: string;
}

/** Throws one error naming every wrong variable; called by gatsby-config.ts when the build starts. */
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
