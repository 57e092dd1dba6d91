// What a build publishes. A production build shows no draft (`draft: true`) and no newsletter issue
// dated after the build's day in New York, the coach's time zone; `gatsby develop` shows both,
// marked, so the coach can read them before they go out. The rule is written once, in listedFrom:
// the schema gives every listable type that field (src/node/schema/fieldExtensions.ts), each
// listing filters on it with `listedFrom: { lte: $lastDate }`, and createPages applies it through
// isListed. The day travels in every page's context (src/node/pages/createPages.ts), decided once
// per run, so every query of a build agrees with the pages it made, and a new day changes every
// page's context: Gatsby runs the queries again even when the build reuses its cache, and a
// scheduled issue appears on its day.

/** The time zone whose calendar day decides whether a dated issue is out yet. */
export const PUBLICATION_TIME_ZONE = "America/New_York";

/** The page context every page gets; `lastDate` is the variable of the pages' GraphQL filters. */
export interface PublicationContext {
  /**
   * The last `listedFrom` day a listing shows: today in New York, or in gatsby develop the
   * preview's end, which drafts reach too.
   */
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
  // Stryker disable next-line OptionalChaining: equivalent; formatToParts always gives the year,
  // month and day asked for
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The last day there is: a preview (`gatsby develop`) lists up to it, and a draft only from it. */
const PREVIEW_END = "9999-12-31";
/** The first day there is: an undated item (a case study) that is no draft is listed from it. */
const FIRST_DAY = "0000-01-01";

/** What a build shows: everything in a preview (`gatsby develop`), else only what is out. */
export function publicationContext(preview: boolean, now: Date): PublicationContext {
  const today = dateIn(PUBLICATION_TIME_ZONE, now);
  return { lastDate: preview ? PREVIEW_END : today, today };
}

/**
 * The publication rule: the first day ("YYYY-MM-DD") a listing shows an item. An issue is listed
 * from its date, an undated item at once, a draft only in a preview.
 */
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

/**
 * Whether a listing in this build shows an item, as the pages' GraphQL filters decide it
 * (`listedFrom: { lte: $lastDate }`).
 */
export const isListed = (
  item: { draft: boolean; isoDate?: string },
  { lastDate }: PublicationContext,
): boolean => listedFrom(item) <= lastDate;
