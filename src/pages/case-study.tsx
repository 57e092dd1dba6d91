import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CaseStudyListView } from "../components/CaseStudyListView";
import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { routes } from "../routes";
import { requireNode } from "../requireNode";

// $lastDate: what this build publishes (src/publication.ts, via the page context).
export const query = graphql`
  query CaseStudyListPage($lastDate: Date!) {
    homeYaml {
      caseStudyPage {
        title
        intro
      }
    }
    offerYaml {
      ...ClosingCta
    }
    allCaseStudy(filter: { listedFrom: { lte: $lastDate } }, sort: { order: ASC }) {
      nodes {
        id
        ...CaseStudyCard
      }
    }
  }
`;

function pageText(data: Queries.CaseStudyListPageQuery) {
  return requireNode(data.homeYaml, "content/home.yaml").caseStudyPage;
}

export default function CaseStudyPage({ data }: PageProps<Queries.CaseStudyListPageQuery>) {
  const { bookingUrl } = useSiteMetadata();
  const { title, intro } = pageText(data);
  return (
    <CaseStudyListView
      title={title}
      intro={intro}
      studies={data.allCaseStudy.nodes}
      closing={requireNode(data.offerYaml, "content/offer.yaml")}
      bookingUrl={bookingUrl}
    />
  );
}

export function Head({ data }: HeadProps<Queries.CaseStudyListPageQuery>) {
  const { title, intro } = pageText(data);
  return <Seo title={title} description={intro} path={routes.caseStudies} />;
}
