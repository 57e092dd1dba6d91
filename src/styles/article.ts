import { css, type Theme } from "@emotion/react";
import { mediaUp } from "../theme";
import { container } from "./container";

/**
 * The one layout of a long read (a newsletter issue, a success story): a centred column of the
 * readable measure, the kicker (breadcrumb and date) above the title, the summary below it.
 */
export const articleColumn = (theme: Theme) => css`
  ${container(theme)};
  max-width: calc(${theme.sizes.prose} + 2 * ${theme.space[5]});
  padding-top: ${theme.space[7]};

  > header {
    margin-bottom: ${theme.space[6]};
  }

  h1 {
    font-size: ${theme.fontSizes["2xl"]};
    ${mediaUp("sm")} {
      font-size: ${theme.fontSizes["3xl"]};
    }
  }

  .kicker {
    margin-bottom: ${theme.space[3]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  .summary {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.lg};
  }
`;
