/**
 * Server rendering APIs: the shared page wrappers, the document language and the no-JavaScript
 * fallback styles for the navigation.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 */
import type { GatsbySSR } from "gatsby";
import { noScriptStyles } from "./src/styles/noScriptStyles";

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
