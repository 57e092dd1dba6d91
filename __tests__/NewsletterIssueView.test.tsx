import { screen, within } from "@testing-library/react";
import {
  NewsletterIssueView,
  type NewsletterIssueViewProps,
} from "../src/components/NewsletterIssueView";
import { image } from "./fixtures/images";
import { linkSignup, renderWithTheme, testClosing, testSignup } from "./support/site";

const props: NewsletterIssueViewProps = {
  issue: {
    title: "Write the Test First",
    date: "March 5, 2026",
    isoDate: "2026-03-05",
    summary: "A failing test is the clearest target.",
    readingMinutes: 6,
    topics: [
      { name: "AI coding agents", slug: "ai-coding-agents" },
      { name: "Test-driven development", slug: "test-driven-development" },
    ],
    html: "<h2>Why a failing test</h2><p>Because it answers questions.</p>",
  },
  readNext: [
    {
      id: "r1",
      slug: "guardrails",
      title: "Guardrails for Agents",
      summary: "Tests, review and small pull requests.",
      date: "May 14, 2026",
      isoDate: "2026-05-14",
      draft: false,
      readingMinutes: 5,
      topics: [{ name: "AI coding agents", slug: "ai-coding-agents" }],
    },
    {
      id: "r2",
      slug: "legacy",
      title: "Refactoring Legacy Code",
      summary: "Small safe steps.",
      date: "April 2, 2026",
      isoDate: "2026-04-02",
      draft: false,
      readingMinutes: 7,
      topics: null,
    },
  ],
  today: "2026-11-22",
  status: "published",
  previous: { slug: "older-issue", title: "The Older Issue" },
  next: { slug: "newer-issue", title: "The Newer Issue" },
  newsletterTitle: "The Craftwise Newsletter",
  signup: linkSignup,
  closing: testClosing,
  bookingUrl: "https://cal.example.com/intro",
  author: { name: "Morgan Reyes", role: "Technical coach", portrait: image(40, 40) },
};

describe("NewsletterIssueView", () => {
  it("shows the title, the date and the Markdown body", () => {
    renderWithTheme(<NewsletterIssueView {...props} />);
    expect(screen.getByRole("heading", { level: 1, name: props.issue.title })).toBeInTheDocument();
    expect(screen.getByText("March 5, 2026")).toHaveAttribute("datetime", "2026-03-05");
    expect(
      screen.getByRole("heading", { level: 2, name: "Why a failing test" }),
    ).toBeInTheDocument();
  });

  /** The article's header, where the byline sits under the summary. */
  const articleHeader = () =>
    // The byline belongs to the article's header.
    // eslint-disable-next-line testing-library/no-node-access
    screen.getByRole("heading", { level: 1 }).closest("header") as HTMLElement;

  it("signs the issue with the coach's name and role, linking to About, beside the portrait", () => {
    renderWithTheme(<NewsletterIssueView {...props} />);
    const header = articleHeader();
    expect(within(header).getByText(/^By/)).toHaveTextContent("By Morgan Reyes, Technical coach");
    expect(within(header).getByRole("link", { name: "Morgan Reyes" })).toHaveAttribute(
      "href",
      "/#about",
    );
    // The portrait is decoration: the name is written beside it.
    expect(within(header).getByRole("presentation")).toHaveAttribute("alt", "");
  });

  it("signs the issue with initials in place of a portrait when there is none", () => {
    renderWithTheme(
      <NewsletterIssueView {...props} author={{ ...props.author, portrait: undefined }} />,
    );
    const header = articleHeader();
    expect(within(header).getByText("MR")).toHaveAttribute("aria-hidden", "true");
    expect(within(header).getByRole("link", { name: "Morgan Reyes" })).toBeInTheDocument();
    expect(within(header).queryByRole("presentation")).toBeNull();
  });

  it("links to the previous and next issues and to the subscribe page", () => {
    renderWithTheme(<NewsletterIssueView {...props} />);
    const pager = screen.getByRole("navigation", { name: "More issues" });
    expect(pager).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /previous issue.*older issue/i })).toHaveAttribute(
      "href",
      "/newsletter/older-issue/",
    );
    expect(screen.getByRole("link", { name: /next issue.*newer issue/i })).toHaveAttribute(
      "href",
      "/newsletter/newer-issue/",
    );
    expect(screen.getByRole("link", { name: "Subscribe to the newsletter" })).toHaveAttribute(
      "href",
      linkSignup.subscribeUrl,
    );
  });

  it("names the archive by its one name and ends on the band that books a call", () => {
    renderWithTheme(<NewsletterIssueView {...props} />);
    expect(screen.getByRole("link", { name: "Newsletter Archive" })).toHaveAttribute(
      "href",
      "/newsletter/archive/",
    );
    expect(screen.getByRole("complementary", { name: "Newsletter" })).toHaveAttribute(
      "data-placement",
      "issue",
    );
    const band = screen.getByRole("region", { name: testClosing.closing.title });
    expect(within(band).getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
      "href",
      props.bookingUrl,
    );
  });

  it("shows its reading time beside the date, and its topics as links to their pages", () => {
    renderWithTheme(<NewsletterIssueView {...props} />);
    const header = articleHeader();
    expect(header).toHaveTextContent("March 5, 2026 · 6 min read");
    const topics = within(header).getByRole("list", { name: "Topics" });
    expect(
      within(topics)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["AI coding agents", "/newsletter/topics/ai-coding-agents/"],
      ["Test-driven development", "/newsletter/topics/test-driven-development/"],
    ]);
    // The search index offers the topics as a filter.
    for (const link of within(topics).getAllByRole("link")) {
      expect(link).toHaveAttribute("data-pagefind-filter", "topic");
    }
  });

  it("has no topic list when the issue has none", () => {
    renderWithTheme(<NewsletterIssueView {...props} issue={{ ...props.issue, topics: null }} />);
    expect(within(articleHeader()).queryByRole("list", { name: "Topics" })).toBeNull();
  });

  it("ends with Read next: the chosen issues, in order, each with its reading time", () => {
    renderWithTheme(<NewsletterIssueView {...props} />);
    const readNext = screen.getByRole("region", { name: "Read next" });
    const headings = within(readNext).getAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Guardrails for Agents",
      "Refactoring Legacy Code",
    ]);
    expect(within(readNext).getByRole("link", { name: "Guardrails for Agents" })).toHaveAttribute(
      "href",
      "/newsletter/guardrails/",
    );
    expect(readNext).toHaveTextContent("5 min read");
    expect(readNext).toHaveTextContent("7 min read");
    // Not part of the issue's own text in the search index.
    // eslint-disable-next-line testing-library/no-node-access -- the ignore mark is on a wrapper
    expect(readNext.closest("[data-pagefind-ignore]")).not.toBeNull();
  });

  it("has no Read next when there is no other issue", () => {
    renderWithTheme(<NewsletterIssueView {...props} readNext={[]} />);
    expect(screen.queryByRole("region", { name: "Read next" })).toBeNull();
  });

  it("leaves out the missing neighbour at either end of the archive", () => {
    renderWithTheme(<NewsletterIssueView {...props} next={null} />);
    expect(screen.queryByRole("link", { name: /next issue/i })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /previous issue/i })).toBeInTheDocument();
  });

  it.each([
    ["published", null],
    ["draft", "Draft: not published"],
    ["scheduled", "Scheduled: goes out on March 5, 2026"],
  ] as const)(
    "marks a %s issue (gatsby develop shows drafts and scheduled issues)",
    (status, mark) => {
      renderWithTheme(<NewsletterIssueView {...props} status={status} />);
      const marked = screen.queryByText(/^(Draft|Scheduled):/);
      if (mark === null) expect(marked).toBeNull();
      else expect(marked).toHaveTextContent(mark);
    },
  );

  it("offers the sign-up form under the title and at the end when a service is set, the link without", () => {
    const { unmount } = renderWithTheme(<NewsletterIssueView {...props} signup={testSignup} />);
    const fields = screen.getAllByRole("textbox", { name: "Your email address" });
    expect(fields).toHaveLength(2);
    // The first right under the header's byline, before the body's first heading.
    const body = screen.getByRole("heading", { name: "Why a failing test" });
    expect(fields[0]?.compareDocumentPosition(body)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole("complementary", { name: "Newsletter" })).toContainElement(
      fields[1] ?? null,
    );
    unmount();
    renderWithTheme(<NewsletterIssueView {...props} />);
    expect(screen.queryByRole("textbox", { name: "Your email address" })).toBeNull();
  });
});
