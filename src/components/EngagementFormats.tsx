import { css, type Theme } from "@emotion/react";
import { graphql } from "gatsby";
import { mediaUp } from "../theme";
import { visuallyHidden } from "../styles/visuallyHidden";
import { Button } from "./Button";
import { card } from "../styles/card";
import { labelHeading } from "../styles/labelHeading";
import { KeepTogether } from "./KeepTogether";

/** @graphqlFragment */
export const query = graphql`
  fragment EngagementFormats on OfferFormats {
    title
    intro
    items {
      name
      forWhom
      length
      format
      includes
      price
      bookingUrl
      recommended
    }
  }
`;

const listStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  ${mediaUp("lg")} {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  }

  > li {
    display: flex;
    flex-direction: column;
    container-type: inline-size;
    ${card(theme)};
    border-top: 4px solid ${theme.colors.primary};
    padding: ${theme.sizes.gutter};
  }

  /* Side by side, the cards share their rows (a subgrid): each title, fact and button on one line
     across the row, whether or not a card carries the mark above its title. Rows: the mark, the
     name, for whom, the three facts, what you get, the button. */
  ${mediaUp("lg")} {
    > li {
      display: grid;
      grid-row: span 8;
      grid-template-rows: subgrid;
      row-gap: 0;
      /* A size container lays itself out alone, which a subgrid cannot; its query is for phones. */
      container-type: normal;
    }
    > li > .mark {
      grid-row: 1;
    }
    > li > h3 {
      grid-row: 2;
    }
    > li > .for-whom {
      grid-row: 3;
    }
    > li > dl {
      grid-row: 4 / span 3;
      grid-template-rows: subgrid;
    }
    > li > ul {
      grid-row: 7;
    }
    > li > .book {
      grid-row: 8;
    }
  }

  h3 {
    margin-bottom: ${theme.space[2]};
  }

  .for-whom {
    color: ${theme.colors.textMuted};
  }

  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${theme.space[2]} ${theme.space[4]};
    margin: 0 0 ${theme.space[3]};
    padding-block: ${theme.space[3]};
    border-block: 1px solid ${theme.colors.border};
    /* A term above its value where beside it the value's column is narrower than a word such as
       "engineers" (200 % text on a phone). */
    @container (max-width: 13rem) {
      grid-template-columns: minmax(0, 1fr);
      row-gap: 0;
      dd + dt {
        margin-top: ${theme.space[2]};
      }
    }
  }

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.medium};
  }

  /* What you get, in the body's size and bullets (a list in a list item would get circles). */
  ul {
    flex: 1;
    padding-left: ${theme.space[5]};
    margin-bottom: ${theme.space[4]};
    list-style: disc;
  }

  li li + li {
    margin-top: ${theme.space[1]};
  }

  .book {
    align-self: stretch;
  }

  /* The usual starting point: a heavier edge and a label above its name. */
  > li.recommended {
    border: 2px solid ${theme.colors.primary};
    border-top-width: 4px;
  }

  .mark {
    ${labelHeading(theme)};
    margin-bottom: ${theme.space[2]};
    color: ${theme.colors.primary};
  }
`;

export interface EngagementFormatsProps {
  formats: Queries.EngagementFormatsFragment["items"];
  /** siteMetadata.bookingUrl: where a format without its own booking link books. */
  bookingUrl: string;
}

/**
 * The ways to work together, each with what it is, for whom, and a button to book a call on it:
 * solid on the format content marks `recommended` (where most teams start), outlined on the rest.
 */
export function EngagementFormats({ formats, bookingUrl }: EngagementFormatsProps) {
  return (
    <ul css={listStyles}>
      {formats.map((item) => (
        <li key={item.name} className={item.recommended ? "recommended" : undefined}>
          {item.recommended && <p className="mark">Where most teams start</p>}
          <h3>{item.name}</h3>
          <p className="for-whom">{item.forWhom}</p>
          <dl>
            <dt>Length</dt>
            <dd>
              <KeepTogether text={item.length} />
            </dd>
            <dt>Format</dt>
            <dd>
              <KeepTogether text={item.format} />
            </dd>
            {item.price && (
              <>
                <dt>Price</dt>
                <dd>
                  <KeepTogether text={item.price} />
                </dd>
              </>
            )}
          </dl>
          {/* Named for screen readers; on screen the list under the facts speaks for itself. */}
          <h4 css={visuallyHidden}>What you get</h4>
          <ul>
            {item.includes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Button to={item.bookingUrl ?? bookingUrl} quiet={!item.recommended} className="book">
            Schedule a Call<span css={visuallyHidden}> about {item.name}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
