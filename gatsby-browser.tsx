/**
 * Browser APIs: the shared page wrappers, hydration in slices, the reader's place kept when React
 * mounts, and analytics (src/analytics/analytics.ts: guarded, queued, never throws into the page).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
// Analytics starts when this module is evaluated, once per page load, by whichever bundle brings
// it first: the analytics entry with the lazy start, else (LAZY_START off, gatsby develop) the app.
import "./src/analytics/start";
import { trackPageview } from "./src/analytics/analytics";
import { retryChunksOnce } from "./src/wrap/retryChunks";

export { wrapPageElement, wrapRootElement } from "./src/wrap/wrapElements";

// Before Gatsby's loader asks for the page's chunks. With Gatsby's own start-up (LAZY_START off)
// the chunk loading is webpack's as it is.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (__LAZY_START__) retryChunksOnce();
};

// Gatsby calls this on the first load too; trackPageview counts each history entry once.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  trackPageview(location);
};

// Gatsby's scroll handler runs when React mounts: at a page's own address it would scroll to the
// #fragment, or to a position stored by an earlier visit. The browser did that already when the
// page loaded, and React mounts when the visitor first acts, perhaps after they have scrolled on:
// nothing moves them then. Every later history entry scrolls as Gatsby scrolls it (a true result
// leaves the choice to Gatsby's handler: the fragment, the stored position or the top).
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps }) =>
  prevRouterProps !== undefined;

// Hydrate as a transition, the way Next.js does: React then works in slices of a few milliseconds
// and yields between them, so a tap during start-up is answered at once instead of waiting for the
// whole page to hydrate in one long task (Gatsby's default hydrates in one go). An empty container
// (`gatsby develop` renders no HTML on the server) is rendered instead, as Gatsby does; the
// returned cleanup is what Gatsby's develop loading indicator calls.
// (Typed by hand: GatsbyBrowser's type for it is still ReactDOM 17's render(); the call it must
// match is checked against Gatsby's own code in __tests__/replaceHydrateFunction.test.tsx.)
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
