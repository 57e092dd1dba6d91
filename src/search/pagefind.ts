// The archive's search: Pagefind's index (runPagefind.mjs), loaded on first use. Only what the
// archive uses of its API is typed (https://pagefind.app/docs/api/).
import { withPrefix } from "gatsby";
import { routes } from "../routes";

interface PagefindResultData {
  /** The page's path, from the baseUrl given to options(). */
  url: string;
  meta: Record<string, string | undefined>;
}

interface Pagefind {
  options(options: { baseUrl: string }): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] }>;
}

/** One issue found, in the shape the archive's list item takes. */
export interface SearchHit {
  slug: string;
  title: string;
  summary: string;
  date: string;
  isoDate: string;
  draft: boolean;
  readingMinutes?: number;
  topics?: { name: string; slug: string }[];
}

/** The topics an issue page wrote in its `data-topics` (JSON); none when unreadable. */
function topicsOf(json: string | undefined): SearchHit["topics"] {
  try {
    const topics: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(topics)
      ? topics.filter(
          (topic): topic is { name: string; slug: string } =>
            typeof topic?.name === "string" && typeof topic?.slug === "string",
        )
      : [];
  } catch {
    return [];
  }
}

/** At most this many hits are shown; the count says how many there are. */
export const SHOWN_HITS = 20;

let loading: Promise<Pagefind> | undefined;

/** Pagefind's script, imported by the browser (its URL has the path prefix); retried on failure. */
export function loadSearch(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = withPrefix(`${routes.searchIndex}pagefind.js`);
    const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    // Paths without the prefix: the links are Gatsby Links, which add it.
    await pagefind.options({ baseUrl: "/" });
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The issue at a Pagefind result's path ("/newsletter/tidy-first/"), if it is one. */
export function hitFrom({ url, meta }: PagefindResultData): SearchHit | undefined {
  const prefix = routes.newsletter;
  const slug = url.startsWith(prefix) ? url.slice(prefix.length).replace(/\/$/, "") : "";
  if (slug === "" || slug.includes("/") || !meta.title) return undefined;
  return {
    slug,
    title: meta.title,
    summary: meta.summary ?? "",
    date: meta.date ?? "",
    isoDate: meta.isoDate ?? "",
    draft: false,
    // The reading time and topics the archive's list shows, from the issue page's meta.
    ...(Number(meta.readingMinutes) > 0 && { readingMinutes: Number(meta.readingMinutes) }),
    topics: topicsOf(meta.topics),
  };
}

/** Every issue matching `term`, best first: how many, and the first SHOWN_HITS of them. */
export async function searchIssues(term: string): Promise<{ total: number; hits: SearchHit[] }> {
  const pagefind = await loadSearch();
  const { results } = await pagefind.search(term);
  const data = await Promise.all(results.slice(0, SHOWN_HITS).map((result) => result.data()));
  return {
    total: results.length,
    hits: data.map(hitFrom).filter((hit): hit is SearchHit => hit !== undefined),
  };
}
