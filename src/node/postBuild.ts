// The one pass over the built pages, run from onPostBuild after Gatsby has written and stitched
// every page (public/**/*.html, except Gatsby's fragments under public/_gatsby/). It does two things
// the build must do and Gatsby's SSR APIs cannot reach (Gatsby stitches its script tags into each
// page from public/_gatsby/slices/ after rendering):
// 1. Gatsby's async bundle <script src> elements become one inline starter that requests the same
//    scripts, and the page's own template chunks, once the page is painted; they run in order, each
//    in a task of its own, and V8 compiles them off the main thread (docs/performance.md, "Paint
//    first").
// 2. A Content-Security-Policy <meta> (GitHub Pages sends no headers) whose script-src hashes only
//    the inline scripts this site writes, recognised by exact text: Gatsby's (from its scripts
//    slice, and the page loader for this page's path), the starter and the navigation's popover
//    script. Any other inline script, e.g.
//    one that slipped in from content/, is left out of the policy, so the browser blocks it; it is
//    reported, and check:security fails.
// When Gatsby's markup is not what this pass recognises it stops the build, naming the file.
import { createHash } from "node:crypto";
import { promises as fs, readdirSync } from "node:fs";
import path from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { resolvePostHogHost } from "../config/analyticsEnv";
import { BuildMemo, sha256 } from "./buildMemo";
import { POPOVER_SCRIPT } from "../shell/popoverScript";

export type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];

export const REFERRER_POLICY = "strict-origin-when-cross-origin";
export const STARTER_ID = "start-after-first-paint";
/** Gatsby's internal fragments (slices): stitched into pages, never served as pages. */
const FRAGMENTS_DIR = "_gatsby";

export interface BuiltPage {
  /** Absolute path of the HTML file. */
  file: string;
  /** The path Gatsby gives the page (window.pagePath): "/", "/case-study/", "/404.html". */
  route: string;
}

/** Every file the build published, relative to publicDir: the one walker of public/. */
export function listFiles(publicDir: string): string[] {
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
}

/** Every built page (not Gatsby's fragments), sorted by route, for the build and the checks. */
export function listPages(publicDir: string): BuiltPage[] {
  return listFiles(publicDir)
    .filter((file) => file.endsWith(".html") && file.split(path.sep)[0] !== FRAGMENTS_DIR)
    .map((relative) => ({
      file: path.join(publicDir, relative),
      route: `/${relative.split(path.sep).join("/")}`.replace(/(^|\/)index\.html$/, "$1"),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Every element under a node, in document order (parse5 tree). */
export function elementsOf(node: Node): Element[] {
  const found: Element[] = [];
  const visit = (current: Node) => {
    if ("tagName" in current) found.push(current);
    if ("childNodes" in current) current.childNodes.forEach(visit);
  };
  visit(node);
  return found;
}

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** A script element's text as the parser delivers it to the browser (what CSP hashes). */
export const scriptText = (element: Element): string =>
  element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");

/** The policy's source expression for a script's text: 'sha256-<base64>'. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** What Gatsby writes into every page, read from its own output. */
export interface SiteScripts {
  /** Inline scripts of Gatsby's scripts slice (chunk mapping, compilation hash), verbatim. */
  gatsbyInline: string[];
  /** Gatsby's bundle URLs, in order, from the same slice. */
  bundles: string[];
  /**
   * Each page's template chunks, by route: what Gatsby's loader would otherwise request only once
   * the page data has arrived (from the page's page-data.json and webpack's chunk list).
   */
  pageChunks: ReadonlyMap<string, readonly string[]>;
}

/** Where Gatsby writes a page's data: page-data/index/ for "/", page-data/404.html/ for "/404.html". */
const pageDataFile = (publicDir: string, route: string) =>
  path.join(publicDir, "page-data", route.replace(/^\/|\/$/g, "") || "index", "page-data.json");

/** The part of webpack's stats file (written by Gatsby's build) that the site reads. */
export interface WebpackStats {
  assetsByChunkName?: Record<string, string[]>;
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
}

/** webpack's stats file of a build: the one place it is read; the build stops without it. */
export async function readWebpackStats(publicDir: string): Promise<WebpackStats> {
  const file = path.join(publicDir, "webpack.stats.json");
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as WebpackStats;
  } catch (error) {
    throw new Error(`cannot read Gatsby's ${file}: ${(error as Error).message}`);
  }
}

async function readPageChunks(
  publicDir: string,
  pages: readonly BuiltPage[],
  publicPath: string,
): Promise<Map<string, string[]>> {
  const stats = await readWebpackStats(publicDir);
  const chunks = new Map<string, string[]>();
  for (const { route } of pages) {
    // Only Gatsby's pages have page data (a page copied from static/ has no scripts to start).
    const data = await fs.readFile(pageDataFile(publicDir, route), "utf8").catch(() => undefined);
    if (data === undefined) continue;
    const { componentChunkName = "" } = JSON.parse(data) as { componentChunkName?: string };
    const files = stats.assetsByChunkName?.[componentChunkName];
    if (!files) {
      throw new Error(
        `webpack.stats.json lists no files for ${route}'s template chunk "${componentChunkName}"`,
      );
    }
    chunks.set(
      route,
      files.filter((file) => file.endsWith(".js")).map((file) => `${publicPath}${file}`),
    );
  }
  return chunks;
}

export async function readSiteScripts(
  publicDir: string,
  pages: readonly BuiltPage[],
): Promise<SiteScripts> {
  const slices = path.join(publicDir, FRAGMENTS_DIR, "slices");
  const names = (await fs.readdir(slices).catch(() => [])).filter((name) =>
    /^_gatsby-scripts-\d+\.html$/.test(name),
  );
  if (names.length !== 1) {
    throw new Error(`expected one Gatsby scripts slice in ${slices}, found ${names.length}`);
  }
  const scripts = elementsOf(
    parse(await fs.readFile(path.join(slices, names[0] ?? ""), "utf8")),
  ).filter((element) => element.tagName === "script");
  const bundles = scripts
    .filter(
      (script) =>
        attribute(script, "src") !== undefined && attribute(script, "async") !== undefined,
    )
    .map((script) => attribute(script, "src") ?? "");
  if (bundles.length === 0)
    throw new Error(`Gatsby's scripts slice ${names[0]} has no async bundles`);
  return {
    gatsbyInline: scripts.filter((s) => attribute(s, "src") === undefined).map(scriptText),
    bundles,
    pageChunks: await readPageChunks(publicDir, pages, (bundles[0] ?? "").replace(/[^/]*$/, "")),
  };
}

/**
 * The scripts a page starts with: Gatsby's bundles with the page's template chunks before the last
 * one (app), whose arrival starts the site; template chunks only register their modules.
 */
export function startupScripts(site: SiteScripts, route: string): string[] {
  const app = site.bundles.at(-1) ?? "";
  const chunks = (site.pageChunks.get(route) ?? []).filter((url) => !site.bundles.includes(url));
  return [...site.bundles.slice(0, -1), ...chunks, app];
}

/** Gatsby's per-page loader script (cache-dir/static-entry.js, with slices on). */
export const gatsbyPageLoader = (route: string): string =>
  `/*<![CDATA[*/window.pagePath=${JSON.stringify(route)};/*]]>*/`;

/**
 * The inline starter for these script URLs, ES5 so any browser runs it. It starts the scripts once
 * the browser reports the first contentful paint (a timeout after requestAnimationFrame can run
 * before the frame is shown). Without paint timing, or in a hidden tab (which reports no paint), it
 * starts after the next frame; after 3 s in any case. "<" is escaped so no URL can close the element.
 * The scripts download in parallel and run in this order (async=false), each in a task of its own,
 * so evaluating React and starting the app are two short tasks instead of one long one.
 */
export function starterScript(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `(function(s){var d=document,w=window,P=w.PerformanceObserver,done=0;` +
    `function go(){if(done)return;done=1;s.forEach(function(u){var e=d.createElement("script");` +
    `e.src=u;e.async=false;d.body.appendChild(e)})}` +
    `function afterFrame(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0&&d.visibilityState==="visible"){` +
    `new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()})` +
    `.observe({type:"paint",buffered:true});d.addEventListener("visibilitychange",afterFrame);` +
    `setTimeout(go,3000)}else afterFrame()})(${list});`
  );
}

/**
 * The exact texts of the inline scripts the site writes into the page at `route`: Gatsby's, the
 * starter, and the navigation's popover script (gatsby-ssr.tsx, src/shell/popoverScript.ts).
 */
export function ownScripts(site: SiteScripts, route: string): Set<string> {
  return new Set([
    POPOVER_SCRIPT,
    ...site.gatsbyInline,
    gatsbyPageLoader(route),
    starterScript(startupScripts(site, route)),
  ]);
}

/** Where analytics may send besides the site: the PostHog host's origin, only with a key set. */
export function analyticsConnectSources(env: NodeJS.ProcessEnv): string[] {
  if ((env.GATSBY_POSTHOG_KEY ?? "").trim() === "") return [];
  return [new URL(resolvePostHogHost(env.GATSBY_POSTHOG_HOST)).origin];
}

/**
 * Lets the archive's search (Pagefind) compile its WebAssembly, and nothing more: no script text
 * is ever evaluated under it ('unsafe-eval' stays off). Pagefind runs its WebAssembly in a worker
 * (pagefind-worker.js, allowed by worker-src 'self'), which gets its policy from its own response
 * headers (GitHub Pages sends none), so in Chromium search works even without this keyword (tried
 * with e2e/search.spec.ts). When the worker cannot start, Pagefind runs on the page itself, and
 * that needs this keyword (tried: with pagefind-worker.js blocked, search works with it and fails
 * without it, "CSP violation: script-src blocked wasm-eval"). Every page carries it, not only the archive: a visitor who lands on
 * another page reaches the archive by client-side navigation, under the first page's policy.
 */
export const WASM_SOURCE = "'wasm-unsafe-eval'";

/**
 * The policy. script-src: the site's bundles and exactly its own inline scripts, never
 * 'unsafe-inline' or 'unsafe-eval' (WebAssembly only, for search: WASM_SOURCE). style-src 'unsafe-inline': Emotion writes style elements at
 * run time, and images carry their placeholder colour in a style attribute (a style hash would
 * switch 'unsafe-inline' off). connect-src for page data and analytics; no plugins,
 * no <base> hijack, forms sent to the site only (the archive's search). frame-ancestors, report-uri and sandbox do nothing in a <meta>.
 */
export function buildPolicy(
  scriptHashes: readonly string[],
  connectSources: readonly string[],
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
    // The archive's search is a GET form to the archive itself, answered before any script runs.
    "form-action 'self'",
  ].join("; ");
}

/**
 * Whether a script element is the site's own: external (script-src 'self' covers only the site's
 * files), one of its inline scripts by exact text, or the Seo component's JSON-LD in <head> (a data
 * block: never run, so never hashed; content cannot put anything into <head>).
 */
export function isSiteScript(
  script: Element,
  own: ReadonlySet<string>,
  head: Element | undefined,
): boolean {
  if (attribute(script, "src") !== undefined || own.has(scriptText(script))) return true;
  return attribute(script, "type") === "application/ld+json" && script.parentNode === head;
}

const isSecurityMeta = (element: Element) =>
  element.tagName === "meta" &&
  (attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy" ||
    attribute(element, "name")?.toLowerCase() === "referrer");

/** A page's elements in document order, each with its place in the text. */
export const parsePage = (html: string): Element[] =>
  elementsOf(parse(html, { sourceCodeLocationInfo: true }));

export interface FinishedPage {
  html: string;
  /** Inline scripts the site did not write: left out of the policy, so the browser blocks them. */
  foreign: string[];
}

/**
 * One page: bundles replaced by the starter (kept inside Gatsby's slice markers, so a re-stitched
 * page gets fresh bundles and is done again), then the policy and the referrer policy written first
 * in <head> (after <meta charset> only, which must stay in the first 1024 bytes). Run twice, the
 * result is the same: earlier security meta tags are replaced.
 */
export function finishPage(
  html: string,
  route: string,
  site: SiteScripts,
  connectSources: readonly string[],
  all: Element[] = parsePage(html),
): FinishedPage {
  const edits: { start: number; end: number; text: string }[] = [];
  const locationOf = (element: Element) => {
    const location = element.sourceCodeLocation;
    if (!location) throw new Error(`<${element.tagName}> has no source location`);
    return location;
  };

  const head = all.find((element) => element.tagName === "head");
  const headStart = head?.sourceCodeLocation?.startTag;
  if (!head || !headStart) throw new Error("no <head> start tag");
  const scripts = all.filter((element) => element.tagName === "script");
  const bundles = scripts.filter(
    (script) =>
      site.bundles.includes(attribute(script, "src") ?? "") &&
      attribute(script, "async") !== undefined,
  );
  const starter = starterScript(startupScripts(site, route));
  const hasStarter = scripts.some(
    (script) => attribute(script, "id") === STARTER_ID && scriptText(script) === starter,
  );
  const bundleSources = bundles.map((script) => attribute(script, "src"));
  if (!hasStarter && JSON.stringify(bundleSources) !== JSON.stringify(site.bundles)) {
    throw new Error(
      `Gatsby's bundle scripts are not where this pass expects them (found ${JSON.stringify(bundleSources)})`,
    );
  }
  bundles.forEach((script, index) => {
    const { startOffset, endOffset } = locationOf(script);
    const last = index === bundles.length - 1;
    edits.push({
      start: startOffset,
      end: endOffset,
      text: last ? `<script id="${STARTER_ID}">${starter}</script>` : "",
    });
  });

  for (const meta of all.filter(isSecurityMeta)) {
    const { startOffset, endOffset } = locationOf(meta);
    edits.push({ start: startOffset, end: endOffset, text: "" });
  }
  const first = head.childNodes.find((child) => !("value" in child) || child.value.trim() !== "");
  const at =
    first &&
    "tagName" in first &&
    first.tagName === "meta" &&
    attribute(first, "charset") !== undefined
      ? locationOf(first).endOffset
      : headStart.endOffset;

  const own = ownScripts(site, route);
  const inline = scripts.filter((script) => attribute(script, "src") === undefined).map(scriptText);
  for (const expected of [gatsbyPageLoader(route), ...site.gatsbyInline]) {
    if (!inline.includes(expected))
      throw new Error(`Gatsby's inline script is not as expected: ${expected.slice(0, 60)}`);
  }
  const foreign = scripts.filter((script) => !isSiteScript(script, own, head)).map(scriptText);
  const hashes = [
    ...inline.filter((text) => own.has(text)),
    ...(bundles.length > 0 ? [starter] : []),
  ].map(sha256Source);
  const policy = buildPolicy(hashes, connectSources).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  edits.push({
    start: at,
    end: at,
    text: `<meta http-equiv="Content-Security-Policy" content="${policy}"/><meta name="referrer" content="${REFERRER_POLICY}"/>`,
  });

  let result = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return { html: result, foreign };
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): the whole file is compiled
 * while it streams in, off the main thread, instead of function by function on the main thread as
 * each is first called. Given only to the scripts pages start with, which run at start-up.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

async function addCompileHints(publicDir: string, urls: ReadonlySet<string>): Promise<void> {
  for (const url of urls) {
    const file = path.join(publicDir, url.replace(/^.*\//, ""));
    const text = await fs.readFile(file, "utf8");
    if (!text.startsWith(COMPILE_HINT)) await fs.writeFile(file, COMPILE_HINT + text, "utf8");
  }
}

export interface PassOptions<T> {
  /**
   * Where the pass remembers the pages it finished (in Gatsby's cache): a page still exactly as the
   * pass left it, under the same code and scripts, is not parsed or written again.
   */
  memoFile?: string;
  /** The build code's fingerprint (buildMemo.ts). */
  fingerprint?: string;
  /** What else to read from each page, from the same parse (its social card); kept with the page. */
  read?: (elements: Element[]) => T;
}

export interface PassResult<T> {
  pages: number;
  /** Inline scripts not written by the site, as "file: text". */
  foreign: string[];
  /** What `read` found on each page; `changed` is false for a page kept as the last build left it. */
  found: { file: string; value: T; changed: boolean }[];
}

interface PageMemo<T> {
  value: T;
  foreign: string[];
}

/** Finishes every built page; returns how many, the foreign inline scripts and what `read` found. */
export async function finishBuild<T = undefined>(
  publicDir: string,
  env: NodeJS.ProcessEnv,
  options: PassOptions<T> = {},
): Promise<PassResult<T>> {
  const pages = listPages(publicDir);
  const site = await readSiteScripts(publicDir, pages);
  const connectSources = analyticsConnectSources(env);
  const memo =
    options.memoFile === undefined
      ? undefined
      : new BuildMemo<PageMemo<T>>(
          options.memoFile,
          sha256(options.fingerprint ?? "", JSON.stringify(site.gatsbyInline), ...connectSources),
        );
  const result: PassResult<T> = { pages: pages.length, foreign: [], found: [] };
  for (const { file, route } of pages) {
    const html = await fs.readFile(file, "utf8");
    const relative = path.relative(publicDir, file);
    // A page is known by its text and the scripts it starts with (which a new page leaves alone).
    const key = (text: string) => JSON.stringify([relative, text, startupScripts(site, route)]);
    let page = memo?.peek(key(html));
    const changed = page === undefined;
    if (page === undefined) {
      try {
        const elements = parsePage(html);
        const finished = finishPage(html, route, site, connectSources, elements);
        await fs.writeFile(file, finished.html, "utf8");
        page = {
          value: options.read?.(elements) as T,
          foreign: finished.foreign.map((text) => `${relative}: ${text.trim().slice(0, 80)}`),
        };
        memo?.set(key(finished.html), page);
      } catch (error) {
        throw new Error(
          `post-build pass on ${file}: ${(error as Error).message} (see src/node/postBuild.ts)`,
        );
      }
    }
    result.foreign.push(...page.foreign);
    result.found.push({ file, value: page.value, changed });
  }
  memo?.save();
  await addCompileHints(
    publicDir,
    new Set(pages.flatMap(({ route }) => startupScripts(site, route))),
  );
  return result;
}
