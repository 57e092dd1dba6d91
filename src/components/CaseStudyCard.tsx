import { css, type Theme } from "@emotion/react";
import { graphql, Link } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { mediaUp } from "../theme";
import { visuallyHidden } from "../styles/visuallyHidden";
import { PublicationBadge } from "./PublicationBadge";
import { routes } from "../routes";

export const query = graphql`
  fragment CaseStudyCard on CaseStudy {
    slug
    title
    client
    industry
    duration
    summary
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.7778, sizes: "(min-width: 768px) 480px, 100vw")
      }
    }
    outcomes {
      metric
      before
      after
    }
    draft
  }
`;

const styles = (theme: Theme) => css`
  display: grid;
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};

  ${mediaUp("md")} {
    grid-template-columns: 5fr 7fr;
  }

  > div {
    padding: ${theme.space[5]};
    ${mediaUp("md")} {
      padding: ${theme.space[6]};
    }
  }

  h3 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space[2]};
  }

  .meta {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  .highlight {
    padding: ${theme.space[3]} ${theme.space[4]};
    border-left: 4px solid ${theme.colors.accent};
    background: ${theme.colors.muted};
    border-radius: ${theme.radii.sm};
  }

  .highlight strong {
    display: block;
  }
`;

interface CaseStudyCardProps {
  study: Queries.CaseStudyCardFragment;
  /** Heading level inside its section. */
  headingLevel?: "h2" | "h3";
}

/** A success story in brief: image, client, summary, its headline result and a link to the story. */
export function CaseStudyCard({ study, headingLevel = "h3" }: CaseStudyCardProps) {
  const Heading = headingLevel;
  const image = getImage(study.image.childImageSharp?.gatsbyImageData ?? null);
  const highlight = study.outcomes[0];
  return (
    <article css={styles}>
      {image && <GatsbyImage image={image} alt={study.imageAlt} />}
      <div>
        <PublicationBadge status={study.draft ? "draft" : "published"} />
        <Heading>{study.title}</Heading>
        <p className="meta">
          {study.client} · {study.industry} · {study.duration}
        </p>
        <p>{study.summary}</p>
        {highlight && (
          <p className="highlight">
            <strong>{highlight.metric}</strong>
            {highlight.before} → {highlight.after} (this client’s own measurement)
          </p>
        )}
        <Link to={routes.caseStudy(study.slug)}>
          Read the full story<span css={visuallyHidden}>: {study.title}</span>
        </Link>
      </div>
    </article>
  );
}
