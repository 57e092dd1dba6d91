import { css, type Theme } from "@emotion/react";
import { PageIntro } from "./PageIntro";
import { PageBody } from "./PageBody";
import { CaseStudyCard } from "./CaseStudyCard";
import { Button } from "./Button";

const stack = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[6]};
`;

export interface CaseStudyListViewProps {
  title: string;
  intro: string;
  studies: readonly (Queries.CaseStudyCardFragment & { id: string })[];
  bookingUrl: string;
}

/** Every success story, in the coach's chosen order; until there is one, a way to talk instead. */
export function CaseStudyListView({ title, intro, studies, bookingUrl }: CaseStudyListViewProps) {
  return (
    <>
      <PageIntro title={title}>
        <p>{intro}</p>
      </PageIntro>
      <PageBody>
        {studies.length === 0 ? (
          <div css={stack} data-placement="case-study">
            <p>
              No success stories are published yet: the first is being written up with the client.
              To hear what coaching could change for your team, schedule a call.
            </p>
            <p>
              <Button to={bookingUrl}>Schedule a Call</Button>
            </p>
          </div>
        ) : (
          <div css={stack}>
            {studies.map((study) => (
              <CaseStudyCard key={study.id} study={study} headingLevel="h2" />
            ))}
          </div>
        )}
      </PageBody>
    </>
  );
}
