import { css, keyframes, type Theme } from "@emotion/react";

// Fades the cue out over the last tenth of the scroll: at the far end there is nothing more.
const fadeAtEnd = keyframes`
  0%, 90% { opacity: 1; }
  100% { opacity: 0; }
`;

/**
 * "Scroll sideways": a line under a code block whose text is wider than its box (a phone shows a
 * few characters of each line and the scrollbar only while scrolling, so the cut-off text reads as
 * cut). CSS only: the block's horizontal scroll is a named timeline (scroll-timeline) its wrapper
 * shares (timeline-scope); the cue is drawn by an animation on that timeline. A block that does not
 * scroll has no active timeline, so the animation does nothing and the cue stays transparent;
 * scrolled to the end, it fades. In the space below the block (its margin), so nothing moves. A
 * browser without scroll-driven animations shows the shadows at the cut edges alone (Prose.tsx).
 * The words are decoration (empty alternative text): a screen reader reads the code itself.
 */
export const codeScrollCue = (theme: Theme) => css`
  .gatsby-highlight {
    position: relative;
    timeline-scope: --code-scroll;
  }

  .gatsby-highlight pre {
    scroll-timeline: --code-scroll inline;
  }

  .gatsby-highlight::after {
    content: "Scroll sideways for more →";
    content: "Scroll sideways for more →" / "";
    position: absolute;
    top: 100%;
    right: 0;
    padding-top: ${theme.space[1]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
    line-height: ${theme.lineHeights.tight};
    pointer-events: none;
    opacity: 0;
    animation: ${fadeAtEnd} linear both;
    animation-timeline: --code-scroll;
  }
`;
