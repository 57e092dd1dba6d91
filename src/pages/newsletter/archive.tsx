import { graphql, type HeadProps, type PageProps } from "gatsby";
import { NewsletterArchiveView } from "../../components/NewsletterArchiveView";
import { Seo } from "../../components/Seo";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import type { PublicationContext } from "../../publication";
import { routes } from "../../routes";
import { requireNode } from "../../requireNode";

// $draftValues and $lastDate: what this build publishes (src/publication.ts, via the page context).
export const query = graphql`
  query NewsletterArchivePage($draftValues: [Boolean!]!, $lastDate: Date!) {
    homeYaml {
      archivePage {
        title
        intro
      }
    }
    offerYaml {
      ...ClosingCta
    }
    allNewsletterIssue(
      filter: { draft: { in: $draftValues }, date: { lte: $lastDate } }
      sort: { date: DESC }
    ) {
      nodes {
        id
        ...NewsletterListItem
      }
    }
  }
`;

function pageText(data: Queries.NewsletterArchivePageQuery) {
  return requireNode(data.homeYaml, "content/home.yaml").archivePage;
}

export default function NewsletterArchivePage({
  data,
  pageContext,
}: PageProps<Queries.NewsletterArchivePageQuery, PublicationContext>) {
  const { newsletterSubscribeUrl, bookingUrl } = useSiteMetadata();
  const { title, intro } = pageText(data);
  return (
    <NewsletterArchiveView
      title={title}
      intro={intro}
      issues={data.allNewsletterIssue.nodes}
      subscribeUrl={newsletterSubscribeUrl}
      closing={requireNode(data.offerYaml, "content/offer.yaml")}
      bookingUrl={bookingUrl}
      today={pageContext.today}
    />
  );
}

export function Head({ data }: HeadProps<Queries.NewsletterArchivePageQuery>) {
  const { title, intro } = pageText(data);
  // The RSS <link rel="alternate"> is added by gatsby-plugin-feed (its `match` option in
  // src/node/feed.ts) on the archive and every issue.
  return <Seo title={title} description={intro} path={routes.newsletterArchive} />;
}
