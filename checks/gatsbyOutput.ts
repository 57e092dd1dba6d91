// npm run check:gatsby: each part of Gatsby's output the site relies on (src/node/gatsbyOutput.ts,
// numbered as there), tried on a real build: a Gatsby release that changes one fails here, naming
// it. The browser tests try what runs in the browser (12, gatsby-browser.tsx's hooks). When the
// installed Gatsby is not the one checks/gatsby-proven.json names (or with --rebuild), it also
// tries a rebuild after a stopped build (checks/gatsbyRebuild.ts: a few minutes, once per version).
// Usage: npx tsx checks/gatsbyOutput.ts [siteDir=.] [--rebuild]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { attribute, parsePage, scriptText } from "../src/node/builtSite";
import {
  GATSBY_APP_ENTRY,
  GATSBY_PUBLIC_FOLDERS,
  RESERVED_ID,
  bundleFile,
  bundlePattern,
  gatsbyCacheDir,
  gatsbyPageLoader,
  listPages,
  readSiteScripts,
  withScriptsSlice,
} from "../src/node/gatsbyOutput";
import { gatsbyVersions, proveStoppedRebuild } from "./gatsbyRebuild";

/** What is not as gatsbyOutput.ts reads it, in the build of the site at siteDir. */
export async function gatsbyOutputProblems(siteDir: string): Promise<string[]> {
  const publicDir = path.join(siteDir, "public");
  const problems: string[] = [];
  const expect = (holds: boolean, problem: string) => holds || problems.push(problem);
  const pages = listPages(publicDir);
  const routes = pages.map(({ route }) => route);
  expect(
    ["/", "/404.html", "/newsletter/archive/"].every((route) => routes.includes(route)),
    `1. no page at index.html, 404.html or newsletter/archive/index.html: ${routes.join(", ")}`,
  );
  const site = await readSiteScripts(publicDir, pages).catch((error: Error) => error);
  if (site instanceof Error) return [...problems, `2, 4, 5. ${site.message}`];
  expect(
    site.bundles.some((url) => bundlePattern(GATSBY_APP_ENTRY).test(url)),
    `2, 12. no ${GATSBY_APP_ENTRY}-<hash>.js among the slice's bundles: ${site.bundles.join(", ")}`,
  );
  for (const { file, route } of pages) {
    const html = readFileSync(file, "utf8");
    const elements = parsePage(html);
    try {
      withScriptsSlice(html, elements, site.slice);
    } catch (error) {
      problems.push(`2. ${route}: ${(error as Error).message}`);
    }
    const scripts = elements.filter(({ tagName }) => tagName === "script").map(scriptText);
    expect(
      scripts.filter((text) => text === gatsbyPageLoader(route)).length === 1,
      `3. ${route} has not one ${gatsbyPageLoader(route)}`,
    );
    const ids = elements.map((element) => attribute(element, "id") ?? "");
    expect(
      ["___gatsby", "gatsby-focus-wrapper"].every((id) => ids.includes(id) && RESERVED_ID.test(id)),
      `9. ${route} lacks Gatsby's ___gatsby and gatsby-focus-wrapper`,
    );
  }
  expect(site.pages.size > 0, "5. no page has its page-data.json");
  const served = (url: string) => path.join(publicDir, url.slice(site.publicPath.length));
  for (const [route, { chunks, data }] of site.pages) {
    for (const url of data) expect(existsSync(served(url)), `5. ${route}: no ${url}`);
    for (const url of chunks)
      expect(existsSync(bundleFile(publicDir, url)), `4, 6. ${route}: no ${url}`);
  }
  for (const url of site.bundles)
    expect(existsSync(bundleFile(publicDir, url)), `6. no bundle ${url} at public/'s root`);
  for (const folder of ["page-data", "_gatsby"]) {
    expect(GATSBY_PUBLIC_FOLDERS.includes(folder), `11. ${folder} is not reserved`);
    expect(existsSync(path.join(publicDir, folder)), `11. no public/${folder}/`);
  }
  // The Node APIs' cache.directory lies in .cache/caches/.
  expect(existsSync(path.join(gatsbyCacheDir(siteDir), "caches")), "10. no .cache/caches/");
  return problems;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const siteDir = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? ".");
  const problems = await gatsbyOutputProblems(siteDir);
  if (problems.length > 0) {
    console.error(`Gatsby's output is not as src/node/gatsbyOutput.ts reads it:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    return 1;
  }
  console.log("Gatsby's output is as src/node/gatsbyOutput.ts reads it.");
  const { installed, proven } = gatsbyVersions();
  if (installed === proven && !args.includes("--rebuild")) {
    console.log(`A rebuild after a stopped build was proven with Gatsby ${proven}, installed now.`);
    return 0;
  }
  const rebuild = await proveStoppedRebuild(installed);
  if (rebuild.length > 0) {
    console.error(`A rebuild after a stopped build is not as the post-build pass expects:`);
    for (const problem of rebuild) console.error(`  - ${problem}`);
    return 1;
  }
  return 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
