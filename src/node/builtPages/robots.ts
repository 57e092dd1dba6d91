// robots.txt, written after the build from siteUrl and the path prefix (both set in
// gatsby-config.ts), so the sitemap address in it is always the one the sitemap plugin wrote.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BuildArgs } from "gatsby";

const SITEMAP_FILE = "sitemap-index.xml";

export function robotsTxt(siteUrl: string, pathPrefix: string): string {
  const sitemap = new URL(`${pathPrefix}/${SITEMAP_FILE}`, siteUrl).href;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

interface RobotsQuery {
  site: { siteMetadata: { siteUrl: string } };
}

export async function writeRobotsTxt({ graphql, pathPrefix, reporter }: BuildArgs): Promise<void> {
  const result = await graphql<RobotsQuery>(`
    query Robots {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read siteUrl for robots.txt", result.errors);
    return;
  }
  writeFileSync(
    join("public", "robots.txt"),
    robotsTxt(result.data.site.siteMetadata.siteUrl, pathPrefix),
  );
}
