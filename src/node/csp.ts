// The site's Content-Security-Policy, written into every built page as a <meta> tag.
// GitHub Pages cannot send response headers, so the policy has to travel in the HTML, and Gatsby
// inlines scripts of its own (window.pagePath, ___chunkMapping, ___webpackCompilationHash,
// gatsby-plugin-image's loader), different on every page and every build. So the policy is made
// after the build from the final HTML: each page's script-src lists the sha256 of each inline
// script on that page, and no 'unsafe-inline' is ever needed. gatsby-node.ts calls
// applyCspToBuild() from onPostBuild; scripts/check-security.ts calls checkPageSecurity().
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { scanStartTags, normalizeNewlines, type StartTag } from "./html";

/** PostHog's US cloud ingestion host: what analytics uses when GATSBY_POSTHOG_HOST is unset. */
export const DEFAULT_POSTHOG_HOST = "https://us.i.posthog.com";

/** Full origin to other sites, only the origin cross-origin, nothing on an https-to-http step. */
export const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** Fragments Gatsby writes for slices: stitched into pages, never served as pages themselves. */
const SLICE_DIR = "_gatsby";

/** The policy's source expression for a script's text: 'sha256-<base64>'. */
export function sha256Source(scriptText: string): string {
  // The browser hashes the UTF-8 bytes of the text the parser produced: newlines are normalized
  // (CRLF and CR become LF) and NUL becomes U+FFFD; entities are not decoded in script text.
  const text = normalizeNewlines(scriptText).replace(/\0/g, "\uFFFD");
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

// The HTML standard's "JavaScript MIME type essence" strings: with one of these, or no type at
// all, a script element is a classic script.
const JAVASCRIPT_MIME_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * Whether the browser runs (and CSP governs) a script element with this type attribute. Anything
 * else, such as application/ld+json, is a data block: never executed, never checked by CSP.
 */
export function isExecutableScriptType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const trimmed = type.trim().toLowerCase();
  return (
    trimmed === "" ||
    JAVASCRIPT_MIME_TYPES.has(trimmed) ||
    trimmed === "module" ||
    trimmed === "importmap" ||
    trimmed === "speculationrules"
  );
}

export interface InlineScript {
  /** The verbatim text between <script ...> and </script>. */
  text: string;
  type: string | undefined;
  id: string | undefined;
  /** Rendered by a page's Head export (Gatsby marks those data-gatsby-head). */
  fromHeadApi: boolean;
  executable: boolean;
}

function toInlineScript(tag: StartTag): InlineScript {
  const type = tag.attrs.get("type");
  return {
    text: tag.rawText ?? "",
    type,
    id: tag.attrs.get("id"),
    fromHeadApi: tag.attrs.has("data-gatsby-head"),
    executable: isExecutableScriptType(type),
  };
}

/** Every script element without a src attribute, in document order. */
export function inlineScripts(html: string): InlineScript[] {
  return scanStartTags(html)
    .filter((tag) => tag.name === "script" && !tag.attrs.has("src"))
    .map(toInlineScript);
}

/**
 * Hashes for scripts a page's Head export renders that run when the browser inserts them. Gatsby
 * re-creates Head scripts on client-side navigation, where the policy of the page the visitor
 * landed on still applies, so every page's policy carries these from all pages. (JSON-LD is a
 * data block: not run, not checked, so it does not need to travel.)
 */
export function headApiScriptHashes(html: string): string[] {
  return inlineScripts(html)
    .filter((script) => script.fromHeadApi && script.executable)
    .map((script) => sha256Source(script.text));
}

/**
 * Where the browser may send data besides the site itself: the PostHog host, only when analytics
 * is on (a project key is set). Mirrors the analytics module: GATSBY_POSTHOG_HOST or the default.
 */
export function analyticsConnectSources(env: NodeJS.ProcessEnv): string[] {
  if ((env.GATSBY_POSTHOG_KEY ?? "").trim() === "") return [];
  const host = (env.GATSBY_POSTHOG_HOST ?? "").trim() || DEFAULT_POSTHOG_HOST;
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new Error(
      `GATSBY_POSTHOG_HOST must be a full URL like ${DEFAULT_POSTHOG_HOST}: "${host}"`,
    );
  }
  // An origin, not a path: posthog-js posts to several paths on its host (/e/, /i/v0/e/, /flags/).
  return [url.origin];
}

export interface PolicyOptions {
  /** 'sha256-...' sources for the page's inline scripts. */
  scriptHashes: readonly string[];
  /** Origins the page may connect to besides 'self' (the analytics host). */
  connectSources: readonly string[];
}

/**
 * The policy text. Why each directive:
 * - default-src 'self': anything not listed below comes from the site or nowhere.
 * - script-src 'self' + hashes: the site's own bundles and exactly the inline scripts on the page.
 *   No 'unsafe-inline' (it would undo the point), no 'unsafe-eval' (nothing here needs eval).
 * - style-src 'unsafe-inline': Emotion and gatsby-plugin-image write <style> elements and style
 *   attributes at run time. Never add a style hash: with a hash present, 'unsafe-inline' is ignored.
 * - img-src data:: gatsby-plugin-image's blurred placeholders are data: URLs.
 * - connect-src: page-data JSON comes from 'self'; analytics goes to the PostHog host.
 * - worker-src 'self': what the fallback (script-src) would give, minus blob:, spelled out.
 * - object-src 'none', base-uri 'self', form-action 'none': no plugins, no <base> hijack, no forms.
 * frame-ancestors, report-uri and sandbox are ignored in a <meta> policy, so they are left out.
 */
export function buildPolicy({ scriptHashes, connectSources }: PolicyOptions): string {
  const unique = (values: readonly string[]) => [...new Set(values)];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...unique(scriptHashes)]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", unique(["'self'", ...connectSources])],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** The directives of a policy string, lower-cased names to their source lists (first one wins). */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) {
      directives.set(name.toLowerCase(), sources);
    }
  }
  return directives;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

const isCspMeta = (tag: StartTag) =>
  tag.name === "meta" && tag.attrs.get("http-equiv")?.toLowerCase() === "content-security-policy";
const isReferrerMeta = (tag: StartTag) =>
  tag.name === "meta" && tag.attrs.get("name")?.toLowerCase() === "referrer";
const isCharsetMeta = (tag: StartTag) => tag.name === "meta" && tag.attrs.has("charset");

/** Removes earlier CSP and referrer meta tags (a page kept from a previous build already has them). */
function withoutSecurityMeta(html: string): string {
  const stale = scanStartTags(html).filter((tag) => isCspMeta(tag) || isReferrerMeta(tag));
  let result = html;
  for (const tag of stale.reverse()) {
    result = result.slice(0, tag.start) + result.slice(tag.end);
  }
  return result;
}

/**
 * Where the security meta tags go: straight after <head>, or after <meta charset> when that comes
 * first. The charset declaration must sit in the first 1024 bytes of the file, and a long policy
 * could push it out; it is not a resource, so nothing the policy governs comes before the policy.
 */
function insertionPoint(html: string, tags: StartTag[]): number {
  const headIndex = tags.findIndex((tag) => tag.name === "head");
  const head = tags[headIndex];
  if (!head) throw new Error("no <head> start tag");
  const first = tags[headIndex + 1];
  if (first && isCharsetMeta(first) && html.slice(head.end, first.start).trim() === "") {
    return first.end;
  }
  return head.end;
}

export interface SecurityMetaOptions {
  /** Hashes every page must allow besides its own inline scripts (see headApiScriptHashes). */
  extraScriptHashes: readonly string[];
  connectSources: readonly string[];
}

/** The page with its CSP and referrer meta tags (re)written first in <head>. */
export function injectSecurityMeta(html: string, options: SecurityMetaOptions): string {
  const clean = withoutSecurityMeta(html);
  const tags = scanStartTags(clean);
  const ownHashes = tags
    .filter((tag) => tag.name === "script" && !tag.attrs.has("src"))
    // Every inline script is hashed, data blocks like JSON-LD included: CSP ignores those, but a
    // rule with no exceptions cannot misjudge a script's type, and a hash only ever permits that
    // exact text, which is already on the page.
    .map((tag) => sha256Source(tag.rawText ?? ""));
  const policy = buildPolicy({
    scriptHashes: [...ownHashes, ...options.extraScriptHashes],
    connectSources: options.connectSources,
  });
  const meta =
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>` +
    `<meta name="referrer" content="${REFERRER_POLICY}"/>`;
  const at = insertionPoint(clean, tags);
  return clean.slice(0, at) + meta + clean.slice(at);
}

// Sources that would let injected script run, whatever else the policy says.
const UNSAFE_SCRIPT_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  "'wasm-unsafe-eval'",
  "*",
  "data:",
  "blob:",
  "http:",
  "https:",
];

// Elements and attributes that make the browser fetch something while rendering the page.
const SUBRESOURCE_ATTRIBUTES: Record<string, string[]> = {
  script: ["src"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  iframe: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  embed: ["src"],
  object: ["data"],
  input: ["src"],
};
const FETCHING_LINK_RELS = new Set([
  "stylesheet",
  "preload",
  "modulepreload",
  "prefetch",
  "preconnect",
  "dns-prefetch",
  "icon",
  "apple-touch-icon",
  "manifest",
]);

/** Absolute or protocol-relative: a URL that can point at another site. */
const isOffSite = (url: string) =>
  /^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(url) && !/^\s*data:/i.test(url);

/**
 * What is wrong with a built page's security markup; an empty list when nothing is. Checks the
 * CSP meta (once, first in head), the referrer policy, that every inline script is covered by a
 * hash, that script-src allows nothing unsafe, and that nothing would be blocked or leak: no
 * inline event handlers or javascript: URLs, no subresource from another site.
 */
export function checkPageSecurity(html: string): string[] {
  const problems: string[] = [];
  const tags = scanStartTags(html);
  const headIndex = tags.findIndex((tag) => tag.name === "head");
  const cspTags = tags.filter(isCspMeta);
  if (headIndex === -1) problems.push("no <head> start tag");
  if (cspTags.length !== 1) problems.push(`expected one CSP meta tag, found ${cspTags.length}`);
  const cspTag = cspTags[0];
  if (headIndex !== -1 && cspTag) {
    const afterHead = tags.slice(headIndex + 1);
    const position = afterHead.indexOf(cspTag);
    const firstOk =
      position === 0 || (position === 1 && afterHead[0] && isCharsetMeta(afterHead[0]));
    if (!firstOk) {
      problems.push("the CSP meta tag is not first in <head> (only <meta charset> may precede it)");
    }
  }
  const referrers = tags.filter(isReferrerMeta);
  if (referrers.length !== 1 || referrers[0]?.attrs.get("content") !== REFERRER_POLICY) {
    problems.push(`expected one <meta name="referrer" content="${REFERRER_POLICY}">`);
  }

  const policy = parsePolicy(cspTag?.attrs.get("content") ?? "");
  const scriptSrc = policy.get("script-src");
  if (cspTag && !scriptSrc) problems.push("the policy has no script-src");
  for (const unsafe of UNSAFE_SCRIPT_SOURCES) {
    if (scriptSrc?.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
  }
  const expected: [string, string][] = [
    ["default-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
  ];
  for (const [name, value] of expected) {
    if (cspTag && policy.get(name)?.join(" ") !== value) problems.push(`${name} is not ${value}`);
  }
  if (policy.get("connect-src")?.some((source) => source === "*" || source.endsWith(":"))) {
    problems.push("connect-src allows any host");
  }

  for (const tag of tags) {
    if (tag.name === "script" && !tag.attrs.has("src")) {
      const hash = sha256Source(tag.rawText ?? "");
      if (!scriptSrc?.includes(hash)) {
        const label = tag.attrs.get("id") ?? (tag.rawText ?? "").trim().slice(0, 60);
        problems.push(`inline script not covered by script-src (${hash}): ${label}`);
      }
    }
    for (const [name, value] of tag.attrs) {
      if (/^on[a-z]+$/.test(name)) {
        problems.push(`inline event handler ${name} on <${tag.name}> (CSP blocks it)`);
      }
      if (
        /^\s*javascript:/i.test(value) &&
        /^(href|src|action|formaction|xlink:href)$/.test(name)
      ) {
        problems.push(`javascript: URL in ${name} on <${tag.name}> (CSP blocks it)`);
      }
    }
    const fetched = [...(SUBRESOURCE_ATTRIBUTES[tag.name] ?? [])];
    const rels = (tag.attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    if (tag.name === "link" && rels.some((rel) => FETCHING_LINK_RELS.has(rel)))
      fetched.push("href");
    for (const attribute of fetched) {
      const value = tag.attrs.get(attribute);
      const urls = attribute === "srcset" ? (value ?? "").split(",") : [value ?? ""];
      const offSite = urls.map((url) => url.trim().split(/\s+/)[0] ?? "").find(isOffSite);
      if (value !== undefined && offSite) {
        problems.push(`<${tag.name} ${attribute}> loads from another site: ${offSite}`);
      }
    }
  }
  return problems;
}

/** Every built page: public/**\/*.html except Gatsby's slice fragments under public/_gatsby/. */
export async function listPageFiles(publicDir: string): Promise<string[]> {
  const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.relative(publicDir, file).split(path.sep)[0] !== SLICE_DIR)
    .sort();
}

/** Rewrites every built page with its policy; returns how many pages were written. */
export async function applyCspToBuild(publicDir: string, env: NodeJS.ProcessEnv): Promise<number> {
  const files = await listPageFiles(publicDir);
  const pages = await Promise.all(files.map((file) => fs.readFile(file, "utf8")));
  const extraScriptHashes = [...new Set(pages.flatMap(headApiScriptHashes))];
  const connectSources = analyticsConnectSources(env);
  await Promise.all(
    files.map((file, index) => {
      let html: string;
      try {
        html = injectSecurityMeta(pages[index] ?? "", { extraScriptHashes, connectSources });
      } catch (error) {
        throw new Error(`Cannot add the CSP to ${file}: ${(error as Error).message}`);
      }
      return fs.writeFile(file, html, "utf8");
    }),
  );
  return files.length;
}
