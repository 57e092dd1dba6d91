// npm run check:html: the W3C Nu checker (vnu-jar, on Java) finds no error on any built page. Its
// filter file, checks/vnu-filter.txt, accepts the four messages gatsby-plugin-image's lazy markup
// earns; Nu's filter matches message text only, so this script also fails when an element that
// earns one of them is not the plugin's (its markers: data-srcset on <source>; data-main-image and
// data-src on <img>; the sizer's aria-hidden data:image/svg+xml <img>).
// Usage: npx tsx checks/html.ts [siteDir=public]
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { attribute, elementsOf, listPages, type Element } from "../src/node/postBuild";

const has = (element: Element, name: string) => attribute(element, name) !== undefined;

/** Elements that earn a filtered message without being gatsby-plugin-image's own. */
export function unfilteredLookalikes(html: string): string[] {
  return elementsOf(parse(html))
    .filter((e) => {
      if (e.tagName === "source") return !has(e, "srcset") && !has(e, "data-srcset");
      if (e.tagName !== "img") return false;
      const noSource = !has(e, "src") && !has(e, "srcset");
      const sizesAlone = has(e, "sizes") && !has(e, "srcset");
      const sizer = attribute(e, "alt") === "" && has(e, "role");
      const plugin = has(e, "data-main-image") && has(e, "data-src");
      const pluginSizer =
        attribute(e, "aria-hidden") === "true" &&
        /^data:image\/svg\+xml/.test(attribute(e, "src") ?? "");
      return ((noSource || sizesAlone) && !plugin) || (sizer && !pluginSizer);
    })
    .map(
      (e) =>
        `<${e.tagName} ${e.attrs.map((a) => `${a.name}="${a.value.slice(0, 40)}"`).join(" ")}>`,
    );
}

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? "public");
  {
    const pages = listPages(root);
    const lookalikes = pages.flatMap(({ file, route }) =>
      unfilteredLookalikes(readFileSync(file, "utf8")).map((tag) => `${route}: ${tag}`),
    );
    if (lookalikes.length > 0)
      console.error(`Markup only gatsby-plugin-image may write:\n  ${lookalikes.join("\n  ")}`);
    const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
    const filter = path.join(__dirname, "vnu-filter.txt");
    // One Java process for every page: the JVM's start-up is most of the cost.
    const run = spawnSync(
      "java",
      ["-jar", vnu, "--errors-only", "--filterfile", filter, ...pages.map((p) => p.file)],
      { stdio: "inherit" },
    );
    if (run.error)
      console.error(`Could not run java (${run.error.message}): install a Java runtime.`);
    if (run.status !== 0 || lookalikes.length > 0) process.exit(1);
    console.log(`No HTML errors on ${pages.length} pages in ${root}.`);
  }
}
