// npm run check:html: the W3C Nu checker (vnu-jar, on Java) finds no error in any built page.
// public/_gatsby/ (internal fragments) and public/page-data/ are skipped. The one accepted exception,
// gatsby-plugin-image's lazy-image markup, is explained in scripts/lib/htmlCheck.ts.
// Usage: npx tsx scripts/check-html.ts [siteDir=public]
import { spawnSync } from "node:child_process";
import path from "node:path";
import { classify, highlighted, type NuMessage } from "./lib/htmlCheck";
import { listHtmlFiles } from "./lib/linkCheck";

const root = path.resolve(process.argv[2] ?? "public");
const files = listHtmlFiles(root).map((file) => path.join(root, file));
const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

// One Java process for every page: the JVM's start-up is most of the cost.
const run = spawnSync("java", ["-jar", vnu, "--format", "json", "--skip-non-html", ...files], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) {
  console.error(`Could not run java (${run.error.message}): install a Java runtime.`);
  process.exit(2);
}
let messages: NuMessage[];
try {
  // Nu writes its JSON report to stderr.
  messages = (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages;
} catch {
  console.error(`The Nu checker gave no JSON report:\n${run.stderr}${run.stdout}`);
  process.exit(2);
}

const { failures, accepted } = classify(messages);
const where = (message: NuMessage) =>
  `${path.relative(root, (message.url ?? "").replace(/^file:/, ""))}:${message.lastLine ?? "?"}:${message.firstColumn ?? "?"}`;

console.log(`Nu checker: ${files.length} pages in ${root}.`);
if (accepted.length > 0) {
  console.log(
    `Accepted ${accepted.length} known gatsby-plugin-image lazy-markup messages (see scripts/lib/htmlCheck.ts).`,
  );
}
if (failures.length > 0) {
  console.error(`\n${failures.length} error(s):`);
  for (const message of failures) {
    console.error(
      `  ${where(message)}  ${message.message}\n      ${highlighted(message) || message.extract || ""}`,
    );
  }
  process.exit(1);
}
console.log("No HTML errors.");
