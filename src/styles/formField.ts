import { css, type Theme } from "@emotion/react";

/**
 * A visible label over a text field and its button (class "row"), the button wrapping under the
 * field when the line is too narrow; every target at least 44 px high.
 */
export const formField = (theme: Theme) => css`
  label {
    display: block;
    margin-bottom: ${theme.space[2]};
    font-weight: ${theme.fontWeights.medium};
  }

  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
  }

  input {
    flex: 1 1 16rem;
    min-width: 0;
    min-height: ${theme.sizes.target};
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
  }
`;
