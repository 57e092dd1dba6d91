import { css, type Theme } from "@emotion/react";
import { routes } from "../routes";
import { Button } from "./Button";
import { PageBody } from "./PageBody";
import { PageIntro } from "./PageIntro";

const styles = (theme: Theme) => css`
  max-width: ${theme.sizes.prose};

  h2 {
    font-size: ${theme.typeScale.cardTitle};
    margin-bottom: ${theme.space[3]};
  }

  ol {
    margin: 0 0 ${theme.space[6]};
    padding-left: ${theme.space[5]};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
  }

  li + li {
    margin-top: ${theme.space[3]};
  }
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

interface ThankYouContent {
  title: string;
  intro: string;
  nextSteps: readonly string[];
}

export interface ThankYouViewProps {
  content: ThankYouContent;
  /** Where a reader goes next from here (the archive, say); the home page is always offered too. */
  next: { to: string; label: string };
}

/**
 * A thank-you page: what just happened and what happens next, in the coach's words
 * (content/thank-you.yaml), then a way on into the site.
 */
export function ThankYouView({ content, next }: ThankYouViewProps) {
  return (
    <>
      <PageIntro title={content.title}>
        <p>{content.intro}</p>
      </PageIntro>
      <PageBody>
        <section css={styles} aria-labelledby="next-steps">
          <h2 id="next-steps">What happens next</h2>
          <ol>
            {content.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div css={actionsStyles}>
            <Button to={next.to}>{next.label}</Button>
            <Button to={routes.home}>Back to the home page</Button>
          </div>
        </section>
      </PageBody>
    </>
  );
}
