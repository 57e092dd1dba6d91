import { screen, within } from "@testing-library/react";
import {
  NewsletterArchiveView,
  archivePageTitle,
  issuesSoFar,
  newestFirst,
  type NewsletterArchiveViewProps,
} from "../src/components/NewsletterArchiveView";
import { linkSignup, renderWithTheme, testClosing } from "./support/site";

const issue = (slug: string, isoDate: string, title: string) => ({
  id: slug,
  slug,
  title,
  summary: `Summary of ${title}`,
  isoDate,
  date: `Published ${isoDate}`,
  draft: false,
  readingMinutes: title.length,
  topics: [{ name: "Code review", slug: "code-review" }],
});

// Deliberately out of order: the archive must sort, not trust the order it is given.
const issues = [
  issue("tdd-with-ai-agents", "2026-03-05", "Write the Test First"),
  issue("tidy-first", "2026-11-12", "Tidy First"),
  issue("refactoring", "2026-04-02", "Refactoring in Small Steps"),
];

type Issue = ReturnType<typeof issue>;

/**
 * The archive's first and only page, as the shipped content has it, unless a test says otherwise.
 */
function renderArchive(props: Partial<NewsletterArchiveViewProps> & { issues: Issue[] }) {
  return renderWithTheme(
    <NewsletterArchiveView
      title="Newsletter Archive"
      intro="Every issue."
      total={props.issues.length}
      latestDate={newestFirst(props.issues)[0]?.date}
      page={{ current: 1, count: 1 }}
      signup={linkSignup}
      closing={testClosing}
      bookingUrl="https://cal.example.com/intro"
      today="2026-11-22"
      {...props}
    />,
  );
}

describe("NewsletterArchiveView", () => {
  it("lists every topic, each leading to its page", () => {
    renderArchive({
      issues,
      topics: [
        { name: "Refactoring", slug: "refactoring" },
        { name: "Code review", slug: "code-review" },
      ],
    });
    const block = screen.getByRole("region", { name: "Browse by topic" });
    expect(within(block).getByRole("link", { name: "Code review" })).toHaveAttribute(
      "href",
      "/newsletter/topics/code-review/",
    );
    expect(within(block).getAllByRole("link")).toHaveLength(2);
  });

  it("lists every issue newest first, each linking to its page with its date and summary", () => {
    renderArchive({ issues });
    expect(
      screen.getByRole("heading", { level: 1, name: "Newsletter Archive" }),
    ).toBeInTheDocument();
    const articles = screen.getAllByRole("article");
    expect(articles.map((article) => within(article).getByRole("heading").textContent)).toEqual([
      "Tidy First",
      "Refactoring in Small Steps",
      "Write the Test First",
    ]);
    const first = articles[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: "Tidy First" })).toHaveAttribute(
      "href",
      "/newsletter/tidy-first/",
    );
    expect(within(first).getByText("Published 2026-11-12")).toHaveAttribute(
      "datetime",
      "2026-11-12",
    );
    expect(first).toHaveTextContent("Summary of Tidy First");
    // "Tidy First" has 10 characters: the fixture's reading time.
    expect(within(first).getByText("10 min read")).toBeInTheDocument();
    const topics = within(first).getByRole("list", { name: "Topics" });
    expect(within(topics).getByRole("link", { name: "Code review" })).toHaveAttribute(
      "href",
      "/newsletter/topics/code-review/",
    );
  });

  it("shows Start here, in the order given, on the first page only", () => {
    const startHere = [
      { id: "a", slug: "tdd-with-ai-agents", title: "Write the Test First", readingMinutes: 5 },
      { id: "b", slug: "refactoring", title: "Refactoring in Small Steps", readingMinutes: 7 },
    ];
    const { unmount } = renderArchive({ issues, startHere });
    const block = screen.getByRole("region", { name: "Start here" });
    const items = within(block).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Write the Test First · 5 min read",
      "Refactoring in Small Steps · 7 min read",
    ]);
    expect(within(block).getByRole("link", { name: "Refactoring in Small Steps" })).toHaveAttribute(
      "href",
      "/newsletter/refactoring/",
    );
    unmount();
    renderArchive({ issues, startHere, page: { current: 2, count: 2 } });
    expect(screen.queryByRole("region", { name: "Start here" })).toBeNull();
  });

  it("invites visitors to subscribe before the list, and ends on the band that books a call", () => {
    renderArchive({ issues });
    const subscribe = screen.getByRole("link", { name: "Subscribe to the newsletter" });
    expect(subscribe).toHaveAttribute("href", "https://newsletter.example.com/subscribe");
    const box = screen.getByRole("complementary", { name: "Newsletter" });
    expect(box).toHaveAttribute("data-placement", "archive");
    // The rhythm as the dates tell it, not a promise typed in by hand.
    expect(box).toHaveTextContent(
      "3 issues so far, the latest on Published 2026-11-12. One email every four to six weeks. Unsubscribe with one click, any time.",
    );
    // Above the list: the box comes before the first issue in the document.
    const [firstIssue] = screen.getAllByRole("article");
    expect(box.compareDocumentPosition(firstIssue as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const band = screen.getByRole("region", { name: testClosing.closing.title });
    expect(within(band).getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
      "href",
      "https://cal.example.com/intro",
    );
  });
});

describe("NewsletterArchiveView, one page of a long archive", () => {
  const pagesNav = () => screen.getByRole("navigation", { name: "Archive pages" });

  it("names its page, counts the whole archive and links every page, marking its own", () => {
    renderArchive({
      issues,
      total: 45,
      latestDate: "December 3, 2026",
      page: { current: 2, count: 3 },
    });
    expect(
      screen.getByRole("heading", { level: 1, name: "Newsletter Archive, page 2 of 3" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "Newsletter" })).toHaveTextContent(
      "45 issues so far, the latest on December 3, 2026.",
    );
    const links = within(pagesNav())
      .getAllByRole("link")
      .map((link) => ({
        name: link.textContent,
        href: link.getAttribute("href"),
        current: link.getAttribute("aria-current"),
      }));
    expect(links).toEqual([
      { name: "Newer issues", href: "/newsletter/archive/", current: null },
      { name: "Page 1", href: "/newsletter/archive/", current: null },
      { name: "Page 2", href: "/newsletter/archive/2/", current: "page" },
      { name: "Page 3", href: "/newsletter/archive/3/", current: null },
      { name: "Older issues", href: "/newsletter/archive/3/", current: null },
    ]);
    // After the list: a reader reaches the other pages once through this one.
    const lastIssue = screen.getAllByRole("article").at(-1) as Node;
    expect(lastIssue.compareDocumentPosition(pagesNav()) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it.each([
    [1, "Older issues", "Newer issues"],
    [3, "Newer issues", "Older issues"],
  ])("on page %i offers %s but not %s", (current, offered, absent) => {
    renderArchive({ issues, total: 45, page: { current, count: 3 } });
    expect(within(pagesNav()).getByRole("link", { name: offered })).toBeInTheDocument();
    expect(within(pagesNav()).queryByRole("link", { name: absent })).toBeNull();
    expect(within(pagesNav()).getByRole("link", { name: `Page ${current}` })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("has no page links when every issue fits on one page", () => {
    renderArchive({ issues });
    expect(screen.queryByRole("navigation", { name: "Archive pages" })).toBeNull();
    expect(
      screen.getByRole("heading", { level: 1, name: "Newsletter Archive" }),
    ).toBeInTheDocument();
  });

  it("titles the first page by the archive's name alone", () => {
    expect(archivePageTitle("Archive", { current: 1, count: 4 })).toBe("Archive");
    expect(archivePageTitle("Archive", { current: 4, count: 4 })).toBe("Archive, page 4 of 4");
  });
});

describe("NewsletterArchiveView before the first issue", () => {
  it("says no issue is published yet, and nothing more, and offers to send the first", () => {
    renderArchive({ issues: [] });
    expect(screen.queryAllByRole("article")).toEqual([]);
    const note = screen.getByText(/No issues have been published yet/);
    expect(note).not.toHaveTextContent(/on its way|being written|coming soon/i);
    expect(
      screen.getByRole("heading", { name: "Get the first issue by email" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Subscribe to the newsletter" })).toHaveAttribute(
      "href",
      "https://newsletter.example.com/subscribe",
    );
  });

  it("marks drafts and issues dated after today, which only gatsby develop lists", () => {
    renderArchive({
      issues: [
        { ...issue("draft-one", "2026-03-05", "A Draft"), draft: true },
        issue("next-year", "2027-01-07", "Next Year"),
        issue("out", "2026-11-22", "Out Today"),
      ],
    });
    const marks = screen.getAllByRole("article").map((article) => ({
      title: within(article).getByRole("heading").textContent,
      mark: within(article).queryByText(/^(Draft|Scheduled):/)?.textContent ?? null,
    }));
    expect(marks).toEqual([
      { title: "Next Year", mark: "Scheduled: goes out on Published 2027-01-07" },
      { title: "Out Today", mark: null },
      { title: "A Draft", mark: "Draft: not published" },
    ]);
  });
});

describe("newestFirst", () => {
  it("orders by date, latest first, without changing its input", () => {
    const sorted = newestFirst(issues);
    expect(sorted.map((item) => item.isoDate)).toEqual(["2026-11-12", "2026-04-02", "2026-03-05"]);
    expect(issues.map((item) => item.isoDate)[0]).toBe("2026-03-05");
  });

  it("tells how many issues there are and when the latest went out", () => {
    expect(issuesSoFar(3, "November 12, 2026")).toBe(
      "3 issues so far, the latest on November\u00a012, 2026.",
    );
    expect(issuesSoFar(1, "March 5, 2026")).toBe(
      "One issue so far, the latest on March\u00a05, 2026.",
    );
    expect(issuesSoFar(0, undefined)).toBe("");
  });
});
