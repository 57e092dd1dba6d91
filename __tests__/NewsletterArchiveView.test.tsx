import { screen, within } from "@testing-library/react";
import {
  NewsletterArchiveView,
  issuesSoFar,
  newestFirst,
} from "../src/components/NewsletterArchiveView";
import { renderWithTheme, testClosing } from "./support/site";

const issue = (slug: string, isoDate: string, title: string) => ({
  id: slug,
  slug,
  title,
  summary: `Summary of ${title}`,
  isoDate,
  date: `Published ${isoDate}`,
  draft: false,
});

// Deliberately out of order: the archive must sort, not trust the order it is given.
const issues = [
  issue("tdd-with-ai-agents", "2026-03-05", "Write the Test First"),
  issue("tidy-first", "2026-11-12", "Tidy First"),
  issue("refactoring", "2026-04-02", "Refactoring in Small Steps"),
];

describe("NewsletterArchiveView", () => {
  it("lists every issue newest first, each linking to its page with its date and summary", () => {
    renderWithTheme(
      <NewsletterArchiveView
        title="Newsletter Archive"
        intro="Every issue."
        issues={issues}
        subscribeUrl="https://newsletter.example.com/subscribe"
        closing={testClosing}
        bookingUrl="https://cal.example.com/intro"
        today="2026-11-22"
      />,
    );
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
  });

  it("invites visitors to subscribe before the list, and ends on the band that books a call", () => {
    renderWithTheme(
      <NewsletterArchiveView
        title="Archive"
        intro="Every issue."
        issues={issues}
        subscribeUrl="https://newsletter.example.com/subscribe"
        closing={testClosing}
        bookingUrl="https://cal.example.com/intro"
        today="2026-11-22"
      />,
    );
    const subscribe = screen.getByRole("link", { name: "Subscribe to the newsletter" });
    expect(subscribe).toHaveAttribute("href", "https://newsletter.example.com/subscribe");
    const box = screen.getByRole("complementary", { name: "Newsletter" });
    expect(box).toHaveAttribute("data-placement", "archive");
    // The rhythm as the dates tell it, not a promise typed in by hand.
    expect(box).toHaveTextContent(
      "3 issues so far, the latest on Published 2026-11-12. Unsubscribe with one click, any time.",
    );
    expect(box).not.toHaveTextContent(/every couple of weeks/);
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

describe("NewsletterArchiveView before the first issue", () => {
  it("says the first issue is on its way and offers to send it", () => {
    renderWithTheme(
      <NewsletterArchiveView
        title="Archive"
        intro="Every issue."
        issues={[]}
        subscribeUrl="https://newsletter.example.com/subscribe"
        closing={testClosing}
        bookingUrl="https://cal.example.com/intro"
        today="2026-11-22"
      />,
    );
    expect(screen.queryAllByRole("article")).toEqual([]);
    expect(screen.getByText(/No issues have been published yet/)).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Get the first issue by email" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Subscribe to the newsletter" })).toHaveAttribute(
      "href",
      "https://newsletter.example.com/subscribe",
    );
  });

  it("marks drafts and issues dated after today, which only gatsby develop lists", () => {
    renderWithTheme(
      <NewsletterArchiveView
        title="Archive"
        intro="Every issue."
        issues={[
          { ...issue("draft-one", "2026-03-05", "A Draft"), draft: true },
          issue("next-year", "2027-01-07", "Next Year"),
          issue("out", "2026-11-22", "Out Today"),
        ]}
        subscribeUrl="https://newsletter.example.com/subscribe"
        closing={testClosing}
        bookingUrl="https://cal.example.com/intro"
        today="2026-11-22"
      />,
    );
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

  it("tells how many issues there are and when the latest went out, from their dates", () => {
    expect(issuesSoFar(issues)).toBe("3 issues so far, the latest on Published 2026-11-12.");
    expect(issuesSoFar(issues.slice(0, 1))).toBe(
      "One issue so far, the latest on Published 2026-03-05.",
    );
    expect(issuesSoFar([])).toBe("");
  });
});
