/**
 * Server rendering APIs: the shared page wrappers, the document language, the bar colour per
 * colour scheme, the no-JavaScript fallback styles for the navigation, and Emotion's styles
 * collected into the head (valid HTML), without gatsby-plugin-image's runtime for <GatsbyImage>.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 */
import type { GatsbySSR } from "gatsby";
import { isValidElement, type ReactNode } from "react";
import { ThemeProvider } from "@emotion/react";
import { GlobalStyles } from "./src/styles/GlobalStyles";
import { palettes, theme } from "./src/theme";
import { noScriptStyles } from "./src/styles/noScriptStyles";
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

// gatsby-plugin-image stays for its image pipeline (gatsbyImageData); pages render its output as
// plain <picture> (src/components/ResponsiveImage.tsx), so its head style and loader script for
// <GatsbyImage> would only be bytes, and an inline script the Content-Security-Policy must allow.
const isImageRuntime = (element: ReactNode) =>
  isValidElement(element) && String(element.key).startsWith("gatsby-image-style");

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(getHeadComponents().filter((element) => !isImageRuntime(element)));
};
