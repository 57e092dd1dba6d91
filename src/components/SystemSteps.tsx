import { css, type Theme } from "@emotion/react";
import { mediaUp } from "../theme";
import { card } from "../styles/card";

const listStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  /* Rows are always full: a last step alone spans the row, and on a three-column row the last
     two of five (or eight...) share it, so no step count leaves a hole. Six tracks make both. */
  ${mediaUp("md")} {
    grid-template-columns: repeat(2, 1fr);
    li:last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
  ${mediaUp("lg")} {
    grid-template-columns: repeat(6, 1fr);
    li {
      grid-column: span 2;
    }
    li:last-child:nth-child(odd) {
      grid-column: span 2;
    }
    li:nth-last-child(2):nth-child(3n + 1),
    li:last-child:nth-child(3n + 2) {
      grid-column: span 3;
    }
    li:last-child:nth-child(3n + 1) {
      grid-column: 1 / -1;
    }
  }

  li {
    counter-increment: step;
    ${card(theme)};
    padding: ${theme.space[5]};
  }

  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: ${theme.sizes.target};
    height: ${theme.sizes.target};
    margin-bottom: ${theme.space[3]};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-weight: ${theme.fontWeights.bold};
  }

  h3 {
    font-size: ${theme.typeScale.cardTitle};
    margin-bottom: ${theme.space[2]};
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
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
