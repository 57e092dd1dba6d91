import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ArchiveSearch, searchMessage, type SearchState } from "../src/components/ArchiveSearch";
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

describe("ArchiveSearch", () => {
  it("loads the search only once the box is used, then lists each match with date and summary", async () => {
    jest.mocked(searchIssues).mockResolvedValue({
      total: 2,
      hits: [hit("legacy-code", "Legacy Code"), hit("tidy-first", "Tidy First")],
    });
    renderWithTheme(<ArchiveSearch today="2026-11-22" />);
    const form = screen.getByRole("search", { name: "Search the archive" });
    expect(loadSearch).not.toHaveBeenCalled();

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
    expect(within(form).getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
  });

  it("says when nothing matches, and when the search cannot load", async () => {
    jest.mocked(searchIssues).mockResolvedValueOnce({ total: 0, hits: [] });
    renderWithTheme(<ArchiveSearch today="2026-11-22" />);
    await userEvent.type(box(), "zebra{Enter}");
    expect(await screen.findByText("No issue matches “zebra”.")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("region", { name: "Search results" })).toBeNull();

    jest.mocked(searchIssues).mockRejectedValueOnce(new Error("offline"));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "The search could not be loaded. Please try again, or browse the pages below.",
    );
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
  it("reads an issue from a Pagefind result, and nothing from another page", () => {
    const meta = {
      title: "Tidy First",
      date: "March 5, 2026",
      isoDate: "2026-03-05",
      summary: "S",
    };
    expect(hitFrom({ url: "/newsletter/tidy-first/", meta })).toEqual({
      slug: "tidy-first",
      title: "Tidy First",
      summary: "S",
      date: "March 5, 2026",
      isoDate: "2026-03-05",
      draft: false,
    });
    expect(hitFrom({ url: "/case-study/x/", meta })).toBeUndefined();
    expect(hitFrom({ url: "/newsletter/archive/2/", meta })).toBeUndefined();
  });
});
