import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { articleColumn } from "../styles/article";
import { ClosingCta } from "./ClosingCta";
import { Prose } from "./Prose";
import { routes } from "../routes";
import { PublicationBadge } from "./PublicationBadge";
import { card } from "../styles/card";
import { ResponsiveImage } from "./ResponsiveImage";

const factsStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${theme.space[4]};
  margin: ${theme.space[5]} 0 0;
  padding-block: ${theme.space[4]};
  border-block: 1px solid ${theme.colors.border};

  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.bold};
  }
`;

const outcomesStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  margin: ${theme.space[5]} 0 ${theme.space[3]};
  padding: 0;
  list-style: none;

  li {
    ${card(theme)};
    border-top: 4px solid ${theme.colors.primary};
    padding: ${theme.space[5]};
  }

  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space[3]};
  }

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space[1]} ${theme.space[3]};
    margin: 0;
  }

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.bold};
  }

  p {
    margin: ${theme.space[3]} 0 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const imageStyles = (theme: Theme) => css`
  margin-bottom: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
`;

const quoteStyles = (theme: Theme) => css`
  margin: ${theme.space[7]} 0;
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.muted};

  blockquote {
    margin: 0 0 ${theme.space[4]};
    font-size: ${theme.fontSizes.xl};
    line-height: ${theme.lineHeights.snug};
  }

  figcaption {
    font-size: ${theme.fontSizes.sm};
  }

  cite {
    font-style: normal;
    font-weight: ${theme.fontWeights.bold};
  }
`;

const resultsStyles = (theme: Theme) => css`
  margin-bottom: ${theme.space[7]};

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
`;

const noteStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export interface CaseStudyViewProps {
  study: Omit<Queries.CaseStudyPageQuery["caseStudy"] & object, "image" | "markdown">;
  image: IGatsbyImageData | undefined;
  html: string;
  bookingUrl: string;
  closing: Queries.ClosingCtaFragment;
}

/** One success story: the facts, the measured outcomes, the story and the client's own words. */
export function CaseStudyView({ study, image, html, bookingUrl, closing }: CaseStudyViewProps) {
  return (
    <>
      <article css={articleColumn}>
        <header>
          <p className="kicker">
            <Link to={routes.caseStudies}>Success Stories</Link> · {study.industry}
          </p>
          <PublicationBadge status={study.draft ? "draft" : "published"} />
          <h1>{study.title}</h1>
          <p className="summary">{study.summary}</p>
          <dl css={factsStyles}>
            <div>
              <dt>Client</dt>
              <dd>{study.client}</dd>
            </div>
            <div>
              <dt>Industry</dt>
              <dd>{study.industry}</dd>
            </div>
            <div>
              <dt>Team</dt>
              <dd>{study.teamSize}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{study.duration}</dd>
            </div>
          </dl>
        </header>
        {image && <ResponsiveImage image={image} alt={study.imageAlt} css={imageStyles} />}
        <section aria-labelledby="results-heading" css={resultsStyles}>
          <h2 id="results-heading">Results at a glance</h2>
          <ul css={outcomesStyles}>
            {study.outcomes.map((outcome) => (
              <li key={outcome.metric}>
                <h3>{outcome.metric}</h3>
                <dl>
                  <dt>Before</dt>
                  <dd>{outcome.before}</dd>
                  <dt>After</dt>
                  <dd>{outcome.after}</dd>
                </dl>
                {outcome.note && <p>{outcome.note}</p>}
              </li>
            ))}
          </ul>
          <p css={noteStyles}>
            Figures are this client’s own measurements, specific to their team and context; they are
            not a promise of the same results elsewhere.
          </p>
        </section>
        <Prose html={html} />
        <figure css={quoteStyles}>
          <blockquote>
            <p>{study.quote.text}</p>
          </blockquote>
          <figcaption>
            <cite>{study.quote.name}</cite>, {study.quote.role}, {study.client}
          </figcaption>
        </figure>
        <p>
          <Link to={routes.caseStudies}>Back to all success stories</Link>
        </p>
      </article>
      <ClosingCta content={closing} bookingUrl={bookingUrl} />
    </>
  );
}
