// How the site writes a date for people ("March 5, 2026"), once: the schema's display fields
// (src/node/schema/fieldExtensions.ts) and the social cards use it.
const FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2026-03-05" -> "March 5, 2026" (content dates are checked calendar dates); else as it is. */
export function displayDate(iso: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0];
  return day ? FORMAT.format(new Date(`${day}T00:00:00Z`)) : iso;
}
