// GraphQL type definitions for the site's data. Required fields are non-null, so a missing value
// fails the build instead of rendering a blank.

export const siteMetadataTypeDefs = `
  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }

  type SiteSiteMetadata {
    title: String!
    description: String!
    siteUrl: String!
    tagline: String!
    bookingUrl: String!
    newsletterSubscribeUrl: String!
    email: String!
    location: String!
    social: SiteSiteMetadataSocial!
  }

  type SiteSiteMetadataSocial {
    linkedin: String!
    github: String!
    x: String!
  }
`;
