import { css, type Theme } from "@emotion/react";

/**
 * Measured results as the site shows them everywhere (the home page's strip, a success story's
 * "Results at a glance"): a list, each item the metric's name, the before → after figure large in
 * the heading face, and the source or note small, behind an accent rule. Items side by side share
 * their rows (a subgrid of three: metric, figure, source), so the figures of a row line up however
 * many lines each metric's name takes; the name sits on the figure it names.
 */
export const resultFigures = (theme: Theme) => css`
  display: grid;
  row-gap: 0;
  /* Rows of items are set apart by each item's margin, which the last row gives back. */
  margin: 0 0 -${theme.space[5]};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
    align-content: start;
    margin-bottom: ${theme.space[5]};
    padding-left: ${theme.space[4]};
    border-left: 4px solid ${theme.colors.accent};
  }

  .metric {
    align-self: end;
    margin: 0 0 ${theme.space[1]};
    font-weight: ${theme.fontWeights.bold};
  }

  .figure {
    margin: 0 0 ${theme.space[1]};
    font-family: ${theme.fonts.heading};
    font-weight: ${theme.fontWeights.heading};
    font-size: ${theme.fontSizes.xl};
    line-height: ${theme.lineHeights.tight};
    color: ${theme.colors.primary};
    text-wrap: balance;
  }

  .before {
    color: ${theme.colors.textMuted};
  }
`;
