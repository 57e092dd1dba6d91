// The one place analytics starts: the analytics entry (webpack entry "analytics-start", added by
// gatsby-node.ts with the lazy start), which the post-build starter runs once the page is painted,
// before and without React, so the page view counts however long the visitor waits before acting
// on the page. gatsby-browser.tsx imports it too, so with Gatsby's own start-up (LAZY_START off,
// gatsby develop) the app starts analytics. webpack evaluates a module once per page load,
// whichever bundle brings it first (both share one runtime), so analytics starts once.
import { startAnalytics } from "./analytics";

startAnalytics();
