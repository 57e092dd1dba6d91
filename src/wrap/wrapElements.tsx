// The one place pages are wrapped, re-exported by gatsby-browser.tsx and gatsby-ssr.tsx so server
// HTML and hydration always agree.
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../theme";
import { GlobalStyles } from "../styles/GlobalStyles";
import { Layout } from "../components/Layout";

type WrapRootElement = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"];
type WrapPageElement = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

export const wrapRootElement: WrapRootElement = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
);

// The global styles belong to the page, not the root: Gatsby also wraps each page's <Head> in
// wrapRootElement, and a <Global> there would write the whole stylesheet into <head> a second time.
export const wrapPageElement: WrapPageElement = ({ element }) => (
  <>
    <GlobalStyles />
    <Layout>{element}</Layout>
  </>
);
