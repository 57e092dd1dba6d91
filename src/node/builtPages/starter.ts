// With LAZY_START on, each page's Gatsby bundle scripts become one inline starter: analytics once
// painted, React's bundles on the visitor's first act (docs/performance.md). What it reads of
// Gatsby's output is in gatsbyOutput.ts.
import { promises as fs } from "node:fs";
import { EARLY_RECORDS } from "../../analytics/earlyRecords";
import { ARCHIVE_SEARCH_ID, ARCHIVE_SEARCH_NOTE_ID, COPYRIGHT_YEAR_ID } from "../../elementIds";
import { routes } from "../../routes";
import { SEARCH_FAILED_MESSAGE, SEARCH_PARAM, searchingMessage } from "../../search/messages";
import { attribute, locationOf, type Edit, type Element } from "../builtSite";
import { bundleFile, type SiteScripts } from "../gatsbyOutput";
import { scriptLiteral } from "../../shell/inlineScript";

/** The webpack entry that starts analytics before React (added in gatsby-node.ts). */
export const ANALYTICS_ENTRY = "analytics-start";

export const STARTER_ID = "start-after-first-paint";

/** What a page starts: `now` once painted, the rest when the visitor first acts. */
export interface StartupScripts {
  now: string[];
  /** Gatsby's other bundles, run by webpack in its own order. */
  later: string[];
  /** Fetched with the bundles, run when Gatsby's loader asks. */
  chunks: string[];
  /** App data, page data, static queries. */
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

/** What counts as the visitor acting, from when React may be needed. */
const FIRST_ACTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

// A link or submit button leaves the page by itself; React's download would compete with the next.
const LEAVING = "a[href],[type=submit]";

/** What the archive's search says before React runs, and where. */
interface SearchNote {
  param: string;
  box: string;
  /** ArchiveSearch renders it empty. */
  note: string;
  searching: [string, string];
  failed: string;
}

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
 * The inline starter for one page, ES5 so any browser runs it. A failed script is asked for once
 * more, then reported; analytics waits for the first contentful paint (at most 3 s).
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

export const pageStarter = (site: SiteScripts, route: string): string =>
  starterScript({
    ...startupScripts(site, route),
    ...(route === routes.newsletterArchive ? { search: searchNote } : {}),
    year: COPYRIGHT_YEAR_ID,
    records: EARLY_RECORDS,
  });

export interface StarterEdits {
  edits: Edit[];
  /** To hash in the policy. */
  starter: string;
}

/**
 * The page's bundle scripts replaced by its starter inside Gatsby's slice markers, so a restitched
 * slice (withScriptsSlice) brings the bundles back.
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

/** V8's explicit compile hint: the file compiles off the main thread as it streams in. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

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
