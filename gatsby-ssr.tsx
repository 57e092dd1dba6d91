/**
 * Server rendering APIs: the shared page wrappers, the document language, the bar colour per
 * colour scheme, the no-JavaScript fallback styles for the navigation, the inline script that keeps
 * the navigation's popovers' state announced from the first paint, and Emotion's styles collected
 * into the head (valid HTML).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 */
import type { GatsbySSR } from "gatsby";
import { ThemeProvider } from "@emotion/react";
import { GlobalStyles } from "./src/styles/GlobalStyles";
import { palettes, theme } from "./src/theme";
import { noScriptStyles } from "./src/styles/noScriptStyles";
import { POPOVER_SCRIPT_ID } from "./src/inline/scriptIds";
import { renderWithStylesInHead } from "./src/wrap/collectEmotionStyles";

export { wrapPageElement, wrapRootElement } from "./src/wrap/wrapElements";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <meta
      key="theme-color-light"
      name="theme-color"
      media="(prefers-color-scheme: light)"
      content={palettes.light.primary}
    />,
    <meta
      key="theme-color-dark"
      name="theme-color"
      media="(prefers-color-scheme: dark)"
      content={palettes.dark.background}
    />,
    // In <head>, so its listeners are there before the first tap (src/inline/popover.ts, bundled
    // by gatsby-node.ts).
    <script
      key="popover-state"
      id={POPOVER_SCRIPT_ID}
      dangerouslySetInnerHTML={{ __html: __POPOVER_SCRIPT__ }}
    />,
    <noscript key="noscript-navigation">
      <style dangerouslySetInnerHTML={{ __html: noScriptStyles }} />
    </noscript>,
  ]);
};

// The global styles go first (components' own rules must win ties). They are the same on every
// page, and rendered apart from the page: the browser never renders them (see wrapElements.tsx),
// and the page's tree must match its own.
const globalStyles = renderWithStylesInHead(
  <ThemeProvider theme={theme}>
    <GlobalStyles />
  </ThemeProvider>,
).styles;

export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = renderWithStylesInHead(bodyComponent);
  replaceBodyHTMLString(html);
  setHeadComponents([...globalStyles, ...styles]);
};
