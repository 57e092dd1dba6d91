import { graphql } from "gatsby";
import { LegalPageView } from "./LegalPageView";
import { Seo } from "./Seo";

export const query = graphql`
  fragment LegalPageContent on LegalPage {
    slug
    title
    description
    updated(formatString: "MMMM D, YYYY")
    isoUpdated: updated(formatString: "YYYY-MM-DD")
    markdown {
      html
    }
  }
`;

type LegalPageData = Queries.LegalPageContentFragment | null;

function requirePage(page: LegalPageData, file: string): Queries.LegalPageContentFragment {
  if (!page) throw new Error(`${file} did not load`);
  return page;
}

/** The body of /privacy-policy/ and /terms-of-service/, from content/pages/<slug>.md. */
export function LegalPage({ page, file }: { page: LegalPageData; file: string }) {
  const { title, description, updated, isoUpdated, markdown } = requirePage(page, file);
  return (
    <LegalPageView
      title={title}
      description={description}
      updated={updated}
      isoUpdated={isoUpdated}
      html={markdown.html ?? ""}
    />
  );
}

/** Head for a legal page. */
export function LegalPageHead({ page, file }: { page: LegalPageData; file: string }) {
  const { title, description, slug } = requirePage(page, file);
  return <Seo title={title} description={description} path={`/${slug}/`} />;
}
