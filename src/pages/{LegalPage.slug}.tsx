// One page per file in content/pages/ (the privacy policy, the terms of service), at /<slug>/:
// Gatsby's File System Route API makes them from the LegalPage nodes.
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { LegalPageView } from "../components/LegalPageView";
import { Seo } from "../components/Seo";
import { routes } from "../routes";
import { requireNode } from "../requireNode";

export const query = graphql`
  query LegalPage($id: String!) {
    legalPage(id: { eq: $id }) {
      slug
      title
      description
      updated: displayUpdated
      isoUpdated: updated(formatString: "YYYY-MM-DD")
      markdown {
        html
      }
    }
  }
`;

const requirePage = (data: Queries.LegalPageQuery) =>
  requireNode(data.legalPage, "A page from content/pages/");

export default function LegalPage({ data }: PageProps<Queries.LegalPageQuery>) {
  return <LegalPageView page={requirePage(data)} />;
}

export function Head({ data }: HeadProps<Queries.LegalPageQuery>) {
  const { title, description, slug } = requirePage(data);
  return <Seo title={title} description={description} path={routes.legalPage(slug)} />;
}
