import { css, type Theme } from "@emotion/react";
import { mediaUp } from "../theme";

/** A list of cards: one column on phones, two from md up, no bullets. */
export const cardGrid = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  /* A card may be narrower than its longest word (large text on a phone): the word breaks rather
     than push the card past the screen's edge. */
  > * {
    min-width: 0;
    overflow-wrap: break-word;
  }
  ${mediaUp("md")} {
    grid-template-columns: repeat(2, 1fr);
  }
`;
