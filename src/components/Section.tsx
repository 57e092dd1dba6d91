import type { ReactNode } from "react";
import { css, type Theme } from "@emotion/react";
import { container } from "../styles/container";

const styles = (muted: boolean) => (theme: Theme) => css`
  padding-block: ${theme.space[8]};
  background: ${muted ? theme.colors.muted : "transparent"};

  > div {
    ${container(theme)};
  }

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
`;

interface SectionProps {
  id: string;
  title: string;
  /** Quiet background, to set a section apart from its neighbours. */
  muted?: boolean;
  children: ReactNode;
}

/** A titled band of the page, reachable by its id (/#the-system). */
export function Section({ id, title, muted = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} css={styles(muted)}>
      <div>
        <h2 id={headingId}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
