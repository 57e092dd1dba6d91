// What a build publishes: no drafts or future issues in production, both marked in `gatsby
// develop`. The day is in every page's context, so a new day reruns the queries of a cached build.

/** The time zone whose calendar day decides whether a dated issue is out yet. */
export const PUBLICATION_TIME_ZONE = "America/New_York";

/** The page context every page gets; `lastDate` is the variable of the pages' GraphQL filters. */
export interface PublicationContext {
  /** The last `listedFrom` day a listing shows: today, or in a preview the end of time. */
  lastDate: string;
  /** Today in New York ("2026-11-22"), to mark issues that are not out yet. */
  today: string;
}

export function dateIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  // Stryker disable next-line OptionalChaining: equivalent; formatToParts always gives the year,
  // month and day asked for
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The last day there is: a preview (`gatsby develop`) lists up to it, and a draft only from it. */
const PREVIEW_END = "9999-12-31";
/** The first day there is: an undated item (a case study) that is no draft is listed from it. */
const FIRST_DAY = "0000-01-01";

export function publicationContext(preview: boolean, now: Date): PublicationContext {
  const today = dateIn(PUBLICATION_TIME_ZONE, now);
  return { lastDate: preview ? PREVIEW_END : today, today };
}

/** The publication rule: an issue from its date, an undated item at once, a draft in a preview. */
export function listedFrom(item: { draft: boolean; isoDate?: string }): string {
  if (item.draft) return PREVIEW_END;
  return item.isoDate ?? FIRST_DAY;
}

export type PublicationStatus = "published" | "draft" | "scheduled";

/** Whether an item is out: a draft, dated after `today` ("YYYY-MM-DD"), or published. */
export function publicationStatus(
  item: { draft: boolean; isoDate?: string },
  today: string,
): PublicationStatus {
  if (item.draft) return "draft";
  // Stryker disable next-line ConditionalExpression: equivalent; undefined > today is false as well
  // (the check is for the type)
  if (item.isoDate !== undefined && item.isoDate > today) return "scheduled";
  return "published";
}

/** Whether a listing shows an item, as the GraphQL filter `listedFrom: { lte: $lastDate }` does. */
export const isListed = (
  item: { draft: boolean; isoDate?: string },
  { lastDate }: PublicationContext,
): boolean => listedFrom(item) <= lastDate;
