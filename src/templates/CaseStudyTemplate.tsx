import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { CaseStudyView } from "../components/CaseStudyView";
import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { routes } from "../routes";
import { requireNode } from "../requireNode";

export const query = graphql`
  query CaseStudyPage($id: String!) {
    caseStudy(id: { eq: $id }) {
      slug
      title
      client
      industry
      teamSize
      duration
      summary
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 672, sizes: "(min-width: 720px) 672px, calc(100vw - 3rem)")
        }
      }
      outcomes {
        metric
        before
        after
        note
      }
      quote {
        text
        name
        role
      }
      markdown {
        html
      }
      draft
    }
    offerYaml {
      ...ClosingCta
    }
  }
`;

const requireStudy = (data: Queries.CaseStudyPageQuery) =>
  requireNode(data.caseStudy, "A case study's data");

export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyPageQuery>) {
  const { bookingUrl } = useSiteMetadata();
  const { image, markdown, ...study } = requireStudy(data);
  return (
    <CaseStudyView
      study={study}
      image={getImage(image.childImageSharp?.gatsbyImageData ?? null)}
      html={markdown.html ?? ""}
      bookingUrl={bookingUrl}
      closing={requireNode(data.offerYaml, "content/offer.yaml")}
    />
  );
}

export function Head({ data }: HeadProps<Queries.CaseStudyPageQuery>) {
  const study = requireStudy(data);
  return (
    <Seo
      title={study.title}
      description={study.summary}
      path={routes.caseStudy(study.slug)}
      type="article"
      section="Success Stories"
    />
  );
}
