// With LAZY_START on, each page's Gatsby bundle scripts become one inline starter
// (src/inline/starter.ts) with the page's own lists in its data-settings. What it reads of
// Gatsby's output is in gatsbyOutput.ts.
import { promises as fs } from "node:fs";
import { STARTER_SETTINGS_ATTRIBUTE, type StarterSettings } from "../../inline/scriptIds";
import { routes } from "../../routes";
import { attribute, replaceElement, type Edit, type Element } from "../builtSite";
import { bundleFile, type SiteScripts } from "../gatsbyOutput";
import { inlineScript } from "./inlineScripts";

/** The webpack entry that starts analytics before React (added in gatsby-node.ts). */
export const ANALYTICS_ENTRY = "analytics-start";

export const STARTER_ID = "start-after-first-paint";

function startupScripts(site: SiteScripts, route: string): StarterSettings {
  const now = [...(site.entries.get(ANALYTICS_ENTRY) ?? [])];
  const page = site.pages.get(route);
  return {
    now,
    later: site.bundles.filter((url) => !now.includes(url)),
    chunks: (page?.chunks ?? []).filter((url) => !now.includes(url) && !site.bundles.includes(url)),
    data: [...(page?.data ?? [])],
  };
}

/** The starter's settings for the page at `route`, as JSON. */
export const pageStarterSettings = (site: SiteScripts, route: string): string =>
  JSON.stringify({
    ...startupScripts(site, route),
    ...(route === routes.newsletterArchive ? { search: true } : {}),
  } satisfies StarterSettings);

/** The starter element for the page at `route`: JSON in single quotes, which it seldom holds. */
const starterElement = (site: SiteScripts, route: string): string =>
  `<script id="${STARTER_ID}" ${STARTER_SETTINGS_ATTRIBUTE}='${pageStarterSettings(site, route)
    .replace(/&/g, "&amp;")
    .replace(/'/g, "&#39;")}'>${inlineScript("starter")}</script>`;

export interface StarterEdits {
  edits: Edit[];
  /** To hash in the policy. */
  starter: string;
}

/**
 * The page's bundle scripts replaced by its starter inside Gatsby's slice markers, so a restitched
 * slice (withScriptsSlice) brings the bundles back.
 */
export function starterEdits(scripts: Element[], site: SiteScripts, route: string): StarterEdits {
  const bundles = scripts.filter(
    (script) =>
      site.bundles.includes(attribute(script, "src") ?? "") &&
      attribute(script, "async") !== undefined,
  );
  const bundleSources = bundles.map((script) => attribute(script, "src"));
  if (JSON.stringify(bundleSources) !== JSON.stringify(site.bundles)) {
    throw new Error(
      `Gatsby's bundle scripts are not where this pass expects them (found ${JSON.stringify(bundleSources)})`,
    );
  }
  const edits = bundles.map((script, index) =>
    replaceElement(script, index === bundles.length - 1 ? starterElement(site, route) : ""),
  );
  return { edits, starter: inlineScript("starter") };
}

/** V8's explicit compile hint: the file compiles off the main thread as it streams in. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

export async function addCompileHints(
  publicDir: string,
  site: SiteScripts,
  routes: readonly string[],
): Promise<void> {
  const urls = new Set(
    routes.flatMap((route) => {
      const { now, later, chunks } = startupScripts(site, route);
      return [...now, ...later, ...chunks];
    }),
  );
  for (const url of urls) {
    const file = bundleFile(publicDir, url);
    const text = await fs.readFile(file, "utf8");
    if (!text.startsWith(COMPILE_HINT)) await fs.writeFile(file, COMPILE_HINT + text, "utf8");
  }
}
