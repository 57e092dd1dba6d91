// npm run check:links: every internal URL, asset and #anchor in the built site resolves, read from
// disk the way GitHub Pages resolves it; external URLs are listed, never fetched (no network).
// Hand-written because linkinator (the npm candidate; lychee is not on npm) drops a #fragment when
// it has already seen the page (so "/#the-system" is never checked).
// Usage: npx tsx checks/links.ts [siteDir=public] [--prefix /coaching-site]
// (unless given, the prefix the site was built with, as the build noted it in .cache/)
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { attribute, elementsOf, type Element } from "../src/node/builtSite";
import { listPages } from "../src/node/gatsbyOutput";
import { lastPathPrefix } from "../src/node/cache/pathPrefixCache";
import { attributeUrls } from "../src/node/srcset";

export interface LinkReport {
  pages: number;
  broken: { route: string; url: string; reason: string }[];
  /** External URLs, each with the number of pages that use it. */
  external: Map<string, number>;
}

const LINKING =
  /^(a|area|link)\.href$|^(img|script|source|iframe|video|audio|track|embed)\.(src|poster|srcset)$/;
const SHARED_URL = /^(og:image|og:image:url|og:url|twitter:image)$/;

/** URLs an element points to, by the attributes that load or link something. */
function urlsOf(element: Element): string[] {
  const urls: string[] = [];
  for (const { name, value } of element.attrs) {
    if (!LINKING.test(`${element.tagName}.${name}`)) continue;
    urls.push(...attributeUrls(name, value));
  }
  const key = attribute(element, "property") ?? attribute(element, "name") ?? "";
  if (element.tagName === "meta" && SHARED_URL.test(key))
    urls.push(attribute(element, "content") ?? "");
  return urls.filter((url) => url.trim() !== "");
}

/** Checks a built site; `prefix` ("/coaching-site") must start every root-relative URL. */
export async function checkLinks(root: string, prefix = ""): Promise<LinkReport> {
  const pages = listPages(root);
  const documents = new Map(
    pages.map(({ file, route }) => [route, elementsOf(parse(readFileSync(file, "utf8")))]),
  );
  const idsOf = (route: string) =>
    new Set(
      (documents.get(route) ?? []).flatMap((e) => [
        attribute(e, "id"),
        e.tagName === "a" ? attribute(e, "name") : undefined,
      ]),
    );
  const canonical = documents
    .get("/")
    ?.find((e) => e.tagName === "link" && attribute(e, "rel") === "canonical");
  const siteOrigin = canonical ? new URL(attribute(canonical, "href") ?? "").origin : undefined;

  /** The page route or file a site path is served from, as GitHub Pages resolves it. */
  const resolve = (sitePath: string): string | undefined => {
    const relative = decodeURIComponent(sitePath).replace(/^\/+/, "");
    const full = path.resolve(root, relative);
    if (!full.startsWith(path.resolve(root))) return undefined;
    if (existsSync(full) && statSync(full).isFile())
      return relative.endsWith(".html") ? `/${relative}` : relative;
    return existsSync(path.join(full, "index.html"))
      ? `/${relative}`.replace(/\/?$/, "/")
      : undefined;
  };

  const report: LinkReport = { pages: pages.length, broken: [], external: new Map() };
  for (const [route, elements] of documents) {
    const base = new URL(`${prefix}${route}`, "http://site.invalid");
    const fail = (url: string, reason: string) => report.broken.push({ route, url, reason });
    for (const raw of elements.flatMap(urlsOf)) {
      if (/^\s*javascript:/i.test(raw)) {
        fail(raw, "javascript: URL");
        continue;
      }
      let url: URL;
      try {
        url = new URL(raw, base);
      } catch {
        fail(raw, "not a valid URL");
        continue;
      }
      if (url.origin !== base.origin && url.origin !== siteOrigin) {
        if (url.protocol !== "data:")
          report.external.set(url.href, (report.external.get(url.href) ?? 0) + 1);
        continue;
      }
      if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) {
        fail(raw, `does not start with the path prefix ${prefix}`);
        continue;
      }
      const target = resolve(url.pathname.slice(prefix.length));
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!target) fail(raw, "no such file in the built site");
      else if (fragment && documents.has(target) && !idsOf(target).has(fragment)) {
        fail(raw, `no element with id "${fragment}" on ${target}`);
      }
    }
  }
  return report;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--prefix");
  const given = at >= 0 ? (args.splice(at, 2)[1] ?? "") : undefined;
  const root = path.resolve(args[0] ?? "public");
  const prefix = given ?? lastPathPrefix(path.dirname(root));
  void checkLinks(root, prefix.replace(/\/+$/, "")).then((report) => {
    console.log(`External URLs (listed, not fetched), ${report.external.size}:`);
    for (const [url, count] of [...report.external].sort()) console.log(`  ${url}  (${count})`);
    if (report.broken.length > 0) {
      console.error(`\n${report.broken.length} broken:`);
      for (const { route, url, reason } of report.broken)
        console.error(`  ${route}: ${url}  (${reason})`);
      process.exit(1);
    }
    console.log(`No broken internal link, asset or anchor on ${report.pages} pages in ${root}.`);
  });
}
