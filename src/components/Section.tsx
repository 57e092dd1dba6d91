import type { ReactNode } from "react";
import { css, type Theme } from "@emotion/react";
import { container } from "../styles/container";
import { mediaUp } from "../theme";

const styles = (muted: boolean) => (theme: Theme) => css`
  padding-block: ${theme.space[8]};
  background: ${muted ? theme.colors.muted : "transparent"};

  > div {
    ${container(theme)};
  }

  /* On phones a section heading stays smaller than the home page's tagline (HomeHero). */
  > div > h2 {
    font-size: clamp(1.25rem, 5.6vw, ${theme.fontSizes["2xl"]});
    ${mediaUp("md")} {
      font-size: ${theme.fontSizes["3xl"]};
    }
  }

  .section-intro {
    max-width: ${theme.sizes.prose};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.lg};
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
  children: ReactNode;
}

/** A titled band of the page, reachable by its id (/#the-system). */
export function Section({ id, title, intro, placement, muted = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} data-placement={placement} css={styles(muted)}>
      <div>
        <h2 id={headingId}>{title}</h2>
        {intro && <p className="section-intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
