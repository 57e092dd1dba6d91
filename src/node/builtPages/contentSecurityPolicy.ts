// The Content-Security-Policy of every built page, written as a <meta> first in <head> (GitHub
// Pages sends no headers), with the referrer policy: script-src hashes only the inline scripts the
// site writes, recognised by exact text (the list comes from the post-build pass,
// src/node/builtPages/pagePass.ts: Gatsby's, the popover script, and with the lazy start the
// starter and the early recorder), and on the thank-you pages the script that cleans their address
// (src/analytics/privateAddress.ts), written right after the policy so it runs before anything
// else. Any other inline script, e.g. one that slipped in from
// content/, is left out of the policy, so the browser blocks it; it is reported, and
// check:security fails. A security promise: it does not depend on the starter.
import { createHash } from "node:crypto";
import { ANALYTICS_SETTINGS_ID } from "../../analytics/earlyRecords";
import { ADDRESS_CLEANUP_ID, ADDRESS_CLEANUP_SCRIPT } from "../../analytics/privateAddress";
import type { AnalyticsSettings } from "../../analytics/settings";
import { THANK_YOU_ROUTES } from "../../routes";
import { attribute, locationOf, scriptText, type Edit, type Element } from "../builtSite";
import { gatsbyPageLoader, type SiteScripts } from "../gatsbyOutput";

const REFERRER_POLICY = "strict-origin-when-cross-origin";
/**
 * The thank-you pages' policy: their address may carry a name and an e-mail until the cleanup
 * script has run, so no request from them names more than the site's origin, not even one the
 * browser's preload scanner starts before that script.
 */
const PRIVATE_ADDRESS_REFERRER_POLICY = "strict-origin";

/**
 * Whether the page at `route` gets the address cleanup script (and the stricter referrer policy).
 */
const hasPrivateAddress = (route: string): boolean => THANK_YOU_ROUTES.includes(route);

/** The referrer policy of the page at `route`. */
export const referrerPolicy = (route: string): string =>
  hasPrivateAddress(route) ? PRIVATE_ADDRESS_REFERRER_POLICY : REFERRER_POLICY;

/** The inline scripts this module writes into the page at `route`: the address cleanup, if any. */
export const policyScripts = (route: string): string[] =>
  hasPrivateAddress(route) ? [ADDRESS_CLEANUP_SCRIPT] : [];

/** The policy's source expression for a script's text: 'sha256-<base64>'. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The exact texts of the inline scripts Gatsby writes into the page at `route`. */
export const gatsbyScripts = (site: SiteScripts, route: string): string[] => [
  ...site.gatsbyInline,
  gatsbyPageLoader(route),
];

/** Where analytics may send besides the site: the PostHog host's origin, only with a key set. */
export const analyticsConnectSources = (settings: AnalyticsSettings | undefined): string[] =>
  settings ? [new URL(settings.host).origin] : [];

/**
 * Lets the archive's search (Pagefind) compile its WebAssembly, and nothing more: no script text is
 * ever evaluated under it ('unsafe-eval' stays off). Pagefind runs its WebAssembly in a worker
 * (pagefind-worker.js, allowed by worker-src 'self'), which gets its policy from its own response
 * headers (GitHub Pages sends none), so in Chromium search works even without this keyword (tried
 * with e2e/search.spec.ts). When the worker cannot start, Pagefind runs on the page itself, and
 * that needs this keyword (tried: with pagefind-worker.js blocked, search works with it and fails
 * without it, "CSP violation: script-src blocked wasm-eval"). Every page carries it, not only the
 * archive: a visitor who lands on another page reaches the archive by client-side navigation, under
 * the first page's policy.
 */
export const WASM_SOURCE = "'wasm-unsafe-eval'";

/**
 * The policy. script-src: the site's bundles and exactly its own inline scripts, never
 * 'unsafe-inline' or 'unsafe-eval' (WebAssembly only, for search: WASM_SOURCE). style-src
 * 'unsafe-inline': Emotion writes style elements at run time, and images carry their placeholder
 * colour in a style attribute (a style hash would switch 'unsafe-inline' off). connect-src for page
 * data and analytics; no plugins, no <base> hijack, forms sent to the site only (the archive's
 * search). frame-ancestors, report-uri and sandbox do nothing in a <meta>.
 */
function buildPolicy(scriptHashes: readonly string[], connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", WASM_SOURCE, ...new Set(scriptHashes)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(" "),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The archive's search is a GET form to the archive itself, answered before any script runs.
    "form-action 'self'",
  ].join("; ");
}

/**
 * Whether a script element is the site's own: external (script-src 'self' covers only the site's
 * files), one of its inline scripts by exact text, or one of its two data blocks in <head> (never
 * run, so never hashed; content cannot put anything into <head>): the Seo component's JSON-LD and
 * the early recorder's analytics settings.
 */
export function isSiteScript(
  script: Element,
  own: ReadonlySet<string>,
  head: Element | undefined,
): boolean {
  if (attribute(script, "src") !== undefined || own.has(scriptText(script))) return true;
  if (script.parentNode !== head) return false;
  const type = attribute(script, "type");
  return (
    type === "application/ld+json" ||
    (type === "application/json" && attribute(script, "id") === ANALYTICS_SETTINGS_ID)
  );
}

const isSecurityMeta = (element: Element) =>
  element.tagName === "meta" &&
  (attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy" ||
    attribute(element, "name")?.toLowerCase() === "referrer");

/** What this module writes first in <head>: the security meta tags and the address cleanup. */
const isWrittenFirst = (element: Element) =>
  isSecurityMeta(element) ||
  (element.tagName === "script" &&
    attribute(element, "id") === ADDRESS_CLEANUP_ID &&
    scriptText(element) === ADDRESS_CLEANUP_SCRIPT);

export interface PolicyEdits {
  edits: Edit[];
  /** Inline scripts the site did not write: left out of the policy, so the browser blocks them. */
  foreign: string[];
}

/** What the policy of one page is made from. */
export interface PageScripts {
  /** The page's script elements, less those the pass removes. */
  scripts: readonly Element[];
  /** The inline scripts the pass adds to the page (the starter), each the site's own. */
  added: readonly string[];
  /** The exact texts of the site's own inline scripts on this page. */
  own: ReadonlySet<string>;
}

/**
 * The policy and the referrer policy written first in <head> (after <meta charset> only, which must
 * stay in the first 1024 bytes), followed on the thank-you pages by the address cleanup script,
 * replacing what an earlier run wrote, so a second run gives the same page.
 */
export function policyEdits(
  all: Element[],
  route: string,
  { scripts, added, own }: PageScripts,
  gatsby: readonly string[],
  connectSources: readonly string[],
): PolicyEdits {
  const head = all.find((element) => element.tagName === "head");
  const headStart = head?.sourceCodeLocation?.startTag;
  if (!head || !headStart) throw new Error("no <head> start tag");
  const rewritten = all.filter(isWrittenFirst);
  const edits: Edit[] = rewritten.map((meta) => {
    const { startOffset, endOffset } = locationOf(meta);
    return { start: startOffset, end: endOffset, text: "" };
  });
  const first = head.childNodes.find((child): child is Element => "tagName" in child);
  const at =
    first?.tagName === "meta" && attribute(first, "charset") !== undefined
      ? locationOf(first).endOffset
      : headStart.endOffset;

  // (The cleanup script an earlier run wrote is among them: the site's own, and hashed once.)
  const inline = scripts.filter((script) => attribute(script, "src") === undefined).map(scriptText);
  for (const expected of gatsby) {
    if (!inline.includes(expected))
      throw new Error(`Gatsby's inline script is not as expected: ${expected.slice(0, 60)}`);
  }
  const foreign = scripts.filter((script) => !isSiteScript(script, own, head)).map(scriptText);
  const cleanup = policyScripts(route);
  // The cleanup first, as it stands first in the page: a second run gives the same policy.
  const hashes = [...cleanup, ...inline.filter((text) => own.has(text)), ...added].map(
    sha256Source,
  );
  const policy = buildPolicy(hashes, connectSources).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  edits.push({
    start: at,
    end: at,
    text: [
      `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
      `<meta name="referrer" content="${referrerPolicy(route)}"/>`,
      ...cleanup.map((text) => `<script id="${ADDRESS_CLEANUP_ID}">${text}</script>`),
    ].join(""),
  });
  return { edits, foreign };
}
