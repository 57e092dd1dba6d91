import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { ThankYouView } from "../components/ThankYouView";
import { requireNode } from "../requireNode";
import { routes } from "../routes";

// The newsletter provider's redirect after a confirmed subscription (README, "After a booking and
// a subscription"). Analytics counts newsletter_subscribed here once per landing
// (src/analytics/pageViews.ts).
export const query = graphql`
  query SubscribedPage {
    thankYouYaml {
      subscribed {
        title
        intro
        nextSteps
      }
    }
  }
`;

export default function SubscribedPage({ data }: PageProps<Queries.SubscribedPageQuery>) {
  const { subscribed } = requireNode(data.thankYouYaml, "content/thank-you.yaml");
  return (
    <ThankYouView
      content={subscribed}
      next={{ to: routes.newsletterArchive, label: "Read past issues" }}
    />
  );
}

export const Head: HeadFC<Queries.SubscribedPageQuery> = ({ data }) => {
  const { subscribed } = requireNode(data.thankYouYaml, "content/thank-you.yaml");
  return (
    <Seo title={subscribed.title} description={subscribed.intro} path={routes.subscribed}>
      <meta name="robots" content="noindex" />
    </Seo>
  );
};
