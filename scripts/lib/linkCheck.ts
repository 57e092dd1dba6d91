// The link check's engine: reads the built site from disk (no server, no network) and reports every
// internal URL that does not resolve to a file and every #fragment with no matching id.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";

export interface BrokenLink {
  /** The page the URL is on, relative to the site folder. */
  file: string;
  url: string;
  reason: string;
}

export interface LinkReport {
  pages: number;
  checked: number;
  broken: BrokenLink[];
  /** External URLs found, each with the pages that use it; listed, never fetched. */
  external: Map<string, Set<string>>;
}

export interface LinkCheckOptions {
  /** Path prefix the site was built with ("/coaching-site"); root-relative URLs must carry it. */
  prefix?: string;
  /** Origin of absolute URLs that point into the site (canonical, og:image); read from the home
   *  page's canonical link when not given. */
  siteOrigin?: string;
}

/** Every HTML file of the built site, relative paths; skips Gatsby's internal fragments. */
export function listHtmlFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(root, full);
      if (relative === "_gatsby" || relative === "page-data") continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) files.push(relative);
    }
  };
  walk(root);
  return files.sort();
}

/** The page URL path a file is served at: "case-study/index.html" -> "/case-study/". */
const pagePath = (file: string): string =>
  `/${file.split(path.sep).join("/")}`.replace(/(^|\/)index\.html$/, "$1");

/** URLs an element points to, by the attributes that load or link something. */
function urlsOf(element: HTMLElement): string[] {
  const urls: string[] = [];
  const tag = element.tagName.toLowerCase();
  const attr = (name: string) => element.getAttribute(name);
  const srcset = (value: string | undefined) =>
    (value ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      .filter(Boolean);
  if (tag === "a" || tag === "link" || tag === "area") urls.push(attr("href") ?? "");
  if (["img", "script", "source", "iframe", "video", "audio", "track", "embed"].includes(tag)) {
    for (const name of ["src", "data-src", "poster"]) if (attr(name)) urls.push(attr(name) ?? "");
    urls.push(...srcset(attr("srcset")), ...srcset(attr("data-srcset")));
  }
  if (tag === "meta") {
    const key = attr("property") ?? attr("name") ?? "";
    if (/^(og:image|og:image:url|og:url|twitter:image)$/.test(key))
      urls.push(attr("content") ?? "");
  }
  return urls.filter((url) => url !== "");
}

export function checkLinks(root: string, options: LinkCheckOptions = {}): LinkReport {
  const prefix = (options.prefix ?? "").replace(/\/+$/, "");
  const pages = listHtmlFiles(root);
  const documents = new Map<string, HTMLElement>();
  const load = (file: string) => {
    let document = documents.get(file);
    if (!document) {
      document = parse(readFileSync(path.join(root, file), "utf8"));
      documents.set(file, document);
    }
    return document;
  };
  const idsCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsCache.get(file);
    if (!ids) {
      const document = load(file);
      ids = new Set([
        ...document.querySelectorAll("[id]").map((element) => element.getAttribute("id") ?? ""),
        ...document
          .querySelectorAll("a[name]")
          .map((element) => element.getAttribute("name") ?? ""),
      ]);
      idsCache.set(file, ids);
    }
    return ids;
  };

  const home = existsSync(path.join(root, "index.html")) ? load("index.html") : undefined;
  const canonical = home?.querySelector('link[rel="canonical"]')?.getAttribute("href");
  const siteOrigin = options.siteOrigin ?? (canonical ? new URL(canonical).origin : undefined);

  /** The file a site path is served from, as GitHub Pages resolves it, or undefined. */
  const resolveFile = (sitePath: string): string | undefined => {
    const relative = decodeURIComponent(sitePath).replace(/^\/+/, "");
    const full = path.join(root, relative);
    if (!full.startsWith(path.resolve(root))) return undefined;
    if (existsSync(full) && statSync(full).isFile()) return relative;
    const index = path.join(full, "index.html");
    if (existsSync(index)) return path.relative(root, index);
    return undefined;
  };

  const report: LinkReport = { pages: pages.length, checked: 0, broken: [], external: new Map() };
  const fail = (file: string, url: string, reason: string) =>
    report.broken.push({ file, url, reason });

  for (const file of pages) {
    const base = new URL(`${prefix}${pagePath(file)}`, "http://site.invalid");
    for (const element of load(file).querySelectorAll("*")) {
      for (const raw of urlsOf(element)) {
        report.checked += 1;
        if (/^javascript:/i.test(raw)) {
          fail(file, raw, "javascript: URL");
          continue;
        }
        let url: URL;
        try {
          url = new URL(raw, base);
        } catch {
          fail(file, raw, "not a valid URL");
          continue;
        }
        const internal =
          url.origin === base.origin || (siteOrigin !== undefined && url.origin === siteOrigin);
        if (!internal) {
          if (url.protocol !== "data:") {
            const users = report.external.get(url.href) ?? new Set<string>();
            users.add(file);
            report.external.set(url.href, users);
          }
          continue;
        }
        if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) {
          fail(file, raw, `does not start with the path prefix ${prefix}`);
          continue;
        }
        const target = resolveFile(url.pathname.slice(prefix.length));
        if (!target) {
          fail(file, raw, "no such file in the built site");
          continue;
        }
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (fragment && target.endsWith(".html") && !idsOf(target).has(fragment)) {
          fail(file, raw, `no element with id "${fragment}" on ${target}`);
        }
      }
    }
  }
  return report;
}
