import { css, type Theme } from "@emotion/react";
import { graphql } from "gatsby";
import { reducedMotion } from "../theme";
import { LineIcon } from "./LineIcon";

/** @graphqlFragment */
export const query = graphql`
  fragment Faq on OfferFaq {
    title
    items {
      question
      answer
    }
  }
`;

// The list's rules run to the page's common right edge, like every other block; the answers keep
// the reading measure.
const styles = (theme: Theme) => css`
  margin-top: ${theme.space[6]};
  border-top: 1px solid ${theme.colors.border};

  details {
    border-bottom: 1px solid ${theme.colors.border};
  }

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[4]};
    min-height: ${theme.sizes.target};
    padding-block: ${theme.space[4]};
    font-size: ${theme.typeScale.lead};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.snug};
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary:hover {
    color: ${theme.colors.primary};
  }

  summary svg {
    flex: none;
    color: ${theme.colors.primary};
    transition: transform ${theme.durations.fast}ms ease;
    ${reducedMotion} {
      transition: none;
    }
  }

  details[open] summary svg {
    transform: rotate(45deg);
  }

  details p {
    max-width: ${theme.sizes.prose};
    margin: 0;
    padding-bottom: ${theme.space[5]};
    color: ${theme.colors.textMuted};
  }
`;

/**
 * Questions and answers, each a native disclosure (works without JavaScript, announced as
 * expandable). The same questions go to search engines as FAQPage data (see the home page's Head).
 */
export function Faq({ items }: { items: Queries.FaqFragment["items"] }) {
  return (
    <div css={styles}>
      {items.map((item) => (
        <details key={item.question}>
          <summary>
            {item.question}
            <LineIcon d="M12 5v14M5 12h14" />
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
