import { css, type Theme } from "@emotion/react";

/**
 * A person's words, set the same wherever they are quoted (a testimonial, a story's closing
 * quote): the body face a step up, between curly marks in the brand colour. On the quote's
 * <blockquote>; its text is one <p>.
 */
export const quoteText = (theme: Theme) => css`
  margin: 0;
  font-family: ${theme.fonts.body};
  font-size: ${theme.typeScale.quote};
  font-style: normal;
  line-height: ${theme.lineHeights.snug};

  p {
    margin: 0;
  }

  p::before {
    content: "“";
    color: ${theme.colors.primary};
  }

  p::after {
    content: "”";
    color: ${theme.colors.primary};
  }
`;
