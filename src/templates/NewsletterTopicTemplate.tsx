import { graphql, type HeadProps, type PageProps } from "gatsby";
import { NewsletterTopicView } from "../components/NewsletterTopicView";
import { archivePageTitle } from "../components/NewsletterArchiveView";
import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import type { PublicationContext } from "../publication";
import { routes } from "../routes";
import { requireNode } from "../requireNode";

// One page of a topic, made by src/node/pages/createPages.ts for each topic this build's issues
// carry: $topic is its slug, $skip and $limit which of its issues, newest first; $lastDate what
// this build publishes (src/publication.ts).
export const query = graphql`
  query NewsletterTopicPage($topic: String!, $lastDate: Date!, $skip: Int!, $limit: Int!) {
    topicsYaml(slug: { eq: $topic }) {
      name
      slug
      description
    }
    offerYaml {
      ...ClosingCta
    }
    allNewsletterIssue(
      filter: { listedFrom: { lte: $lastDate }, topics: { elemMatch: { slug: { eq: $topic } } } }
      sort: { date: DESC }
      skip: $skip
      limit: $limit
    ) {
      ...NewsletterListPage
    }
  }
`;

const topicOf = (data: Queries.NewsletterTopicPageQuery) =>
  requireNode(data.topicsYaml, "A topic from content/topics.yaml");

export default function NewsletterTopicTemplate({
  data,
  pageContext,
}: PageProps<Queries.NewsletterTopicPageQuery, PublicationContext>) {
  const { signup, bookingUrl } = useSiteMetadata();
  const { totalCount, pageInfo, nodes } = data.allNewsletterIssue;
  return (
    <NewsletterTopicView
      topic={topicOf(data)}
      issues={nodes}
      total={totalCount}
      page={{ current: pageInfo.currentPage, count: pageInfo.pageCount }}
      signup={signup}
      closing={requireNode(data.offerYaml, "content/offer.yaml")}
      bookingUrl={bookingUrl}
      today={pageContext.today}
    />
  );
}

export function Head({ data }: HeadProps<Queries.NewsletterTopicPageQuery>) {
  const topic = topicOf(data);
  const { currentPage, pageCount } = data.allNewsletterIssue.pageInfo;
  // Its own title, description, canonical address and social card (drawn from these tags).
  return (
    <Seo
      title={archivePageTitle(`${topic.name}: newsletter issues`, {
        current: currentPage,
        count: pageCount,
      })}
      description={topic.description}
      path={routes.newsletterTopic(topic.slug, currentPage)}
    />
  );
}
