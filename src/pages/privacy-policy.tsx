import { graphql, type HeadProps, type PageProps } from "gatsby";
import { LegalPage, LegalPageHead } from "../components/LegalPage";

const FILE = "content/pages/privacy-policy.md";

export const query = graphql`
  query PrivacyPolicyPage {
    legalPage(slug: { eq: "privacy-policy" }) {
      ...LegalPageContent
    }
  }
`;

export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  return <LegalPage page={data.legalPage} file={FILE} />;
}

export function Head({ data }: HeadProps<Queries.PrivacyPolicyPageQuery>) {
  return <LegalPageHead page={data.legalPage} file={FILE} />;
}
