import { css, type Theme } from "@emotion/react";
import { Button } from "./Button";
import { routes } from "../routes";

const styles = (theme: Theme) => css`
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.inverse};
  color: ${theme.colors.onInverse};

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }

  p {
    max-width: ${theme.sizes.prose};
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
  }

  a:focus-visible {
    outline-color: ${theme.colors.inverseLink};
  }
`;

export interface NewsletterCtaProps {
  title: string;
  intro: string;
  subscribeUrl: string;
  /** Offer the archive too (not on the archive itself). */
  showArchiveLink?: boolean;
  /** Heading level: h2 in a page's flow, h3 inside a titled section. */
  headingLevel?: "h2" | "h3";
}

/** The invitation to subscribe to the newsletter (an external sign-up page). */
export function NewsletterCta({
  title,
  intro,
  subscribeUrl,
  showArchiveLink = true,
  headingLevel = "h2",
}: NewsletterCtaProps) {
  const Heading = headingLevel;
  return (
    <aside css={styles} aria-label="Newsletter" data-placement="newsletter-section">
      <Heading>{title}</Heading>
      <p>{intro}</p>
      <div>
        <Button to={subscribeUrl}>Subscribe to the newsletter</Button>
        {showArchiveLink && (
          <Button to={routes.newsletterArchive} variant="secondary">
            Read past issues
          </Button>
        )}
      </div>
    </aside>
  );
}
