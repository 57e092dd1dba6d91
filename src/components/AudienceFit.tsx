import { css, type Theme } from "@emotion/react";
import { graphql } from "gatsby";
import { mediaUp } from "../theme";
import { LineIcon } from "./LineIcon";
import { card } from "../styles/card";

/** @graphqlFragment */
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
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  > div {
    ${card(theme)};
    padding: ${theme.sizes.gutter};
  }

  h3 {
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

const CHECK = "m5 12.5 4.5 4.5L19 7.5";
const CROSS = "M7 7l10 10M17 7 7 17";

/** Who the coaching is for, and who it is not for: so the wrong visitors need not book. */
export function AudienceFit({ audience }: { audience: Queries.AudienceFitFragment }) {
  return (
    <div css={gridStyles}>
      {[
        { className: "yes", title: "A good fit", lines: audience.goodFit, icon: CHECK },
        { className: "no", title: "Not a fit", lines: audience.notAFit, icon: CROSS },
      ].map(({ className, title, lines, icon }) => (
        <div key={className} className={className}>
          <h3>{title}</h3>
          <ul>
            {lines.map((line) => (
              <li key={line}>
                <LineIcon d={icon} />
                {line}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
