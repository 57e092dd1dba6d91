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
      markdown: { html: string | null };
    }[];
  };
  allSitePage: { nodes: { path: string }[] };
}

/**
 * Text for a field that feed readers may render as HTML (every text field: an item's title and
 * description, the channel's): what the coach wrote is text, so `<` shows as `<` and nothing in it
 * becomes markup. The feed writes titles as CDATA, which a reader hands on as it is.
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
          title: htmlText(issue.title),
          description: htmlText(issue.summary),
          date: issue.date,
          url,
          guid: url,
          custom_elements: [{ "content:encoded": issue.markdown.html ?? "" }],
        };
      });
  };

interface FeedLocals {
  query: { site: FeedSite };
  title: string;
  [option: string]: unknown;
}

/**
 * The channel as gatsby-plugin-feed's default setup makes it (the site's metadata, then the feed's
 * options), with its title and description as text.
 */
export const feedChannel = ({ query, ...options }: FeedLocals) => ({
  ...query.site.siteMetadata,
  ...options,
  title: htmlText(options.title),
  description: htmlText(query.site.siteMetadata.description),
});

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
  setup: feedChannel,
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
