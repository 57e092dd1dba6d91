// npm run check:security: the security checks over a built site (npm run build:test first).
// Every page: one CSP <meta>, first in <head> (after <meta charset> only), and the referrer policy;
// every <script> is the site's own (src/node/builtPages/pagePass.ts says which) and every inline
// one is hashed, nothing else is; nothing unsafe in script-src (WebAssembly alone, for search); no
// inline handler or javascript: URL; no subresource from another site. Every published text file:
// no plain-http URL (exemptions below), no source map, no secret from this environment. And every
// link to the booking or subscription page is counted by analytics (conversionLinks.ts).
// Usage: npx tsx checks/security.ts [publicDir=public]
import { promises as fs } from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import config from "../gatsby-config";
import type { SiteMetadata } from "../src/config/siteMetadata";
import { conversionLinkProblems } from "./conversionLinks";
import { formActionSources, signupOf } from "../src/newsletterForm";
import {
  isSiteScript,
  referrerPolicy,
  sha256Source,
  WASM_SOURCE,
} from "../src/node/builtPages/contentSecurityPolicy";
import { attribute, elementsOf, type Element, listFiles, scriptText } from "../src/node/builtSite";
import { listPages, readSiteScripts, type SiteScripts } from "../src/node/gatsbyOutput";
import { buildInlineScripts } from "../src/node/builtPages/inlineScripts";
import { ownScripts } from "../src/node/builtPages/pagePass";
import { ANALYTICS_ENTRY } from "../src/node/builtPages/starter";
import { attributeUrls } from "../src/node/srcset";

/** The directives of a policy string, lower-cased names to their source lists (first one wins). */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const FIXED_DIRECTIVES = {
  "default-src": "'self'",
  "object-src": "'none'",
  "base-uri": "'self'",
};
// Attributes that make the browser fetch while rendering (link: only the rels that fetch).
const FETCHED =
  /^(script|img|source|iframe|video|audio|embed|input)\.(src|srcset|poster)$|^object\.data$/;
const FETCHING_RELS =
  /^(stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|apple-touch-icon|manifest)$/;
const isOffSite = (url: string) =>
  /^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(url) && !/^\s*data:/i.test(url);

/** True when the browser resolves the URL to the scheme (leading controls and tabs stripped). */
const resolvesTo = (value: string, scheme: string): boolean => {
  try {
    return new URL(value, "https://site.invalid/page/").protocol === scheme;
  } catch {
    return false;
  }
};

/** Marks the element holding HTML made from content/ (src/components/Prose.tsx). */
const CONTENT_BODY_ATTRIBUTE = "data-content-body";
// Besides what runs, embeds or submits: what takes in the page after it as text (plaintext, xmp,
// noembed, noframes, noscript, textarea, title) or switches the parser's namespace (svg, math).
const BODY_BANNED_ELEMENTS =
  /^(base|form|iframe|object|embed|style|script|frame|frameset|plaintext|xmp|noembed|noframes|noscript|textarea|title|template|svg|math)$/;
const URL_ATTRIBUTE =
  /^(href|src|srcset|action|formaction|cite|poster|data|xlink:href|background)$/;

/**
 * Defence in depth behind the content checks: what HTML from content/ must never hold, whatever
 * the build let through. URLs resolved as the browser resolves them.
 */
function contentBodyProblems(all: Element[]): string[] {
  const problems: string[] = [];
  const bodies = all.filter((element) => attribute(element, CONTENT_BODY_ATTRIBUTE) !== undefined);
  for (const element of bodies.flatMap((body) => elementsOf(body).slice(1))) {
    const tag = element.tagName;
    if (BODY_BANNED_ELEMENTS.test(tag)) problems.push(`content body holds a <${tag}> element`);
    if (tag === "meta" && attribute(element, "http-equiv") !== undefined)
      problems.push("content body holds a <meta http-equiv>");
    for (const { name, value } of element.attrs) {
      if (name === "style") problems.push(`content body holds a style attribute on <${tag}>`);
      if (!URL_ATTRIBUTE.test(name)) continue;
      const urls = attributeUrls(name, value);
      for (const scheme of ["javascript:", "data:", "vbscript:"]) {
        if (urls.some((url) => resolvesTo(url, scheme)))
          problems.push(`content body holds a ${scheme} URL in ${name} on <${tag}>`);
      }
    }
  }
  return problems;
}

/** What is wrong with one built page's security markup ([] when nothing is). */
export function checkPage(
  html: string,
  route: string,
  site: SiteScripts,
  formSources: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const all = elementsOf(parse(html));
  const head = all.find((element) => element.tagName === "head");
  const headElements = head?.childNodes.filter((node) => "tagName" in node) ?? [];
  const csp = all.filter(
    (e) =>
      e.tagName === "meta" &&
      attribute(e, "http-equiv")?.toLowerCase() === "content-security-policy",
  );
  const referrer = all.filter((e) => e.tagName === "meta" && attribute(e, "name") === "referrer");
  const cspAt = csp[0] ? headElements.indexOf(csp[0]) : -1;
  const charsetFirst =
    headElements[0] &&
    "tagName" in headElements[0] &&
    attribute(headElements[0], "charset") !== undefined;
  if (csp.length !== 1) problems.push(`expected one CSP meta tag, found ${csp.length}`);
  else if (!(cspAt === 0 || (cspAt === 1 && charsetFirst)))
    problems.push("the CSP meta tag is not first in <head>");
  const expectedReferrer = referrerPolicy(route);
  if (
    referrer.length !== 1 ||
    (referrer[0] && attribute(referrer[0], "content")) !== expectedReferrer
  ) {
    problems.push(`expected one <meta name="referrer" content="${expectedReferrer}">`);
  }

  const policy = parsePolicy(csp[0] ? (attribute(csp[0], "content") ?? "") : "");
  // Forms go to the site (the archive's search) and the newsletter service's host only.
  const formAction = ["'self'", ...formSources].join(" ");
  for (const [name, value] of Object.entries({ ...FIXED_DIRECTIVES, "form-action": formAction })) {
    if (policy.get(name)?.join(" ") !== value) problems.push(`${name} is not ${value}`);
  }
  if (policy.get("connect-src")?.some((source) => source === "*" || source.endsWith(":"))) {
    problems.push("connect-src allows any host");
  }
  // script-src is 'self', WebAssembly for search, and hashes, each of an inline script on this
  // page: nothing else.
  const scriptSrc = policy.get("script-src") ?? [];
  const own = ownScripts(site, route);
  const scripts = all.filter((element) => element.tagName === "script");
  const inlineHashes = new Set(
    scripts
      .filter((s) => attribute(s, "src") === undefined)
      .map((s) => sha256Source(scriptText(s))),
  );
  for (const source of scriptSrc) {
    const hashOfOwn = source.startsWith("'sha256-") && inlineHashes.has(source);
    if (source !== "'self'" && source !== WASM_SOURCE && !hashOfOwn) {
      problems.push(`script-src allows ${source}, which is not one of this page's own scripts`);
    }
  }
  for (const script of scripts) {
    const text = scriptText(script);
    if (!isSiteScript(script, own, head))
      problems.push(`unexpected inline script: ${text.trim().slice(0, 80)}`);
    else if (own.has(text) && !scriptSrc.includes(sha256Source(text)))
      problems.push(`own inline script not in script-src: ${text.slice(0, 60)}`);
  }

  for (const element of all) {
    for (const { name, value } of element.attrs) {
      if (/^on[a-z]+$/.test(name))
        problems.push(`inline event handler ${name} on <${element.tagName}>`);
      if (
        /^(href|src|action|formaction|xlink:href)$/.test(name) &&
        resolvesTo(value, "javascript:")
      ) {
        problems.push(`javascript: URL in ${name} on <${element.tagName}>`);
      }
      const rels = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
      const fetched =
        FETCHED.test(`${element.tagName}.${name}`) ||
        (element.tagName === "link" &&
          name === "href" &&
          rels.some((rel) => FETCHING_RELS.test(rel)));
      const offSite = fetched ? attributeUrls(name, value).find(isOffSite) : undefined;
      if (offSite)
        problems.push(`<${element.tagName} ${name}> loads from another site: ${offSite}`);
    }
  }
  problems.push(...contentBodyProblems(all));
  return problems;
}

/**
 * http: strings allowed in the output, exactly, and why. None is ever fetched or linked: XML/DOM
 * namespace names (React's DOM code, sitemap and feed xmlns), and text inside third-party bundles.
 */
const HTTP_URL_EXEMPTIONS: ReadonlyMap<string, string> = new Map([
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
  ["http://search.yahoo.com/mrss/", "Media RSS namespace name (the feed items' media:content)"],
  ["http://fb.me/use-check-prop-types", "React's prop-types error message text"],
  ["http://yandex.com/bots", "posthog-js bot list: a user-agent substring, matched as text"],
]);
// Loopback is a potentially trustworthy origin (never mixed content) and only reaches the visitor's
// own machine: the test build's analytics stand-in. A production build has no reason to hold one.
const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/i;
// To the first character that cannot be in a URL unescaped; JSON-escaped slashes unescaped first.
const HTTP_URL = /http:\/\/[^\s"'`<>()\\{}|^]*/gi;

/** Plain-http URLs in a file's text that are neither exempt nor loopback. */
export function insecureUrls(text: string): string[] {
  const plain = text
    .replace(/\\\//g, "/")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
  const found = [...plain.matchAll(HTTP_URL)].map((match) => match[0].replace(/[.,;:]+$/, ""));
  // "http://" with no host is a scheme prefix in code (url.startsWith("http://")), not a URL.
  return [...new Set(found)].filter(
    (url) => url.length > 7 && !HTTP_URL_EXEMPTIONS.has(url) && !LOOPBACK_HTTP.test(url),
  );
}

// Shapes of credentials that must never be published, whatever variable they came from. A PostHog
// project key (phc_) is public by design; a personal key (phx_) reads and changes the account.
const SECRET_SHAPES: [string, RegExp][] = [
  ["PostHog personal API key", /\bphx_[A-Za-z0-9]{20,}/],
  ["GitHub token", /\b(gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/],
  ["npm token", /\bnpm_[A-Za-z0-9]{30,}/],
  ["AWS access key id", /\bAKIA[0-9A-Z]{16}\b/],
  ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
];
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_KEY|ACCESS_KEY/i;

/** Secrets in a file's text: values of secret-named variables (8+ characters) and known shapes. */
export function secretsIn(text: string, env: NodeJS.ProcessEnv): string[] {
  const named = Object.entries(env).filter(
    ([name, value]) =>
      SECRET_NAME.test(name) && (value ?? "").trim().length >= 8 && text.includes(value ?? ""),
  );
  return [
    ...named.map(([name]) => `$${name}`),
    ...SECRET_SHAPES.filter(([, shape]) => shape.test(text)).map(([label]) => label),
  ];
}

const TEXT_FILE = /\.(html|m?js|cjs|css|json|xml|rss|txt|webmanifest|svg|map)$/i;

/** Every problem in a built site, each "file: problem". */
async function checkSecurity(publicDir: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const problems: string[] = [];
  await buildInlineScripts();
  const pages = listPages(publicDir);
  // The analytics entry is built with the lazy start only.
  const site = await readSiteScripts(publicDir, pages, [ANALYTICS_ENTRY]);
  const conversionUrls = config.siteMetadata as SiteMetadata;
  const formSources = formActionSources(signupOf(conversionUrls).form);
  for (const { file, route } of pages) {
    const html = await fs.readFile(file, "utf8");
    for (const problem of [
      ...checkPage(html, route, site, formSources),
      ...conversionLinkProblems(html, conversionUrls),
    ])
      problems.push(`${route}: ${problem}`);
  }
  for (const file of listFiles(publicDir)) {
    if (file.endsWith(".map")) problems.push(`${file}: source map file`);
    if (!TEXT_FILE.test(file)) continue;
    const text = await fs.readFile(path.join(publicDir, file), "utf8");
    if (/[#@]\s*sourceMappingURL=/.test(text)) problems.push(`${file}: sourceMappingURL comment`);
    for (const url of insecureUrls(text)) problems.push(`${file}: plain-http URL ${url}`);
    for (const secret of secretsIn(text, env))
      problems.push(`${file}: secret published: ${secret}`);
  }
  return problems;
}

if (require.main === module) {
  const publicDir = path.resolve(process.argv[2] ?? "public");
  checkSecurity(publicDir, process.env).then(
    (problems) => {
      if (problems.length > 0) {
        console.error(`Security check failed (${problems.length}):\n  ${problems.join("\n  ")}`);
        process.exit(1);
      }
      console.log(`Security check passed: every page and published file in ${publicDir}.`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
