// The browser's Emotion cache, told which class rules the server already wrote into <head>
// (src/wrap/collectEmotionStyles.tsx labels them data-emotion-ssr="<name> <name> ..."), so
// hydration neither inserts them again nor touches the element that holds them. Emotion's own
// adoption of server styles moves each labelled <style> to the end of <head>, and every move of a
// stylesheet is a style recalculation in the middle of start-up.
import createCache, { type EmotionCache } from "@emotion/cache";

/** The class-name prefix: css-<hash>, on the server and in the browser. */
export const EMOTION_KEY = "css";

export function createBrowserEmotionCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const style of doc.querySelectorAll("style[data-emotion-ssr]")) {
    for (const name of (style.getAttribute("data-emotion-ssr") ?? "").split(" ")) {
      if (name !== "") cache.inserted[name] = true;
    }
  }
  return cache;
}
