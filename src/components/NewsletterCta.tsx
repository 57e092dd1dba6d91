import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import { mediaUp } from "../theme";
import { NEWSLETTER_ARCHIVE } from "../navigation";
import { routes } from "../routes";
import { Button } from "./Button";
import { SignupForm, UNSUBSCRIBE_NOTE } from "./SignupForm";
import { card } from "../styles/card";
import type { Signup } from "../newsletterForm";

/* Text and actions side by side only where the box itself has room for both (a section of the home
   page), stacked in an article's narrow column: the wrap follows the box, not the screen. */
const styles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]} ${theme.space[6]};
  ${card(theme)};
  border-left: 6px solid ${theme.colors.accent};
  padding: ${theme.sizes.gutter};
  ${mediaUp("md")} {
    padding: ${theme.space[6]};
  }

  .text {
    flex: 1 1 26rem;
    min-width: 0;
  }

  h2 {
    font-size: ${theme.typeScale.cardTitle};
    margin-bottom: ${theme.space[2]};
  }

  p {
    max-width: ${theme.sizes.prose};
    margin: 0;
    color: ${theme.colors.textMuted};
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[3]} ${theme.space[5]};
  }

  /* The form takes the room beside the text, or a line of its own; never wider than the box. */
  .actions.signup {
    flex: 1 1 20rem;
    min-width: 0;
  }

  /* "Subscribe to the newsletter" on one line in a 320 px phone's card too. */
  .actions > .subscribe {
    padding-inline: ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
    ${mediaUp("sm")} {
      padding-inline: ${theme.space[4]};
      font-size: ${theme.fontSizes.md};
    }
  }
`;

export interface NewsletterCtaProps {
  title: string;
  /** Said before what the newsletter brings (the archive: how many issues so far). */
  intro?: string;
  signup: Signup;
  /** Offer the archive too (not on the archive itself). */
  showArchiveLink?: boolean;
  /** Where the subscribe link is counted (analytics): "newsletter-section", "archive", "issue". */
  placement: string;
  /** The newest issue, named after the intro (the home page's one line about the newsletter). */
  latest?: { slug: string; title: string } | undefined;
}

/** The invitation to subscribe: the sign-up form, or a link to the service's page without one. */
export function NewsletterCta({
  title,
  intro,
  signup: { subscribeUrl, promise, form },
  showArchiveLink = true,
  placement,
  latest,
}: NewsletterCtaProps) {
  return (
    <aside css={styles} aria-label="Newsletter" data-placement={placement}>
      <div className="text">
        <h2>{title}</h2>
        <p>
          {[intro, promise, !form && UNSUBSCRIBE_NOTE].filter(Boolean).join(" ")}
          {latest && (
            <>
              {" "}
              Latest: <Link to={routes.newsletterIssue(latest.slug)}>{latest.title}</Link>
            </>
          )}
        </p>
      </div>
      <div className={form ? "actions signup" : "actions"}>
        {form ? (
          <SignupForm id={`signup-${placement}`} form={form} />
        ) : (
          <Button to={subscribeUrl} className="subscribe">
            Subscribe to the newsletter
          </Button>
        )}
        {showArchiveLink && <Link to={NEWSLETTER_ARCHIVE.path}>{NEWSLETTER_ARCHIVE.title}</Link>}
      </div>
    </aside>
  );
}
