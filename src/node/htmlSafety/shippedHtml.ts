// What the judge published, for the post-build pass (contentPlacement.ts): the fingerprint of each
// Markdown file's HTML (images made pictures, resolvers.ts), so each page is proven to carry
// exactly that; and where each id it gives an element is written, to name a clash with the page's.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { sha256 } from "../cache/buildMemo";

const JUDGED_FILE = "judged-html.json";
const IDS_FILE = "judged-ids.json";

/** Each id content gives an element, with the "file:line"s that write it. */
export type JudgedIds = Record<string, string[]>;

export const writeJudgedIds = (cacheDir: string, ids: JudgedIds): void =>
  writeFileSync(path.join(cacheDir, IDS_FILE), JSON.stringify(ids));

export const readJudgedIds = (cacheDir: string): JudgedIds =>
  JSON.parse(readFileSync(path.join(cacheDir, IDS_FILE), "utf8")) as JudgedIds;

export const readJudgedHtml = (cacheDir: string): ReadonlySet<string> =>
  new Set(JSON.parse(readFileSync(path.join(cacheDir, JUDGED_FILE), "utf8")) as string[]);

interface MarkdownHtml {
  allMarkdownRemark: { nodes: { html: string | null }[] };
}

/** Keeps the fingerprint of every Markdown file's published HTML in Gatsby's cache. */
export async function recordShippedHtml({ graphql, reporter, cache }: CreatePagesArgs) {
  const result = await graphql<MarkdownHtml>(`
    query ShippedHtml {
      allMarkdownRemark {
        nodes {
          html
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the HTML made from content/", result.errors);
    return;
  }
  const judged = new Set(result.data.allMarkdownRemark.nodes.map(({ html }) => sha256(html ?? "")));
  writeFileSync(path.join(cache.directory, JUDGED_FILE), JSON.stringify([...judged]));
}
