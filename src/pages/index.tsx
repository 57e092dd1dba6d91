import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HomeView } from "../components/HomeView";
import { JsonLd } from "../components/JsonLd";
import { Seo, SOCIAL_IMAGE, absoluteUrl } from "../components/Seo";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { professionalService } from "../seo/structuredData";
import type { PublicationContext } from "../publication";
import { routes } from "../routes";

// $draftValues and $lastDate: what this build publishes (src/publication.ts, via the page context).
export const query = graphql`
  query HomePage($draftValues: [Boolean!]!, $lastDate: Date!) {
    homeYaml {
      ...HomeContent
    }
    allTestimonialsYaml {
      nodes {
        id
        ...TestimonialCard
      }
    }
    allCaseStudy(filter: { draft: { in: $draftValues } }, sort: { order: ASC }, limit: 1) {
      nodes {
        ...CaseStudyCard
      }
    }
    allNewsletterIssue(
      filter: { draft: { in: $draftValues }, date: { lte: $lastDate } }
      sort: { date: DESC }
      limit: 3
    ) {
      nodes {
        id
        ...NewsletterListItem
      }
    }
  }
`;

/** Single-node queries are nullable in GraphQL; content/home.yaml is checked before the build. */
function requireHome(home: Queries.HomePageQuery["homeYaml"]) {
  if (!home) throw new Error("content/home.yaml did not load");
  return home;
}

export default function HomePage({
  data,
  pageContext,
}: PageProps<Queries.HomePageQuery, PublicationContext>) {
  const { tagline, bookingUrl, newsletterSubscribeUrl } = useSiteMetadata();
  return (
    <HomeView
      tagline={tagline}
      bookingUrl={bookingUrl}
      newsletterSubscribeUrl={newsletterSubscribeUrl}
      home={requireHome(data.homeYaml)}
      testimonials={data.allTestimonialsYaml.nodes}
      featuredStudy={data.allCaseStudy.nodes[0]}
      latestIssues={data.allNewsletterIssue.nodes}
      today={pageContext.today}
    />
  );
}

export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  const site = useSiteMetadata();
  const { coach } = requireHome(data.homeYaml);
  const portrait = coach.portrait.childImageSharp?.gatsbyImageData.images.fallback?.src;
  const business = professionalService({
    name: site.title,
    description: site.description,
    url: absoluteUrl(routes.home, site.siteUrl),
    email: site.email,
    location: site.location,
    image: absoluteUrl(SOCIAL_IMAGE.path, site.siteUrl),
    sameAs: [site.social.linkedin, site.social.github, site.social.x],
    coach: {
      name: coach.name,
      description: coach.bio,
      // The image src already carries the path prefix: resolve it against the site's origin only.
      image: portrait
        ? new URL(portrait, site.siteUrl).href
        : absoluteUrl(routes.home, site.siteUrl),
    },
  });
  return (
    <Seo path={routes.home}>
      <JsonLd data={business} />
    </Seo>
  );
}
