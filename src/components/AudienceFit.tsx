import { css, type Theme } from "@emotion/react";
import { graphql } from "gatsby";
import { mediaUp } from "../theme";

export const query = graphql`
  fragment AudienceFit on OfferAudience {
    title
    intro
    goodFit
    notAFit
  }
`;

const gridStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  margin-top: ${theme.space[6]};
  ${mediaUp("md")} {
    grid-template-columns: 1fr 1fr;
  }

  > div {
    padding: ${theme.space[5]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
  }

  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space[4]};
  }

  ul {
    display: grid;
    gap: ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    gap: ${theme.space[3]};
  }

  svg {
    flex: none;
    margin-top: 0.2em;
  }

  .yes svg {
    color: ${theme.colors.success};
  }

  .no svg {
    color: ${theme.colors.textMuted};
  }
`;

const Check = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="m5 12.5 4.5 4.5L19 7.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const Cross = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M7 7l10 10M17 7 7 17" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

/** Who the coaching is for, and who it is not for: so the wrong visitors need not book. */
export function AudienceFit({ audience }: { audience: Queries.AudienceFitFragment }) {
  return (
    <div css={gridStyles}>
      {[
        { className: "yes", title: "A good fit", lines: audience.goodFit, Icon: Check },
        { className: "no", title: "Not a fit", lines: audience.notAFit, Icon: Cross },
      ].map(({ className, title, lines, Icon }) => (
        <div key={className} className={className}>
          <h3>{title}</h3>
          <ul>
            {lines.map((line) => (
              <li key={line}>
                <Icon />
                {line}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
