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

  li {
    counter-increment: step;
    ${card(theme)};
    padding: ${theme.sizes.gutter};
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

  /* One step a row at every width: a sequence reads top to bottom, and no step count leaves a
     half-empty row (five cards in a grid are always 3 + 2 or 2 + 2 + 1). From md up each row is
     the number, the title and the description side by side, on the same three columns as the rows
     above and below it, their first lines on one baseline. */
  ${mediaUp("md")} {
    li {
      display: grid;
      grid-template-columns: ${theme.sizes.target} minmax(0, 1fr) minmax(0, 2fr);
      column-gap: ${theme.space[5]};
      align-items: baseline;
    }
    li::before {
      margin-bottom: 0;
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
