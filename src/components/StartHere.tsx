import { css, type Theme } from "@emotion/react";
import { graphql, Link } from "gatsby";
import { routes } from "../routes";
import { card } from "../styles/card";
import { ReadingTime } from "./NewsletterListItem";

// The issues marked `featured: true`, oldest first so the block reads as a path; the queries that
// use it (archive, home page) take the first five (docs/content.md, "Start here").
/** @graphqlFragment */
export const query = graphql`
  fragment StartHere on NewsletterIssue {
    id
    slug
    title
    readingMinutes
  }
`;

export interface StartHereIssue {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly readingMinutes: number;
}

const styles = (theme: Theme) => css`
  ${card(theme)};
  padding: ${theme.sizes.gutter};

  h2 {
    font-size: ${theme.typeScale.cardTitle};
    margin-bottom: ${theme.space[2]};
  }

  p {
    margin: 0 0 ${theme.space[3]};
    color: ${theme.colors.textMuted};
  }

  ol {
    display: grid;
    gap: ${theme.space[3]};
    margin: 0;
    padding-left: ${theme.space[5]};
  }

  li span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

interface StartHereProps {
  /** The issues marked `featured: true`, in reading order (oldest first). */
  issues: readonly StartHereIssue[];
  /** Unique on the page: the heading's id, which names the section. */
  headingId?: string;
}

/**
 * "Start here": a short, numbered path through the issues the coach marked `featured`, for a reader
 * deciding whether to subscribe. Nothing when none is marked.
 */
export function StartHere({ issues, headingId = "start-here" }: StartHereProps) {
  if (issues.length === 0) return null;
  return (
    <section css={styles} aria-labelledby={headingId}>
      <h2 id={headingId}>Start here</h2>
      <p>New to the newsletter? Read these first, in this order.</p>
      <ol>
        {issues.map((issue) => (
          <li key={issue.id}>
            <Link to={routes.newsletterIssue(issue.slug)}>{issue.title}</Link>{" "}
            <ReadingTime minutes={issue.readingMinutes} prefix="· " />
          </li>
        ))}
      </ol>
    </section>
  );
}
