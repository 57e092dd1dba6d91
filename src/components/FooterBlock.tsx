import { useId, type ReactNode } from "react";
import { css, type Theme } from "@emotion/react";

const headingStyles = (theme: Theme) => css`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  margin-bottom: ${theme.space[3]};
`;

/** One titled column of the footer, named by its heading for assistive technology. */
export function FooterBlock({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} css={headingStyles}>
        {title}
      </h2>
      {children}
    </section>
  );
}
