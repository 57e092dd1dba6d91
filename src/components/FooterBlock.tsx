import { useId, type ReactNode } from "react";
import { css, type Theme } from "@emotion/react";
import { labelHeading } from "../styles/labelHeading";

const headingStyles = (theme: Theme) => css`
  ${labelHeading(theme)};
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
