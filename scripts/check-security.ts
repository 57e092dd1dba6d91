// npm run check:security: the security checks over the production build in public/ (build it
// first, e.g. npm run build:test). Every page: the CSP meta first in <head>, every inline script
// covered by a hash, nothing unsafe in script-src, the referrer policy, no inline handlers, no
// subresource from another site. Every published file: no plain-http URL (exemptions listed in
// src/node/outputChecks.ts), no source map, no secret from this environment. And every link to the
// booking or subscription page is counted by analytics (src/node/conversionLinks.ts).
// Usage: npx tsx scripts/check-security.ts [publicDir]
import { promises as fs } from "node:fs";
import path from "node:path";
import config from "../gatsby-config";
import type { SiteMetadata } from "../src/config/siteMetadata";
import { checkPageSecurity, listPageFiles } from "../src/node/csp";
import { conversionLinkProblems } from "../src/node/conversionLinks";
import {
  TEXT_EXTENSIONS,
  insecureUrls,
  secretEnvValues,
  secretsIn,
  sourceMapProblems,
} from "../src/node/outputChecks";

async function main(): Promise<number> {
  const publicDir = path.resolve(process.argv[2] ?? "public");
  const problems: string[] = [];
  const report = (file: string, message: string) =>
    problems.push(`${path.relative(publicDir, file)}: ${message}`);

  const pages = await listPageFiles(publicDir).catch(() => []);
  if (pages.length === 0) {
    console.error(`No pages in ${publicDir}: build the site first (npm run build:test).`);
    return 1;
  }
  const conversionUrls = config.siteMetadata as SiteMetadata;
  for (const file of pages) {
    const html = await fs.readFile(file, "utf8");
    for (const problem of checkPageSecurity(html)) report(file, problem);
    for (const problem of conversionLinkProblems(html, conversionUrls)) report(file, problem);
  }

  const secrets = secretEnvValues(process.env);
  const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    const isText = TEXT_EXTENSIONS.has(path.extname(entry.name).toLowerCase());
    const text = isText ? await fs.readFile(file, "utf8") : undefined;
    for (const problem of sourceMapProblems(entry.name, text)) report(file, problem);
    if (text === undefined) continue;
    for (const url of insecureUrls(text)) report(file, `plain-http URL ${url}`);
    for (const secret of secretsIn(text, secrets)) report(file, `secret published: ${secret}`);
  }

  if (problems.length > 0) {
    console.error(`Security check failed (${problems.length}):\n  ${problems.join("\n  ")}`);
    return 1;
  }
  console.log(
    `Security check passed: ${pages.length} pages, ${files.length} files, ` +
      `${secrets.length} secret-named environment variables searched for.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
