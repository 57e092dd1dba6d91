import { cardGrid } from "../styles/cardGrid";
import { CaseStudyCard } from "./CaseStudyCard";

export interface CaseStudyGridProps {
  studies: readonly (Queries.CaseStudyCardFragment & { id: string })[];
  headingLevel: "h2" | "h3";
  /** Cards without picture or figure: where the results strip above shows the figures. */
  brief?: boolean;
}

/** Every success story as a card: one column on phones, two from md up. */
export function CaseStudyGrid({ studies, headingLevel, brief = false }: CaseStudyGridProps) {
  return (
    <ul css={cardGrid}>
      {studies.map((study) => (
        <li key={study.id}>
          <CaseStudyCard study={study} headingLevel={headingLevel} brief={brief} />
        </li>
      ))}
    </ul>
  );
}
