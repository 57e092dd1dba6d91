// The one pass over built pages, from onPostBuild once Gatsby has stitched them: the lazy start's
// starter (starter.ts) and the policy (contentSecurityPolicy.ts), one parse each. Finished pages
// are not redone (buildMemo.ts); unrecognised Gatsby markup stops the build, naming the file.
import { promises as fs } from "node:fs";
import path from "node:path";
import { analyticsSettingsBlock } from "../../analytics/earlyRecords";
import { analyticsSettings, type AnalyticsSettings } from "../../analytics/settings";
import { lazyStart } from "../../config/startEnv";
import { ANALYTICS_SETTINGS_ID, EARLY_RECORDER_ID } from "../../inline/scriptIds";
import { BuildMemo, sha256 } from "../cache/buildMemo";
import {
  applyEdits,
  attribute,
  parsePage,
  replaceElement,
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
import { buildInlineScripts, inlineScript } from "./inlineScripts";
import { ANALYTICS_ENTRY, addCompileHints, pageStarterSettings, starterEdits } from "./starter";

export interface StartSettings {
  /** LAZY_START on: the starter and the early recorder; off: Gatsby's own start. */
  lazy: boolean;
  /** Undefined when analytics is off (no key). */
  analytics: AnalyticsSettings | undefined;
  /** Where forms may post besides the site: the newsletter service (formActionSources). */
  formSources?: readonly string[];
}

const startSettings = (env: NodeJS.ProcessEnv): StartSettings => ({
  lazy: lazyStart(env),
  analytics: analyticsSettings(env.GATSBY_POSTHOG_KEY, env.GATSBY_POSTHOG_HOST),
});

/**
 * The exact texts of the inline scripts the site may write into the page: Gatsby's, the popover
 * script, the address cleanup, and the lazy start's starter and early recorder.
 */
export function ownScripts(site: SiteScripts, route: string): Set<string> {
  return new Set([
    ...gatsbyScripts(site, route),
    inlineScript("starter"),
    inlineScript("earlyRecorder"),
    inlineScript("popover"),
    ...policyScripts(route),
  ]);
}

export interface PassedPage {
  html: string;
  foreign: string[];
}

const recorderParts = (scripts: Element[], head: Element): Element[] =>
  scripts.filter(
    (script) =>
      script.parentNode === head &&
      [EARLY_RECORDER_ID, ANALYTICS_SETTINGS_ID].includes(attribute(script, "id") ?? ""),
  );

/** The early recorder and its settings at the end of <head>, replacing an earlier run's. */
function recorderEdits(
  head: Element,
  earlier: Element[],
  settings: StartSettings,
  route: string,
): Edit[] {
  const end = head.sourceCodeLocation?.endTag;
  if (!end) throw new Error("no </head> end tag");
  const edits = earlier.map((element) => replaceElement(element));
  if (settings.lazy && settings.analytics) {
    edits.push({
      start: end.startOffset,
      end: end.startOffset,
      text:
        analyticsSettingsBlock(settings.analytics, route) +
        `<script id="${EARLY_RECORDER_ID}">${inlineScript("earlyRecorder")}</script>`,
    });
  }
  return edits;
}

/**
 * One page: this build's scripts slice restored (withScriptsSlice), the starter if lazy,
 * then always the policy. Running it twice gives the same page.
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
      scripts: scripts.filter((script) => !earlierRecorder.includes(script)),
      added: started
        ? [started.starter, ...(withRecorder ? [inlineScript("earlyRecorder")] : [])]
        : [],
      own: ownScripts(site, route),
    },
    gatsbyScripts(site, route),
    analyticsConnectSources(settings.analytics),
    settings.formSources,
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
  /** Where forms may post besides the site (the page's form-action). */
  formSources?: readonly string[];
  /** Where the pass remembers finished pages (in Gatsby's cache), so they are not redone. */
  memoFile?: string;
  /** The build code's fingerprint (buildMemo.ts). */
  fingerprint?: string;
  /** What else to read from each page before the pass edits it (social card, content placement). */
  read?: (elements: Element[], html: string) => T;
  /**
   * True for a page to leave as it is: content broke out of its place, the build refuses it anyway,
   * and Gatsby's markup after it may be gone.
   */
  leaveAlone?: (found: T) => boolean;
}

export interface PassResult<T> {
  pages: number;
  /** As "file: text". */
  foreign: string[];
  /** `changed` is false for a page kept as the last build left it. */
  found: { file: string; value: T; changed: boolean }[];
}

interface PageMemo<T> {
  value: T;
  foreign: string[];
}

/** Passes over every built page: how many, the foreign inline scripts and what `read` found. */
export async function passOverPages<T = undefined>(
  publicDir: string,
  env: NodeJS.ProcessEnv,
  options: PassOptions<T> = {},
): Promise<PassResult<T>> {
  await buildInlineScripts();
  const pages = listPages(publicDir);
  const settings = { ...startSettings(env), formSources: options.formSources ?? [] };
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
    const key = (text: string) =>
      JSON.stringify([relative, text, pageStarterSettings(site, route)]);
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
