import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HomeView } from "../components/HomeView";
import { JsonLd } from "../components/JsonLd";
import { Seo, absoluteUrl } from "../components/Seo";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { faqPage, professionalService } from "../seo/structuredData";
import type { PublicationContext } from "../publication";
import { routes, socialCardPath } from "../routes";
import { requireNode } from "../requireNode";

// $lastDate: what this build publishes (src/publication.ts, via the page context).
export const query = graphql`
  query HomePage($lastDate: Date!) {
    homeYaml {
      ...HomeContent
    }
    allTestimonialsYaml {
      nodes {
        id
        featured
        ...TestimonialCard
      }
    }
    offerYaml {
      ...HomeOffer
    }
    allCaseStudy(filter: { listedFrom: { lte: $lastDate } }, sort: { order: ASC }) {
      nodes {
        id
        ...CaseStudyCard
      }
    }
    allNewsletterIssue(filter: { listedFrom: { lte: $lastDate } }, sort: { date: DESC }, limit: 1) {
      nodes {
        slug
        title
      }
    }
  }
`;

/** The page context: the publication window and whether the portrait is the shipped placeholder. */
type HomeContext = PublicationContext & { portraitIsPlaceholder?: boolean };

function requireContent(data: Queries.HomePageQuery) {
  return {
    home: requireNode(data.homeYaml, "content/home.yaml"),
    offer: requireNode(data.offerYaml, "content/offer.yaml"),
  };
}

export default function HomePage({
  data,
  pageContext,
}: PageProps<Queries.HomePageQuery, HomeContext>) {
  const { tagline, bookingUrl, signup } = useSiteMetadata();
  const { home, offer } = requireContent(data);
  return (
    <HomeView
      tagline={tagline}
      bookingUrl={bookingUrl}
      signup={signup}
      home={home}
      offer={offer}
      testimonials={data.allTestimonialsYaml.nodes}
      studies={data.allCaseStudy.nodes}
      latestIssue={data.allNewsletterIssue.nodes[0]}
      showPortrait={!pageContext.portraitIsPlaceholder}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.HomePageQuery, HomeContext>) {
  const site = useSiteMetadata();
  const { home, offer } = requireContent(data);
  const { coach } = home;
  const portrait = pageContext.portraitIsPlaceholder
    ? undefined
    : coach.portrait.childImageSharp?.about.images.fallback?.src;
  const business = professionalService({
    name: site.title,
    description: site.description,
    url: absoluteUrl(routes.home, site.siteUrl),
    email: site.email,
    location: site.location,
    image: absoluteUrl(socialCardPath("/"), site.siteUrl),
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
      <JsonLd data={faqPage(offer.faq.items)} />
    </Seo>
  );
}
