/**
 * Browser APIs: shared wrappers, hydration in slices, scroll kept, analytics (src/analytics/).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
// Analytics starts once per page load, from whichever bundle brings this module first.
import "./src/analytics/start";
import { trackPageview } from "./src/analytics/analytics";
import { retryChunksOnce } from "./src/wrap/retryChunks";

export { wrapPageElement, wrapRootElement } from "./src/wrap/wrapElements";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (__LAZY_START__) retryChunksOnce();
};

// Gatsby calls this on the first load too; trackPageview counts each history entry once.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  trackPageview(location);
};

// React mounts when the visitor first acts: the browser already scrolled on load, so nothing moves
// them then. Later entries scroll as Gatsby scrolls them.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps }) =>
  prevRouterProps !== undefined;

// Hydrate as a transition (as Next.js does) so a tap during start-up is answered at once. Typed by
// hand: GatsbyBrowser still types ReactDOM 17's render() (see replaceHydrateFunction.test.tsx).
export const replaceHydrateFunction =
  () =>
  (element: ReactElement, container: Element): (() => void) => {
    let root: Root | undefined;
    startTransition(() => {
      if (container.children.length > 0) {
        root = hydrateRoot(container, element);
      } else {
        root = createRoot(container);
        root.render(element);
      }
    });
    return () => root?.unmount();
  };
