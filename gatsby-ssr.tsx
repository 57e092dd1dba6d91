/**
 * Server rendering APIs: the shared page wrappers, the document language, the no-JavaScript
 * fallback styles for the navigation, and Emotion's styles collected into the head (valid HTML).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 */
import type { GatsbySSR } from "gatsby";
import { noScriptStyles } from "./src/styles/noScriptStyles";
import { renderWithStylesInHead } from "./src/wrap/collectEmotionStyles";

export { wrapPageElement, wrapRootElement } from "./src/wrap/wrapElements";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <noscript key="noscript-navigation">
      <style dangerouslySetInnerHTML={{ __html: noScriptStyles }} />
    </noscript>,
  ]);
};

export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = renderWithStylesInHead(bodyComponent);
  replaceBodyHTMLString(html);
  setHeadComponents(styles);
};
