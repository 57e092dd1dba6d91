import { graphql, useStaticQuery } from "gatsby";
import { signupOf, type Signup } from "../newsletterForm";

type SiteQueryResult = NonNullable<Queries.SiteMetadataQuery["site"]>;
type SiteMetadataData = SiteQueryResult["siteMetadata"];

// The raw newsletter settings stay here: components read what they mean, `signup`.
export interface SiteData extends Omit<SiteMetadataData, "newsletter"> {
  /** Year of the build, so server HTML and hydration agree before the visitor's clock is read. */
  buildYear: number;
  /** The sign-up form, or the subscription page when no service is set. */
  signup: Signup;
}

/**
 * The business's constants from gatsby-config.ts, the only way components read them.
 * Every field is non-null in the schema (gatsby-node.ts), so the types carry no nulls.
 */
export function useSiteMetadata(): SiteData {
  const { site } = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        buildYear: buildTime(formatString: "YYYY")
        siteMetadata {
          title
          description
          siteUrl
          tagline
          bookingUrl
          newsletterSubscribeUrl
          newsletter {
            promise
            service
            formUrl
          }
          email
          location
          social {
            linkedin
            github
            x
          }
        }
      }
    }
  `);
  // `site` always exists in a Gatsby build; its absence means the query itself is broken.
  if (!site) throw new Error("useSiteMetadata: the site query returned no site");
  return {
    ...site.siteMetadata,
    buildYear: Number(site.buildYear),
    signup: signupOf(site.siteMetadata),
  };
}
