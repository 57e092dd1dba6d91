// Server rendering with every Emotion style in <head>. By default Emotion writes a <style> element
// next to each styled element in the body; the W3C checker rejects those (<style> inside <button>
// and <ul>, and body <style> whose selectors reach earlier elements). In Emotion's "compat" mode
// the server cache collects the rules instead, and this module renders them as <style> elements in
// the head, one per style name, labelled data-emotion="css <name>" so the browser's Emotion cache
// adopts them on hydration rather than inserting them again.
import type { ReactElement, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";

const KEY = "css";

export interface RenderedWithStyles {
  html: string;
  /** <style> elements for the head, in the order the styles were first used. */
  styles: ReactElement[];
}

/** A server cache that keeps rules (compat mode) and remembers the order they were first used. */
function createCollectingCache(): { cache: EmotionCache; order: string[] } {
  const cache = createCache({ key: KEY });
  cache.compat = true;
  const order: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!order.includes(serialized.name)) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return { cache, order };
}

export function renderWithStylesInHead(element: ReactNode): RenderedWithStyles {
  const { cache, order } = createCollectingCache();
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  const styles = order.flatMap((name) => {
    const rules = cache.inserted[name];
    if (typeof rules !== "string" || rules === "") return [];
    return [
      <style
        key={`emotion-${name}`}
        data-emotion={`${KEY} ${name}`}
        dangerouslySetInnerHTML={{ __html: rules }}
      />,
    ];
  });
  return { html, styles };
}
