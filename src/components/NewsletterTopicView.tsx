import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import { ClosingCta } from "./ClosingCta";
import { PageIntro } from "./PageIntro";
import { PageBody } from "./PageBody";
import { NewsletterCta } from "./NewsletterCta";
import type { Signup } from "../newsletterForm";
import { NewsletterListItem } from "./NewsletterListItem";
import { ArchivePagination, type ArchivePage } from "./ArchivePagination";
import { archivePageTitle } from "./NewsletterArchiveView";
import { NEWSLETTER_ARCHIVE } from "../navigation";
import { routes } from "../routes";
import type { TopicLink } from "./TopicLinks";

export interface NewsletterTopicViewProps {
  topic: TopicLink & { readonly description: string };
  /** This page's issues, newest first. */
  issues: readonly (Queries.NewsletterListItemFragment & { id: string })[];
  /** How many issues carry the topic. */
  total: number;
  page: ArchivePage;
  signup: Signup;
  closing: Queries.ClosingCtaFragment;
  bookingUrl: string;
  /** The build's day ("YYYY-MM-DD"), to mark issues only `gatsby develop` shows. */
  today: string;
}

const kickerStyles = (theme: Theme) => css`
  margin-bottom: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
`;

const subscribeStyles = (theme: Theme) => css`
  margin-bottom: ${theme.space[6]};
`;

/** "3 issues on Code review": how much the topic holds, counted from the issues themselves. */
export function topicCount(total: number, name: string): string {
  return `${total === 1 ? "One issue" : `${total} issues`} on ${name}.`;
}

/**
 * One page of a topic: its name and sentence, the invitation to subscribe, its issues newest first
 * (paginated like the archive), the way back to every issue, then the call to book.
 */
export function NewsletterTopicView({
  topic,
  issues,
  total,
  page,
  signup,
  closing,
  bookingUrl,
  today,
}: NewsletterTopicViewProps) {
  return (
    <>
      <PageIntro title={archivePageTitle(topic.name, page)}>
        <p>{topic.description}</p>
      </PageIntro>
      <PageBody>
        <p css={kickerStyles}>
          {topicCount(total, topic.name)} Every issue on every topic is in the{" "}
          <Link to={NEWSLETTER_ARCHIVE.path}>{NEWSLETTER_ARCHIVE.title}</Link>.
        </p>
        <div css={subscribeStyles}>
          <NewsletterCta
            title="Get the next issue by email"
            signup={signup}
            showArchiveLink={false}
            placement="topic"
          />
        </div>
        {issues.map((issue) => (
          <NewsletterListItem key={issue.id} issue={issue} headingLevel="h2" today={today} />
        ))}
        <ArchivePagination
          {...page}
          label={`Pages of ${topic.name}`}
          pathOf={(number) => routes.newsletterTopic(topic.slug, number)}
        />
      </PageBody>
      <ClosingCta content={closing} bookingUrl={bookingUrl} />
    </>
  );
}
