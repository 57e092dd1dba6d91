// Each built page's Content-Security-Policy, as a <meta> first in <head> (GitHub Pages sends no
// headers): script-src hashes only the site's own inline scripts by exact text, so any other is
// blocked and reported (docs/security.md).
import { createHash } from "node:crypto";
import { ADDRESS_CLEANUP_ID, ANALYTICS_SETTINGS_ID } from "../../inline/scriptIds";
import type { AnalyticsSettings } from "../../analytics/settings";
import { THANK_YOU_ROUTES } from "../../routes";
import { attribute, locationOf, scriptText, type Edit, type Element } from "../builtSite";
import { gatsbyPageLoader, type SiteScripts } from "../gatsbyOutput";
import { inlineScript } from "./inlineScripts";

const REFERRER_POLICY = "strict-origin-when-cross-origin";
/** The thank-you pages' address may hold a name and e-mail until cleaned: send only the origin. */
const PRIVATE_ADDRESS_REFERRER_POLICY = "strict-origin";

/** Whether the page at `route` gets the address cleanup script and the stricter referrer policy. */
const hasPrivateAddress = (route: string): boolean => THANK_YOU_ROUTES.includes(route);

export const referrerPolicy = (route: string): string =>
  hasPrivateAddress(route) ? PRIVATE_ADDRESS_REFERRER_POLICY : REFERRER_POLICY;

/** The inline scripts this module writes into the page at `route`: the address cleanup, if any. */
export const policyScripts = (route: string): string[] =>
  hasPrivateAddress(route) ? [inlineScript("privateAddress")] : [];

export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

export const gatsbyScripts = (site: SiteScripts, route: string): string[] => [
  ...site.gatsbyInline,
  gatsbyPageLoader(route),
];

/** Where analytics may send besides the site: the PostHog host's origin, only with a key set. */
export const analyticsConnectSources = (settings: AnalyticsSettings | undefined): string[] =>
  settings ? [new URL(settings.host).origin] : [];

/**
 * Lets Pagefind compile WebAssembly when its worker cannot start (no script text is evaluated).
 * Every page has it: visitors reach the archive by client-side navigation under the first policy.
 */
export const WASM_SOURCE = "'wasm-unsafe-eval'";

/**
 * script-src never 'unsafe-inline' or 'unsafe-eval'; style-src 'unsafe-inline' because Emotion and
 * image placeholders write styles at run time. frame-ancestors, report-uri and sandbox do nothing
 * in a <meta>.
 */
function buildPolicy(
  scriptHashes: readonly string[],
  connectSources: readonly string[],
  formSources: readonly string[],
): string {
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
    // The archive's search is a GET form to the archive itself; the sign-up form posts to the
    // newsletter service's host, and only there (src/newsletterForm.ts).
    ["form-action 'self'", ...formSources].join(" "),
  ].join("; ");
}

/**
 * Whether a script is the site's own: external, an own inline script by exact text, or one of the
 * two data blocks in <head> (JSON-LD, analytics settings), which content cannot reach.
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

const isWrittenFirst = (element: Element) =>
  isSecurityMeta(element) ||
  (element.tagName === "script" &&
    attribute(element, "id") === ADDRESS_CLEANUP_ID &&
    scriptText(element) === inlineScript("privateAddress"));

export interface PolicyEdits {
  edits: Edit[];
  /** Inline scripts the site did not write: left out of the policy, so the browser blocks them. */
  foreign: string[];
}

export interface PageScripts {
  /** Less those the pass removes. */
  scripts: readonly Element[];
  /** The inline scripts the pass adds (the starter). */
  added: readonly string[];
  own: ReadonlySet<string>;
}

/**
 * The policies first in <head> (after <meta charset>, which must stay in the first 1024 bytes),
 * then the address cleanup, replacing an earlier run's so a second run gives the same page.
 */
export function policyEdits(
  all: Element[],
  route: string,
  { scripts, added, own }: PageScripts,
  gatsby: readonly string[],
  connectSources: readonly string[],
  formSources: readonly string[] = [],
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
  const policy = buildPolicy(hashes, connectSources, formSources)
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;");
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
