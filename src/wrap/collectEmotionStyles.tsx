// Server rendering with every Emotion style in <head>. By default Emotion writes a <style> element
// next to each styled element in the body; the W3C checker rejects those (<style> inside <button>
// and <ul>, and body <style> whose selectors reach earlier elements). In Emotion's "compat" mode
// the server cache collects the rules instead, and this module renders them into the head in the
// shape the browser adopts on hydration instead of inserting them again:
// - each <Global> as its own <style data-emotion="css-global <name>">, which a Global rendered in
//   the browser looks up (data-s="": it is in <head> already, not in React's way);
// - every class rule in one <style data-emotion-ssr="<name> <name> ...">, in first-use order,
//   which the browser's cache (emotionCache.ts) reads to know them as inserted.
// One element, not one per rule: every <style> is a stylesheet the browser parses. And not
// labelled data-emotion, which would make Emotion move it to the end of <head> on start-up.
import type { ReactElement, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { EMOTION_KEY as KEY } from "./emotionCache";

export interface RenderedWithStyles {
  html: string;
  /** <style> elements for the head: the global styles, then the class rules. */
  styles: ReactElement[];
}

/** A server cache that keeps rules (compat mode) and remembers what was used, in order. */
function createCollectingCache(): { cache: EmotionCache; globals: string[]; classes: string[] } {
  const cache = createCache({ key: KEY });
  cache.compat = true;
  const globals: string[] = [];
  const classes: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // <Global> inserts with an empty selector; the css prop with its ".css-<name>" class.
    const names = selector === "" ? globals : classes;
    if (!names.includes(serialized.name)) names.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return { cache, globals, classes };
}

export function renderWithStylesInHead(element: ReactNode): RenderedWithStyles {
  const { cache, globals, classes } = createCollectingCache();
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  const rulesOf = (name: string): string => {
    const rules = cache.inserted[name];
    return typeof rules === "string" ? rules : "";
  };
  // This leans on Emotion's cache internals (compat mode, insert(), inserted[name] holding the
  // rules). If an upgrade changes them, stop the build rather than ship unstyled or invalid pages.
  const missing = [...html.matchAll(new RegExp(`class="(?:[^"]* )?${KEY}-([^\\s"]+)`, "g"))]
    .map((match) => match[1] ?? "")
    .filter((name) => !classes.includes(name) || rulesOf(name) === "");
  if (html.includes("<style") || missing.length > 0) {
    throw new Error(
      `Emotion's server cache no longer works as src/wrap/collectEmotionStyles.tsx expects ` +
        `(${html.includes("<style") ? "<style> in the body" : `no rules for ${missing.join(", ")}`})`,
    );
  }
  const styles = globals
    .filter((name) => rulesOf(name) !== "")
    .map((name) => (
      <style
        key={`emotion-global-${name}`}
        data-emotion={`${KEY}-global ${name}`}
        data-s=""
        dangerouslySetInnerHTML={{ __html: rulesOf(name) }}
      />
    ));
  const used = classes.filter((name) => rulesOf(name) !== "");
  if (used.length > 0)
    styles.push(
      <style
        key="emotion-classes"
        data-emotion-ssr={used.join(" ")}
        dangerouslySetInnerHTML={{ __html: used.map(rulesOf).join("") }}
      />,
    );
  return { html, styles };
}
