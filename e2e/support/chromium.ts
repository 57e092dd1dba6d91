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
