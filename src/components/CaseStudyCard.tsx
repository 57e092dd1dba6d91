import { css, type Theme } from "@emotion/react";
import { graphql, Link } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { visuallyHidden } from "../styles/visuallyHidden";
import { PublicationBadge } from "./PublicationBadge";
import { routes } from "../routes";
import { card } from "../styles/card";
import { highlightedOutcomes } from "./ResultsStrip";
import { BeforeAfter } from "./BeforeAfter";
import { ResponsiveImage } from "./ResponsiveImage";
import { KeepTogether, NoWrap } from "./KeepTogether";

// Cards sit one per row on phones and two per row from md up (at most about 560 px wide).
/** @graphqlFragment */
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
        gatsbyImageData(
          width: 560
          aspectRatio: 1.7778
          sizes: "(min-width: 768px) 560px, calc(100vw - 3rem)"
        )
      }
    }
    outcomes {
      metric
      before
      after
      highlight
    }
    draft
  }
`;

const styles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${card(theme)};

  .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    padding: ${theme.sizes.gutter};
  }

  /* The draft badge (gatsby develop only) keeps its own width in the column. */
  .body > strong:first-child {
    align-self: flex-start;
    margin-bottom: ${theme.space[2]};
  }

  h2,
  h3 {
    font-size: ${theme.typeScale.cardTitle};
    margin-bottom: ${theme.space[2]};
  }

  .meta {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  .summary {
    flex: 1;
  }

  .highlight {
    /* Narrower sides on a small phone: with 200 % text "measurement" fits its line. */
    padding: ${theme.space[3]} min(${theme.space[4]}, 3vw);
    /* The outline keeps the box apart from the card in the dark scheme too. */
    border: 1px solid ${theme.colors.border};
    border-left: 4px solid ${theme.colors.accent};
    background: ${theme.colors.muted};
    border-radius: ${theme.radii.sm};
  }

  .caveat {
    font-size: ${theme.fontSizes.sm};
  }

  .highlight strong {
    display: block;
  }

  /* In brief (the home page's list) the figure sits closer to its link. */
  &.brief .highlight {
    padding-block: ${theme.space[2]};
    margin-bottom: ${theme.space[2]};
  }

  .more {
    margin: 0;
    font-weight: ${theme.fontWeights.bold};
  }
`;

interface CaseStudyCardProps {
  study: Queries.CaseStudyCardFragment;
  /** Heading level inside its section. */
  headingLevel?: "h2" | "h3";
  /** Title, client, figure and link: no picture or summary (the home page's list). */
  brief?: boolean;
}

/** A success story in brief: image, client, summary, headline result and a link to the story. */
export function CaseStudyCard({ study, headingLevel = "h3", brief = false }: CaseStudyCardProps) {
  const Heading = headingLevel;
  const image = getImage(study.image.childImageSharp?.gatsbyImageData ?? null);
  const [highlight] = highlightedOutcomes(study.outcomes);
  return (
    <article css={styles} className={brief ? "brief" : undefined}>
      {!brief && image && <ResponsiveImage image={image} alt={study.imageAlt} />}
      <div className="body">
        <PublicationBadge status={study.draft ? "draft" : "published"} />
        <Heading>{study.title}</Heading>
        <p className="meta">
          {/* Breaks only between the three, each separator ending the part before it. */}
          <KeepTogether text={study.client} />
          {"\u00a0· "}
          <NoWrap>{`${study.industry}\u00a0·`}</NoWrap> <NoWrap>{study.duration}</NoWrap>
        </p>
        {!brief && <p className="summary">{study.summary}</p>}
        {highlight && (
          <p className="highlight">
            <strong>{highlight.metric}</strong>
            <BeforeAfter before={highlight.before} after={highlight.after} />{" "}
            <span className="caveat">(this client’s own measurement)</span>
          </p>
        )}
        <p className="more">
          <Link to={routes.caseStudy(study.slug)}>
            {/* "of", not ":": the hidden text is read as a separate run, so a colon would be
                read after a gap ("story : From…"). */}
            Read the full story<span css={visuallyHidden}> of {study.title}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}
