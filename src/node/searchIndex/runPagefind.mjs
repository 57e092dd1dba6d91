// The search index of the built site (Pagefind), written to public/pagefind/, where the archive's
// search box loads it from (src/search/pagefind.ts). Run by onPostBuild in a Node process of its
// own (src/node/searchIndex/searchIndex.ts): pagefind is an ES module only, and Gatsby compiles
// gatsby-node with Parcel into CommonJS, which turns `import()` into a `require()` that cannot load
// it. Only pages carrying data-pagefind-body are indexed: the newsletter issues
// (NewsletterIssueView). Prints {"pages": n} (pages read) on success; exits 1 naming Pagefind's
// errors.
// https://pagefind.app/docs/node-api/
// Usage: node src/node/searchIndex/runPagefind.mjs <publicDir>
import { rm } from "node:fs/promises";
import path from "node:path";
import process from "node:process";
import * as pagefind from "pagefind";

const publicDir = path.resolve(process.argv[2] ?? "public");
const outputPath = path.join(publicDir, "pagefind");

/** Stops with Pagefind's own words when a step reports errors. */
function check(step, errors) {
  if (errors.length === 0) return;
  process.stderr.write(`Pagefind ${step}: ${errors.join("; ")}\n`);
  process.exit(1);
}

const { index, errors } = await pagefind.createIndex();
check("createIndex", errors);
const added = await index.addDirectory({ path: publicDir });
check("addDirectory", added.errors);
// A restored public/ (the deploy keeps it between builds) must not serve an old index's files.
await rm(outputPath, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath });
check("writeFiles", written.errors);
await pagefind.close();
process.stdout.write(`${JSON.stringify({ pages: added.page_count })}\n`);
