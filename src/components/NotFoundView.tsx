import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import { mediaUp } from "../theme";
import { routes } from "../routes";
import { NEWSLETTER_ARCHIVE } from "../navigation";
import { Button } from "./Button";
import { ClosingCta } from "./ClosingCta";
import { FormattedDate } from "./FormattedDate";
import { PageBody } from "./PageBody";
import { PageIntro } from "./PageIntro";

// Two short lists side by side from `md` up: somewhere to go next, whatever the visitor came for.
const listsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[6]};
  ${mediaUp("md")} {
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space[7]};
  }

  h2 {
    font-size: ${theme.typeScale.cardTitle};
    margin-bottom: ${theme.space[3]};
  }

  ul {
    list-style: none;
    margin: 0 0 ${theme.space[4]};
    padding: 0;
    border-top: 1px solid ${theme.colors.border};
  }

  li {
    padding-block: ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
  }

  li a {
    font-weight: ${theme.fontWeights.bold};
    text-wrap: balance;
  }

  time,
  .detail {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

export interface NotFoundViewProps {
  issues: readonly { id: string; slug: string; title: string; date: string; isoDate: string }[];
  studies: readonly { id: string; slug: string; title: string; client: string }[];
  closing: Queries.ClosingCtaFragment;
  bookingUrl: string;
}

/**
 * The page for an address that does not exist: say so plainly, then offer what most visitors came
 * for: the latest issues, the success stories and the call.
 */
export function NotFoundView({ issues, studies, closing, bookingUrl }: NotFoundViewProps) {
  const lists = [
    {
      id: "not-found-issues",
      title: "Latest issues",
      items: issues.map((issue) => ({
        to: routes.newsletterIssue(issue.slug),
        title: issue.title,
        detail: <FormattedDate iso={issue.isoDate} label={issue.date} />,
      })),
      more: { to: NEWSLETTER_ARCHIVE.path, title: NEWSLETTER_ARCHIVE.title },
    },
    {
      id: "not-found-stories",
      title: "Success stories",
      items: studies.map((study) => ({
        to: routes.caseStudy(study.slug),
        title: study.title,
        detail: <span className="detail">{study.client}</span>,
      })),
      more: { to: routes.caseStudies, title: "All success stories" },
    },
  ];
  return (
    <>
      <PageIntro title="Page not found">
        <p>The page you asked for is not here. It may have moved, or the link may have a typo.</p>
        <Button to={routes.home}>Back to the home page</Button>
      </PageIntro>
      <PageBody>
        <div css={listsStyles}>
          {lists
            .filter((list) => list.items.length > 0)
            .map((list) => (
              <section key={list.id} aria-labelledby={list.id}>
                <h2 id={list.id}>{list.title}</h2>
                <ul>
                  {list.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to}>{item.title}</Link>
                      {item.detail}
                    </li>
                  ))}
                </ul>
                <Link to={list.more.to}>{list.more.title}</Link>
              </section>
            ))}
        </div>
      </PageBody>
      <ClosingCta content={closing} bookingUrl={bookingUrl} />
    </>
  );
}
