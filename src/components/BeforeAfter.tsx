import { visuallyHidden } from "../styles/visuallyHidden";
import { NoWrap } from "./KeepTogether";

/**
 * A measured change, "9 days → 2 days": the arrow is drawn, never read (screen readers say it
 * differently, or not at all); they hear "9 days to 2 days" instead. The one way every figure on
 * the site is written. Each side keeps together, the arrow with the figure before it: a line too
 * short for both breaks after the arrow ("About 900 →" over "About 150"), so no line starts with
 * an arrow, and never inside a figure.
 */
export function BeforeAfter({ before, after }: { before: string; after: string }) {
  return (
    <>
      <NoWrap>
        <span className="before">{before}</span> <span aria-hidden="true">→</span>
      </NoWrap>{" "}
      <span css={visuallyHidden}>to</span>{" "}
      <NoWrap>
        <span className="after">{after}</span>
      </NoWrap>
    </>
  );
}
