// Gatsby keeps what it made (image URLs among it) in .cache/ with the path prefix of the build that
// made it, and does not notice a new prefix: it hashes gatsby-config.ts, not the environment that
// file reads. npm start builds with none, npm test with /coaching-site, the deploy with its
// base_path (cached between runs), so a build whose prefix differs from the last one starts clean.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gatsbyCacheDir, startFromScratch } from "../gatsbyOutput";

const marker = (siteDir: string) => path.join(gatsbyCacheDir(siteDir), "path-prefix.txt");

/** The path prefix of the last build in siteDir ("" for none, or when nothing was built). */
export const lastPathPrefix = (siteDir: string): string =>
  existsSync(marker(siteDir)) ? readFileSync(marker(siteDir), "utf8") : "";

/**
 * Before Gatsby checks its cache (onPreInit): starts from scratch when the last build had another
 * prefix. True when it did.
 */
export function forgetBuildWithOtherPrefix(siteDir: string, pathPrefix: string): boolean {
  if (lastPathPrefix(siteDir) === pathPrefix || !existsSync(path.join(siteDir, "public"))) {
    return false;
  }
  startFromScratch(siteDir);
  return true;
}

/** Once Gatsby has set up .cache/ for this build (onPreBootstrap). */
export function rememberPathPrefix(siteDir: string, pathPrefix: string): void {
  writeFileSync(marker(siteDir), pathPrefix);
}
