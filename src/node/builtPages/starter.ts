// The starter: Gatsby's async bundle <script src> elements on each built page become one inline
// script that starts the page in two steps (docs/performance.md, "Paint first; React when the
// visitor acts"): once the page is painted it requests the analytics entry (webpack's runtime and
// src/analytics/start.ts: the page view counts at once, without React); on the visitor's first
// tap, key or focus (or at once for an address with a query, e.g. an archive search) it requests
// Gatsby's bundles and the page's own template chunks, which start React. They run in order, each
// in a task of its own, and V8 compiles them off the main thread.
// A performance choice that leans on Gatsby's markup (the scripts slice, webpack's chunk list):
// START_AFTER_PAINT switches it off, leaving Gatsby's own script tags, without touching the
// Content-Security-Policy (src/node/builtPages/contentSecurityPolicy.ts), which then hashes Gatsby's inline
// scripts alone.
import { promises as fs } from "node:fs";
import path from "node:path";
import { attribute, locationOf, type Edit, type Element, type SiteScripts } from "./builtSite";

/**
 * Whether the post-build pass writes the starter. Switch it off (false) to fall back to Gatsby's
 * own `<script async>` tags, e.g. when a Gatsby upgrade changes the markup the starter reads: the
 * site then starts as Gatsby starts it, and keeps its policy.
 */
export const START_AFTER_PAINT = true;

export const STARTER_ID = "start-after-first-paint";

/** The scripts a page starts: `now` once painted, `later` when the visitor first acts. */
export interface StartupScripts {
  /** The analytics entry, with webpack's runtime. */
  now: string[];
  /**
   * Gatsby's other bundles, with the page's template chunks before the last one (app), whose
   * arrival starts React; template chunks only register their modules.
   */
  later: string[];
}

export function startupScripts(site: SiteScripts, route: string): StartupScripts {
  const now = site.analytics;
  const app = site.bundles.at(-1) ?? "";
  const rest = (urls: readonly string[]) => urls.filter((url) => !now.includes(url) && url !== app);
  const chunks = rest(site.pageChunks.get(route) ?? []).filter(
    (url) => !site.bundles.includes(url),
  );
  return { now, later: [...rest(site.bundles), ...chunks, app] };
}

/** What counts as the visitor acting on the page: what React may be needed for from then on. */
const FIRST_ACTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

/**
 * The inline starter for these script URLs, ES5 so any browser runs it. It adds `now` once the
 * browser reports the first contentful paint (a timeout after requestAnimationFrame can run before
 * the frame is shown); without paint timing, or in a hidden tab (which reports no paint), after the
 * next frame; after 3 s in any case. It adds `later` on the visitor's first act (FIRST_ACTS, seen
 * before any handler of the page), after the frame that shows the act's effect (so the tap that
 * opens a menu is painted before any script is evaluated), or at once (after the next frame) when
 * the address has a query parameter other than utm_* (a search to show, a redirect's parameters
 * to handle). Everything works before
 * then: the page is complete HTML and its menus are the platform's. "<" is escaped so no URL can
 * close the element. The scripts download in parallel and run in the order added (async=false),
 * each in a task of its own, so evaluating React and starting the app are short separate tasks.
 */
export function starterScript({ now, later }: StartupScripts): string {
  const list = (urls: readonly string[]) => JSON.stringify(urls).replace(/</g, "\\u003c");
  return (
    `(function(n,l,a){var d=document,w=window,P=w.PerformanceObserver,done=0,woke=0;` +
    `function add(s){s.forEach(function(u){var e=d.createElement("script");` +
    `e.src=u;e.async=false;d.body.appendChild(e)})}` +
    `function go(){if(done)return;done=1;add(n)}` +
    `function afterFrame(f){requestAnimationFrame(function(){setTimeout(f,0)})}` +
    `function wake(){if(woke)return;woke=1;a.forEach(function(t){d.removeEventListener(t,wake,true)});go();` +
    `afterFrame(function(){add(l)})}` +
    `a.forEach(function(t){d.addEventListener(t,wake,true)});` +
    `if(/[?&](?!utm_)[^=&]/.test(location.search))wake();` +
    `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0&&d.visibilityState==="visible"){` +
    `new P(function(e){if(e.getEntriesByName("first-contentful-paint").length)go()})` +
    `.observe({type:"paint",buffered:true});d.addEventListener("visibilitychange",function(){afterFrame(go)});` +
    `setTimeout(go,3000)}else afterFrame(go)})(${list(now)},${list(later)},${JSON.stringify(FIRST_ACTS)});`
  );
}

export interface StarterEdits {
  edits: Edit[];
  /** The starter's text, to hash in the policy. */
  starter: string;
  /** The starter an earlier build wrote into the page, which the new one replaces. */
  previous: Element | undefined;
}

/**
 * The page's bundle scripts replaced by its starter, kept inside Gatsby's slice markers (so a page
 * Gatsby stitches again gets fresh bundles and is done again). A page the pass finished before,
 * which Gatsby kept as it was (its bundles unchanged), has its starter replaced, perhaps written by
 * an earlier version of this code.
 */
export function starterEdits(scripts: Element[], site: SiteScripts, route: string): StarterEdits {
  const bundles = scripts.filter(
    (script) =>
      site.bundles.includes(attribute(script, "src") ?? "") &&
      attribute(script, "async") !== undefined,
  );
  const starter = starterScript(startupScripts(site, route));
  const previous = scripts.find(
    (script) => attribute(script, "id") === STARTER_ID && attribute(script, "src") === undefined,
  );
  const bundleSources = bundles.map((script) => attribute(script, "src"));
  if (!previous && JSON.stringify(bundleSources) !== JSON.stringify(site.bundles)) {
    throw new Error(
      `Gatsby's bundle scripts are not where this pass expects them (found ${JSON.stringify(bundleSources)})`,
    );
  }
  const starterAt = bundles.at(-1) ?? previous;
  const edits = [...bundles, ...(previous ? [previous] : [])].map((script) => {
    const { startOffset, endOffset } = locationOf(script);
    return {
      start: startOffset,
      end: endOffset,
      text: script === starterAt ? `<script id="${STARTER_ID}">${starter}</script>` : "",
    };
  });
  return { edits, starter, previous };
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): the whole file is compiled
 * while it streams in, off the main thread, instead of function by function on the main thread as
 * each is first called. Given only to the scripts pages start with, which run at start-up.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Gives every script the pages at `routes` start with V8's compile hint. */
export async function addCompileHints(
  publicDir: string,
  site: SiteScripts,
  routes: readonly string[],
): Promise<void> {
  const urls = new Set(
    routes.flatMap((route) => {
      const { now, later } = startupScripts(site, route);
      return [...now, ...later];
    }),
  );
  for (const url of urls) {
    const file = path.join(publicDir, url.replace(/^.*\//, ""));
    const text = await fs.readFile(file, "utf8");
    if (!text.startsWith(COMPILE_HINT)) await fs.writeFile(file, COMPILE_HINT + text, "utf8");
  }
}
