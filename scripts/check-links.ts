// npm run check:links: every internal link, asset and #anchor in the built site resolves. Reads
// public/ from disk (public/_gatsby/ skipped); external URLs are listed, never fetched.
// Usage: npx tsx scripts/check-links.ts [siteDir=public] [--prefix /coaching-site]
import path from "node:path";
import { checkLinks } from "./lib/linkCheck";

const args = process.argv.slice(2);
const prefixAt = args.indexOf("--prefix");
const prefix = prefixAt >= 0 ? args[prefixAt + 1] : undefined;
const positional =
  prefixAt >= 0 ? args.filter((_, index) => index !== prefixAt && index !== prefixAt + 1) : args;
const root = path.resolve(positional[0] ?? "public");

const report = checkLinks(root, { prefix });
console.log(`Checked ${report.checked} URLs on ${report.pages} pages in ${root}.`);
console.log(`External URLs (not fetched: no network), ${report.external.size}:`);
for (const [url, pages] of [...report.external].sort()) {
  console.log(`  ${url}  (${pages.size} page${pages.size === 1 ? "" : "s"})`);
}
if (report.broken.length > 0) {
  console.error(`\n${report.broken.length} broken:`);
  for (const { file, url, reason } of report.broken)
    console.error(`  ${file}: ${url}  (${reason})`);
  process.exit(1);
}
console.log("No broken internal links, assets or anchors.");
