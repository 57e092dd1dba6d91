import { css, type Theme } from "@emotion/react";
import { mediaUp } from "../theme";
import { CaseStudyCard } from "./CaseStudyCard";

const styles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  ${mediaUp("md")} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

export interface CaseStudyGridProps {
  studies: readonly (Queries.CaseStudyCardFragment & { id: string })[];
  headingLevel: "h2" | "h3";
}

/** Every success story as a card: one column on phones, two from md up. */
export function CaseStudyGrid({ studies, headingLevel }: CaseStudyGridProps) {
  return (
    <ul css={styles}>
      {studies.map((study) => (
        <li key={study.id}>
          <CaseStudyCard study={study} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
