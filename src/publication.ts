// What a build publishes. A production build shows no draft (`draft: true`) and no newsletter issue
// dated after the build's day in New York, the coach's time zone; `gatsby develop` shows both,
// marked, so the coach can read them before they go out. The decision travels in every page's
// context (gatsby-node.ts), which the page queries' filters read, so it is made again on every
// build: a scheduled issue appears on its day even when the build reuses Gatsby's cache.

/** The time zone whose calendar day decides whether a dated issue is out yet. */
export const PUBLICATION_TIME_ZONE = "America/New_York";

/** The page context every page gets; its keys are the variables of the pages' GraphQL filters. */
export interface PublicationContext {
  /** `draft` values a listing shows: [false] in a build, [false, true] in gatsby develop. */
  draftValues: boolean[];
  /** The latest issue date a listing shows: today in New York, or far ahead in gatsby develop. */
  lastDate: string;
  /** Today in New York ("2026-11-22"), to mark issues that are not out yet. */
  today: string;
}

/** The calendar date ("YYYY-MM-DD") it is in `timeZone` at `now`. */
export function dateIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  // Stryker disable next-line OptionalChaining: equivalent; formatToParts always gives the year, month and day asked for
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** What a build shows: everything in a preview (`gatsby develop`), else only what is out. */
export function publicationContext(preview: boolean, now: Date): PublicationContext {
  const today = dateIn(PUBLICATION_TIME_ZONE, now);
  return preview
    ? { draftValues: [false, true], lastDate: "9999-12-31", today }
    : { draftValues: [false], lastDate: today, today };
}

export type PublicationStatus = "published" | "draft" | "scheduled";

/** Whether an item is out: a draft, dated after `today` ("YYYY-MM-DD"), or published. */
export function publicationStatus(
  item: { draft: boolean; isoDate?: string },
  today: string,
): PublicationStatus {
  if (item.draft) return "draft";
  // Stryker disable next-line ConditionalExpression: equivalent; undefined > today is false as well (the check is for the type)
  if (item.isoDate !== undefined && item.isoDate > today) return "scheduled";
  return "published";
}

/**
 * Whether a listing in this build shows an item: the rule the pages' GraphQL filters apply
 * (`draft: { in: $draftValues }`, and for dated items `date: { lte: $lastDate }`).
 */
export const isListed = (
  item: { draft: boolean; isoDate?: string },
  { draftValues, lastDate }: PublicationContext,
): boolean => draftValues.includes(item.draft) && (item.isoDate ?? "") <= lastDate;
