import { Fragment } from "react";
import { css } from "@emotion/react";

// Words that belong together on one line, whatever the width: a figure and what it counts ("6
// months", "28 engineers"), a compound with a figure ("60-minute", "60-person"), a date. Done here,
// where the text is shown, so the coach types ordinary spaces and hyphens in content/.

const nowrap = css`
  white-space: nowrap;
`;

/** A figure, with an optional currency sign, its hyphenated compounds and the word after it. */
const FIGURE_RUN = /(\$?\d[\d,.]*(?:-\p{L}+)*(?: \p{L}+)?)/u;

/** `text` with each figure run ("6 months", "two 60-minute calls") kept on one line. */
export function KeepTogether({ text }: { text: string }) {
  const pieces = text.split(FIGURE_RUN);
  return (
    <>
      {pieces.map((piece, index) =>
        // split() with a capturing group puts the matches at the odd indexes.
        index % 2 === 1 ? (
          <span key={index} css={nowrap}>
            {piece}
          </span>
        ) : (
          <Fragment key={index}>{piece}</Fragment>
        ),
      )}
    </>
  );
}

/** For text passed on as a string (an intro, a title): every space made non-breaking. */
export const nonBreaking = (text: string): string => text.replace(/ /g, "\u00a0");

/** Shown whole on one line: a date, a short label. */
export function NoWrap({ children }: { children: string }) {
  return <span css={nowrap}>{children}</span>;
}

/**
 * A description written to stand alone ("A 60-person payments scale-up") as it reads after a comma
 * in a sentence: a leading "A" or "An" in lower case ("..., a 60-person payments scale-up"). "The"
 * stays: it may begin a company's name.
 */
export const midSentence = (text: string): string =>
  text.replace(/^(A|An)(?= )/, (article) => article.toLowerCase());
