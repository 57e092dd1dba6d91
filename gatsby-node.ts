/**
 * Build-time APIs: the typed GraphQL schema and the pages made from content/.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import type { GatsbyNode } from "gatsby";
import { siteMetadataTypeDefs } from "./src/node/schema";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(siteMetadataTypeDefs);
};
