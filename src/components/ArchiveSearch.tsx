import { css, type Theme } from "@emotion/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { searchIssues, loadSearch, SHOWN_HITS, type SearchHit } from "../search/pagefind";
import { Button } from "./Button";
import { NewsletterListItem } from "./NewsletterListItem";

/** The search's wrapper: hidden without JavaScript (src/styles/noScriptStyles.ts). */
export const ARCHIVE_SEARCH_ID = "archive-search";

export type SearchState =
  | { status: "idle" }
  | { status: "searching"; term: string }
  | { status: "done"; term: string; total: number; hits: SearchHit[] }
  | { status: "failed"; term: string };

/** What the live region says: read out by screen readers as each search settles. */
export function searchMessage(state: SearchState): string {
  switch (state.status) {
    case "idle":
      return "";
    case "searching":
      return `Searching for “${state.term}”…`;
    case "failed":
      return "The search could not be loaded. Please try again, or browse the pages below.";
    case "done": {
      const { term, total } = state;
      if (total === 0) return `No issue matches “${term}”.`;
      const count = total === 1 ? "One issue matches" : `${total} issues match`;
      const shown = total > SHOWN_HITS ? `; the best ${SHOWN_HITS} are shown` : "";
      return `${count} “${term}”${shown}.`;
    }
  }
}

const styles = (theme: Theme) => css`
  margin-bottom: ${theme.space[6]};

  label {
    display: block;
    margin-bottom: ${theme.space[2]};
    font-weight: ${theme.fontWeights.medium};
  }

  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
  }

  input {
    flex: 1 1 16rem;
    min-width: 0;
    min-height: ${theme.sizes.target};
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
  }

  [role="status"] {
    margin: ${theme.space[3]} 0 0;
    color: ${theme.colors.textMuted};
  }

  [role="status"]:empty {
    display: none;
  }

  h2 {
    font-size: ${theme.typeScale.sectionTitle};
    margin: ${theme.space[5]} 0 0;
  }
`;

/**
 * Search of every issue, above the archive's pages: Pagefind's script is fetched when the box is
 * first focused (or the form sent), never before. The count of matches is announced in a live
 * region; each match shows as in the archive: title linking to the issue, date and summary.
 */
export function ArchiveSearch({ today }: { today: string }) {
  const inputId = useId();
  const headingId = useId();
  const [term, setTerm] = useState("");
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const latest = useRef(0);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = term.trim();
    const ticket = ++latest.current;
    if (query === "") {
      setState({ status: "idle" });
      return;
    }
    setState({ status: "searching", term: query });
    const next: SearchState = await searchIssues(query).then(
      (found) => ({ status: "done", term: query, ...found }),
      () => ({ status: "failed", term: query }),
    );
    // A slower, earlier search must not replace a later one's results.
    if (ticket === latest.current) setState(next);
  }

  return (
    <div id={ARCHIVE_SEARCH_ID} css={styles}>
      <form role="search" aria-label="Search the archive" onSubmit={search}>
        <label htmlFor={inputId}>Search every issue</label>
        <div className="row">
          <input
            id={inputId}
            type="search"
            name="q"
            autoComplete="off"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onFocus={() => void loadSearch().catch(() => undefined)}
          />
          <Button type="submit">Search</Button>
        </div>
      </form>
      <p role="status">{searchMessage(state)}</p>
      {state.status === "done" && state.hits.length > 0 && (
        <section aria-labelledby={headingId}>
          <h2 id={headingId}>Search results</h2>
          {state.hits.map((hit) => (
            <NewsletterListItem key={hit.slug} issue={hit} headingLevel="h3" today={today} />
          ))}
        </section>
      )}
    </div>
  );
}
