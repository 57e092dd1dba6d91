// Every undocumented part of Gatsby's output and internals the site relies on, named and read only
// here; `npm run check:gatsby` (checks/gatsbyOutput.ts) tries each on a build. When one breaks,
// `LAZY_START=off` (docs/performance.md) builds with Gatsby's own start-up.
import { existsSync, promises as fs, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { attribute, elementsOf, listFiles, scriptText, type Element } from "./builtSite";

/** Gatsby's internal fragments (slices): stitched into pages, never served as pages. */
const FRAGMENTS_DIR = "_gatsby";
const SCRIPTS_SLICE = /^_gatsby-scripts-\d+\.html$/;
export const GATSBY_APP_ENTRY = "app";

export interface BuiltPage {
  file: string;
  /** window.pagePath: "/", "/case-study/", "/404.html". */
  route: string;
}

/** Every built page (not Gatsby's fragments), sorted by route. */
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

export interface WebpackStats {
  assetsByChunkName?: Record<string, string[]>;
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
}

/** webpack's stats file of a build; the build stops without it. */
export async function readWebpackStats(publicDir: string): Promise<WebpackStats> {
  const file = path.join(publicDir, "webpack.stats.json");
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as WebpackStats;
  } catch (error) {
    throw new Error(`cannot read Gatsby's ${file}: ${(error as Error).message}`);
  }
}

const scriptsOf = (stats: WebpackStats, name: string, publicPath: string): string[] | undefined =>
  stats.assetsByChunkName?.[name]
    ?.filter((file) => file.endsWith(".js"))
    .map((file) => `${publicPath}${file}`);

/** Where Gatsby writes a page's data: page-data/index/ for "/". */
export const pageDataPath = (route: string): string =>
  `page-data/${route.replace(/^\/|\/$/g, "") || "index"}/page-data.json`;

export interface PageData {
  /** The page template's name, e.g. "component---src-templates-case-study-template-tsx". */
  componentChunkName?: string;
  staticQueryHashes?: string[];
}

/** The page's data, or undefined for a page Gatsby did not build (copied from static/). */
export function pageData(publicDir: string, route: string): PageData | undefined {
  const file = path.join(publicDir, ...pageDataPath(route).split("/"));
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PageData) : undefined;
}

/** The data Gatsby's loader fetches to start the page, in the order it asks. */
const pageDataUrls = (publicPath: string, route: string, data: PageData): string[] => [
  `${publicPath}page-data/app-data.json`,
  `${publicPath}${pageDataPath(route)}`,
  ...(data.staticQueryHashes ?? []).map((hash) => `${publicPath}page-data/sq/d/${hash}.json`),
];

interface PageStart {
  chunks: readonly string[];
  /** App data, page data, static queries. */
  data: readonly string[];
}

export interface ScriptsSlice {
  /** Its file name without `.html`. */
  id: string;
  html: string;
}

/** What Gatsby writes into every page, read from its own output. */
export interface SiteScripts {
  slice: ScriptsSlice;
  /** Chunk mapping and compilation hash, verbatim. */
  gatsbyInline: string[];
  bundles: string[];
  /** The path prefix and "/". */
  publicPath: string;
  /** The site's own entries the build made: their script URLs (webpack's runtime first). */
  entries: ReadonlyMap<string, readonly string[]>;
  pages: ReadonlyMap<string, PageStart>;
}

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
 * The page with the current scripts slice between its markers, as Gatsby stitches it. A build
 * stopped mid-way leaves pages stitched with an old slice that Gatsby never restitches.
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

/** Gatsby's scripts and each page's template chunks and start-up data. */
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

/** Bundles sit at the root of public/. */
export const bundleFile = (publicDir: string, url: string): string =>
  path.join(publicDir, url.replace(/^.*\//, ""));

export interface BrowserBundleConfig {
  entry: Record<string, unknown>;
}

/** The browser bundle config with one more named entry, sharing Gatsby's runtime chunk. */
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

export const isGatsbyDevelop = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.gatsby_executing_command === "develop";

/** Ids Gatsby gives its own elements (`___gatsby`, `gatsby-announcer`...): not for content. */
export const RESERVED_ID = /^(gatsby|__)/i;

/** Gatsby's route announcer: the last node React takes over. */
export const GATSBY_ANNOUNCER_ID = "gatsby-announcer";

export const gatsbyCacheDir = (siteDir: string): string => path.join(siteDir, ".cache");

/** Without public/, Gatsby deletes .cache/ too, so the next build starts from scratch. */
export const startFromScratch = (siteDir: string): void =>
  rmSync(path.join(siteDir, "public"), { recursive: true, force: true });

/** Folders Gatsby and gatsby-plugin-manifest write at the top of public/. */
export const GATSBY_PUBLIC_FOLDERS = [
  FRAGMENTS_DIR,
  "dev-404-page",
  "page-data",
  "static",
  "icons",
  "~partytown",
];

export const bundlePattern = (...chunks: string[]): RegExp =>
  new RegExp(`/(${chunks.join("|")})-[0-9a-f]+\\.js$`);

/** The global Gatsby's app defines once it has started, in the browser. */
export const GATSBY_STARTED_GLOBAL = "___navigate";
