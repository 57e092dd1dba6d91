import { graphql, type HeadProps, type PageProps } from "gatsby";
import { LegalPage, LegalPageHead } from "../components/LegalPage";

const FILE = "content/pages/terms-of-service.md";

export const query = graphql`
  query TermsOfServicePage {
    legalPage(slug: { eq: "terms-of-service" }) {
      ...LegalPageContent
    }
  }
`;

export default function TermsOfServicePage({ data }: PageProps<Queries.TermsOfServicePageQuery>) {
  return <LegalPage page={data.legalPage} file={FILE} />;
}

export function Head({ data }: HeadProps<Queries.TermsOfServicePageQuery>) {
  return <LegalPageHead page={data.legalPage} file={FILE} />;
}
