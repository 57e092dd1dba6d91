import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  addressWith,
  ArchiveSearch,
  queryOf,
  searchMessage,
  type SearchState,
} from "../src/components/ArchiveSearch";
import { hitFrom, loadSearch, searchIssues } from "../src/search/pagefind";
import { renderWithTheme } from "./support/site";

jest.mock("../src/search/pagefind", () => ({
  ...jest.requireActual("../src/search/pagefind"),
  loadSearch: jest.fn(() => Promise.resolve({})),
  searchIssues: jest.fn(),
}));

const hit = (slug: string, title: string) => ({
  slug,
  title,
  summary: `Summary of ${title}`,
  date: "March 5, 2026",
  isoDate: "2026-03-05",
  draft: false,
});

const box = () => screen.getByRole("searchbox", { name: "Search every issue" });

beforeEach(() => {
  jest.mocked(loadSearch).mockClear();
  jest.mocked(searchIssues).mockReset();
});

/** The archive's own list, which results take the place of while a search is shown. */
const archiveList = <p>Every issue, newest first</p>;
const showSearch = () =>
  renderWithTheme(<ArchiveSearch today="2026-11-22">{archiveList}</ArchiveSearch>);

const TWO_HITS = {
  total: 2,
  hits: [hit("legacy-code", "Legacy Code"), hit("tidy-first", "Tidy First")],
};

afterEach(() => window.history.replaceState(null, "", "/newsletter/archive/"));

describe("ArchiveSearch", () => {
  it("is a GET form to the archive, so Enter works before any script runs", () => {
    showSearch();
    const form = screen.getByRole("search", { name: "Search the archive" });
    expect(form).toHaveAttribute("action", "/newsletter/archive/");
    expect(form).toHaveAttribute("method", "get");
    expect(box()).toHaveAttribute("name", "q");
    expect(within(form).getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
  });

  it("loads the search only once the box is used, then lists each match in place of the list", async () => {
    jest.mocked(searchIssues).mockResolvedValue(TWO_HITS);
    showSearch();
    expect(loadSearch).not.toHaveBeenCalled();
    expect(screen.getByText("Every issue, newest first")).toBeInTheDocument();

    await userEvent.click(box());
    expect(loadSearch).toHaveBeenCalledTimes(1);
    await userEvent.type(box(), "  legacy {Enter}");
    expect(searchIssues).toHaveBeenCalledWith("legacy");
    expect(await screen.findByRole("status")).toHaveTextContent("2 issues match “legacy”.");

    const results = screen.getByRole("region", { name: "Search results" });
    const articles = within(results).getAllByRole("article");
    expect(
      articles.map((article) => within(article).getByRole("heading", { level: 3 }).textContent),
    ).toEqual(["Legacy Code", "Tidy First"]);
    const first = articles[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: "Legacy Code" })).toHaveAttribute(
      "href",
      "/newsletter/legacy-code/",
    );
    expect(within(first).getByText("March 5, 2026")).toHaveAttribute("datetime", "2026-03-05");
    expect(first).toHaveTextContent("Summary of Legacy Code");
    expect(screen.queryByText("Every issue, newest first")).toBeNull();
    // The address keeps the search, so it can be shared.
    expect(window.location.search).toBe("?q=legacy");
  });

  it("searches the query in the address on arrival (a shared search, or one sent early)", async () => {
    window.history.replaceState(null, "", "/newsletter/archive/?q=tidy");
    jest
      .mocked(searchIssues)
      .mockResolvedValue({ total: 1, hits: [hit("tidy-first", "Tidy First")] });
    showSearch();
    expect(await screen.findByRole("region", { name: "Search results" })).toHaveTextContent(
      "Tidy First",
    );
    expect(searchIssues).toHaveBeenCalledWith("tidy");
    expect(box()).toHaveValue("tidy");
    expect(screen.getByRole("status")).toHaveTextContent("One issue matches “tidy”.");
  });

  it("answers as the reader types, once typing pauses, and clearing brings the list back", async () => {
    jest.mocked(searchIssues).mockResolvedValue(TWO_HITS);
    showSearch();
    await userEvent.type(box(), "leg");
    // One search for what was typed by the pause, not one per key.
    expect(await screen.findByRole("region", { name: "Search results" })).toBeInTheDocument();
    expect(jest.mocked(searchIssues).mock.calls).toEqual([["leg"]]);

    await userEvent.clear(box());
    expect(await screen.findByText("Every issue, newest first")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Search results" })).toBeNull();
    // Silent: the live region is empty (and not shown).
    expect(screen.getByRole("status", { hidden: true })).toBeEmptyDOMElement();
    expect(window.location.search).toBe("");
  });

  it("says when nothing matches, and when the search cannot load, the list then shown", async () => {
    jest.mocked(searchIssues).mockResolvedValueOnce({ total: 0, hits: [] });
    showSearch();
    await userEvent.type(box(), "zebra{Enter}");
    expect(await screen.findByText("No issue matches “zebra”.")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("region", { name: "Search results" })).toBeNull();
    expect(screen.getByText("Every issue, newest first")).toBeInTheDocument();
    // The list that follows is named for what it is.
    expect(screen.getByRole("heading", { name: "All issues, newest first" })).toBeInTheDocument();

    jest.mocked(searchIssues).mockRejectedValueOnce(new Error("offline"));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "The search could not be loaded. Please try again, or browse the pages below.",
    );
    expect(screen.getByText("Every issue, newest first")).toBeInTheDocument();
  });
});

describe("the search's address", () => {
  it.each([
    ["https://x.test/newsletter/archive/", "tdd", "/newsletter/archive/?q=tdd"],
    ["https://x.test/newsletter/archive/?q=old", "", "/newsletter/archive/"],
    ["https://x.test/newsletter/archive/2/?q=a#top", "b c", "/newsletter/archive/2/?q=b+c#top"],
  ])("%s with %j is %s", (href, query, address) => {
    expect(addressWith(href, query)).toBe(address);
  });

  it("reads the query, trimmed, from ?q=", () => {
    expect(queryOf("?q=%20legacy%20")).toBe("legacy");
    expect(queryOf("?x=1")).toBe("");
  });
});

describe("searchMessage", () => {
  it.each<[SearchState, string]>([
    [{ status: "idle" }, ""],
    [{ status: "searching", term: "tdd" }, "Searching for “tdd”…"],
    [{ status: "done", term: "tdd", total: 1, hits: [] }, "One issue matches “tdd”."],
    [
      { status: "done", term: "code", total: 45, hits: [] },
      "45 issues match “code”; the best 20 are shown.",
    ],
  ])("announces %j as %s", (state, message) => {
    expect(searchMessage(state)).toBe(message);
  });
});

describe("hitFrom", () => {
  it("reads an issue from a Pagefind result, with the list's reading time and topics, and nothing from another page", () => {
    const meta = {
      title: "Tidy First",
      date: "March 5, 2026",
      isoDate: "2026-03-05",
      summary: "S",
      readingMinutes: "4",
      topics: '[{"name":"Refactoring","slug":"refactoring"}]',
    };
    expect(hitFrom({ url: "/newsletter/tidy-first/", meta })).toEqual({
      slug: "tidy-first",
      title: "Tidy First",
      summary: "S",
      date: "March 5, 2026",
      isoDate: "2026-03-05",
      draft: false,
      readingMinutes: 4,
      topics: [{ name: "Refactoring", slug: "refactoring" }],
    });
    // Meta an older index lacks, or garbled: no reading time, no topics, no error.
    const garbled = hitFrom({
      url: "/newsletter/tidy-first/",
      meta: { ...meta, readingMinutes: "", topics: "{" },
    });
    expect(garbled).not.toHaveProperty("readingMinutes");
    expect(garbled?.topics).toEqual([]);
    expect(hitFrom({ url: "/case-study/x/", meta })).toBeUndefined();
    expect(hitFrom({ url: "/newsletter/archive/2/", meta })).toBeUndefined();
  });
});
