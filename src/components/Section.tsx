import type { ReactNode } from "react";
import { css, type Theme } from "@emotion/react";
import { container } from "../styles/container";
import { mediaUp } from "../theme";

// Split: from `lg` up the heading (and intro) take a narrow first column and the content the rest,
// so a single readable column (the FAQ) fills the width instead of leaving half of it empty.
const splitStyles = (theme: Theme) => css`
  ${mediaUp("lg")} {
    > div {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
      grid-template-rows: auto 1fr;
      column-gap: ${theme.space[7]};
      align-items: start;
    }
    > div > h2,
    > div > .section-intro {
      grid-column: 1;
    }
    > div > :not(h2, .section-intro) {
      grid-column: 2;
      grid-row: 1 / span 2;
      margin-top: 0;
    }
  }
`;

const styles = (muted: boolean) => (theme: Theme) => css`
  padding-block: ${theme.space[6]};
  ${mediaUp("md")} {
    padding-block: ${theme.space[7]};
  }
  background: ${muted ? theme.colors.muted : "transparent"};

  > div {
    ${container(theme)};
  }

  .section-intro {
    max-width: ${theme.sizes.prose};
    color: ${theme.colors.textMuted};
    font-size: ${theme.typeScale.lead};
  }
`;

interface SectionProps {
  id: string;
  title: string;
  /** One or two sentences under the title. */
  intro?: string;
  /** Where booking and subscribe links inside it are counted (analytics), e.g. "offer". */
  placement?: string;
  /** Quiet background, to set a section apart from its neighbours. */
  muted?: boolean;
  /** Heading beside the content on wide screens, for a content column narrower than the page. */
  split?: boolean;
  children: ReactNode;
}

/** A titled band of the page, reachable by its id (/#the-system). */
export function Section({
  id,
  title,
  intro,
  placement,
  muted = false,
  split = false,
  children,
}: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-placement={placement}
      css={[styles(muted), split && splitStyles]}
    >
      <div>
        <h2 id={headingId}>{title}</h2>
        {intro && <p className="section-intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
