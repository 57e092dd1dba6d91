import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CaseStudyListView } from "../components/CaseStudyListView";
import { Seo } from "../components/Seo";

export const query = graphql`
  query CaseStudyListPage {
    homeYaml {
      caseStudyPage {
        title
        intro
      }
    }
    allCaseStudy(sort: { order: ASC }) {
      nodes {
        id
        ...CaseStudyCard
      }
    }
  }
`;

function pageText(data: Queries.CaseStudyListPageQuery) {
  if (!data.homeYaml) throw new Error("content/home.yaml did not load");
  return data.homeYaml.caseStudyPage;
}

export default function CaseStudyPage({ data }: PageProps<Queries.CaseStudyListPageQuery>) {
  const { title, intro } = pageText(data);
  return <CaseStudyListView title={title} intro={intro} studies={data.allCaseStudy.nodes} />;
}

export function Head({ data }: HeadProps<Queries.CaseStudyListPageQuery>) {
  const { title, intro } = pageText(data);
  return <Seo title={title} description={intro} path="/case-study/" />;
}
