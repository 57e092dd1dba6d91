// Every part of Gatsby's output and internals the site relies on, in one place. None of it is
// Gatsby's documented API, so each is named here and read only here; the page pass stops the build
// when one is not as expected, and `npm run check:gatsby` (checks/gatsbyOutput.ts) tries each on a
// real build's output. When one breaks, `LAZY_START=off`
// (docs/performance.md) builds the site with Gatsby's own start-up, which needs only 1, 2, 3, 8 and
// 9 below (the policy and the build's checks).
//
//  1. Pages: every public/**/*.html, a folder's page at <folder>/index.html, except Gatsby's
//     fragments under public/_gatsby/ (slices), which are stitched into pages (listPages).
//  2. The scripts slice, public/_gatsby/slices/_gatsby-scripts-1.html, stitched into every page
//     between `<!-- slice-start id="_gatsby-scripts-1" -->` and its `slice-end`: Gatsby's inline
//     scripts (chunk mapping, compilation hash) and its bundles (webpack's `app` chunk group) as
//     `<script src async>` (readSiteScripts). A page Gatsby keeps may carry an older one, which the
//     pass replaces as Gatsby's stitching does (withScriptsSlice).
//  3. The page loader script, `window.pagePath`, one per page (gatsbyPageLoader).
//  4. webpack's chunk list, public/webpack.stats.json: `assetsByChunkName` gives a chunk group's
//     files, for an entry by its name and for a page template by its `componentChunkName`.
//  5. Page data: public/page-data/<path>/page-data.json ("index" for "/") with the page's
//     `componentChunkName` and `staticQueryHashes`; page-data/sq/d/<hash>.json and
//     page-data/app-data.json: what Gatsby's loader fetches, with XMLHttpRequest (same origin, no
//     credentials), when React starts (pageDataUrls).
//  6. Bundles are files at the root of public/ (bundleFile), loaded by webpack's JSONP chunk
//     loading as classic scripts without a crossorigin attribute (so a preload matches them:
//     `<link rel=preload as=script>`, without one either).
//  7. The browser bundle's webpack configuration at stage `build-javascript`: `entry` an object of
//     named entries, one runtime chunk shared by all of them (`webpack-runtime`), so an entry added
//     beside Gatsby's shares its module instances (withEntry).
//  8. `process.env.gatsby_executing_command`, "develop" under `gatsby develop` (isGatsbyDevelop).
//  9. The ids Gatsby gives its own elements: all of them start with "gatsby" or "__"
//     (RESERVED_ID; the route announcer is the last element React takes over: GATSBY_ANNOUNCER_ID).
// 10. The cache folder, .cache/ (gatsbyCacheDir): `gatsby clean` empties it, and Gatsby deletes it
//     when it starts without public/ (startFromScratch).
// 11. The folders Gatsby and its plugins write at the top of public/ (GATSBY_PUBLIC_FOLDERS).
// 12. In the browser: bundles named `<chunk>-<contenthash>.js` (bundlePattern), and
//     `window.___navigate` once Gatsby's app has started (GATSBY_STARTED_GLOBAL).
// And in gatsby-browser.tsx (the browser tests try both): Gatsby calls
// replaceHydrateFunction as renderer(<App />, rootElement) and uses its result as the cleanup, and
// its scroll handler asks shouldUpdateScroll at the router's mount with `prevRouterProps`
// undefined.
import { existsSync, promises as fs, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { attribute, elementsOf, listFiles, scriptText, type Element } from "./builtSite";

/** Gatsby's internal fragments (slices): stitched into pages, never served as pages. */
const FRAGMENTS_DIR = "_gatsby";
/** The scripts slice's file name: public/_gatsby/slices/_gatsby-scripts-1.html. */
const SCRIPTS_SLICE = /^_gatsby-scripts-\d+\.html$/;
/** Gatsby's name for its own bundles' chunk group (the `app` entry). */
export const GATSBY_APP_ENTRY = "app";

export interface BuiltPage {
  /** Absolute path of the HTML file. */
  file: string;
  /** The path Gatsby gives the page (window.pagePath): "/", "/case-study/", "/404.html". */
  route: string;
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

/** Gatsby's per-page loader script (cache-dir/static-entry.js, with slices on). */
export const gatsbyPageLoader = (route: string): string =>
  `/*<![CDATA[*/window.pagePath=${JSON.stringify(route)};/*]]>*/`;

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

/** A chunk group's script URLs, from webpack's chunk list; undefined when it lists none. */
const scriptsOf = (stats: WebpackStats, name: string, publicPath: string): string[] | undefined =>
  stats.assetsByChunkName?.[name]
    ?.filter((file) => file.endsWith(".js"))
    .map((file) => `${publicPath}${file}`);

/**
 * Where Gatsby writes a page's data: page-data/index/ for "/", page-data/404.html/ for "/404.html".
 */
export const pageDataPath = (route: string): string =>
  `page-data/${route.replace(/^\/|\/$/g, "") || "index"}/page-data.json`;

/** What the site reads from a page's page-data.json. */
export interface PageData {
  /**
   * Gatsby's name for the page's template, e.g.
   * "component---src-templates-case-study-template-tsx".
   */
  componentChunkName?: string;
  staticQueryHashes?: string[];
}

/** The page's data, or undefined for a page Gatsby did not build (copied from static/). */
export function pageData(publicDir: string, route: string): PageData | undefined {
  const file = path.join(publicDir, ...pageDataPath(route).split("/"));
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PageData) : undefined;
}

/** The data Gatsby's loader fetches to start the page at `route`, in the order it asks. */
const pageDataUrls = (publicPath: string, route: string, data: PageData): string[] => [
  `${publicPath}page-data/app-data.json`,
  `${publicPath}${pageDataPath(route)}`,
  ...(data.staticQueryHashes ?? []).map((hash) => `${publicPath}page-data/sq/d/${hash}.json`),
];

/** What a page needs to start React besides Gatsby's bundles. */
interface PageStart {
  /** The page template's chunks (webpack's chunk group), which Gatsby's loader asks for. */
  chunks: readonly string[];
  /** The data Gatsby's loader fetches when it starts (app data, page data, static queries). */
  data: readonly string[];
}

/** Gatsby's scripts slice as it stitches it into a page. */
export interface ScriptsSlice {
  /** The id in its markers: its file name without `.html`. */
  id: string;
  /** The file's text, which goes between the markers as it is. */
  html: string;
}

/** What Gatsby writes into every page, read from its own output. */
export interface SiteScripts {
  /** The scripts slice these are read from. */
  slice: ScriptsSlice;
  /** Inline scripts of Gatsby's scripts slice (chunk mapping, compilation hash), verbatim. */
  gatsbyInline: string[];
  /** Gatsby's bundle URLs, in order, from the same slice. */
  bundles: string[];
  /** Where the bundles are served from: the path prefix and "/". */
  publicPath: string;
  /** The entries asked for that the build made: their script URLs (webpack's runtime first). */
  entries: ReadonlyMap<string, readonly string[]>;
  /** What each page Gatsby built needs to start, by route. */
  pages: ReadonlyMap<string, PageStart>;
}

/** Gatsby's scripts slice, its inline scripts and bundles; throws when there is none. */
async function readScriptsSlice(publicDir: string) {
  const slices = path.join(publicDir, FRAGMENTS_DIR, "slices");
  const names = (await fs.readdir(slices).catch(() => [])).filter((name) =>
    SCRIPTS_SLICE.test(name),
  );
  const [name] = names;
  if (name === undefined || names.length !== 1) {
    throw new Error(`expected one Gatsby scripts slice in ${slices}, found ${names.length}`);
  }
  const html = await fs.readFile(path.join(slices, name), "utf8");
  const scripts = elementsOf(parse(html)).filter((element) => element.tagName === "script");
  const bundles = scripts
    .filter((s) => attribute(s, "src") !== undefined && attribute(s, "async") !== undefined)
    .map((script) => attribute(script, "src") ?? "");
  if (bundles.length === 0) throw new Error(`Gatsby's scripts slice ${name} has no async bundles`);
  return {
    slice: { id: name.replace(/\.html$/, ""), html },
    gatsbyInline: scripts.filter((s) => attribute(s, "src") === undefined).map(scriptText),
    bundles,
  };
}

/**
 * The page with the current scripts slice between its markers (children of <body>), put there as
 * Gatsby's stitching puts it (`stitchSlicesIntoPagesHTML`); the page itself when it carries it
 * already. Gatsby stitches a page it kept from the last build again only when it finds the slice
 * file changed, and it writes that file while it builds the bundles, well before it saves what it
 * has done: a build stopped in between (Ctrl-C, a failing query, a cancelled job) leaves the new
 * slice beside pages stitched with the old one, and no later build stitches them again (Gatsby
 * 5.16, dist/utils/gatsby-webpack-stats-extractor.js). A page the pass finished carries its
 * starter there instead of the bundles, and gets the slice back the same way.
 */
export function withScriptsSlice(html: string, elements: Element[], slice: ScriptsSlice): string {
  const body = elements.find((element) => element.tagName === "body");
  const markers = (kind: "start" | "end") =>
    (body?.childNodes ?? []).filter(
      (node) => "data" in node && node.data === ` slice-${kind} id="${slice.id}" `,
    );
  const [start, ...moreStarts] = markers("start");
  const [end, ...moreEnds] = markers("end");
  const from = start?.sourceCodeLocation?.endOffset;
  const to = end?.sourceCodeLocation?.startOffset;
  if (
    from === undefined ||
    to === undefined ||
    moreStarts.length + moreEnds.length > 0 ||
    from > to
  ) {
    throw new Error(
      `Gatsby's markers of its scripts slice are not where this pass expects them: one <!-- slice-start id="${slice.id}" --> in <body>, then one slice-end`,
    );
  }
  return html.slice(from, to) === slice.html
    ? html
    : html.slice(0, from) + slice.html + html.slice(to);
}

/**
 * Gatsby's scripts and, for each page, its template's chunks and start-up data; `entries` are the
 * site's own webpack entries to look up (those the build made).
 */
export async function readSiteScripts(
  publicDir: string,
  pages: readonly BuiltPage[],
  entries: readonly string[] = [],
): Promise<SiteScripts> {
  const { slice, gatsbyInline, bundles } = await readScriptsSlice(publicDir);
  const stats = await readWebpackStats(publicDir);
  const publicPath = (bundles[0] ?? "").replace(/[^/]*$/, "");
  const entryFiles = new Map<string, string[]>();
  for (const name of entries) {
    const files = scriptsOf(stats, name, publicPath);
    if (files?.length) entryFiles.set(name, files);
  }
  const starts = new Map<string, PageStart>();
  for (const { route } of pages) {
    const data = pageData(publicDir, route);
    if (data === undefined) continue;
    const chunkName = data.componentChunkName ?? "";
    const chunks = scriptsOf(stats, chunkName, publicPath);
    if (!chunks) {
      throw new Error(
        `webpack.stats.json lists no files for ${route}'s template chunk "${chunkName}"`,
      );
    }
    starts.set(route, { chunks, data: pageDataUrls(publicPath, route, data) });
  }
  return {
    slice,
    gatsbyInline,
    bundles,
    publicPath,
    entries: entryFiles,
    pages: starts,
  };
}

/** The file in publicDir a bundle URL is served from (bundles sit at the root of public/). */
export const bundleFile = (publicDir: string, url: string): string =>
  path.join(publicDir, url.replace(/^.*\//, ""));

/** The webpack configuration Gatsby builds the browser bundle with, as far as the site reads it. */
export interface BrowserBundleConfig {
  entry: Record<string, unknown>;
}

/**
 * Gatsby's browser bundle configuration (stage `build-javascript`) with one more named entry, which
 * shares Gatsby's runtime chunk and so its module instances.
 */
export function withEntry<T extends BrowserBundleConfig>(config: T, name: string, file: string): T {
  if (
    typeof config.entry !== "object" ||
    config.entry === null ||
    !(GATSBY_APP_ENTRY in config.entry)
  ) {
    throw new Error(
      `Gatsby's browser bundle has no "${GATSBY_APP_ENTRY}" entry to add "${name}" beside`,
    );
  }
  return { ...config, entry: { ...config.entry, [name]: file } };
}

/** True under `gatsby develop` (the command Gatsby's CLI runs). */
export const isGatsbyDevelop = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.gatsby_executing_command === "develop";

/**
 * Ids Gatsby gives its own elements (`___gatsby`, `gatsby-focus-wrapper`, `gatsby-announcer`,
 * `gatsby-script-loader`, its `__`-names): content may not take them.
 */
export const RESERVED_ID = /^(gatsby|__)/i;

/** Gatsby's route announcer: the last node of a page, the last React takes over. */
export const GATSBY_ANNOUNCER_ID = "gatsby-announcer";

/** Gatsby's cache folder (10); its Node APIs' `cache.directory` lies inside. */
export const gatsbyCacheDir = (siteDir: string): string => path.join(siteDir, ".cache");

/** Makes the coming build start from scratch: without public/, Gatsby deletes .cache/ too (10). */
export const startFromScratch = (siteDir: string): void =>
  rmSync(path.join(siteDir, "public"), { recursive: true, force: true });

/** Folders Gatsby (and gatsby-plugin-manifest: icons) writes at the top of public/ (11). */
export const GATSBY_PUBLIC_FOLDERS = [
  FRAGMENTS_DIR,
  "dev-404-page",
  "page-data",
  "static",
  "icons",
  "~partytown",
];

/** The URL of a bundle of one of these webpack chunks (12; at the root of public/, 6). */
export const bundlePattern = (...chunks: string[]): RegExp =>
  new RegExp(`/(${chunks.join("|")})-[0-9a-f]+\\.js$`);

/** The global Gatsby's app defines once it has started, in the browser (12). */
export const GATSBY_STARTED_GLOBAL = "___navigate";
