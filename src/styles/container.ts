import { css, type Theme } from "@emotion/react";

/** Centred page-width column with side gutters. */
export const container = (theme: Theme) => css`
  width: 100%;
  max-width: ${theme.sizes.container};
  margin-inline: auto;
  padding-inline: ${theme.space[5]};
`;
