// Checks over every file the build publishes (not just pages): no plain-http URL, no source map,
// no secret from the build environment. Pure functions over file names and text; the runner is
// scripts/check-security.ts.

/**
 * http: strings allowed in the output, exactly, and why. None is ever fetched or linked, so none
 * can cause mixed content or send a visitor over plain http.
 */
export const HTTP_URL_EXEMPTIONS: ReadonlyMap<string, string> = new Map([
  // XML/DOM namespace names: identifiers compared as strings, never dereferenced. React's DOM
  // renderer and gatsby's ~partytown copies hold the HTML/SVG/MathML/XLink/XML ones; sitemap and
  // RSS feeds declare theirs in xmlns attributes.
  ["http://www.w3.org/1999/xhtml", "XHTML namespace name"],
  ["http://www.w3.org/2000/svg", "SVG namespace name"],
  ["http://www.w3.org/1998/Math/MathML", "MathML namespace name"],
  ["http://www.w3.org/1999/xlink", "XLink namespace name"],
  ["http://www.w3.org/XML/1998/namespace", "XML namespace name"],
  ["http://www.w3.org/2000/xmlns/", "xmlns namespace name"],
  ["http://www.sitemaps.org/schemas/sitemap/0.9", "sitemap namespace name"],
  ["http://www.google.com/schemas/sitemap-image/1.1", "sitemap image extension namespace"],
  ["http://www.google.com/schemas/sitemap-video/1.1", "sitemap video extension namespace"],
  ["http://www.google.com/schemas/sitemap-news/0.9", "sitemap news extension namespace"],
  ["http://www.w3.org/2005/Atom", "Atom namespace name (RSS feed)"],
  ["http://purl.org/dc/elements/1.1/", "Dublin Core namespace name (RSS feed)"],
  ["http://purl.org/rss/1.0/modules/content/", "RSS content module namespace name"],
  // Text inside third-party bundles, not a link anyone follows.
  ["http://fb.me/use-check-prop-types", "React's prop-types error message text"],
  ["http://yandex.com/bots", "posthog-js bot list: a user-agent substring, matched as text"],
]);

// Loopback is a "potentially trustworthy" origin (Secure Contexts), so a browser never treats it as
// mixed content, and it only reaches the visitor's own machine: the test build points analytics at
// the stand-in collector on http://127.0.0.1:4318. A production build has no reason to contain it.
const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/i;

// The URL runs to the first character that cannot be in one unescaped (quotes, whitespace, angle
// brackets, parentheses, backslash). JSON-escaped slashes (http:\/\/) are unescaped first.
const HTTP_URL = /http:\/\/[^\s"'`<>()\\{}|^]*/gi;

/** Plain-http URLs in a file's text that are neither exempt nor loopback. */
export function insecureUrls(text: string): string[] {
  const found = new Set<string>();
  // Unescape JSON slashes and the HTML quote entities React writes in attributes (an SVG data URL in
  // gatsby-plugin-image's placeholder reads xmlns=&#x27;http://www.w3.org/2000/svg&#x27;).
  const plain = text
    .replace(/\\\//g, "/")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
  for (const match of plain.matchAll(HTTP_URL)) {
    const url = match[0].replace(/[.,;:]+$/, "");
    // "http://" with no host is a scheme prefix in code (url.startsWith("http://")), not a URL.
    if (url.length <= "http://".length) continue;
    if (HTTP_URL_EXEMPTIONS.has(url) || LOOPBACK_HTTP.test(url)) continue;
    found.add(url);
  }
  return [...found];
}

/** Whether a published file is or points at a source map. */
export function sourceMapProblems(fileName: string, text: string | undefined): string[] {
  const problems: string[] = [];
  if (fileName.endsWith(".map")) problems.push("source map file");
  if (text !== undefined && /[#@]\s*sourceMappingURL=/.test(text)) {
    problems.push("sourceMappingURL comment");
  }
  return problems;
}

/** Environment variable names that suggest a secret. */
export const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_KEY|ACCESS_KEY/i;

// Shorter values ("1", "true", "dev") would match by accident in any bundle.
const MIN_SECRET_LENGTH = 8;

/** The secret-looking variables of an environment, as [name, value] pairs worth searching for. */
export function secretEnvValues(env: NodeJS.ProcessEnv): [string, string][] {
  return Object.entries(env)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .filter(([name, value]) => SECRET_NAME.test(name) && value.trim().length >= MIN_SECRET_LENGTH);
}

// Shapes of credentials that must never be published whatever variable they came from. A PostHog
// *project* key (phc_) is public by design: the browser needs it to send events. A *personal*
// API key (phx_) can read and change the whole PostHog account.
const SECRET_SHAPES: [string, RegExp][] = [
  ["PostHog personal API key", /\bphx_[A-Za-z0-9]{20,}/],
  ["GitHub token", /\b(gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/],
  ["npm token", /\bnpm_[A-Za-z0-9]{30,}/],
  ["AWS access key id", /\bAKIA[0-9A-Z]{16}\b/],
  ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
];

/** Secrets found in a file's text: env values by variable name, and known credential shapes. */
export function secretsIn(text: string, secrets: readonly [string, string][]): string[] {
  const found = secrets.filter(([, value]) => text.includes(value)).map(([name]) => `$${name}`);
  for (const [label, shape] of SECRET_SHAPES) {
    if (shape.test(text)) found.push(label);
  }
  return found;
}

// Files read as text; everything else (images, fonts) is binary and skipped. Covers what Gatsby
// and its plugins write: pages, bundles, page-data, sitemaps and feeds, robots.txt, the manifest.
export const TEXT_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".cjs",
  ".css",
  ".json",
  ".xml",
  ".rss",
  ".txt",
  ".webmanifest",
  ".svg",
  ".map",
]);
