import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import { container } from "../styles/container";
import { visuallyHidden } from "../styles/visuallyHidden";
import { routes } from "../routes";
import { labelHeading } from "../styles/labelHeading";
import { balancedColumns } from "../styles/balancedColumns";
import { resultFigures } from "../styles/resultFigures";
import { BeforeAfter } from "./BeforeAfter";

interface Outcome {
  readonly metric: string;
  readonly before: string;
  readonly after: string;
  readonly highlight?: boolean | null;
}

export interface StudyOutcomes {
  readonly slug: string;
  readonly client: string;
  readonly outcomes: readonly Outcome[];
}

export type HeadlineResult = Outcome & Pick<StudyOutcomes, "slug" | "client">;

/** At most this many figures: one row on a laptop, a short column on a phone. */
const MAX_HEADLINE_RESULTS = 4;

/** A story's headline outcomes: the ones the coach marked `highlight: true`, else its first. */
export function highlightedOutcomes<T extends { highlight?: boolean | null }>(
  outcomes: readonly T[],
): T[] {
  const marked = outcomes.filter((outcome) => outcome.highlight);
  return marked.length > 0 ? marked : outcomes.slice(0, 1);
}

/**
 * The figures for the strip, straight from the case studies (never typed twice): each story's
 * highlighted outcomes, in story order.
 */
export function headlineResults(studies: readonly StudyOutcomes[]): HeadlineResult[] {
  return studies
    .flatMap((study) =>
      highlightedOutcomes(study.outcomes).map((outcome) => ({
        ...outcome,
        slug: study.slug,
        client: study.client,
      })),
    )
    .slice(0, MAX_HEADLINE_RESULTS);
}

const styles = (theme: Theme) => css`
  border-block: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};

  > div {
    ${container(theme)};
    padding-block: ${theme.space[6]};
  }

  h2 {
    ${labelHeading(theme)};
    margin-bottom: ${theme.space[2]};
    color: ${theme.colors.textMuted};
  }

  .results-intro {
    margin-bottom: ${theme.space[5]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  ul {
    ${resultFigures(theme)};
    ${balancedColumns(theme, { threeFrom: "md", fourInARow: true })};
  }

  .source {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
  }
`;

export interface ResultsStripProps {
  title: string;
  intro: string;
  results: readonly HeadlineResult[];
}

/** The headline figures from the success stories, near the top of the home page. */
export function ResultsStrip({ title, intro, results }: ResultsStripProps) {
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="results-heading" css={styles}>
      <div>
        <h2 id="results-heading">{title}</h2>
        <p className="results-intro">{intro}</p>
        <ul>
          {results.map((result) => (
            <li key={`${result.slug}-${result.metric}`}>
              <p className="metric">{result.metric}</p>
              <p className="figure">
                <BeforeAfter before={result.before} after={result.after} />
              </p>
              <p className="source">
                <Link to={routes.caseStudy(result.slug)}>
                  {result.client}
                  {/* Worded to follow the name with a space: the hidden text is read as a
                      separate run, so punctuation here would be read after a gap. */}
                  <span css={visuallyHidden}> (read the story)</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
