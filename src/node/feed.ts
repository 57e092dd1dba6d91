// Options for gatsby-plugin-feed: the newsletter as RSS at /newsletter/rss.xml, newest first. An
// issue is in the feed exactly when this build made its page, so drafts and scheduled issues
// (src/publication.ts) are left out by the same decision that leaves out their pages.
import { routes } from "../routes";

export const NEWSLETTER_FEED_PATH = routes.newsletterFeed;
export const NEWSLETTER_FEED_TITLE = "The Craftwise Newsletter";

interface FeedSite {
  siteMetadata: { title: string; description: string; siteUrl: string };
}

export interface FeedQueryResult {
  site: FeedSite;
  allNewsletterIssue: {
    nodes: {
      slug: string;
      title: string;
      date: string;
      summary: string;
      topics?: { name: string }[] | null;
      markdown: { html: string | null };
    }[];
  };
  allSitePage: { nodes: { path: string }[] };
}

/**
 * Text for a field that feed readers render as HTML (an item's description): the coach's summary is
 * text, so `<` shows as `<` and nothing in it becomes markup.
 */
export const htmlText = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One RSS item per published issue, linking to its page (absolute URLs, as feed readers need). */
export const serializeNewsletterFeed =
  (pathPrefix: string) =>
  ({ query }: { query: FeedQueryResult }) => {
    const { siteUrl } = query.site.siteMetadata;
    const pages = new Set(query.allSitePage.nodes.map((page) => page.path));
    return query.allNewsletterIssue.nodes
      .filter((issue) => pages.has(routes.newsletterIssue(issue.slug)))
      .map((issue) => {
        const url = new URL(`${pathPrefix}${routes.newsletterIssue(issue.slug)}`, siteUrl).href;
        return {
          title: issue.title,
          description: htmlText(issue.summary),
          date: issue.date,
          url,
          guid: url,
          // One <category> per topic, by its name, as feed readers group items.
          categories: (issue.topics ?? []).map((topic) => topic.name),
          custom_elements: [{ "content:encoded": issue.markdown.html ?? "" }],
        };
      });
  };

/** Plugin options; `pathPrefix` is the site's (gatsby-config.ts), for the items' links. */
export const newsletterFeed = (pathPrefix: string) => ({
  query: `
    {
      site {
        siteMetadata {
          title
          description
          siteUrl
          site_url: siteUrl
        }
      }
    }
  `,
  feeds: [
    {
      serialize: serializeNewsletterFeed(pathPrefix),
      query: `
        {
          allNewsletterIssue(sort: { date: DESC }) {
            nodes {
              slug
              title
              date
              summary
              topics {
                name
              }
              markdown {
                html
              }
            }
          }
          allSitePage {
            nodes {
              path
            }
          }
        }
      `,
      output: NEWSLETTER_FEED_PATH,
      // The plugin links the feed from these pages' heads: the archive and every issue.
      match: "^/newsletter/",
      title: NEWSLETTER_FEED_TITLE,
    },
  ],
});
