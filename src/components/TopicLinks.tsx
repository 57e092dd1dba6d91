import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import { routes } from "../routes";

/** A topic as issues show it (content/topics.yaml). */
export interface TopicLink {
  readonly name: string;
  readonly slug: string;
}

// Small pills that wrap; each link is at least the WCAG 2.5.8 target's 24 px high (padding plus
// the line), and stands apart from its neighbours by the gap.
const styles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};

  a {
    display: inline-block;
    padding: ${theme.space[1]} ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    text-decoration: none;
  }

  a:hover {
    border-color: ${theme.colors.primary};
    text-decoration: underline;
  }
`;

interface TopicLinksProps {
  topics: readonly TopicLink[] | null | undefined;
  /** Mark the links as the search index's "topic" filter (on the issue's own page only). */
  searchFilter?: boolean;
}

/** An issue's topics, each a link to its topic's page; nothing when it has none. */
export function TopicLinks({ topics, searchFilter = false }: TopicLinksProps) {
  if (!topics || topics.length === 0) return null;
  const filter = searchFilter ? { "data-pagefind-filter": "topic" } : {};
  return (
    <ul aria-label="Topics" css={styles}>
      {topics.map((topic) => (
        <li key={topic.slug}>
          <Link to={routes.newsletterTopic(topic.slug)} {...filter}>
            {topic.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
