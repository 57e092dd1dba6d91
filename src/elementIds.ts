/**
 * The ids of the layout's own elements, in one place: the components that render them, the styles
 * that reach them without JavaScript (src/styles/noScriptStyles.ts) and aria-controls all read them
 * here. Content may not take them (the post-build net, src/node/builtPages/contentPlacement.ts,
 * reads the ids a built page uses).
 */
export const HEADER_ID = "site-header";
export const MAIN_ID = "main";
export const MENU_ID = "site-menu";
export const MENU_TOGGLE_ID = "site-menu-toggle";
export const MENU_BACKDROP_ID = "site-menu-backdrop";
export const ARCHIVE_SEARCH_ID = "archive-search";
/** What the archive's search says before React runs (the page's starter writes it). */
export const ARCHIVE_SEARCH_NOTE_ID = "archive-search-note";
/** The footer's year, which the page's starter sets to the visitor's before React starts. */
export const COPYRIGHT_YEAR_ID = "copyright-year";
