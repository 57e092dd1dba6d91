// The analytics entry (webpack entry "analytics-start", added by gatsby-node.ts for the browser
// build): the post-build starter runs it once the page is painted, before and without React, so
// the page view counts however long the visitor waits before acting on the page. The app's
// onClientEntry calls startAnalytics again later, which then does nothing: both share webpack's
// runtime, so this module is one instance.
import { startAnalytics } from "./analytics";

startAnalytics();
