// One Emotion cache set-up for the server and the browser, and the one place that leans on the
// cache's `inserted` record. The server writes each page's styles into <style data-emotion-ssr=
// "<name> <name> ..."> elements in <head> (collectEmotionStyles.tsx); the browser's cache is told
// those names are in place, so hydration neither inserts them again nor touches the elements.
// Emotion's own label (data-emotion) would have it adopt them by moving each element to the end
// of <head>, which restyles and lays out the whole page once more in the middle of start-up
// (docs/performance.md, "Emotion's styles").
import createCache, { type EmotionCache } from "@emotion/cache";

/** The class-name prefix: css-<hash>, on the server and in the browser. */
const EMOTION_KEY = "css";
/** The attribute naming the rules the server wrote (collectEmotionStyles.tsx writes it). */
const SERVER_RULES = "data-emotion-ssr";

export function createEmotionCache(doc?: Document): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const style of doc?.querySelectorAll(`style[${SERVER_RULES}]`) ?? []) {
    for (const name of (style.getAttribute(SERVER_RULES) ?? "").split(" ")) {
      if (name !== "") cache.inserted[name] = true;
    }
  }
  return cache;
}
