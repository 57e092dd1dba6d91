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
 * For checks that need analytics to run: it sends nothing from a browser that looks automated
 * (navigator.webdriver, "HeadlessChrome"), so these hide that flag. Pair with chromeUserAgent.
 */
export const HUMAN_LIKE_ARGS = [...CHROMIUM_ARGS, "--disable-blink-features=AutomationControlled"];

/** An ordinary desktop Chrome's user agent, of the same major version as `browserVersion`. */
export const chromeUserAgent = (browserVersion: string): string =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browserVersion.split(".")[0]}.0.0.0 Safari/537.36`;
