import { PageIntro } from "./PageIntro";
import { PageBody } from "./PageBody";
import { FormattedDate } from "./FormattedDate";
import { Prose } from "./Prose";

export interface LegalPageViewProps {
  title: string;
  description: string;
  updated: string;
  isoUpdated: string;
  html: string;
}

/** A policy page written in Markdown (privacy policy, terms of service). */
export function LegalPageView({
  title,
  description,
  updated,
  isoUpdated,
  html,
}: LegalPageViewProps) {
  return (
    <>
      <PageIntro title={title}>
        <p>{description}</p>
        <p>
          Last updated <FormattedDate iso={isoUpdated} label={updated} />
        </p>
      </PageIntro>
      <PageBody>
        <Prose html={html} />
      </PageBody>
    </>
  );
}
