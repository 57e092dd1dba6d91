// How the site writes a date for people: "March 5, 2026". Written once, here: the schema's display
// fields (`displayDate`, `displayUpdated`; src/node/schema/fieldExtensions.ts) give it to every
// page query, and the social cards (src/node/socialCards/socialCards.ts) put it on the card.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-03-05" -> "March 5, 2026"; anything else as it is. */
export function displayDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return `${MONTHS[Number(match[2]) - 1] ?? ""} ${Number(match[3])}, ${match[1]}`;
}
