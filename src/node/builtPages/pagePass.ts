// The one pass over the built pages, run from onPostBuild after Gatsby has written and stitched
// every page (Gatsby stitches its script tags into each page from public/_gatsby/slices/ after
// rendering, out of reach of its SSR APIs). One parse of each page serves its two jobs, each in a
// module of its own: with the lazy start (LAZY_START, src/config/startEnv.ts) the starter and the
// early recorder (src/node/builtPages/starter.ts, a performance choice), and in every build the
// Content-Security-Policy (src/node/builtPages/contentSecurityPolicy.ts, a security promise), and
// what else the build reads from the page (its social card). A page already finished, under the
// same code, scripts and settings, is not parsed or written again (buildMemo.ts). When Gatsby's
// markup is not what the pass recognises it stops the build, naming the file.
import { promises as fs } from "node:fs";
import path from "node:path";
import {
  EARLY_RECORDER_ID,
  EARLY_RECORDER_SCRIPT,
  analyticsSettingsBlock,
} from "../../analytics/earlyRecorder";
import { ANALYTICS_SETTINGS_ID } from "../../analytics/earlyRecords";
import { analyticsSettings, type AnalyticsSettings } from "../../analytics/settings";
import { lazyStart } from "../../config/startEnv";
import { POPOVER_SCRIPT } from "../../shell/popoverScript";
import { BuildMemo, sha256 } from "../cache/buildMemo";
import {
  applyEdits,
  attribute,
  locationOf,
  parsePage,
  type Edit,
  type Element,
} from "../builtSite";
import { listPages, readSiteScripts, withScriptsSlice, type SiteScripts } from "../gatsbyOutput";
import {
  analyticsConnectSources,
  gatsbyScripts,
  policyEdits,
  policyScripts,
} from "./contentSecurityPolicy";
import { ANALYTICS_ENTRY, addCompileHints, pageStarter, starterEdits } from "./starter";

/** How the pages start, from the build's settings. */
export interface StartSettings {
  /** The lazy start (LAZY_START on): the starter and the early recorder; off: Gatsby's own. */
  lazy: boolean;
  /** Where the early recorder sends; undefined when analytics is off (no key). */
  analytics: AnalyticsSettings | undefined;
}

const startSettings = (env: NodeJS.ProcessEnv): StartSettings => ({
  lazy: lazyStart(env),
  analytics: analyticsSettings(env.GATSBY_POSTHOG_KEY, env.GATSBY_POSTHOG_HOST),
});

/**
 * The exact texts of the inline scripts the site may write into the page at `route`: Gatsby's, the
 * navigation's popover script (gatsby-ssr.tsx, src/shell/popoverScript.ts), the policy's own (the
 * thank-you pages' address cleanup), and the lazy start's starter and early recorder.
 */
export function ownScripts(site: SiteScripts, route: string): Set<string> {
  return new Set([
    ...gatsbyScripts(site, route),
    pageStarter(site, route),
    EARLY_RECORDER_SCRIPT,
    POPOVER_SCRIPT,
    ...policyScripts(route),
  ]);
}

export interface PassedPage {
  html: string;
  /** Inline scripts the site did not write: left out of the policy, so the browser blocks them. */
  foreign: string[];
}

/**
 * What an earlier run of the pass wrote for the lazy start: the early recorder and its settings.
 */
const recorderParts = (scripts: Element[], head: Element): Element[] =>
  scripts.filter(
    (script) =>
      script.parentNode === head &&
      [EARLY_RECORDER_ID, ANALYTICS_SETTINGS_ID].includes(attribute(script, "id") ?? ""),
  );

/**
 * The early recorder and its settings at the end of <head> (with the lazy start and analytics on),
 * in place of what an earlier run wrote there, which goes in any case.
 */
function recorderEdits(
  head: Element,
  earlier: Element[],
  settings: StartSettings,
  route: string,
): Edit[] {
  const end = head.sourceCodeLocation?.endTag;
  if (!end) throw new Error("no </head> end tag");
  const edits = earlier.map((element) => {
    const { startOffset, endOffset } = locationOf(element);
    return { start: startOffset, end: endOffset, text: "" };
  });
  if (settings.lazy && settings.analytics) {
    edits.push({
      start: end.startOffset,
      end: end.startOffset,
      text:
        analyticsSettingsBlock(settings.analytics, route) +
        `<script id="${EARLY_RECORDER_ID}">${EARLY_RECORDER_SCRIPT}</script>`,
    });
  }
  return edits;
}

/**
 * One page: first this build's scripts slice between Gatsby's markers, where a page Gatsby kept
 * may hold an older one or the starter an earlier run wrote (withScriptsSlice); with the lazy
 * start, its bundles replaced by the starter and the early recorder added; then, always, its
 * policy. Run twice, the result is the same.
 */
export function passOverPage(
  page: string,
  route: string,
  site: SiteScripts,
  settings: StartSettings,
  parsed: Element[] = parsePage(page),
): PassedPage {
  const html = withScriptsSlice(page, parsed, site.slice);
  const all = html === page ? parsed : parsePage(html);
  const head = all.find((element) => element.tagName === "head");
  if (!head) throw new Error("no <head>");
  const scripts = all.filter((element) => element.tagName === "script");
  const started = settings.lazy ? starterEdits(scripts, site, route) : undefined;
  const earlierRecorder = recorderParts(scripts, head);
  const withRecorder = settings.lazy && settings.analytics !== undefined;
  const policy = policyEdits(
    all,
    route,
    {
      // What the pass takes out; the bundles the starter replaces are external ('self').
      scripts: scripts.filter((script) => !earlierRecorder.includes(script)),
      added: started ? [started.starter, ...(withRecorder ? [EARLY_RECORDER_SCRIPT] : [])] : [],
      own: ownScripts(site, route),
    },
    gatsbyScripts(site, route),
    analyticsConnectSources(settings.analytics),
  );
  return {
    html: applyEdits(html, [
      ...(started?.edits ?? []),
      ...recorderEdits(head, earlierRecorder, settings, route),
      ...policy.edits,
    ]),
    foreign: policy.foreign,
  };
}

export interface PassOptions<T> {
  /**
   * Where the pass remembers the pages it finished (in Gatsby's cache): a page still exactly as the
   * pass left it, under the same code and scripts, is not parsed or written again.
   */
  memoFile?: string;
  /** The build code's fingerprint (buildMemo.ts). */
  fingerprint?: string;
  /**
   * What else to read from each page (`elements` parsed from `html`, before the pass edits it): its
   * social card, where its content sits; kept with the page.
   */
  read?: (elements: Element[], html: string) => T;
  /**
   * True for a page the pass must leave as it is, by what `read` found: content that broke out of
   * its place, whose page the build refuses anyway (and in which Gatsby's markup after the content
   * may be gone: a <plaintext> takes in the rest of the page).
   */
  leaveAlone?: (found: T) => boolean;
}

export interface PassResult<T> {
  pages: number;
  /** Inline scripts not written by the site, as "file: text". */
  foreign: string[];
  /**
   * What `read` found on each page; `changed` is false for a page kept as the last build left it.
   */
  found: { file: string; value: T; changed: boolean }[];
}

interface PageMemo<T> {
  value: T;
  foreign: string[];
}

/**
 * Passes over every built page; returns how many, the foreign inline scripts and what `read` found.
 */
export async function passOverPages<T = undefined>(
  publicDir: string,
  env: NodeJS.ProcessEnv,
  options: PassOptions<T> = {},
): Promise<PassResult<T>> {
  const pages = listPages(publicDir);
  const settings = startSettings(env);
  const site = await readSiteScripts(publicDir, pages, [ANALYTICS_ENTRY]);
  if (settings.lazy && !site.entries.has(ANALYTICS_ENTRY)) {
    throw new Error(
      `webpack.stats.json lists no files for the "${ANALYTICS_ENTRY}" entry (gatsby-node.ts adds it with the lazy start)`,
    );
  }
  const memo =
    options.memoFile === undefined
      ? undefined
      : new BuildMemo<PageMemo<T>>(
          options.memoFile,
          sha256(
            options.fingerprint ?? "",
            JSON.stringify(site.gatsbyInline),
            JSON.stringify(settings),
          ),
        );
  const result: PassResult<T> = { pages: pages.length, foreign: [], found: [] };
  for (const { file, route } of pages) {
    const html = await fs.readFile(file, "utf8");
    const relative = path.relative(publicDir, file);
    // A page is known by its text and the scripts it starts with (which a new page leaves alone).
    const key = (text: string) => JSON.stringify([relative, text, pageStarter(site, route)]);
    let page = memo?.peek(key(html));
    const changed = page === undefined;
    if (page === undefined) {
      try {
        const elements = parsePage(html);
        const value = options.read?.(elements, html) as T;
        if (options.leaveAlone?.(value)) {
          result.found.push({ file, value, changed });
          continue;
        }
        const passed = passOverPage(html, route, site, settings, elements);
        await fs.writeFile(file, passed.html, "utf8");
        page = {
          value,
          foreign: passed.foreign.map((text) => `${relative}: ${text.trim().slice(0, 80)}`),
        };
        memo?.set(key(passed.html), page);
      } catch (error) {
        throw new Error(
          `post-build pass on ${file}: ${(error as Error).message} (see src/node/builtPages/pagePass.ts)`,
        );
      }
    }
    result.foreign.push(...page.foreign);
    result.found.push({ file, value: page.value, changed });
  }
  memo?.save();
  if (settings.lazy) {
    await addCompileHints(
      publicDir,
      site,
      pages.map(({ route }) => route),
    );
  }
  return result;
}
