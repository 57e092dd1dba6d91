import { PageIntro } from "./PageIntro";
import { PageBody } from "./PageBody";
import { NewsletterCta } from "./NewsletterCta";
import { NewsletterListItem } from "./NewsletterListItem";

type Issue = Queries.NewsletterListItemFragment & { id: string };

/** Issues newest first, whatever order they arrive in (ISO dates sort as text). */
export function newestFirst<T extends { isoDate: string }>(issues: readonly T[]): T[] {
  return [...issues].sort((a, b) => b.isoDate.localeCompare(a.isoDate));
}

export interface NewsletterArchiveViewProps {
  title: string;
  intro: string;
  issues: readonly Issue[];
  subscribeUrl: string;
}

/** Every newsletter issue, newest first, then the invitation to subscribe. */
export function NewsletterArchiveView({
  title,
  intro,
  issues,
  subscribeUrl,
}: NewsletterArchiveViewProps) {
  return (
    <>
      <PageIntro title={title}>
        <p>{intro}</p>
      </PageIntro>
      <PageBody>
        {newestFirst(issues).map((issue) => (
          <NewsletterListItem key={issue.id} issue={issue} headingLevel="h2" />
        ))}
        <NewsletterCta
          title="Get the next issue by email"
          intro="New issues arrive every couple of weeks. Unsubscribe with one click, any time."
          subscribeUrl={subscribeUrl}
          showArchiveLink={false}
        />
      </PageBody>
    </>
  );
}
