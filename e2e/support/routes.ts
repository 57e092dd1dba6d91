// Every page of the built site, found on disk, so the suites cover pages added after they were
// written (newsletter issues, case studies) without a list to keep in step.
import { readdirSync } from "node:fs";
import path from "node:path";

/** Gatsby's internal fragments (slices) and the 404 page are not routes. */
const SKIPPED_TOP_LEVEL = new Set(["_gatsby", "404", "404.html", "dev-404-page"]);

/**
 * Every built page path with a trailing slash ("/", "/case-study/", "/newsletter/archive/"), from
 * public/**\/index.html, sorted; excludes the 404 page and public/_gatsby/.
 */
export function listRoutes(publicDir = "public"): string[] {
  const root = path.resolve(publicDir);
  const routes: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (route === "/" && SKIPPED_TOP_LEVEL.has(entry.name)) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${route}${entry.name}/`);
      else if (entry.name === "index.html") routes.push(route);
    }
  };
  walk(root, "/");
  if (routes.length === 0) throw new Error(`No pages in ${root}: build the site first.`);
  return routes.sort();
}
