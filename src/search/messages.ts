// What the archive's search tells the reader: written once, read by the search itself
// (src/components/ArchiveSearch.tsx) and by the page's starter (src/node/builtPages/starter.ts),
// which says it before React runs.

/** The query parameter the archive's search form sends and the archive reads (`?q=`). */
export const SEARCH_PARAM = "q";

export const searchingMessage = (term: string): string => `Searching for “${term}”…`;

export const SEARCH_FAILED_MESSAGE =
  "The search could not be loaded. Please try again, or browse the pages below.";
