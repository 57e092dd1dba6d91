// Builds the search index after the pages are final (onPostBuild), by running
// src/node/searchIndex/runPagefind.mjs, which says why it runs in a process of its own.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

/**
 * Indexes the built site in `publicDir`; resolves to how many pages Pagefind read (it indexes only
 * those marked data-pagefind-body: the issues).
 */
export async function writeSearchIndex(siteDir: string, publicDir: string): Promise<number> {
  const script = path.join(siteDir, "src", "node", "searchIndex", "runPagefind.mjs");
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, publicDir], {
      cwd: siteDir,
    });
    return (JSON.parse(stdout) as { pages: number }).pages;
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(stderr?.trim() || (error as Error).message);
  }
}
