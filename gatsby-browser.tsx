/**
 * Browser APIs: the shared page wrappers, and analytics (which only ever goes through
 * src/analytics/analytics.ts: it is guarded, queued and never throws into the page).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import type { GatsbyBrowser } from "gatsby";
import { startAnalytics, trackPageview } from "./src/analytics/analytics";

export { wrapPageElement, wrapRootElement } from "./src/wrap/wrapElements";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startAnalytics();
};

// Gatsby calls this on the first load too; trackPageview counts each history entry once.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  trackPageview(location);
};
