import type { TimeHTMLAttributes } from "react";
import { css } from "@emotion/react";

// An inline block: the line breaks around the date, not inside it, unless the box is too narrow
// for the whole date (KeepTogether.tsx says why not white-space: nowrap).
const together = css`
  display: inline-block;
`;

/**
 * A date for people ("March 5, 2026") with the machine-readable form in `datetime`; other
 * attributes (the search index's `data-pagefind-meta`) pass through.
 */
export function FormattedDate({
  iso,
  label,
  ...rest
}: { iso: string; label: string } & TimeHTMLAttributes<HTMLTimeElement>) {
  return (
    // A date never breaks across lines ("November / 12, 2026").
    <time dateTime={iso} css={together} {...rest}>
      {label}
    </time>
  );
}
