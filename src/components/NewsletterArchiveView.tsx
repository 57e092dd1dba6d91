import { css, type Theme } from "@emotion/react";
import { ClosingCta } from "./ClosingCta";
import { PageIntro } from "./PageIntro";
import { PageBody } from "./PageBody";
import { NewsletterCta } from "./NewsletterCta";
import type { Signup } from "../newsletterForm";
import { NewsletterListItem } from "./NewsletterListItem";
import { ArchivePagination, type ArchivePage } from "./ArchivePagination";
import { ArchiveSearch } from "./ArchiveSearch";
import { TopicLinks, type TopicLink } from "./TopicLinks";
import { labelHeading } from "../styles/labelHeading";
import { StartHere, type StartHereIssue } from "./StartHere";

type Issue = Queries.NewsletterListItemFragment & { id: string };

/** Issues newest first, whatever order they arrive in (ISO dates sort as text). */
export function newestFirst<T extends { isoDate: string }>(issues: readonly T[]): T[] {
  return [...issues].sort((a, b) => b.isoDate.localeCompare(a.isoDate));
}

/** The archive's rhythm from the issues themselves, never a promise the dates may contradict. */
export function issuesSoFar(total: number, latestDate: string | undefined): string {
  if (total === 0 || latestDate === undefined) return "";
  const count = total === 1 ? "One issue" : `${total} issues`;
  // Month and day on one line; the year may start the next (200 % text on a small phone).
  return `${count} so far, the latest on ${latestDate.replace(" ", "\u00a0")}.`;
}

/** The archive's name, and from page 2 on which page of how many: each page's own title. */
export function archivePageTitle(title: string, { current, count }: ArchivePage): string {
  return current > 1 ? `${title}, page ${current} of ${count}` : title;
}

export interface NewsletterArchiveViewProps {
  title: string;
  intro: string;
  issues: readonly Issue[];
  /** How many issues the whole archive lists. */
  total: number;
  /** The newest issue's date as shown ("November 12, 2026"); undefined before the first. */
  latestDate: string | undefined;
  page: ArchivePage;
  signup: Signup;
  closing: Queries.ClosingCtaFragment;
  bookingUrl: string;
  /** The build's day ("YYYY-MM-DD"), to mark issues only `gatsby develop` shows. */
  today: string;
  /** The issues marked `featured`, in reading order: "Start here", on the first page only. */
  startHere?: readonly StartHereIssue[];
  /** Every topic (content/topics.yaml), each leading to its page. */
  topics?: readonly TopicLink[];
}

// Above the fold: the first thing under the introduction is the way to get the next issue.
const subscribeStyles = (theme: Theme) => css`
  margin-bottom: ${theme.space[6]};
`;

/** One page of the archive; search results replace its list and page links while shown. */
export function NewsletterArchiveView({
  title,
  intro,
  issues,
  total,
  latestDate,
  page,
  signup,
  closing,
  bookingUrl,
  today,
  startHere = [],
  topics = [],
}: NewsletterArchiveViewProps) {
  const empty = total === 0;
  return (
    <>
      <PageIntro title={archivePageTitle(title, page)}>
        <p>{intro}</p>
      </PageIntro>
      <PageBody>
        {empty && (
          <p>
            No issues have been published yet. Subscribe below to get the first one by email the day
            it goes out.
          </p>
        )}
        <div css={subscribeStyles}>
          <NewsletterCta
            title={empty ? "Get the first issue by email" : "Get the next issue by email"}
            intro={issuesSoFar(total, latestDate)}
            signup={signup}
            showArchiveLink={false}
            placement="archive"
          />
        </div>
        {page.current === 1 && startHere.length > 0 && (
          <div css={subscribeStyles}>
            <StartHere issues={startHere} />
          </div>
        )}
        {topics.length > 0 && (
          <section css={subscribeStyles} aria-labelledby="archive-topics">
            <h2 id="archive-topics" css={labelHeading}>
              Browse by topic
            </h2>
            <TopicLinks topics={topics} />
          </section>
        )}
        {empty ? (
          <ArchivePagination {...page} />
        ) : (
          <ArchiveSearch today={today}>
            {newestFirst(issues).map((issue) => (
              <NewsletterListItem key={issue.id} issue={issue} headingLevel="h2" today={today} />
            ))}
            <ArchivePagination {...page} />
          </ArchiveSearch>
        )}
      </PageBody>
      <ClosingCta content={closing} bookingUrl={bookingUrl} />
    </>
  );
}
