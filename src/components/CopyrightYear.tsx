import { css } from "@emotion/react";
import { useSyncExternalStore } from "react";
import { COPYRIGHT_YEAR_ID } from "../elementIds";

// Every digit as wide as the others: a year that changes moves nothing after it on the line.
const tabular = css`
  font-variant-numeric: tabular-nums;
`;

const subscribe = () => () => {};
const visitorYear = () => new Date().getFullYear();

/**
 * The current year on the visitor's clock. The server writes the build's year; the page's starter
 * (src/node/builtPages/starter.ts) puts the visitor's in its place before React starts, so a page
 * built last December is right in January from its first paint. Hydration starts from the year the
 * page shows (React hydrates what is there, whichever wrote it), then React keeps the visitor's.
 */
export function CopyrightYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(subscribe, visitorYear, () => shownYear(buildYear));
  return (
    <span id={COPYRIGHT_YEAR_ID} css={tabular}>
      {year}
    </span>
  );
}

/** The year the page shows: on the server the build's, in the browser what the HTML holds now. */
function shownYear(buildYear: number): number {
  if (typeof document === "undefined") return buildYear;
  const shown = Number(document.getElementById(COPYRIGHT_YEAR_ID)?.textContent);
  return Number.isInteger(shown) && shown > 0 ? shown : buildYear;
}
