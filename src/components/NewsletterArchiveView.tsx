import { css, type Theme } from "@emotion/react";
import { ClosingCta } from "./ClosingCta";
import { PageIntro } from "./PageIntro";
import { PageBody } from "./PageBody";
import { NewsletterCta } from "./NewsletterCta";
import { NewsletterListItem } from "./NewsletterListItem";

type Issue = Queries.NewsletterListItemFragment & { id: string };

/** Issues newest first, whatever order they arrive in (ISO dates sort as text). */
export function newestFirst<T extends { isoDate: string }>(issues: readonly T[]): T[] {
  return [...issues].sort((a, b) => b.isoDate.localeCompare(a.isoDate));
}

/**
 * What the archive can say about its rhythm from the issues themselves (never a promise typed in
 * by hand that the dates may contradict): how many so far and when the latest went out.
 */
export function issuesSoFar(issues: readonly { date: string; isoDate: string }[]): string {
  const [latest] = newestFirst(issues);
  if (!latest) return "";
  const count = issues.length === 1 ? "One issue" : `${issues.length} issues`;
  return `${count} so far, the latest on ${latest.date}.`;
}

export interface NewsletterArchiveViewProps {
  title: string;
  intro: string;
  issues: readonly Issue[];
  subscribeUrl: string;
  closing: Queries.ClosingCtaFragment;
  bookingUrl: string;
  /** The build's day ("YYYY-MM-DD"), to mark issues only `gatsby develop` shows. */
  today: string;
}

// Above the fold: the first thing under the introduction is the way to get the next issue.
const subscribeStyles = (theme: Theme) => css`
  margin-bottom: ${theme.space[6]};
`;

/**
 * The invitation to subscribe, every newsletter issue newest first (or word that the first is
 * coming), then the call to book.
 */
export function NewsletterArchiveView({
  title,
  intro,
  issues,
  subscribeUrl,
  closing,
  bookingUrl,
  today,
}: NewsletterArchiveViewProps) {
  const empty = issues.length === 0;
  return (
    <>
      <PageIntro title={title}>
        <p>{intro}</p>
      </PageIntro>
      <PageBody>
        {empty && (
          <p>
            No issues have been published yet: the first one is on its way. Subscribe below to get
            it by email the day it goes out.
          </p>
        )}
        <div css={subscribeStyles}>
          <NewsletterCta
            title={empty ? "Get the first issue by email" : "Get the next issue by email"}
            intro={`${issuesSoFar(issues)} Unsubscribe with one click, any time.`.trim()}
            subscribeUrl={subscribeUrl}
            showArchiveLink={false}
            placement="archive"
          />
        </div>
        {newestFirst(issues).map((issue) => (
          <NewsletterListItem key={issue.id} issue={issue} headingLevel="h2" today={today} />
        ))}
      </PageBody>
      <ClosingCta content={closing} bookingUrl={bookingUrl} />
    </>
  );
}
