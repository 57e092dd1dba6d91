// The starter: with the lazy start on (LAZY_START, src/config/startEnv.ts), Gatsby's bundle
// <script src async> elements on each built page become one inline script that starts the page in
// two steps (docs/performance.md, "Paint first; React when the visitor acts"): once the page is
// painted it requests the analytics entry (webpack's runtime and src/analytics/start.ts: the visit
// counts at once, without React); on the visitor's first act that stays on the page (or at once
// for an archive search in the address) it requests Gatsby's bundles as async scripts, which
// webpack runs in its own order (the app waits for the chunks it needs), and preloads the page
// template's chunks and the data Gatsby's loader asks for, so React's start is one round of
// requests. A script that fails is asked for once more; a second failure is handed to analytics
// (through the early recorder, src/analytics/earlyRecorder.ts) and, on the archive, the search
// says it cannot work. It also shows the visitor's year in the footer, and on an archive search
// the query and "Searching for ..." before React runs.
// What it reads of Gatsby's output is in src/node/gatsbyOutput.ts.
import { promises as fs } from "node:fs";
import { EARLY_RECORDS } from "../../analytics/earlyRecords";
import { ARCHIVE_SEARCH_ID, ARCHIVE_SEARCH_NOTE_ID, COPYRIGHT_YEAR_ID } from "../../elementIds";
import { routes } from "../../routes";
import { SEARCH_FAILED_MESSAGE, SEARCH_PARAM, searchingMessage } from "../../search/messages";
import { attribute, locationOf, type Edit, type Element } from "../builtSite";
import { bundleFile, type SiteScripts } from "../gatsbyOutput";
import { scriptLiteral } from "../../shell/inlineScript";

/** The webpack entry that starts analytics on its own, before React (added in gatsby-node.ts). */
export const ANALYTICS_ENTRY = "analytics-start";

export const STARTER_ID = "start-after-first-paint";

/** What a page starts: `now` once painted, the rest when the visitor first acts. */
export interface StartupScripts {
  /** The analytics entry, with webpack's runtime. */
  now: string[];
  /** Gatsby's other bundles, run by webpack in its own order (the app last, once all are there). */
  later: string[];
  /** The page template's chunks: fetched with the bundles, run when Gatsby's loader asks. */
  chunks: string[];
  /** The data Gatsby's loader fetches as React starts (app data, page data, static queries). */
  data: string[];
}

function startupScripts(site: SiteScripts, route: string): StartupScripts {
  const now = [...(site.entries.get(ANALYTICS_ENTRY) ?? [])];
  const page = site.pages.get(route);
  return {
    now,
    later: site.bundles.filter((url) => !now.includes(url)),
    chunks: (page?.chunks ?? []).filter((url) => !now.includes(url) && !site.bundles.includes(url)),
    data: [...(page?.data ?? [])],
  };
}

/**
 * What counts as the visitor acting on the page, which React may be needed for from then on. An
 * act that leaves the page (see `leaves` in the script) does not count.
 */
const FIRST_ACTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * Links and submit buttons: a tap, click, focus or Enter on one leaves the page (or opens another
 * tab), which the browser does by itself; it must not start React's download, which would then
 * compete with the next page for the connection.
 */
const LEAVING = "a[href],[type=submit]";

/** What the archive's search says before React runs, and where (the page the form submits to). */
interface SearchNote {
  /** The query parameter that holds a search. */
  param: string;
  /** The search box, filled with the query. */
  box: string;
  /** The element for the note (ArchiveSearch renders it empty). */
  note: string;
  /** "Searching for “…”…" around the query. */
  searching: [string, string];
  failed: string;
}

/** The starter's settings for one page: its scripts, and the search note on the archive. */
interface StarterSettings extends StartupScripts {
  search?: SearchNote;
  year: string;
  records: string;
}

const MARK = "\u0000";
const searchNote: SearchNote = {
  param: SEARCH_PARAM,
  box: `#${ARCHIVE_SEARCH_ID} input[name="${SEARCH_PARAM}"]`,
  note: ARCHIVE_SEARCH_NOTE_ID,
  searching: searchingMessage(MARK).split(MARK) as [string, string],
  failed: SEARCH_FAILED_MESSAGE,
};

/**
 * The inline starter for one page, ES5 so any browser runs it; `c` holds the page's settings.
 * - `add`: a script, added async (webpack orders what it runs); asked for once more if it fails,
 *   then reported (the early recorder hands it to analytics) and, on the archive, the search note
 *   says the search cannot be loaded.
 * - `go`: the analytics entry, once the browser reports the first contentful paint (a timeout
 *   after requestAnimationFrame can run before the frame is shown); without paint timing, or in a
 *   hidden tab (which reports no paint), after the next frame; after 3 s in any case.
 * - `start`: Gatsby's bundles, the template's chunks and the start-up data (preloaded: webpack and
 *   Gatsby's loader ask for them when they need them, and get what was fetched), after the frame
 *   that shows the act's own effect (a menu opening is painted before any script is evaluated).
 * - the first act (FIRST_ACTS, seen before any handler of the page) calls `start`, unless it
 *   leaves the page (LEAVING, or Enter in a form).
 * - an archive search in the address (`?q=`) fills the box, says "Searching for ..." and starts
 *   at once: the results need React.
 * - the footer shows the visitor's year.
 */
function starterScript(settings: StarterSettings): string {
  return (
    `(function(c){var d=document,w=window,P=w.PerformanceObserver,done=0,woke=0,` +
    `acts=${scriptLiteral(FIRST_ACTS)},s=c.search,q="",` +
    `y=d.getElementById(c.year),yr=""+new Date().getFullYear();` +
    `function note(t){var e=d.getElementById(s.note);if(e)e.textContent=t}` +
    `function add(u,again){var e=d.createElement("script");e.src=u;e.onerror=function(){` +
    `e.parentNode.removeChild(e);if(!again)return add(u,1);if(q)note(s.failed);` +
    `var r=w[c.records];if(r&&r.fail)r.fail(u)};d.head.appendChild(e)}` +
    `function preload(u,as){var e=d.createElement("link");e.rel="preload";` +
    `e.setAttribute("as",as);if(as==="fetch")e.crossOrigin="anonymous";e.href=u;` +
    `d.head.appendChild(e)}` +
    `function go(){if(done)return;done=1;c.now.forEach(function(u){add(u)})}` +
    `function afterFrame(f){requestAnimationFrame(function(){setTimeout(f,0)})}` +
    `function start(){if(woke)return;woke=1;` +
    `acts.forEach(function(t){d.removeEventListener(t,wake,true)});go();` +
    `afterFrame(function(){c.later.forEach(function(u){add(u)});` +
    `c.chunks.forEach(function(u){preload(u,"script")});` +
    `c.data.forEach(function(u){preload(u,"fetch")})})}` +
    `function leaves(e){var t=e.target,x=t&&t.closest&&t.closest(${scriptLiteral(LEAVING)});` +
    `return e.type==="keydown"?e.key==="Enter"&&!!(x||t&&t.form):!!x}` +
    `function wake(e){if(!leaves(e))start()}` +
    `if(y&&y.textContent!==yr)y.textContent=yr;` +
    `acts.forEach(function(t){d.addEventListener(t,wake,true)});` +
    `if(s)q=(new URLSearchParams(location.search).get(s.param)||"").trim();` +
    `if(q){var b=d.querySelector(s.box);if(b&&!b.value)b.value=q;` +
    `note(s.searching[0]+q+s.searching[1]);start()}` +
    `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0` +
    `&&d.visibilityState==="visible"){` +
    `new P(function(e){if(e.getEntriesByName("first-contentful-paint").length)go()})` +
    `.observe({type:"paint",buffered:true});` +
    `d.addEventListener("visibilitychange",function(){afterFrame(go)});` +
    `setTimeout(go,3000)}else afterFrame(go)})(${scriptLiteral(settings)});`
  );
}

/** The starter of the page at `route`. */
export const pageStarter = (site: SiteScripts, route: string): string =>
  starterScript({
    ...startupScripts(site, route),
    ...(route === routes.newsletterArchive ? { search: searchNote } : {}),
    year: COPYRIGHT_YEAR_ID,
    records: EARLY_RECORDS,
  });

export interface StarterEdits {
  edits: Edit[];
  /** The starter's text, to hash in the policy. */
  starter: string;
}

/**
 * The page's bundle scripts, as its scripts slice has them, replaced by its starter, which stays
 * inside Gatsby's slice markers: when Gatsby or the next run of the pass stitches the slice in
 * again (gatsbyOutput.ts, withScriptsSlice), the bundles are back, to be started afresh.
 */
export function starterEdits(scripts: Element[], site: SiteScripts, route: string): StarterEdits {
  const bundles = scripts.filter(
    (script) =>
      site.bundles.includes(attribute(script, "src") ?? "") &&
      attribute(script, "async") !== undefined,
  );
  const bundleSources = bundles.map((script) => attribute(script, "src"));
  if (JSON.stringify(bundleSources) !== JSON.stringify(site.bundles)) {
    throw new Error(
      `Gatsby's bundle scripts are not where this pass expects them (found ${JSON.stringify(bundleSources)})`,
    );
  }
  const starter = pageStarter(site, route);
  const edits = bundles.map((script, index) => {
    const { startOffset, endOffset } = locationOf(script);
    return {
      start: startOffset,
      end: endOffset,
      text: index === bundles.length - 1 ? `<script id="${STARTER_ID}">${starter}</script>` : "",
    };
  });
  return { edits, starter };
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): the whole file is
 * compiled while it streams in, off the main thread, instead of function by function on the main
 * thread as each is first called. Only for the scripts pages start with, which run at start-up.
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
      const { now, later, chunks } = startupScripts(site, route);
      return [...now, ...later, ...chunks];
    }),
  );
  for (const url of urls) {
    const file = bundleFile(publicDir, url);
    const text = await fs.readFile(file, "utf8");
    if (!text.startsWith(COMPILE_HINT)) await fs.writeFile(file, COMPILE_HINT + text, "utf8");
  }
}
