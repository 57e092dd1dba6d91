// The one Chromium every browser check drives: Debian's, never a downloaded one. Without
// --disable-background-networking Chromium keeps reaching for the network, which is closed here.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * For checks that need analytics to run: posthog-js drops every event from a browser that looks
 * automated (navigator.webdriver), so these hide that flag. Pair with an ordinary Chrome user agent.
 */
export const HUMAN_LIKE_ARGS = [...CHROMIUM_ARGS, "--disable-blink-features=AutomationControlled"];
