import { css, type Theme } from "@emotion/react";

/** A small upper-case heading that labels a block (footer columns, the results strip). */
export const labelHeading = (theme: Theme) => css`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
