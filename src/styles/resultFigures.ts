import { css, type Theme } from "@emotion/react";

/**
 * Measured results as the site shows them everywhere (the home page's strip, a success story's
 * "Results at a glance"): a list, each item the metric's name, the before → after figure large in
 * the heading face, and the source or note small, behind an accent rule.
 */
export const resultFigures = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding-left: ${theme.space[4]};
    border-left: 4px solid ${theme.colors.accent};
  }

  .metric {
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
