// The one place pages are wrapped, re-exported by gatsby-browser.tsx and gatsby-ssr.tsx so server
// HTML and hydration always agree.
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { CacheProvider, ThemeProvider } from "@emotion/react";
import { theme } from "../theme";
import { GlobalStyles } from "../styles/GlobalStyles";
import { Layout } from "../components/Layout";
import { createEmotionCache } from "./emotionCache";

type WrapRootElement = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"];
type WrapPageElement = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

// In the browser, the cache that adopts the styles the server wrote into <head> (emotionCache.ts).
// On the server, gatsby-ssr's replaceRenderer provides the cache that collects them.
const browserCache = typeof document === "undefined" ? undefined : createEmotionCache(document);

export const wrapRootElement: WrapRootElement = ({ element }) => {
  const themed = <ThemeProvider theme={theme}>{element}</ThemeProvider>;
  return browserCache ? <CacheProvider value={browserCache}>{themed}</CacheProvider> : themed;
};

// A built page carries the global styles in <head> already (gatsby-ssr renders them there), so
// the browser has nothing to do for them. `gatsby develop` does not render pages on the server:
// there Emotion inserts them.
export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <>
    {process.env.NODE_ENV === "development" && <GlobalStyles />}
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
);
