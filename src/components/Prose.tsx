import { css, type Theme } from "@emotion/react";
import { mediaUp } from "../theme";
import { codeScrollCue } from "../styles/codeScrollCue";
import { codeTokenCss } from "../styles/codeTokens";

// The text size is the long read's (articleColumn sets it); the measure is in that size's em.
const styles = (theme: Theme) => css`
  max-width: ${theme.sizes.measure};
  line-height: ${theme.lineHeights.body};
  overflow-wrap: break-word;

  > :first-child {
    margin-top: 0;
  }

  h2 {
    margin-top: ${theme.space[7]};
    margin-bottom: ${theme.space[3]};
  }

  h3 {
    margin-top: ${theme.space[6]};
    margin-bottom: ${theme.space[2]};
  }

  p,
  ul,
  ol,
  pre,
  blockquote,
  table {
    margin-bottom: ${theme.space[5]};
  }

  li + li {
    margin-top: ${theme.space[2]};
  }

  ul,
  ol {
    padding-left: ${theme.space[5]};
  }

  blockquote {
    margin-left: 0;
    padding-left: ${theme.space[4]};
    border-left: 4px solid ${theme.colors.accent};
    color: ${theme.colors.textMuted};
    font-style: italic;
  }

  :not(pre) > code {
    padding: 0.1em 0.35em;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.muted};
    overflow-wrap: anywhere;
  }

  /* Code keeps its lines and indentation: a block wider than its box scrolls sideways inside it
     (never the page). Each block is in the Tab order (publishedHtml.ts), so keyboard users
     scroll it with the arrow keys, and the site's focus ring shows where they are.
     A block that scrolls shows it: a shadow inside the edge where lines are cut off, gone once
     scrolled to that end. CSS only: two covers in the code's colour scroll with the text
     (background-attachment: local) over two shadows fixed to the box's edges (scroll), so a cover
     hides a shadow only while that edge is the text's own end. */
  pre {
    padding: ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background:
      linear-gradient(to right, ${theme.colors.codeBackground} 40%, transparent) left center /
        ${theme.space[6]} 100% no-repeat local,
      linear-gradient(to left, ${theme.colors.codeBackground} 40%, transparent) right center /
        ${theme.space[6]} 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, ${theme.colors.codeShadow}, transparent) left center /
        ${theme.space[4]} 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, ${theme.colors.codeShadow}, transparent) right
        center / ${theme.space[4]} 100% no-repeat scroll,
      ${theme.colors.codeBackground};
    color: ${theme.colors.codeText};
    font-size: ${theme.fontSizes.sm};
    line-height: ${theme.lineHeights.snug};
    white-space: pre;
    overflow-wrap: normal;
    overflow-x: auto;
    tab-size: 2;
    /* On a desk a block takes the room beside the column before it scrolls: as wide as its
       longest line, at least the column and its margins, at most the window less its gutters,
       centred on the column. */
    ${mediaUp("lg")} {
      position: relative;
      left: 50%;
      width: max-content;
      min-width: calc(100% + 2 * ${theme.space[5]});
      max-width: calc(100vw - 2 * ${theme.sizes.gutter});
      transform: translateX(-50%);
    }
  }

  pre code {
    font-size: inherit;
  }

  /* gatsby-remark-prismjs wraps each block in div.gatsby-highlight and marks its tokens with
     Prism's classes; every token colour meets 4.5:1 on the code background in both schemes. */
  .gatsby-highlight {
    margin-bottom: ${theme.space[5]};
  }

  .gatsby-highlight pre {
    margin: 0;
  }

  ${codeTokenCss((name) => theme.colors[name])}

  hr {
    border: 0;
    border-top: 1px solid ${theme.colors.border};
    margin-block: ${theme.space[6]};
  }

  /* An image stays within the column whatever width its HTML gives it; its height follows. */
  img {
    max-width: 100%;
    height: auto;
  }
`;

/**
 * Running text rendered from Markdown (newsletter issues, case studies, legal pages): a readable
 * measure, a steady heading rhythm and code blocks that scroll inside their box. The HTML is from
 * gatsby-transformer-remark at build time, from files in content/, never from visitors, and is
 * rendered exactly as the build's allow-list judged it (src/node/htmlSafety/publishedHtml.ts makes
 * it, code blocks' tabindex included): nothing here may change it, or what ships is not what was
 * checked (the post-build pass compares them).
 */
export function Prose({ html }: { html: string }) {
  // The attribute marks HTML made from content/ for the security check of the built pages.
  return (
    <div
      css={[styles, codeScrollCue]}
      data-content-body=""
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
