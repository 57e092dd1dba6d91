import { Fragment, type ReactNode } from "react";
import { css } from "@emotion/react";

// Words that belong together on one line, whatever the width: a figure and what it counts ("6
// months", "28 engineers"), a compound with a figure ("60-minute", "60-person"), a date. Done here,
// where the text is shown, so the coach types ordinary spaces and hyphens in content/.

// An inline block, not white-space: nowrap: the line breaks around it, never inside it, while it
// fits on a line of its own; in a box too narrow even for that (a card on a small phone with 150%
// or 200% text) it wraps inside, at its spaces and then inside a word (the body's overflow-wrap),
// rather than stick out of the box.
const together = css`
  display: inline-block;
  max-width: 100%;
`;

/**
 * A figure (with an optional currency sign), its hyphenated compounds ("60-minute") and the word
 * it counts ("6 months"), unless that word is a small one that belongs to the rest of the phrase
 * ("$14,000 a month", "3 to 6 months").
 */
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

/**
 * A description written to stand alone ("A 60-person payments scale-up") as it reads after a comma
 * in a sentence: a leading "A" or "An" in lower case ("..., a 60-person payments scale-up"). "The"
 * stays: it may begin a company's name.
 */
export const midSentence = (text: string): string =>
  text.replace(/^(A|An)(?= )/, (article) => article.toLowerCase());
