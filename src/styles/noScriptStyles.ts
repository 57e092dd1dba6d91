import {
  ARCHIVE_SEARCH_ID,
  HEADER_ID,
  MAIN_ID,
  MENU_BACKDROP_ID,
  MENU_ID,
  MENU_TOGGLE_ID,
} from "../elementIds";

/**
 * Without JavaScript every destination is shown at once (the popovers would open, but nothing
 * would close them when an item is picked or focus moves on, see src/inline/popover.ts): the
 * bar scrolls with the page, the small-screen panel and dropdown lists are laid open. The archive's
 * search box is hidden: with no script nothing can search (a box that seems to search and does not
 * would mislead), and the archive's numbered pages link every issue. (While the scripts are only
 * late, the box is there and its form is sent to the archive, which searches once they arrive.)
 * Served inside <noscript> in the head by gatsby-ssr.tsx.
 */
export const noScriptStyles = `
#${HEADER_ID}{position:static}
#${MAIN_ID}{padding-top:0}
#${MENU_TOGGLE_ID}{display:none}
#${MENU_BACKDROP_ID}{display:none}
#${MENU_ID}{display:block;position:static;opacity:1;transform:none;box-shadow:none;border:0;padding:0}
#${MENU_ID} ul{flex-wrap:wrap}
#${MENU_ID} [data-submenu]{display:block;position:static;margin:0;box-shadow:none;border:0}
#${HEADER_ID} > div{flex-wrap:wrap}
#${ARCHIVE_SEARCH_ID}{display:none}
`.replace(/\n/g, "");
