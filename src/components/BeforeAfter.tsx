import { visuallyHidden } from "../styles/visuallyHidden";

/**
 * A measured change, "9 days → 2 days": the arrow is drawn, never read (screen readers say it
 * differently, or not at all); they hear "9 days to 2 days" instead. The one way every figure on
 * the site is written.
 */
export function BeforeAfter({ before, after }: { before: string; after: string }) {
  return (
    <>
      <span className="before">{before}</span> <span aria-hidden="true">→</span>{" "}
      <span css={visuallyHidden}>to</span> <span className="after">{after}</span>
    </>
  );
}
