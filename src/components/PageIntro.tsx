import type { ReactNode } from "react";
import { css, type Theme } from "@emotion/react";
import { container } from "../styles/container";

const styles = (theme: Theme) => css`
  ${container(theme)};
  padding-top: ${theme.space[8]};
  padding-bottom: ${theme.space[6]};

  h1 {
    font-size: ${theme.typeScale.pageTitle};
    max-width: ${theme.sizes.prose};
  }

  p {
    max-width: ${theme.sizes.prose};
    color: ${theme.colors.textMuted};
    font-size: ${theme.typeScale.lead};
  }
`;

/** The heading and introduction that open every inner page. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header css={styles}>
      <h1>{title}</h1>
      {children}
    </header>
  );
}
