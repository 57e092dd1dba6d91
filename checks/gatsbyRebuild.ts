// A rebuild after a build was stopped once it had written the new bundles (Ctrl-C, a cancelled
// job): only Gatsby's internals can break it, so it is tried once per Gatsby version, by
// npm run check:gatsby (checks/gatsbyOutput.ts), which runs it when the installed Gatsby is not the
// one checks/gatsby-proven.json names, and then records that version (commit the file). Three
// builds of a copy of the site: a few minutes.
//
// Gatsby writes its scripts slice while it builds the bundles, and stitches the pages it keeps into
// a new one only when it finds that file changed; a build stopped before Gatsby saves its state
// leaves every kept page with the old slice, and the next build keeps them so
// (src/node/gatsbyOutput.ts, withScriptsSlice; the site's post-build pass restitches them).
// Switching the lazy start on changes the bundles as a change to the site's code does.
// Usage: npx tsx checks/gatsbyRebuild.ts   (or npm run check:gatsby -- --rebuild)
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { attribute, parsePage } from "../src/node/builtSite";
import { listPages, readSiteScripts } from "../src/node/gatsbyOutput";
import { ANALYTICS_ENTRY, STARTER_ID } from "../src/node/builtPages/starter";
import { SiteCopy } from "../testing/siteCopy";
import { serveSite } from "../testing/serve";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../testing/chromium";
import { waitForHydration } from "../testing/hydration";

const BUILD_SECONDS = 900;
// Analytics on, as the deploy builds it: the lazy start then adds the analytics entry too.
const ENV = { GATSBY_POSTHOG_KEY: "phc_build_test_key" };
const PROVEN_FILE = path.join(__dirname, "gatsby-proven.json");

/** The Gatsby version installed, and the one the stopped rebuild was last proven with. */
export function gatsbyVersions(): { installed: string; proven: string | undefined } {
  const installed = (
    JSON.parse(readFileSync(require.resolve("gatsby/package.json"), "utf8")) as { version: string }
  ).version;
  let proven: string | undefined;
  try {
    proven = (JSON.parse(readFileSync(PROVEN_FILE, "utf8")) as { gatsby?: string }).gatsby;
  } catch {
    proven = undefined;
  }
  return { installed, proven };
}

/** Records `version` as proven (checks/gatsby-proven.json). */
function recordProven(version: string): void {
  writeFileSync(
    PROVEN_FILE,
    `${JSON.stringify({ gatsby: version, proven: "a rebuild after a stopped build (checks/gatsbyRebuild.ts)" }, null, 2)}\n`,
  );
}

const sourcesIn = (html: string) =>
  parsePage(html).flatMap((element) => {
    const src = element.tagName === "script" ? attribute(element, "src") : undefined;
    return src ? [src] : [];
  });

/** What is wrong with the pages of a rebuild after a stopped build; empty when nothing is. */
async function stoppedRebuildProblems(): Promise<string[]> {
  const problems: string[] = [];
  const expect = (holds: boolean, problem: string) => holds || problems.push(problem);
  const site = new SiteCopy("stopped-rebuild");
  try {
    const first = await site.gatsby(["build"], BUILD_SECONDS, { ...ENV, LAZY_START: "off" });
    if (first.code !== 0) return [`the first build failed:\n${first.output.slice(-4000)}`];
    const publicDir = site.path("public");
    const slice = () => site.read("public/_gatsby/slices/_gatsby-scripts-1.html");
    const before = slice();
    const stats = path.join(publicDir, "webpack.stats.json");
    const statsTime = statSync(stats).mtimeMs;
    // Stopped as soon as webpack's stats are written, just after the scripts slice.
    const stopped = await site.gatsby(
      ["build"],
      BUILD_SECONDS,
      { ...ENV, LAZY_START: "on" },
      () => statSync(stats).mtimeMs !== statsTime,
    );
    expect(stopped.interrupted, "the second build ended before it wrote webpack's stats");
    const pages = listPages(publicDir);
    // What the stop left behind: the new slice, and every page still stitched with the old one.
    expect(slice() !== before, "the stopped build left the scripts slice unchanged");
    const withNewSlice = pages.filter(({ file }) => !readFileSync(file, "utf8").includes(before));
    expect(
      withNewSlice.length === 0,
      `the stopped build restitched ${withNewSlice.map(({ route }) => route).join(", ")}: Gatsby now does what the post-build pass does (withScriptsSlice may be no longer needed)`,
    );

    const rebuilt = await site.gatsby(["build"], BUILD_SECONDS, { ...ENV, LAZY_START: "on" });
    if (rebuilt.code !== 0)
      return [...problems, `the rebuild failed:\n${rebuilt.output.slice(-4000)}`];
    expect(
      rebuilt.output.includes("There are no new or changed html files to build"),
      "the rebuild built html files again: Gatsby no longer keeps the stopped build's pages",
    );
    const scripts = await readSiteScripts(publicDir, pages, [ANALYTICS_ENTRY]);
    const replaced = sourcesIn(before).filter((src) => !scripts.bundles.includes(src));
    expect(replaced.length > 0, "the lazy start changed none of Gatsby's bundles");
    for (const { file, route } of pages) {
      const html = readFileSync(file, "utf8");
      expect(
        scripts.gatsbyInline.every((script) => html.includes(script)),
        `${route}: not this build's inline Gatsby scripts`,
      );
      expect(
        scripts.bundles.every((url) => html.includes(JSON.stringify(url))),
        `${route}: does not start this build's bundles`,
      );
      expect(
        parsePage(html).some((element) => attribute(element, "id") === STARTER_ID),
        `${route}: no starter`,
      );
      const old = replaced.filter((url) => html.includes(url));
      expect(old.length === 0, `${route}: still names the old ${old.join(", ")}`);
    }

    // In Chromium, React starts on a kept page with this build's bundles, within the policy.
    const server = await serveSite(publicDir, 0);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const issue = pages.find(({ route }) => /^\/newsletter\/(?!archive\/)[^/]+\/$/.test(route));
      await page.goto(`${server.origin}${issue?.route ?? "/"}`, { waitUntil: "load" });
      await waitForHydration(page);
      const ran = await page.evaluate(() =>
        [...document.scripts].flatMap((script) =>
          script.src ? [new URL(script.src).pathname] : [],
        ),
      );
      const missing = scripts.bundles.filter((url) => !ran.includes(url));
      expect(missing.length === 0, `in Chromium, React started without ${missing.join(", ")}`);
      const stale = replaced.filter((url) => ran.includes(url));
      expect(stale.length === 0, `in Chromium, the page ran the old ${stale.join(", ")}`);
      expect(errors.length === 0, `in Chromium: ${errors.join("; ")}`);
    } finally {
      await browser.close();
      await server.close();
    }
    return problems;
  } finally {
    site.dispose();
  }
}

/** Tries the stopped rebuild and records the version when it holds; the problems found. */
export async function proveStoppedRebuild(version: string): Promise<string[]> {
  console.log(`Trying a rebuild after a stopped build with Gatsby ${version} (a few minutes)…`);
  const problems = await stoppedRebuildProblems();
  if (problems.length === 0) {
    recordProven(version);
    console.log(
      `A rebuild after a stopped build publishes every page with its own scripts under Gatsby ${version}: recorded in checks/gatsby-proven.json (commit it).`,
    );
  }
  return problems;
}

if (require.main === module) {
  proveStoppedRebuild(gatsbyVersions().installed)
    .then((problems) => {
      for (const problem of problems) console.error(`  - ${problem}`);
      process.exit(problems.length > 0 ? 1 : 0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
