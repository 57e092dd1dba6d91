import { css, type Theme } from "@emotion/react";

/** Centred page-width column with side gutters (theme.sizes.gutter). */
export const container = (theme: Theme) => css`
  width: 100%;
  max-width: ${theme.sizes.container};
  margin-inline: auto;
  padding-inline: ${theme.sizes.gutter};
`;
