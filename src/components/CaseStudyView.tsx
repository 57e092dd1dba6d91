import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { articleColumn } from "../styles/article";
import { ClosingCta } from "./ClosingCta";
import { Prose } from "./Prose";
import { routes } from "../routes";
import { PublicationBadge } from "./PublicationBadge";
import { labelHeading } from "../styles/labelHeading";
import { quoteText } from "../styles/quote";
import { balancedColumns } from "../styles/balancedColumns";
import { resultFigures } from "../styles/resultFigures";
import { BeforeAfter } from "./BeforeAfter";
import { ResponsiveImage } from "./ResponsiveImage";
import { KeepTogether, midSentence } from "./KeepTogether";

const factsStyles = (theme: Theme) => css`
  display: grid;
  /* Two facts a row (each at least half the row), one where two of 7.5 rem would not fit (larger
     text on a phone). */
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, max(7.5rem, calc(50% - ${theme.space[4]} / 2))), 1fr)
  );
  gap: ${theme.space[4]};
  margin: 0 0 ${theme.space[6]};
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

// The figures in the results strip style, two to a row from `sm` up; an odd last one spans it.
const outcomesStyles = (theme: Theme) => css`
  ${resultFigures(theme)};
  margin-bottom: calc(${theme.space[4]} - ${theme.space[5]});
  ${balancedColumns(theme, { threeFrom: "md", fourInARow: false })};

  h3 {
    ${labelHeading(theme)};
    align-self: end;
    margin: 0 0 ${theme.space[1]};
    color: ${theme.colors.text};
    letter-spacing: normal;
    text-transform: none;
  }

  /* A card title's size, at most 20 px: "→ About 1 in 20 deploys" keeps one line in a column of
     the article. */
  .figure {
    font-size: min(${theme.typeScale.cardTitle}, ${theme.fontSizes.lg});
  }

  .note {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

// The decorative illustration at a fixed 16:9, so its space is held before it loads. Styled from
// the article: a css prop on ResponsiveImage would make a class the server's styles leave out.
const illustrationStyles = (theme: Theme) => css`
  .illustration {
    width: 100%;
    aspect-ratio: 16 / 9;
    margin-bottom: ${theme.space[6]};
    border-radius: ${theme.radii.lg};
  }
`;

const quoteStyles = (theme: Theme) => css`
  margin: ${theme.space[7]} 0;
  /* A card's inner margin, not 2 rem: with 200 % text on a phone "Engineering" fits its line. */
  padding: ${theme.sizes.gutter};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.muted};

  blockquote {
    ${quoteText(theme)};
    margin-bottom: ${theme.space[4]};
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
  margin-bottom: ${theme.space[5]};
  padding-top: ${theme.space[5]};
  /* One rule above; the facts below draw the next. */
  border-top: 1px solid ${theme.colors.border};

  h2 {
    ${labelHeading(theme)};
    margin-bottom: ${theme.space[4]};
    color: ${theme.colors.textMuted};
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

/** One success story, proof first: the measured outcomes before the story. */
export function CaseStudyView({ study, image, html, bookingUrl, closing }: CaseStudyViewProps) {
  return (
    <>
      <article css={[articleColumn, illustrationStyles]}>
        <header>
          <p className="kicker">
            <Link to={routes.caseStudies}>Success Stories</Link> · {study.industry}
          </p>
          <PublicationBadge status={study.draft ? "draft" : "published"} />
          <h1>{study.title}</h1>
          <p className="summary">{study.summary}</p>
        </header>
        <section aria-labelledby="results-heading" css={resultsStyles}>
          <h2 id="results-heading">Results at a glance</h2>
          <ul css={outcomesStyles}>
            {study.outcomes.map((outcome) => (
              <li key={outcome.metric}>
                <h3>{outcome.metric}</h3>
                <p className="figure">
                  <BeforeAfter before={outcome.before} after={outcome.after} />
                </p>
                {outcome.note && <p className="note">{outcome.note}</p>}
              </li>
            ))}
          </ul>
          <p css={noteStyles}>
            Figures are this client’s own measurements, specific to their team and context; they are
            not a promise of the same results elsewhere.
          </p>
        </section>
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
            <dd>
              <KeepTogether text={study.teamSize} />
            </dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>
              <KeepTogether text={study.duration} />
            </dd>
          </div>
        </dl>
        {image && <ResponsiveImage image={image} alt={study.imageAlt} className="illustration" />}
        <Prose html={html} />
        <figure css={quoteStyles}>
          <blockquote>
            <p>{study.quote.text}</p>
          </blockquote>
          <figcaption>
            <cite>{study.quote.name}</cite>, {study.quote.role}, {midSentence(study.client)}
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
