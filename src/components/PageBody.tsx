import type { ReactNode } from "react";
import { css, type Theme } from "@emotion/react";
import { container } from "../styles/container";

const styles = (theme: Theme) => css`
  ${container(theme)};
  padding-bottom: ${theme.space[6]};
`;

/** The page-width column below a PageIntro. */
export function PageBody({ children }: { children: ReactNode }) {
  return <div css={styles}>{children}</div>;
}
