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
  <ThemeProvider theme={theme}>
    <GlobalStyles />
    {element}
  </ThemeProvider>
);

export const wrapPageElement: WrapPageElement = ({ element }) => <Layout>{element}</Layout>;
