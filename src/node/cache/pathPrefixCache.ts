// Gatsby keeps what it made (image URLs among it) in .cache/ with the path prefix of the build that
// made it, and does not notice a new prefix: it hashes gatsby-config.ts, not the environment that
// file reads. npm start builds with none, npm test with /coaching-site, the deploy with its
// base_path (cached between runs), so a build whose prefix differs from the last one starts clean.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const marker = (siteDir: string) => path.join(siteDir, ".cache", "path-prefix.txt");

/** The path prefix of the last build in siteDir ("" for none, or when nothing was built). */
export const lastPathPrefix = (siteDir: string): string =>
  existsSync(marker(siteDir)) ? readFileSync(marker(siteDir), "utf8") : "";

/**
 * Before Gatsby checks its cache (onPreInit): deletes public/ when the last build had another
 * prefix, and Gatsby then deletes .cache/ itself. True when it did.
 */
export function forgetBuildWithOtherPrefix(siteDir: string, pathPrefix: string): boolean {
  const publicDir = path.join(siteDir, "public");
  if (lastPathPrefix(siteDir) === pathPrefix || !existsSync(publicDir)) return false;
  rmSync(publicDir, { recursive: true, force: true });
  return true;
}

/** Once Gatsby has set up .cache/ for this build (onPreBootstrap). */
export function rememberPathPrefix(siteDir: string, pathPrefix: string): void {
  writeFileSync(marker(siteDir), pathPrefix);
}
