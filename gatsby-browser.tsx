/**
 * Browser APIs: the shared page wrappers, hydration in slices, and analytics (which only ever goes
 * through src/analytics/analytics.ts: it is guarded, queued and never throws into the page).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { startAnalytics, trackPageview } from "./src/analytics/analytics";

export { wrapPageElement, wrapRootElement } from "./src/wrap/wrapElements";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startAnalytics();
};

// Gatsby calls this on the first load too; trackPageview counts each history entry once.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  trackPageview(location);
};

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
