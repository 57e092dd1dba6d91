// gatsby-plugin-feed's options: the newsletter as RSS, newest first, exactly the issues this build
// made pages for; each item's content:encoded is the issue ready for e-mail (emailHtml.ts), so an
// RSS-to-email service can send it as it is.
import path from "node:path";
import { routes, SOCIAL_CARD, socialCardPath } from "../../routes";
import { SCHEDULE_A_CALL } from "../../callToAction";
import { BuildMemo, codeFingerprint } from "../cache/buildMemo";
import { gatsbyCacheDir } from "../gatsbyOutput";
import { formatProblems, type ContentProblem } from "../contentFiles/contentProblems";
import { emailHtml, EmailHtmlError, escapeText, type EmailContext } from "./emailHtml";

interface FeedSite {
  siteMetadata: { title: string; description: string; siteUrl: string };
}

export interface FeedQueryResult {
  /** The channel's query and the feed's, merged deeply by gatsby-plugin-feed. */
  site: { siteMetadata: FeedSite["siteMetadata"] & { bookingUrl: string } };
  allNewsletterIssue: {
    nodes: {
      slug: string;
      title: string;
      date: string;
      summary: string;
      topics?: { name: string }[] | null;
      hideEmailCallToAction: boolean;
      markdown: { html: string | null; fileAbsolutePath: string };
    }[];
  };
  allSitePage: { nodes: { path: string }[] };
  offerYaml: { introCall: string; closing: { title: string; text: string } };
}

/** Each issue's e-mail HTML kept for the next build: tens of ms an issue (docs/performance.md). */
const EMAIL_HTML_MEMO = path.join(gatsbyCacheDir(""), "email-html.json");

/**
 * One RSS item per published issue with absolute links, e-mail-ready HTML and its social card;
 * with `memoFile`, unchanged issues keep last build's e-mail HTML (buildMemo.ts).
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
        // Fields readers and services render as HTML, as references: services place them as
        // written, so only a reference keeps them from reading `{{` or `*|`.
        return {
          title: escapeText(issue.title),
          description: escapeText(issue.summary),
          date: issue.date,
          url,
          guid: url,
          // One <category> per topic, as feed readers group items.
          categories: (issue.topics ?? []).map((topic) => escapeText(topic.name)),
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

/** The channel as gatsby-plugin-feed's default makes it, with its title and description as text. */
export const feedChannel = ({ query, ...options }: FeedLocals) => ({
  ...query.site.siteMetadata,
  ...options,
  title: escapeText(options.title),
  description: escapeText(query.site.siteMetadata.description),
});

/** `pathPrefix` is the site's (gatsby-config.ts), for the items' links. */
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
      output: routes.newsletterFeed,
      // The plugin links the feed from these pages' heads: the archive and every issue.
      match: "^/newsletter/",
      title: "The Craftwise Newsletter",
      // Media RSS, for an item's image (media:content).
      custom_namespaces: { media: "http://search.yahoo.com/mrss/" },
    },
  ],
});
