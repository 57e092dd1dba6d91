// Browsers that are not visitors: crawlers, link previews, uptime checks, Lighthouse and other
// automated browsers. They are not counted, as posthog-js does not count them: the same list of
// user-agent markers (@posthog/core's isBlockedUA) and the WebDriver flag automation sets.
import { isBlockedUA } from "@posthog/core/utils";

interface NavigatorWithBrands {
  userAgent: string;
  webdriver?: boolean;
  userAgentData?: { brands?: { brand: string }[] };
}

/** True when the browser says it is automated or a known bot. */
export function looksAutomated(nav: NavigatorWithBrands): boolean {
  if (nav.webdriver === true) return true;
  if (isBlockedUA(nav.userAgent)) return true;
  return (nav.userAgentData?.brands ?? []).some(({ brand }) => isBlockedUA(brand));
}
