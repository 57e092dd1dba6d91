import type { TimeHTMLAttributes } from "react";

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
    <time dateTime={iso} {...rest}>
      {label}
    </time>
  );
}
