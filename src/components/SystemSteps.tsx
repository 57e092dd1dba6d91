import { css, type Theme } from "@emotion/react";
import { mediaUp } from "../theme";

// A numbered sequence, one step a row at every width, rows parted by hairlines rather than boxed
// (the page stays short on a phone): the number beside the title and the description under it on
// phones; from md up the number, the title and the description side by side, on the same three
// columns as the rows above and below, their first lines on one baseline.
const listStyles = (theme: Theme) => css`
  margin: ${theme.space[5]} 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  container-type: inline-size;

  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 2rem minmax(0, 1fr);
    column-gap: ${theme.space[3]};
    align-items: baseline;
    padding-block: ${theme.space[4]};
    border-top: 1px solid ${theme.colors.border};
  }

  li::before {
    content: counter(step);
    grid-row: span 2;
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-weight: ${theme.fontWeights.bold};
  }

  h3 {
    margin-bottom: ${theme.space[1]};
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }

  /* With large text on a phone the description takes the number's column too, so a word such as
     "development" fits its line. */
  @container (max-width: 14rem) {
    li::before {
      grid-row: auto;
    }
    p {
      grid-column: 1 / -1;
    }
  }

  ${mediaUp("md")} {
    li {
      grid-template-columns: 2rem minmax(0, 1fr) minmax(0, 2fr);
      column-gap: ${theme.space[5]};
    }
    li::before {
      grid-row: auto;
    }
    h3 {
      margin-bottom: 0;
    }
    p {
      max-width: ${theme.sizes.prose};
    }
  }
`;

export interface SystemStep {
  readonly title: string;
  readonly description: string;
}

/** The coaching method as numbered steps, in the order they happen. */
export function SystemSteps({ steps }: { steps: readonly SystemStep[] }) {
  return (
    <ol css={listStyles}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
