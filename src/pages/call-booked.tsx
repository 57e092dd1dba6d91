import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { ThankYouView } from "../components/ThankYouView";
import { requireNode } from "../requireNode";
import { routes } from "../routes";

// The booking page's redirect after a booked call (README, "After a booking and a subscription").
// Analytics counts booking_completed here once per landing (src/analytics/pageViews.ts).
export const query = graphql`
  query CallBookedPage {
    thankYouYaml {
      callBooked {
        title
        intro
        nextSteps
      }
    }
  }
`;

export default function CallBookedPage({ data }: PageProps<Queries.CallBookedPageQuery>) {
  const { callBooked } = requireNode(data.thankYouYaml, "content/thank-you.yaml");
  return (
    <ThankYouView
      content={callBooked}
      next={{ to: routes.newsletterArchive, label: "Read the newsletter" }}
    />
  );
}

export const Head: HeadFC<Queries.CallBookedPageQuery> = ({ data }) => {
  const { callBooked } = requireNode(data.thankYouYaml, "content/thank-you.yaml");
  return (
    <Seo title={callBooked.title} description={callBooked.intro} path={routes.callBooked}>
      <meta name="robots" content="noindex" />
    </Seo>
  );
};
