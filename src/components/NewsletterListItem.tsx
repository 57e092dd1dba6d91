import { css, type Theme } from "@emotion/react";
import { graphql, Link } from "gatsby";
import { FormattedDate } from "./FormattedDate";
import { PublicationBadge } from "./PublicationBadge";
import { publicationStatus } from "../publication";
import { routes } from "../routes";
import { TopicLinks } from "./TopicLinks";
import { NoWrap } from "./KeepTogether";

/** @graphqlFragment */
export const query = graphql`
  fragment NewsletterListItem on NewsletterIssue {
    slug
    title
    summary
    date: displayDate
    isoDate: date(formatString: "YYYY-MM-DD")
    draft
    readingMinutes
    topics {
      name
      slug
    }
  }

  # One page of a numbered list of issues (the archive's, a topic's).
  fragment NewsletterListPage on NewsletterIssueConnection {
    totalCount
    pageInfo {
      currentPage
      pageCount
    }
    nodes {
      id
      ...NewsletterListItem
    }
  }
`;

/** "6 min read": an issue's reading time as every list and page shows it. */
const readingTimeLabel = (minutes: number): string => `${minutes} min read`;

/** The reading time on one line ("4 min read" never breaks after its figure). */
export function ReadingTime({ minutes, prefix = "" }: { minutes: number; prefix?: string }) {
  return <NoWrap>{`${prefix}${readingTimeLabel(minutes)}`}</NoWrap>;
}

/** An issue as a list shows it; search results may lack reading time and topics. */
type ListedIssue = Omit<Queries.NewsletterListItemFragment, "readingMinutes" | "topics"> &
  Partial<Pick<Queries.NewsletterListItemFragment, "readingMinutes" | "topics">>;

// Where the item itself (not the screen) is wide, the date takes a narrow first column; else it
// all stacks.
const styles = (theme: Theme) => css`
  container-type: inline-size;
  padding-block: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.border};

  @container (min-width: 40rem) {
    > div {
      display: grid;
      grid-template-columns: 10rem minmax(0, 1fr);
      column-gap: ${theme.space[6]};
      align-items: baseline;
    }
    > div > * {
      grid-column: 2;
    }
    > div > time {
      grid-column: 1;
      grid-row: 1;
      margin: 0;
    }
  }

  h2,
  h3 {
    font-size: ${theme.typeScale.cardTitle};
    margin-bottom: ${theme.space[2]};
  }

  h2 a,
  h3 a {
    text-decoration: none;
  }

  h2 a:hover,
  h3 a:hover {
    text-decoration: underline;
  }

  time {
    display: block;
    margin-bottom: ${theme.space[2]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  p {
    margin: 0;
  }

  .details {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]} ${theme.space[4]};
    margin-top: ${theme.space[3]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

interface NewsletterListItemProps {
  issue: ListedIssue;
  /** h2 directly under a page's h1, h3 inside a titled section. */
  headingLevel?: "h2" | "h3";
  /** The build's day ("YYYY-MM-DD"): `gatsby develop` marks drafts and issues not out yet. */
  today: string;
}

/** One issue in a list: title linking to it, date, summary, reading time and topics. */
export function NewsletterListItem({ issue, headingLevel = "h3", today }: NewsletterListItemProps) {
  const Heading = headingLevel;
  return (
    <article css={styles}>
      <div>
        <Heading>
          <Link to={routes.newsletterIssue(issue.slug)}>{issue.title}</Link>
        </Heading>
        <FormattedDate iso={issue.isoDate} label={issue.date} />
        <PublicationBadge status={publicationStatus(issue, today)} date={issue.date} />
        <p>{issue.summary}</p>
        {(issue.readingMinutes !== undefined || (issue.topics?.length ?? 0) > 0) && (
          <div className="details">
            {issue.readingMinutes !== undefined && <ReadingTime minutes={issue.readingMinutes} />}
            <TopicLinks topics={issue.topics} />
          </div>
        )}
      </div>
    </article>
  );
}
