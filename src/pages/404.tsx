import { graphql, type HeadFC, type PageProps } from "gatsby";
import { NotFoundView } from "../components/NotFoundView";
import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { requireNode } from "../requireNode";
import { routes } from "../routes";

const TITLE = "Page not found";

// $lastDate: what this build publishes (src/publication.ts, via the page context).
export const query = graphql`
  query NotFoundPage($lastDate: Date!) {
    allNewsletterIssue(filter: { listedFrom: { lte: $lastDate } }, sort: { date: DESC }, limit: 3) {
      nodes {
        id
        slug
        title
        date: displayDate
        isoDate: date(formatString: "YYYY-MM-DD")
      }
    }
    allCaseStudy(filter: { listedFrom: { lte: $lastDate } }, sort: { order: ASC }) {
      nodes {
        id
        slug
        title
        client
      }
    }
    offerYaml {
      ...ClosingCta
    }
  }
`;

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const { bookingUrl } = useSiteMetadata();
  return (
    <NotFoundView
      issues={data.allNewsletterIssue.nodes}
      studies={data.allCaseStudy.nodes}
      closing={requireNode(data.offerYaml, "content/offer.yaml")}
      bookingUrl={bookingUrl}
    />
  );
}

export const Head: HeadFC = () => (
  <Seo title={TITLE} description="This page does not exist." path={routes.notFound}>
    <meta name="robots" content="noindex" />
  </Seo>
);
