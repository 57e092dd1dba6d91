// npm run check:html: the W3C Nu checker (vnu-jar, on Java) finds no error on any built page, and
// every page has the SEO basics (checks/seoBasics.ts).
// Usage: npx tsx checks/html.ts [siteDir=public]
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { listPages } from "../src/node/gatsbyOutput";
import { seoProblems } from "./seoBasics";

const root = path.resolve(process.argv[2] ?? "public");
const pages = listPages(root);
const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
// The checker's CSS validator predates container queries (in every engine since 2023): the
// header collapses into its menu by the width it has, not the window's. Only these messages are
// filtered; every other CSS or HTML error still fails the check.
const CSS_CONTAINER_QUERIES =
  ".*CSS: (“(container|container-type)”: Property “[a-z-]+” doesn.t exist|Unrecognized at-rule “@container”).*";
// It also predates the CSS the navigation's popovers animate and place themselves with (Chromium,
// Firefox and Safari since 2024-26): @starting-style, transition-behavior's allow-discrete, and
// anchor positioning (anchor-name, position-anchor, anchor(), anchor-size(),
// position-try-fallbacks, position-visibility).
const CSS_POPOVER =
  ".*CSS: (Unrecognized at-rule “@starting-style”|“transition”: “allow-discrete” is not a “transition” value|“(anchor-name|position-anchor|position-try-fallbacks|position-visibility)”: Property “[a-z-]+” doesn.t exist|“(top|left)”: “anchor\\([a-z]+\\)” is not a “(top|left)” value|“width”: “anchor-size\\(width\\)” is not a “width” value).*";
// And scroll-driven animations (Chromium 115, Safari 26), which show a code block's scroll cue
// (src/styles/codeScrollCue.ts): scroll-timeline, timeline-scope, animation-timeline.
const CSS_SCROLL_TIMELINES =
  ".*CSS: “(scroll-timeline|timeline-scope|animation-timeline)”: Property “[a-z-]+” doesn.t exist.*";
// One Java process for every page: the JVM's start-up is most of the cost.
const run = spawnSync(
  "java",
  [
    "-jar",
    vnu,
    "--errors-only",
    "--filterpattern",
    `${CSS_CONTAINER_QUERIES}|${CSS_POPOVER}|${CSS_SCROLL_TIMELINES}`,
    ...pages.map((p) => p.file),
  ],
  { stdio: "inherit" },
);
if (run.error) console.error(`Could not run java (${run.error.message}): install a Java runtime.`);
const seo = pages.flatMap(({ file, route }) =>
  seoProblems(readFileSync(file, "utf8"), route).map((problem) => `${route} ${problem}`),
);
for (const problem of seo) console.error(problem);
if (run.status !== 0 || seo.length > 0) process.exit(1);
console.log(`No HTML errors on ${pages.length} pages in ${root}, and each has the SEO basics.`);
