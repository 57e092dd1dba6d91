import { css, type Theme } from "@emotion/react";

const styles = (theme: Theme) => css`
  position: fixed;
  top: ${theme.space[2]};
  left: ${theme.space[2]};
  z-index: ${theme.zIndices.skipLink};
  padding: ${theme.space[2]} ${theme.space[4]};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.bold};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.menu};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** First stop for keyboard users: jumps past the navigation to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a href={`#${targetId}`} css={styles}>
      Skip to main content
    </a>
  );
}
