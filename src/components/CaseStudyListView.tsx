import { PageIntro } from "./PageIntro";
import { PageBody } from "./PageBody";
import { CaseStudyGrid } from "./CaseStudyGrid";
import { ClosingCta } from "./ClosingCta";

export interface CaseStudyListViewProps {
  title: string;
  intro: string;
  studies: readonly (Queries.CaseStudyCardFragment & { id: string })[];
  closing: Queries.ClosingCtaFragment;
  bookingUrl: string;
}

/**
 * Every success story, in the coach's chosen order (until there is one, only that there is none:
 * nothing the coach has not said), then the invitation to book a call.
 */
export function CaseStudyListView({
  title,
  intro,
  studies,
  closing,
  bookingUrl,
}: CaseStudyListViewProps) {
  return (
    <>
      <PageIntro title={title}>
        <p>{intro}</p>
      </PageIntro>
      <PageBody>
        {studies.length === 0 ? (
          <p>
            No success stories are published yet. To hear what coaching could change for your team,
            schedule a call below.
          </p>
        ) : (
          <CaseStudyGrid studies={studies} headingLevel="h2" />
        )}
      </PageBody>
      <ClosingCta content={closing} bookingUrl={bookingUrl} />
    </>
  );
}
