import { Fragment, type ReactNode } from "react";
import { css } from "@emotion/react";

// Words that belong on one line ("6 months", "60-minute"), joined here so content/ stays plain.

// An inline block, not nowrap: in a box too narrow for it (large text on a phone) it still wraps.
const together = css`
  display: inline-block;
  max-width: 100%;
`;

/** A figure, its compounds and the word it counts, unless a small word ("$14,000 a month"). */
const FIGURE_RUN =
  /(\$?\d[\d,.]*(?:-\p{L}+)*(?: (?!(?:a|an|to|of|or|and|per|in|on|at|by|for)\b)\p{L}+)?)/u;

/** `text` with each figure run ("6 months", "60-minute calls") kept on one line. */
export function KeepTogether({ text }: { text: string }) {
  const pieces = text.split(FIGURE_RUN);
  return (
    <>
      {pieces.map((piece, index) =>
        // split() with a capturing group puts the matches at the odd indexes.
        index % 2 === 1 ? (
          <span key={index} css={together}>
            {piece}
          </span>
        ) : (
          <Fragment key={index}>{piece}</Fragment>
        ),
      )}
    </>
  );
}

/** Kept whole on one line while it fits: a short label ("4 min read"), "→ 2 days". */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span css={together}>{children}</span>;
}

/** A standalone description as it reads after a comma: leading "A"/"An" lower-cased, not "The". */
export const midSentence = (text: string): string =>
  text.replace(/^(A|An)(?= )/, (article) => article.toLowerCase());
