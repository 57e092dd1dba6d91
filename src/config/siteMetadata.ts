// The business's constants from gatsby-config.ts and the checks that stop a bad build.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Annotation } from "./githubAnnotations";
import {
  NEWSLETTER_SERVICES,
  formUrlProblem,
  isNewsletterService,
  type NewsletterService,
} from "../newsletterForm";

type SocialLinks = {
  linkedin: string;
  github: string;
  x: string;
};

type NewsletterSettings = {
  /** What a subscriber gets and how often, beside every sign-up form. */
  promise: string;
  /** The sending service the form posts to; without it, the site links to the subscribe page. */
  service?: NewsletterService;
  /** The `action` address of the service's embedded form. */
  formUrl?: string;
};

// Type aliases, not interfaces: GatsbyConfig wants an index-signature-compatible record.
export type SiteMetadata = {
  title: string;
  description: string;
  siteUrl: string;
  tagline: string;
  bookingUrl: string;
  newsletterSubscribeUrl: string;
  newsletter: NewsletterSettings;
  email: string;
  location: string;
  social: SocialLinks;
};

type Check = "text" | "https" | "siteUrl" | "email";

const CHECKS: Record<Exclude<keyof SiteMetadata, "social" | "newsletter">, Check> = {
  title: "text",
  description: "text",
  siteUrl: "siteUrl",
  tagline: "text",
  bookingUrl: "https",
  newsletterSubscribeUrl: "https",
  email: "email",
  location: "text",
};

const SOCIAL_CHECKS: Record<keyof SocialLinks, Check> = {
  linkedin: "https",
  github: "https",
  x: "https",
};

// One @, a dot in the domain, no spaces: what a mailto: link needs, not a whole RFC 5322 parser.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with a value that must be a full https:// URL, or undefined. */
export function problemWithHttpsUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be a full https:// URL, got "${value}"`;
  }
  if (url.protocol !== "https:") {
    return `must start with https:// (got ${url.protocol}), so visitors are never sent to an insecure or script URL`;
  }
  return undefined;
}

// Gatsby joins siteUrl with page paths and the path prefix; a path in siteUrl would be dropped from
// canonical links, the sitemap, robots.txt and the feed, so it is refused, not half-honoured.
function problemWithSiteUrl(value: string): string | undefined {
  const url = new URL(value);
  if (url.pathname !== "/" || url.search !== "" || url.hash !== "") {
    return (
      `must be the site's address without a path, like ${url.origin} (got "${value}"). ` +
      `A site published under a path (${url.pathname.replace(/\/$/, "")}) gets it from PATH_PREFIX: ` +
      `the deploy workflow sets it for GitHub Pages; locally, build with ` +
      `PREFIX_PATHS=true PATH_PREFIX=${url.pathname.replace(/\/$/, "")}`
    );
  }
  return undefined;
}

function problemWith(value: unknown, check: Check): string | undefined {
  if (value === undefined || value === null) return "is missing";
  if (typeof value !== "string") return `must be text, not ${typeof value}`;
  if (value.trim() === "") return "is empty";
  // Copied values often bring a space or line break along; in a link it breaks the address.
  if (value !== value.trim()) {
    return `has spaces or line breaks around it: remove them (got ${JSON.stringify(value)})`;
  }
  if (check === "email" && !EMAIL.test(value)) {
    return `must be an email address like name@example.com, got "${value}"`;
  }
  if (check === "https" || check === "siteUrl") {
    const problem = problemWithHttpsUrl(value);
    if (problem || check === "https") return problem;
    return problemWithSiteUrl(value);
  }
  return undefined;
}

/** The sign-up form's problems: service and formUrl come together, and agree. */
function newsletterProblems(value: unknown): string[] {
  const key = "siteMetadata.newsletter";
  if (typeof value !== "object" || value === null) {
    return [`${key} is missing (it needs promise; service and formUrl for the sign-up form)`];
  }
  const { promise, service, formUrl } = value as Record<string, unknown>;
  const problems: string[] = [];
  const promiseProblem = problemWith(promise, "text");
  if (promiseProblem) problems.push(`${key}.promise ${promiseProblem}`);
  if (service === undefined && formUrl === undefined) return problems;
  if (!isNewsletterService(service)) {
    const got = service === undefined ? "it is missing" : `got ${JSON.stringify(service)}`;
    problems.push(`${key}.service must be one of ${NEWSLETTER_SERVICES.join(", ")} (${got})`);
  }
  const urlProblem = problemWith(formUrl, "https");
  if (urlProblem) problems.push(`${key}.formUrl ${urlProblem}`);
  else if (isNewsletterService(service)) {
    const problem = formUrlProblem(service, formUrl as string);
    if (problem) problems.push(`${key}.formUrl ${problem}`);
  }
  return problems;
}

/** Every problem in the constants, each naming its key ("social.github"). */
export function validateSiteMetadata(input: unknown): string[] {
  if (typeof input !== "object" || input === null) return ["siteMetadata is missing"];
  const metadata = input as Record<string, unknown>;
  const problems: string[] = [];
  for (const [key, check] of Object.entries(CHECKS)) {
    const problem = problemWith(metadata[key], check);
    if (problem) problems.push(`siteMetadata.${key} ${problem}`);
    // In gatsby-config.ts's order: the form's settings follow the subscription page's address.
    if (key === "newsletterSubscribeUrl") problems.push(...newsletterProblems(metadata.newsletter));
  }
  const social = metadata.social;
  if (typeof social !== "object" || social === null) {
    problems.push("siteMetadata.social is missing (it needs linkedin, github and x)");
  } else {
    for (const [key, check] of Object.entries(SOCIAL_CHECKS)) {
      const problem = problemWith((social as Record<string, unknown>)[key], check);
      if (problem) problems.push(`siteMetadata.social.${key} ${problem}`);
    }
  }
  return problems;
}

/** The line of `siteMetadata.social.x` in gatsby-config.ts's text; 1 when it is not found. */
export function lineInConfig(text: string, key: string): number {
  const lines = text.split("\n");
  let at = lines.findIndex((line) => /\bsiteMetadata\b[^=]*=\s*\{/.test(line));
  if (at < 0) return 1;
  for (const name of key.split(".").slice(1)) {
    const next = lines.findIndex(
      (line, index) => index > at && new RegExp(`^\\s*${name}\\s*:`).test(line),
    );
    if (next < 0) break;
    at = next;
  }
  return at + 1;
}

/** A config problem that knows where the coach typed it, for GitHub's annotations. */
class ConfigProblems extends Error {
  constructor(
    message: string,
    readonly annotations: Annotation[],
  ) {
    super(message);
  }
}

/** Throws one error listing every bad key, so the coach fixes them all in one go. */
export function assertValidSiteMetadata(
  input: unknown,
  configFile = join(process.cwd(), "gatsby-config.ts"),
): asserts input is SiteMetadata {
  const problems = validateSiteMetadata(input);
  if (problems.length > 0) {
    let text = "";
    try {
      text = readFileSync(configFile, "utf8");
    } catch {
      // Without the file the annotations point at its first line.
    }
    throw new ConfigProblems(
      `gatsby-config.ts: ${problems.length} problem(s) in siteMetadata, nothing was built:\n` +
        problems.map((problem) => `  - ${problem}`).join("\n"),
      problems.map((problem) => ({
        file: "gatsby-config.ts",
        line: lineInConfig(text, /^(siteMetadata[\w.]*)/.exec(problem)?.[1] ?? "siteMetadata"),
        message: problem,
      })),
    );
  }
}

/** The published address: SITE_URL when set (the deploy workflow passes it), else siteUrl. */
export const publishedSiteUrl = (siteUrl: string, env: NodeJS.ProcessEnv): string =>
  env.SITE_URL || siteUrl;

/** SITE_URL, when set, follows siteUrl's rule; throws naming it otherwise. */
export function assertValidSiteUrlEnv(env: NodeJS.ProcessEnv): void {
  if (!env.SITE_URL) return;
  const problem = problemWith(env.SITE_URL, "siteUrl");
  if (problem) {
    throw new Error(
      `SITE_URL (the address the site is published at) ${problem}, nothing was built`,
    );
  }
}

/** A warning when SITE_URL and the coach's siteUrl name different sites. */
export function siteUrlDisagreement(siteUrl: string, env: NodeJS.ProcessEnv): string | undefined {
  if (!env.SITE_URL) return undefined;
  const origin = (value: string) => {
    try {
      return new URL(value).origin;
    } catch {
      return value;
    }
  };
  if (origin(siteUrl) === origin(env.SITE_URL)) return undefined;
  return (
    `siteMetadata.siteUrl is "${siteUrl}", but the site is published at ${origin(env.SITE_URL)}: ` +
    `canonical links, og:url, the sitemap, the feed and robots.txt use ${origin(env.SITE_URL)}. ` +
    `Set siteUrl to it in gatsby-config.ts so local builds agree`
  );
}
