import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby";
import { NewsletterArchiveView } from "../../components/NewsletterArchiveView";
import { Seo } from "../../components/Seo";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { NEWSLETTER_FEED_PATH, NEWSLETTER_FEED_TITLE } from "../../config/feed";

export const query = graphql`
  query NewsletterArchivePage {
    homeYaml {
      archivePage {
        title
        intro
      }
    }
    allNewsletterIssue(sort: { date: DESC }) {
      nodes {
        id
        ...NewsletterListItem
      }
    }
  }
`;

function pageText(data: Queries.NewsletterArchivePageQuery) {
  if (!data.homeYaml) throw new Error("content/home.yaml did not load");
  return data.homeYaml.archivePage;
}

export default function NewsletterArchivePage({
  data,
}: PageProps<Queries.NewsletterArchivePageQuery>) {
  const { newsletterSubscribeUrl } = useSiteMetadata();
  const { title, intro } = pageText(data);
  return (
    <NewsletterArchiveView
      title={title}
      intro={intro}
      issues={data.allNewsletterIssue.nodes}
      subscribeUrl={newsletterSubscribeUrl}
    />
  );
}

export function Head({ data }: HeadProps<Queries.NewsletterArchivePageQuery>) {
  const { title, intro } = pageText(data);
  return (
    <Seo title={title} description={intro} path="/newsletter/archive/">
      <link
        rel="alternate"
        type="application/rss+xml"
        title={NEWSLETTER_FEED_TITLE}
        href={withPrefix(NEWSLETTER_FEED_PATH)}
      />
    </Seo>
  );
}
