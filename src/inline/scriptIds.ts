// What the site's inline scripts (src/inline/) share with what writes them into the page (the
// post-build pass, gatsby-ssr.tsx): their ids and the starter's per-page settings.

export const EARLY_RECORDER_ID = "early-analytics";
export const ADDRESS_CLEANUP_ID = "clean-address";
export const POPOVER_SCRIPT_ID = "popover-state";

/** The window property the early recorder keeps its records in (earlyRecords.ts takes them). */
export const EARLY_RECORDS = "__earlyAnalytics";
/** The id of the JSON block the early recorder reads its settings (project key, host) from. */
export const ANALYTICS_SETTINGS_ID = "analytics-settings";

/** What a page starts: `now` once painted, the rest when the visitor first acts. */
export interface StarterSettings {
  now: string[];
  /** Gatsby's other bundles, run by webpack in its own order. */
  later: string[];
  /** Fetched with the bundles, run when Gatsby's loader asks. */
  chunks: string[];
  /** App data, page data, static queries. */
  data: string[];
  /** The archive: its search says what it does before React runs. */
  search?: true;
}

/** The attribute of the starter's element that holds its StarterSettings as JSON. */
export const STARTER_SETTINGS_ATTRIBUTE = "data-settings";
