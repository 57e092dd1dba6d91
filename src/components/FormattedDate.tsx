/** A date for people ("March 5, 2026") with the machine-readable form in `datetime`. */
export function FormattedDate({ iso, label }: { iso: string; label: string }) {
  return <time dateTime={iso}>{label}</time>;
}
