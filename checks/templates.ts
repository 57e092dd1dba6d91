// One route per page template: the expensive checks (browser suites, Lighthouse) run on these, so
// they do not grow with every newsletter issue or case study; the cheap static checks read every
// page. A page's template is the component Gatsby built it with (componentChunkName in its
// page-data.json), so a new template is covered without a list to keep in step.
import { listPages, pageData } from "../src/node/gatsbyOutput";

export interface TemplateRoute {
  route: string;
  /** Gatsby's name for the component, e.g. "component---src-templates-case-study-template-tsx". */
  template: string;
}

/** The first route (in path order) of each template; the 404 page as served at /404/. */
export function templateRoutes(publicDir = "public"): TemplateRoute[] {
  const seen = new Map<string, string>();
  for (const { route } of listPages(publicDir)) {
    if (!route.endsWith("/")) continue; // /404.html: the same page as /404/
    const template = pageData(publicDir, route)?.componentChunkName;
    if (template && !seen.has(template)) seen.set(template, route);
  }
  if (seen.size === 0) throw new Error(`No pages in ${publicDir}: build the site first.`);
  return [...seen].map(([template, route]) => ({ route, template }));
}
