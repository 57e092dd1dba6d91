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
  /* A quiet band with the site's one solid button: the same look as every other booking link. */
  background: ${theme.colors.muted};
  border-top: 4px solid ${theme.colors.accent};

  > div {
    ${container(theme)};
    display: grid;
    gap: ${theme.space[5]};
    padding-block: ${theme.space[7]};
    ${mediaUp("md")} {
      padding-block: ${theme.space[8]};
      grid-template-columns: 3fr 2fr;
      align-items: center;
      gap: ${theme.space[7]};
    }
  }

  .text {
    max-width: ${theme.sizes.prose};
    margin: 0;
    font-size: ${theme.typeScale.lead};
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
          <Button to={bookingUrl} size="lg">
            {SCHEDULE_A_CALL}
          </Button>
          <IntroCallNote text={content.introCall} />
        </div>
      </div>
    </section>
  );
}
