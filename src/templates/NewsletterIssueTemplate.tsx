import { graphql, type HeadProps, type PageProps } from "gatsby";
import { JsonLd } from "../components/JsonLd";
import { NewsletterIssueView } from "../components/NewsletterIssueView";
import { Seo, absoluteUrl } from "../components/Seo";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { routes, socialCardPath } from "../routes";
import { article } from "../seo/structuredData";
import { publicationStatus, type PublicationContext } from "../publication";
import { requireNode } from "../requireNode";

// $previousId / $nextId are "" at either end of the archive, $readNextIds the issues chosen to read
// next, in order (see src/node/pages/createPages.ts); the page context also carries `today`, to
// mark a draft or scheduled issue in `gatsby develop`.
export const query = graphql`
  query NewsletterIssuePage(
    $id: String!
    $previousId: String!
    $nextId: String!
    $readNextIds: [String!]!
  ) {
    issue: newsletterIssue(id: { eq: $id }) {
      ...NewsletterListItem
      markdown {
        html
      }
    }
    readNext: allNewsletterIssue(filter: { id: { in: $readNextIds } }) {
      nodes {
        id
        ...NewsletterListItem
      }
    }
    previous: newsletterIssue(id: { eq: $previousId }) {
      slug
      title
    }
    next: newsletterIssue(id: { eq: $nextId }) {
      slug
      title
    }
    homeYaml {
      newsletter {
        title
      }
      coach {
        name
        role
        portrait {
          childImageSharp {
            gatsbyImageData(width: 40, height: 40, layout: FIXED)
          }
        }
      }
    }
    offerYaml {
      ...ClosingCta
    }
  }
`;

/** Items in the order of `ids` (a filter by id returns them in its own order). */
function inOrderOf<T extends { id: string }>(ids: readonly string[], items: readonly T[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function requireData(data: Queries.NewsletterIssuePageQuery) {
  return {
    issue: requireNode(data.issue, "A newsletter issue's data"),
    home: requireNode(data.homeYaml, "content/home.yaml"),
    offer: requireNode(data.offerYaml, "content/offer.yaml"),
  };
}

export default function NewsletterIssueTemplate({
  data,
  pageContext,
}: PageProps<
  Queries.NewsletterIssuePageQuery,
  PublicationContext & { portraitIsPlaceholder?: boolean; readNextIds: string[] }
>) {
  const { signup, bookingUrl } = useSiteMetadata();
  const { issue, home, offer } = requireData(data);
  return (
    <NewsletterIssueView
      issue={{ ...issue, html: issue.markdown.html ?? "" }}
      readNext={inOrderOf(pageContext.readNextIds, data.readNext.nodes)}
      today={pageContext.today}
      status={publicationStatus(issue, pageContext.today)}
      previous={data.previous}
      next={data.next}
      newsletterTitle={home.newsletter.title}
      signup={signup}
      closing={offer}
      bookingUrl={bookingUrl}
      author={{
        name: home.coach.name,
        role: home.coach.role,
        portrait: pageContext.portraitIsPlaceholder
          ? undefined
          : home.coach.portrait?.childImageSharp?.gatsbyImageData,
      }}
    />
  );
}

export function Head({ data }: HeadProps<Queries.NewsletterIssuePageQuery>) {
  const site = useSiteMetadata();
  const { issue, home } = requireData(data);
  const path = routes.newsletterIssue(issue.slug);
  return (
    <Seo
      title={issue.title}
      description={issue.summary}
      path={path}
      type="article"
      section="Newsletter"
    >
      <meta property="article:published_time" content={issue.isoDate} />
      <JsonLd
        data={article({
          headline: issue.title,
          description: issue.summary,
          url: absoluteUrl(path, site.siteUrl),
          datePublished: issue.isoDate,
          image: absoluteUrl(socialCardPath(path), site.siteUrl),
          authorName: home.coach.name,
          publisherName: site.title,
          publisherUrl: absoluteUrl(routes.home, site.siteUrl),
        })}
      />
    </Seo>
  );
}
