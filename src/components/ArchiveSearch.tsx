import { css, type Theme } from "@emotion/react";
import { withPrefix } from "gatsby";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { routes } from "../routes";
import { searchIssues, loadSearch, SHOWN_HITS, type SearchHit } from "../search/pagefind";
import { SEARCH_FAILED_MESSAGE, SEARCH_PARAM, searchingMessage } from "../search/messages";
import { Button } from "./Button";
import { NewsletterListItem } from "./NewsletterListItem";
import { ARCHIVE_SEARCH_ID, ARCHIVE_SEARCH_NOTE_ID } from "../elementIds";
import { formField } from "../styles/formField";

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
      return searchingMessage(state.term);
    case "failed":
      return SEARCH_FAILED_MESSAGE;
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
  ${formField(theme)};

  [role="status"],
  .note {
    margin: ${theme.space[3]} 0 0;
    color: ${theme.colors.textMuted};
  }

  [role="status"]:empty,
  .note:empty {
    display: none;
  }
`;

const resultStyles = (theme: Theme) => css`
  h2 {
    font-size: ${theme.typeScale.sectionTitle};
    margin: 0;
  }
`;

/** How long typing pauses before the words typed so far are searched. */
const TYPING_PAUSE_MS = 300;

/** The query in the address (`?q=`), as a search shared or sent before the scripts came has it. */
export function queryOf(search: string): string {
  return (new URLSearchParams(search).get(SEARCH_PARAM) ?? "").trim();
}

/** The address with `query` as its `?q=` (none when empty), keeping the path and the rest. */
export function addressWith(href: string, query: string): string {
  const url = new URL(href);
  if (query === "") url.searchParams.delete(SEARCH_PARAM);
  else url.searchParams.set(SEARCH_PARAM, query);
  return `${url.pathname}${url.search}${url.hash}`;
}

const listHeadingStyles = (theme: Theme) => css`
  font-size: ${theme.typeScale.cardTitle};
`;

type Found = Extract<SearchState, { status: "done" }>;

/**
 * Search of every issue: a real GET form (`?q=`), so it works before the scripts arrive; then
 * results come as the reader types and replace `children`. Pagefind loads on first focus.
 */
export function ArchiveSearch({ today, children }: { today: string; children: ReactNode }) {
  const inputId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState("");
  const [state, setState] = useState<SearchState>({ status: "idle" });
  // The results on screen: kept while the next search runs, so the list does not flicker back.
  const [shown, setShown] = useState<Found | null>(null);
  const latest = useRef(0);
  const searched = useRef("");
  const pause = useRef<ReturnType<typeof setTimeout>>();

  const search = useCallback(async (typed: string) => {
    clearTimeout(pause.current);
    const query = typed.trim();
    const ticket = ++latest.current;
    searched.current = query;
    window.history.replaceState(window.history.state, "", addressWith(window.location.href, query));
    if (query === "") {
      setState({ status: "idle" });
      setShown(null);
      return;
    }
    setState({ status: "searching", term: query });
    const next: SearchState = await searchIssues(query).then(
      (found) => ({ status: "done", term: query, ...found }),
      () => ({ status: "failed", term: query }),
    );
    // A slower, earlier search must not replace a later one's results.
    if (ticket !== latest.current) return;
    setState(next);
    // Nothing found (or no search to ask): the message says so, above the list.
    setShown(next.status === "done" && next.hits.length > 0 ? next : null);
  }, []);

  // On arrival: the address's query, else what was typed before hydration (not in React's state).
  useEffect(() => {
    const typed = queryOf(window.location.search) || (inputRef.current?.value ?? "");
    if (typed.trim() !== "") {
      setTerm(typed);
      void search(typed);
    }
    return () => clearTimeout(pause.current);
  }, [search]);

  function type(value: string) {
    setTerm(value);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => {
      if (value.trim() !== searched.current) void search(value);
    }, TYPING_PAUSE_MS);
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void search(term);
  }

  return (
    <>
      <div id={ARCHIVE_SEARCH_ID} css={styles}>
        <form
          role="search"
          aria-label="Search the archive"
          action={withPrefix(routes.newsletterArchive)}
          method="get"
          onSubmit={send}
        >
          <label htmlFor={inputId}>Search every issue</label>
          <div className="row">
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              name={SEARCH_PARAM}
              autoComplete="off"
              value={term}
              onChange={(event) => type(event.target.value)}
              onFocus={() => void loadSearch().catch(() => undefined)}
            />
            <Button type="submit">Search</Button>
          </div>
        </form>
        <p role="status">{searchMessage(state)}</p>
        {state.status === "idle" && (
          // The starter's note (builtPages/starter.ts): hydration keeps it until React speaks.
          <p
            id={ARCHIVE_SEARCH_NOTE_ID}
            className="note"
            aria-live="polite"
            dangerouslySetInnerHTML={{ __html: "" }}
          />
        )}
      </div>
      {shown === null ? (
        <>
          {/* After a search that found nothing (or failed), the list says what it is. */}
          {(state.status === "done" || state.status === "failed") && (
            <h2 css={listHeadingStyles}>All issues, newest first</h2>
          )}
          {children}
        </>
      ) : (
        <section aria-labelledby={headingId} css={resultStyles}>
          <h2 id={headingId}>Search results</h2>
          {shown.hits.map((hit) => (
            <NewsletterListItem key={hit.slug} issue={hit} headingLevel="h3" today={today} />
          ))}
        </section>
      )}
    </>
  );
}
