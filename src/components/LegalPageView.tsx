import { articleColumn } from "../styles/article";
import { FormattedDate } from "./FormattedDate";
import { Prose } from "./Prose";

export interface LegalPageViewProps {
  title: string;
  description: string;
  updated: string;
  isoUpdated: string;
  html: string;
}

/**
 * A policy page written in Markdown (privacy policy, terms of service), laid out like every other
 * long read: the centred column of the readable measure.
 */
export function LegalPageView({
  title,
  description,
  updated,
  isoUpdated,
  html,
}: LegalPageViewProps) {
  return (
    <article css={articleColumn}>
      <header>
        <p className="kicker">
          Last updated <FormattedDate iso={isoUpdated} label={updated} />
        </p>
        <h1>{title}</h1>
        <p className="summary">{description}</p>
      </header>
      <Prose html={html} />
    </article>
  );
}
