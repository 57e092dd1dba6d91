import { css, type Theme } from "@emotion/react";

/** A raised card: the surface colour inside a hairline border, with rounded corners. */
export const card = (theme: Theme) => css`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;
