// Reading the built site: the pages Gatsby wrote (public/**/*.html, except its fragments under
// public/_gatsby/), their elements as parse5 reads them, webpack's chunk list and the scripts
// Gatsby stitches into every page from its scripts slice. What the post-build pass
// (src/node/builtPages/pagePass.ts) and the checks read; it writes nothing. When Gatsby's output is not what
// this module recognises, it throws, naming the file.
import { promises as fs, readdirSync } from "node:fs";
import path from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";

export type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];

/** The webpack entry that starts analytics on its own, before React (added in gatsby-node.ts). */
export const ANALYTICS_ENTRY = "analytics-start";
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
/** What Gatsby writes into every page, read from its own output. */
export interface SiteScripts {
  /** Inline scripts of Gatsby's scripts slice (chunk mapping, compilation hash), verbatim. */
  gatsbyInline: string[];
  /** Gatsby's bundle URLs, in order, from the same slice. */
  bundles: string[];
  /** The analytics entry's files (webpack's runtime first), from webpack's chunk list. */
  analytics: string[];
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

/** A chunk group's script URLs, from webpack's chunk list; undefined when it lists none. */
const scriptsOf = (stats: WebpackStats, name: string, publicPath: string) =>
  stats.assetsByChunkName?.[name]
    ?.filter((file) => file.endsWith(".js"))
    .map((file) => `${publicPath}${file}`);

async function readPageChunks(
  publicDir: string,
  pages: readonly BuiltPage[],
  stats: WebpackStats,
  publicPath: string,
): Promise<Map<string, string[]>> {
  const chunks = new Map<string, string[]>();
  for (const { route } of pages) {
    // Only Gatsby's pages have page data (a page copied from static/ has no scripts to start).
    const data = await fs.readFile(pageDataFile(publicDir, route), "utf8").catch(() => undefined);
    if (data === undefined) continue;
    const { componentChunkName = "" } = JSON.parse(data) as { componentChunkName?: string };
    const files = scriptsOf(stats, componentChunkName, publicPath);
    if (!files) {
      throw new Error(
        `webpack.stats.json lists no files for ${route}'s template chunk "${componentChunkName}"`,
      );
    }
    chunks.set(route, files);
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
  const stats = await readWebpackStats(publicDir);
  const publicPath = (bundles[0] ?? "").replace(/[^/]*$/, "");
  const analytics = scriptsOf(stats, ANALYTICS_ENTRY, publicPath);
  if (!analytics?.length) {
    throw new Error(
      `webpack.stats.json lists no files for the "${ANALYTICS_ENTRY}" entry (gatsby-node.ts adds it)`,
    );
  }
  return {
    gatsbyInline: scripts.filter((s) => attribute(s, "src") === undefined).map(scriptText),
    bundles,
    analytics,
    pageChunks: await readPageChunks(publicDir, pages, stats, publicPath),
  };
}

/** Gatsby's per-page loader script (cache-dir/static-entry.js, with slices on). */
export const gatsbyPageLoader = (route: string): string =>
  `/*<![CDATA[*/window.pagePath=${JSON.stringify(route)};/*]]>*/`;

/** A page's elements in document order, each with its place in the text. */
export const parsePage = (html: string): Element[] =>
  elementsOf(parse(html, { sourceCodeLocationInfo: true }));

/** Where an element stands in the page's text (parsePage keeps the locations). */
export function locationOf(element: Element) {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no source location`);
  return location;
}

/** A change to a page's text: the characters from `start` to `end` become `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The page's text with the edits made (they may not overlap). */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  let result = html;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
