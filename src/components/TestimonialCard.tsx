import { css, type Theme } from "@emotion/react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { visuallyHidden } from "../styles/visuallyHidden";
import { Initials } from "./Initials";
import { card } from "../styles/card";
import { quoteText } from "../styles/quote";
import { SiteLink } from "./SiteLink";
import { ResponsiveImage } from "./ResponsiveImage";

/** @graphqlFragment */
export const query = graphql`
  fragment TestimonialCard on TestimonialsYaml {
    name
    role
    company
    quote
    profileUrl
    photoAlt
    photo {
      childImageSharp {
        smallImage(width: 48)
      }
    }
  }
`;

const figureStyles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  ${card(theme)};
  padding: ${theme.sizes.gutter};

  blockquote {
    ${quoteText(theme)};
    flex: 1;
    margin-bottom: ${theme.space[5]};
  }

  /* The face level with the name, however many lines the role beside it takes. */
  figcaption {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
    line-height: ${theme.lineHeights.snug};
  }

  /* Below the face where beside it a word such as "Engineering" would not fit (large text). */
  figcaption > div {
    flex: 1 1 9em;
    min-width: 0;
  }

  .avatar {
    flex: none;
    border-radius: ${theme.radii.pill};
  }

  cite {
    display: block;
    font-style: normal;
    font-weight: ${theme.fontWeights.bold};
  }

  .role {
    color: ${theme.colors.textMuted};
  }
`;

// The one quote after the home page's figures: set apart by a brand rule, its words set as every
// other quote's.
const featuredStyles = (theme: Theme) => css`
  border-inline-start: 6px solid ${theme.colors.primary};
`;

/**
 * One testimonial: the quote, then who said it (name, role, company). A real photo when the coach
 * adds one, the person's initials otherwise; the name links to their public profile when given.
 */
export function TestimonialCard({
  testimonial,
  featured = false,
}: {
  testimonial: Queries.TestimonialCardFragment;
  featured?: boolean;
}) {
  const photo = testimonial.photo?.childImageSharp?.smallImage as IGatsbyImageData | undefined;
  const { name, profileUrl } = testimonial;
  return (
    <figure css={[figureStyles, featured && featuredStyles]}>
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        {photo ? (
          <ResponsiveImage image={photo} alt={testimonial.photoAlt ?? ""} className="avatar" />
        ) : (
          <Initials name={name} />
        )}
        <div>
          <cite>
            {profileUrl ? (
              <SiteLink to={profileUrl} newTab>
                {name}
                <span css={visuallyHidden}> (profile, opens in a new tab)</span>
              </SiteLink>
            ) : (
              name
            )}
          </cite>
          <span className="role">
            {testimonial.role}, {testimonial.company}
          </span>
        </div>
      </figcaption>
    </figure>
  );
}
