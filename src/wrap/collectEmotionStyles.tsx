// Server rendering with every Emotion style in <head>, through Emotion's documented server API
// (@emotion/server's extractCriticalToChunks, as Emotion's docs show for React 18 frameworks). By
// default Emotion writes a <style> next to each styled element in the body; the W3C checker
// rejects those (<style> inside <button> and <ul>). The chunks become <style> elements for the
// head: one per <Global>, then one with every class rule, labelled for the browser's cache
// (emotionCache.ts), which takes them as inserted instead of inserting them again.
import type { ReactElement, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import createEmotionServer from "@emotion/server/create-instance";
import { CacheProvider } from "@emotion/react";
import { createEmotionCache } from "./emotionCache";

export interface RenderedWithStyles {
  html: string;
  /** <style> elements for the head: the global styles, then the class rules. */
  styles: ReactElement[];
}

export function renderWithStylesInHead(element: ReactNode): RenderedWithStyles {
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  // The one promise this relies on: with its server API in use, Emotion leaves the body alone.
  if (/<style/i.test(html)) {
    throw new Error(
      "Emotion wrote a <style> into the page body (src/wrap/collectEmotionStyles.tsx)",
    );
  }
  const styles = extractCriticalToChunks(html)
    .styles.filter(({ css }) => css !== "")
    .map(({ key, ids, css }) => (
      <style
        key={`${key} ${ids.join(" ")}`}
        data-emotion-ssr={ids.join(" ")}
        dangerouslySetInnerHTML={{ __html: css }}
      />
    ));
  return { html, styles };
}
