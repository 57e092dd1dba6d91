import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const visitorYear = () => new Date().getFullYear();

/**
 * The current year on the visitor's clock. Server HTML shows the build's year, hydration starts from
 * it (so the two agree), then React swaps in the visitor's own: a page built last December is right
 * in January.
 */
export function CopyrightYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(subscribe, visitorYear, () => buildYear);
  return <>{year}</>;
}
