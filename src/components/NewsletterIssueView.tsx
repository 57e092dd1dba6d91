import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import { mediaUp } from "../theme";
import { articleColumn } from "../styles/article";
import { NEWSLETTER_ARCHIVE } from "../navigation";
import { Byline, type BylineProps } from "./Byline";
import { ClosingCta } from "./ClosingCta";
import { FormattedDate } from "./FormattedDate";
import { NewsletterCta } from "./NewsletterCta";
import { SignupForm } from "./SignupForm";
import type { Signup } from "../newsletterForm";
import { NewsletterListItem, ReadingTime } from "./NewsletterListItem";
import { TopicLinks } from "./TopicLinks";
import { Prose } from "./Prose";
import { PublicationBadge } from "./PublicationBadge";
import type { PublicationStatus } from "../publication";
import { routes } from "../routes";

const pagerStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  margin-block: ${theme.space[7]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.border};

  ${mediaUp("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  /* Balanced lines: a title never leaves one or two words alone on its last line. */
  a {
    display: block;
    padding: ${theme.space[4]};
    font-weight: ${theme.fontWeights.bold};
    text-wrap: balance;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    text-decoration: none;
  }

  a:hover {
    border-color: ${theme.colors.primary};
  }

  span {
    display: block;
    margin-bottom: ${theme.space[1]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.body};
  }

  .next {
    text-align: right;
    ${mediaUp("md")} {
      grid-column: 2;
    }
  }
`;

const readNextStyles = (theme: Theme) => css`
  margin-top: ${theme.space[7]};

  h2 {
    margin-bottom: ${theme.space[2]};
  }
`;

const topicsStyles = (theme: Theme) => css`
  margin-bottom: ${theme.space[5]};
`;

// The form under the title, set apart from the byline by a rule, as the issue is from it.
const signupTopStyles = (theme: Theme) => css`
  margin-top: ${theme.space[5]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.border};
`;

interface IssueLink {
  readonly slug: string;
  readonly title: string;
}

export interface NewsletterIssueViewProps {
  /** As lists show it (date "March 5, 2026", isoDate "2026-03-05"), with its body's HTML. */
  issue: Omit<Queries.NewsletterListItemFragment, "slug" | "draft"> & { html: string };
  /** Up to three issues to read next, in order (src/node/pages/readNext.ts). */
  readNext: readonly (Queries.NewsletterListItemFragment & { id: string })[];
  /** The build's day ("YYYY-MM-DD"), to mark Read next issues only `gatsby develop` shows. */
  today: string;
  /** Published, or (in `gatsby develop` only) a draft or scheduled issue. */
  status: PublicationStatus;
  previous: IssueLink | null;
  next: IssueLink | null;
  newsletterTitle: string;
  signup: Signup;
  closing: Queries.ClosingCtaFragment;
  bookingUrl: string;
  /** The coach, for the byline (content/home.yaml). */
  author: BylineProps;
}

/** One newsletter issue; Pagefind indexes its title, summary, topics and body, nothing around. */
export function NewsletterIssueView({
  issue,
  readNext,
  today,
  status,
  previous,
  next,
  newsletterTitle,
  signup,
  closing,
  bookingUrl,
  author,
}: NewsletterIssueViewProps) {
  const { title, date, isoDate, summary, readingMinutes, topics, html } = issue;
  return (
    <>
      <article css={articleColumn} data-pagefind-body="">
        <header>
          <p
            className="kicker"
            data-pagefind-ignore=""
            data-minutes={readingMinutes}
            data-pagefind-meta="readingMinutes[data-minutes]"
          >
            <Link to={NEWSLETTER_ARCHIVE.path}>{NEWSLETTER_ARCHIVE.title}</Link> ·{" "}
            <FormattedDate
              iso={isoDate}
              label={date}
              data-pagefind-meta="date, isoDate[datetime]"
            />{" "}
            · <ReadingTime minutes={readingMinutes} />
          </p>
          <PublicationBadge status={status} date={date} />
          <h1>{title}</h1>
          <p className="summary" data-pagefind-meta="summary">
            {summary}
          </p>
          {topics && topics.length > 0 && (
            <div
              css={topicsStyles}
              // The search's results list the topics as the archive does (src/search/pagefind.ts).
              data-topics={JSON.stringify(topics.map(({ name, slug }) => ({ name, slug })))}
              data-pagefind-meta="topics[data-topics]"
            >
              <TopicLinks topics={topics} searchFilter />
            </div>
          )}
          <div data-pagefind-ignore="">
            <Byline {...author} />
            {signup.form && (
              <div css={signupTopStyles}>
                <SignupForm
                  id="signup-issue-top"
                  form={signup.form}
                  promise={signup.promise}
                  placement="issue-top"
                />
              </div>
            )}
          </div>
        </header>
        <Prose html={html} />
        <div data-pagefind-ignore="">
          <NewsletterCta
            title={newsletterTitle}
            signup={signup}
            showArchiveLink={false}
            placement="issue"
          />
          {readNext.length > 0 && (
            <section css={readNextStyles} aria-labelledby="read-next">
              <h2 id="read-next">Read next</h2>
              {readNext.map((item) => (
                <NewsletterListItem key={item.id} issue={item} headingLevel="h3" today={today} />
              ))}
            </section>
          )}
          {(previous || next) && (
            <nav aria-label="More issues" css={pagerStyles}>
              {previous && (
                <Link to={routes.newsletterIssue(previous.slug)} rel="prev">
                  <span>Previous issue</span>
                  {previous.title}
                </Link>
              )}
              {next && (
                <Link to={routes.newsletterIssue(next.slug)} rel="next" className="next">
                  <span>Next issue</span>
                  {next.title}
                </Link>
              )}
            </nav>
          )}
        </div>
      </article>
      <ClosingCta content={closing} bookingUrl={bookingUrl} />
    </>
  );
}
