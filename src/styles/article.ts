import { css, type Theme } from "@emotion/react";
import { container } from "./container";

/**
 * The one layout of a long read (a newsletter issue, a success story, a legal page): a centred
 * column of the reading measure (theme.sizes.measure, in the reading size's em, so the line holds
 * the same number of characters at every font size), the kicker (breadcrumb and date) above the
 * title, the summary below it.
 */
export const articleColumn = (theme: Theme) => css`
  ${container(theme)};
  font-size: ${theme.typeScale.reading};
  max-width: calc(${theme.sizes.measure} + 2 * ${theme.space[5]});
  padding-top: ${theme.space[7]};

  > header {
    margin-bottom: ${theme.space[6]};
  }

  /* Only the header's own: content below it may carry Prism's class "summary" on a code token. */
  > header > .kicker {
    margin-bottom: ${theme.space[3]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  > header > .summary {
    color: ${theme.colors.textMuted};
    font-size: ${theme.typeScale.lead};
  }
`;
