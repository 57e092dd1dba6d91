import { css, type Theme } from "@emotion/react";

/** Shared look of navigation links and dropdown headers: full-size targets, quiet until hovered. */
export const navLinkStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  width: 100%;
  min-height: ${theme.sizes.target};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: ${theme.fontWeights.medium};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  /* A dropdown's header while its list (the popover after it) is open. */
  &:hover,
  &:has(+ :popover-open) {
    color: ${theme.colors.primary};
    background: ${theme.colors.muted};
  }

  /* The page shown, or (aria-current="true") the section it belongs to. */
  &[aria-current="page"],
  &[aria-current="true"] {
    color: ${theme.colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`;
