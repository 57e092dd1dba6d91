/**
 * Browser APIs: the shared page wrappers.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
export { wrapPageElement, wrapRootElement } from "./src/wrap/wrapElements";
