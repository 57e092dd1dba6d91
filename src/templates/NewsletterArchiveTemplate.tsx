import { graphql, type HeadProps, type PageProps } from "gatsby";
import { NewsletterArchiveView, archivePageTitle } from "../components/NewsletterArchiveView";
import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import type { PublicationContext } from "../publication";
import { routes } from "../routes";
import { requireNode } from "../requireNode";

// One page of the archive, made by src/node/pages/createPages.ts: $skip and $limit say which
// issues, newest first; $lastDate what this build publishes (src/publication.ts); $topics the
// topics this build made pages for.
export const query = graphql`
  query NewsletterArchivePage($lastDate: Date!, $skip: Int!, $limit: Int!, $topics: [String!]!) {
    homeYaml {
      archivePage {
        title
        intro
      }
    }
    offerYaml {
      ...ClosingCta
    }
    allTopicsYaml(filter: { slug: { in: $topics } }) {
      nodes {
        name
        slug
      }
    }
    allNewsletterIssue(
      filter: { listedFrom: { lte: $lastDate } }
      sort: { date: DESC }
      skip: $skip
      limit: $limit
    ) {
      ...NewsletterListPage
    }
    startHere: allNewsletterIssue(
      filter: { featured: { eq: true }, listedFrom: { lte: $lastDate } }
      sort: { date: ASC }
      limit: 5
    ) {
      nodes {
        ...StartHere
      }
    }
    latest: allNewsletterIssue(
      filter: { listedFrom: { lte: $lastDate } }
      sort: { date: DESC }
      limit: 1
    ) {
      nodes {
        date: displayDate
      }
    }
  }
`;

function pageText(data: Queries.NewsletterArchivePageQuery) {
  return requireNode(data.homeYaml, "content/home.yaml").archivePage;
}

export default function NewsletterArchiveTemplate({
  data,
  pageContext,
}: PageProps<Queries.NewsletterArchivePageQuery, PublicationContext>) {
  const { signup, bookingUrl } = useSiteMetadata();
  const { title, intro } = pageText(data);
  const { totalCount, pageInfo, nodes } = data.allNewsletterIssue;
  return (
    <NewsletterArchiveView
      title={title}
      intro={intro}
      issues={nodes}
      total={totalCount}
      latestDate={data.latest.nodes[0]?.date}
      page={{ current: pageInfo.currentPage, count: pageInfo.pageCount }}
      signup={signup}
      closing={requireNode(data.offerYaml, "content/offer.yaml")}
      bookingUrl={bookingUrl}
      today={pageContext.today}
      startHere={data.startHere.nodes}
      topics={data.allTopicsYaml.nodes}
    />
  );
}

export function Head({ data }: HeadProps<Queries.NewsletterArchivePageQuery>) {
  const { title, intro } = pageText(data);
  const { currentPage, pageCount } = data.allNewsletterIssue.pageInfo;
  // The RSS <link rel="alternate"> is added by gatsby-plugin-feed (its `match` option in
  // src/node/feed/feed.ts) on the archive and every issue.
  return (
    <Seo
      title={archivePageTitle(title, { current: currentPage, count: pageCount })}
      description={intro}
      path={routes.newsletterArchivePage(currentPage)}
    />
  );
}
