// The one pass over the built pages, run from onPostBuild after Gatsby has written and stitched
// every page (Gatsby stitches its script tags into each page from public/_gatsby/slices/ after
// rendering, out of reach of its SSR APIs). One parse of each page serves its two jobs, each in a
// module of its own: the starter (src/node/builtPages/starter.ts, a performance choice behind one switch) and
// the Content-Security-Policy (src/node/builtPages/contentSecurityPolicy.ts, a security promise), and what
// else the build reads from the page (its social card). A page already finished, under the same
// code and scripts, is not parsed or written again (buildMemo.ts). When Gatsby's markup is not what
// the pass recognises it stops the build, naming the file.
import { promises as fs } from "node:fs";
import path from "node:path";
import { POPOVER_SCRIPT } from "../../shell/popoverScript";
import { BuildMemo, sha256 } from "../cache/buildMemo";
import {
  applyEdits,
  listPages,
  parsePage,
  readSiteScripts,
  type Element,
  type SiteScripts,
} from "./builtSite";
import {
  analyticsConnectSources,
  gatsbyScripts,
  policyEdits,
  policyScripts,
} from "./contentSecurityPolicy";
import {
  START_AFTER_PAINT,
  addCompileHints,
  startupScripts,
  starterEdits,
  starterScript,
} from "./starter";

/**
 * The exact texts of the inline scripts the site writes into the page at `route`: Gatsby's, the
 * starter, the navigation's popover script (gatsby-ssr.tsx, src/shell/popoverScript.ts) and the
 * policy's own (the thank-you pages' address cleanup).
 */
export function ownScripts(
  site: SiteScripts,
  route: string,
  starter = START_AFTER_PAINT,
): Set<string> {
  return new Set([
    ...gatsbyScripts(site, route),
    ...(starter ? [starterScript(startupScripts(site, route))] : []),
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
 * One page: its bundles replaced by the starter (unless `starter` is off), then its policy. Run
 * twice, the result is the same.
 */
export function passOverPage(
  html: string,
  route: string,
  site: SiteScripts,
  connectSources: readonly string[],
  all: Element[] = parsePage(html),
  starter = START_AFTER_PAINT,
): PassedPage {
  const scripts = all.filter((element) => element.tagName === "script");
  const started = starter ? starterEdits(scripts, site, route) : undefined;
  // The bundles it replaces are external (the policy's 'self'); the earlier starter goes.
  const kept = scripts.filter((script) => script !== started?.previous);
  const policy = policyEdits(
    all,
    route,
    {
      scripts: kept,
      added: started ? [started.starter] : [],
      own: ownScripts(site, route, starter),
    },
    gatsbyScripts(site, route),
    connectSources,
  );
  return {
    html: applyEdits(html, [...(started?.edits ?? []), ...policy.edits]),
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
  /** What `read` found on each page; `changed` is false for a page kept as the last build left it. */
  found: { file: string; value: T; changed: boolean }[];
}

interface PageMemo<T> {
  value: T;
  foreign: string[];
}

/** Passes over every built page; returns how many, the foreign inline scripts and what `read` found. */
export async function passOverPages<T = undefined>(
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
        const value = options.read?.(elements, html) as T;
        if (options.leaveAlone?.(value)) {
          result.found.push({ file, value, changed });
          continue;
        }
        const passed = passOverPage(html, route, site, connectSources, elements);
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
  if (START_AFTER_PAINT) {
    await addCompileHints(
      publicDir,
      site,
      pages.map(({ route }) => route),
    );
  }
  return result;
}
