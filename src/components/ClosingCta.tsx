import { css, type Theme } from "@emotion/react";
import { graphql } from "gatsby";
import { mediaUp } from "../theme";
import { SCHEDULE_A_CALL } from "../callToAction";
import { container } from "../styles/container";
import { Button } from "./Button";
import { IntroCallNote } from "./IntroCallNote";

/** @graphqlFragment */
export const query = graphql`
  fragment ClosingCta on OfferYaml {
    introCall
    closing {
      title
      text
    }
  }
`;

const styles = (theme: Theme) => css`
  margin-top: ${theme.space[8]};
  background: ${theme.colors.band};
  color: ${theme.colors.onBand};

  > div {
    ${container(theme)};
    display: grid;
    gap: ${theme.space[5]};
    padding-block: ${theme.space[8]};
    ${mediaUp("md")} {
      grid-template-columns: 3fr 2fr;
      align-items: center;
      gap: ${theme.space[7]};
    }
  }

  /* A section heading: never larger than the page's H1 above it. */
  h2 {
    font-size: ${theme.typeScale.sectionTitle};
  }

  .text {
    max-width: ${theme.sizes.prose};
    margin: 0;
    font-size: ${theme.typeScale.lead};
  }

  /* The site's ring is 1.6:1 on the band; this one is 8:1 or more in both schemes (WCAG 1.4.11).
     On the band's controls, not the band: a bare :focus-visible here would style the section. */
  a:focus-visible,
  button:focus-visible {
    outline-color: ${theme.colors.focusOnBand};
  }
`;

export interface ClosingCtaProps {
  content: Queries.ClosingCtaFragment;
  bookingUrl: string;
}

/**
 * The band that ends a page with the next step: book the intro call, and what that call is. Sits
 * right before the footer on the home page, the success stories and the newsletter pages.
 */
export function ClosingCta({ content, bookingUrl }: ClosingCtaProps) {
  return (
    <section aria-labelledby="closing-cta-heading" data-placement="closing-cta" css={styles}>
      <div>
        <div>
          <h2 id="closing-cta-heading">{content.closing.title}</h2>
          <p className="text">{content.closing.text}</p>
        </div>
        <div>
          <Button to={bookingUrl} variant="accent" size="lg">
            {SCHEDULE_A_CALL}
          </Button>
          <IntroCallNote text={content.introCall} />
        </div>
      </div>
    </section>
  );
}
