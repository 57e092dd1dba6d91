import { css, type Theme } from "@emotion/react";
import { mediaUp, type SiteTheme } from "../theme";

interface BalancedColumnsOptions {
  /** From this breakpoint a multiple of three goes in threes; below it, one a row. */
  threeFrom: keyof SiteTheme["breakpoints"];
  /** Four in one row from lg (a list as wide as the page). */
  fourInARow: boolean;
}

/**
 * Grid columns chosen by how many items there are, so that no row is half empty and every item
 * lines up with the ones above and below: a multiple of three in threes (from `threeFrom`), an even
 * count in twos from sm (four in one row from lg if `fourInARow`), any other count one a row. For
 * the list itself (`ul`, `ol`), by `:has()` on its items. e2e/layout.spec.ts measures the rows.
 */
export const balancedColumns = (
  theme: Theme,
  { threeFrom, fourInARow }: BalancedColumnsOptions,
) => css`
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${theme.space[5]};

  ${mediaUp("sm")} {
    &:has(> li:last-child:nth-child(2n)) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  ${mediaUp(threeFrom)} {
    &:has(> li:last-child:nth-child(3n)) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  ${
    fourInARow &&
    css`
      ${mediaUp("lg")} {
        &:has(> li:last-child:nth-child(4)) {
          grid-template-columns: repeat(4, minmax(0, 1fr));
        }
      }
    `
  }
`;
