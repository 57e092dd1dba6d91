// Feed readers and sending services refuse a feed that is not well-formed XML whole: one issue
// would stop every issue going out. The content checks refuse what would break it at the source;
// this reads the feed gatsby-plugin-feed wrote with a strict XML 1.0 parser and stops the build,
// naming the issue, if anything got past them.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { SaxesParser } from "saxes";
import { routes } from "../../routes";
import { formatProblems } from "../contentFiles/contentProblems";

/** The first error a strict parser finds in `xml`, and the link of the item it is in. */
export function feedXmlProblem(xml: string): { message: string; link?: string } | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let found: { message: string; at: number } | undefined;
  parser.on("error", (error) => {
    found ??= { message: error.message, at: parser.position };
  });
  parser.write(xml).close();
  if (!found) return undefined;
  const item = xml.lastIndexOf("<item>", found.at);
  const inItem = item >= 0 && item > xml.lastIndexOf("</item>", found.at);
  const link = inItem ? /<link>([^<]*)<\/link>/.exec(xml.slice(item))?.[1] : undefined;
  return { message: found.message, ...(link ? { link } : {}) };
}

/** Stops the build if the feed in `publicDir` is not well-formed, naming the issue's file. */
export async function checkFeed(
  { graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">,
  siteDir: string,
): Promise<void> {
  const feed = path.join("public", routes.newsletterFeed);
  const problem = feedXmlProblem(readFileSync(path.join(siteDir, feed), "utf8"));
  if (!problem) return;
  const { data } = await graphql<{
    allNewsletterIssue: { nodes: { slug: string; markdown: { fileAbsolutePath: string } }[] };
  }>(`
    {
      allNewsletterIssue {
        nodes {
          slug
          markdown {
            fileAbsolutePath
          }
        }
      }
    }
  `);
  const issue = data?.allNewsletterIssue.nodes.find(({ slug }) =>
    problem.link?.endsWith(routes.newsletterIssue(slug)),
  );
  const file = issue
    ? path.relative(siteDir, issue.markdown.fileAbsolutePath).split(path.sep).join("/")
    : feed;
  const message = `makes the newsletter feed (${feed}) not well-formed XML (${problem.message}): feed readers and sending services would refuse all of it`;
  reporter.panicOnBuild(formatProblems([{ file, field: "", message }], "the feed is broken"));
}
