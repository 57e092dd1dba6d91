import { articleColumn } from "../styles/article";
import { FormattedDate } from "./FormattedDate";
import { Prose } from "./Prose";

type LegalPage = Omit<NonNullable<Queries.LegalPageQuery["legalPage"]>, "slug">;

/**
 * A policy page written in Markdown (privacy policy, terms of service), laid out like every other
 * long read: the centred column of the readable measure.
 */
export function LegalPageView({ page }: { page: LegalPage }) {
  const { title, description, updated, isoUpdated, markdown } = page;
  return (
    <article css={articleColumn}>
      <header>
        <p className="kicker">
          Last updated <FormattedDate iso={isoUpdated} label={updated} />
        </p>
        <h1>{title}</h1>
        <p className="summary">{description}</p>
      </header>
      <Prose html={markdown.html ?? ""} />
    </article>
  );
}
