// Options for gatsby-plugin-feed: the newsletter as RSS at /newsletter/rss.xml, newest first. An
// issue is in the feed exactly when this build made its page, so drafts and scheduled issues
// (src/publication.ts) are left out by the same decision that leaves out their pages. Each item's
// content:encoded is the issue made ready for e-mail (emailHtml.ts), ending with a link to its page
// and the site's closing call to action (unless the issue's front matter turns it off), so an
// RSS-to-email service can send it as it is; its media:content is the issue's social card
// (Mailchimp's item image).
import path from "node:path";
import { routes, SOCIAL_CARD, socialCardPath } from "../../routes";
import { SCHEDULE_A_CALL } from "../../callToAction";
import { BuildMemo, codeFingerprint } from "../cache/buildMemo";
import { gatsbyCacheDir } from "../gatsbyOutput";
import { formatProblems, type ContentProblem } from "../contentFiles/contentProblems";
import { emailHtml, EmailHtmlError, escapeText, type EmailContext } from "./emailHtml";

const NEWSLETTER_FEED_PATH = routes.newsletterFeed;
const NEWSLETTER_FEED_TITLE = "The Craftwise Newsletter";
/** Media RSS, for an item's image (media:content). */
const MEDIA_NAMESPACE = "http://search.yahoo.com/mrss/";

interface FeedSite {
  siteMetadata: { title: string; description: string; siteUrl: string };
}

export interface FeedQueryResult {
  /** The channel's query and the feed's, merged (gatsby-plugin-feed merges them deeply). */
  site: { siteMetadata: FeedSite["siteMetadata"] & { bookingUrl: string } };
  allNewsletterIssue: {
    nodes: {
      slug: string;
      title: string;
      date: string;
      summary: string;
      topics?: { name: string }[] | null;
      /** The front matter's `hideEmailCallToAction`: the e-mail ends without the call to action. */
      hideEmailCallToAction: boolean;
      markdown: { html: string | null; fileAbsolutePath: string };
    }[];
  };
  allSitePage: { nodes: { path: string }[] };
  /** The closing call to action's words (content/offer.yaml), as the site's pages end with it. */
  offerYaml: { introCall: string; closing: { title: string; text: string } };
}

/**
 * Text for a field that feed readers and services render as HTML (every text field: an item's
 * title, description and categories, the channel's title and description): what the coach wrote
 * is text, so `<` shows as `<`, nothing becomes markup, and no template code reaches a service.
 * References, not raw characters: rss-parser hands the field on as written (the CDATA's text)
 * and a service (Mailchimp's `*|RSSITEM:TITLE|*`) places it in its HTML as it is, so only a
 * reference keeps both from reading `{{` or `*|`.
 */
const htmlText = escapeText;

/**
 * Where a build keeps each issue's e-mail HTML for the next (in Gatsby's cache folder, which
 * `gatsby clean` empties): making it costs tens of milliseconds an issue, which a thousand-issue
 * archive would pay on every build (docs/performance.md, "Builds that grow with the archive").
 */
const EMAIL_HTML_MEMO = path.join(gatsbyCacheDir(""), "email-html.json");

/**
 * One RSS item per published issue, linking to its page (absolute URLs, as feed readers need), with
 * the issue ready for e-mail and its social card (drawn after the build, socialCards.ts) as image.
 * With `memoFile`, an issue whose HTML, address and the build's code are unchanged since the last
 * build keeps the e-mail HTML that build made (buildMemo.ts).
 */
export const serializeNewsletterFeed =
  (pathPrefix: string, memoFile?: string) =>
  ({ query }: { query: FeedQueryResult }) => {
    const { siteUrl, bookingUrl } = query.site.siteMetadata;
    const { closing, introCall } = query.offerYaml;
    const callToAction = {
      title: closing.title,
      text: closing.text,
      label: SCHEDULE_A_CALL,
      url: bookingUrl,
      note: introCall,
    };
    const problems: ContentProblem[] = [];
    const pages = new Set(query.allSitePage.nodes.map((page) => page.path));
    const memo =
      memoFile === undefined
        ? undefined
        : new BuildMemo<string>(memoFile, codeFingerprint(process.cwd()));
    const forEmail = (html: string, context: EmailContext): string =>
      memo
        ? memo.get(JSON.stringify([html, context]), () => emailHtml(html, context))
        : emailHtml(html, context);
    const items = query.allNewsletterIssue.nodes
      .filter((issue) => pages.has(routes.newsletterIssue(issue.slug)))
      .map((issue) => {
        const page = routes.newsletterIssue(issue.slug);
        const url = new URL(`${pathPrefix}${page}`, siteUrl).href;
        const card = new URL(`${pathPrefix}${socialCardPath(page)}`, siteUrl).href;
        const context: EmailContext = {
          siteUrl,
          pathPrefix,
          pageUrl: url,
          campaign: issue.slug,
          ...(issue.hideEmailCallToAction ? {} : { callToAction }),
        };
        let encoded = "";
        try {
          encoded = forEmail(issue.markdown.html ?? "", context);
        } catch (error) {
          if (!(error instanceof EmailHtmlError)) throw error;
          const file = path.relative(process.cwd(), issue.markdown.fileAbsolutePath);
          problems.push({
            file: file.split(path.sep).join("/"),
            field: "",
            message: error.message,
          });
        }
        return {
          title: htmlText(issue.title),
          description: htmlText(issue.summary),
          date: issue.date,
          url,
          guid: url,
          // One <category> per topic, by its name (text, as readers may render it as HTML), as
          // feed readers group items.
          categories: (issue.topics ?? []).map((topic) => htmlText(topic.name)),
          custom_elements: [
            { "content:encoded": encoded },
            {
              "media:content": {
                _attr: {
                  url: card,
                  medium: "image",
                  type: "image/png",
                  width: SOCIAL_CARD.width,
                  height: SOCIAL_CARD.height,
                },
              },
            },
          ],
        };
      });
    if (problems.length > 0) throw new Error(formatProblems(problems, "the feed was not written"));
    memo?.save();
    return items;
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
      serialize: serializeNewsletterFeed(pathPrefix, EMAIL_HTML_MEMO),
      query: `
        {
          site {
            siteMetadata {
              bookingUrl
            }
          }
          allNewsletterIssue(sort: { date: DESC }) {
            nodes {
              slug
              title
              date
              summary
              topics {
                name
              }
              hideEmailCallToAction
              markdown {
                html
                fileAbsolutePath
              }
            }
          }
          allSitePage {
            nodes {
              path
            }
          }
          offerYaml {
            introCall
            closing {
              title
              text
            }
          }
        }
      `,
      output: NEWSLETTER_FEED_PATH,
      // The plugin links the feed from these pages' heads: the archive and every issue.
      match: "^/newsletter/",
      title: NEWSLETTER_FEED_TITLE,
      // Declares the media: prefix of the items' media:content (passed on to the rss package).
      custom_namespaces: { media: MEDIA_NAMESPACE },
    },
  ],
});
