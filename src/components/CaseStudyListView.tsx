import { css, type Theme } from "@emotion/react";
import { PageIntro } from "./PageIntro";
import { PageBody } from "./PageBody";
import { CaseStudyCard } from "./CaseStudyCard";

const stack = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[6]};
`;

export interface CaseStudyListViewProps {
  title: string;
  intro: string;
  studies: readonly (Queries.CaseStudyCardFragment & { id: string })[];
}

/** Every success story, in the coach's chosen order. */
export function CaseStudyListView({ title, intro, studies }: CaseStudyListViewProps) {
  return (
    <>
      <PageIntro title={title}>
        <p>{intro}</p>
      </PageIntro>
      <PageBody>
        <div css={stack}>
          {studies.map((study) => (
            <CaseStudyCard key={study.id} study={study} headingLevel="h2" />
          ))}
        </div>
      </PageBody>
    </>
  );
}
