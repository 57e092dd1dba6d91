import { screen, within } from "@testing-library/react";
import {
  NewsletterTopicView,
  topicCount,
  type NewsletterTopicViewProps,
} from "../src/components/NewsletterTopicView";
import { linkSignup, renderWithTheme, testClosing } from "./support/site";

const issue = (slug: string, isoDate: string, title: string) => ({
  id: slug,
  slug,
  title,
  summary: `Summary of ${title}`,
  isoDate,
  date: `Published ${isoDate}`,
  draft: false,
  readingMinutes: 4,
  topics: [{ name: "Code review", slug: "code-review" }],
});

const props: NewsletterTopicViewProps = {
  topic: { name: "Code review", slug: "code-review", description: "Reviews that teach." },
  issues: [
    issue("tidy-first", "2026-11-12", "Tidy First"),
    issue("review-that-teaches", "2026-06-11", "Code Review That Teaches"),
  ],
  total: 2,
  page: { current: 1, count: 1 },
  signup: linkSignup,
  closing: testClosing,
  bookingUrl: "https://cal.example.com/intro",
  today: "2026-11-22",
};

describe("NewsletterTopicView", () => {
  it("names the topic, introduces it with its sentence and lists its issues as given", () => {
    renderWithTheme(<NewsletterTopicView {...props} />);
    expect(screen.getByRole("heading", { level: 1, name: "Code review" })).toBeInTheDocument();
    expect(screen.getByText("Reviews that teach.")).toBeInTheDocument();
    const titles = screen
      .getAllByRole("article")
      .map((article) => within(article).getByRole("heading", { level: 2 }).textContent);
    expect(titles).toEqual(["Tidy First", "Code Review That Teaches"]);
    expect(screen.getByRole("link", { name: "Tidy First" })).toHaveAttribute(
      "href",
      "/newsletter/tidy-first/",
    );
  });

  it("says how many issues it holds, links back to every issue and invites to subscribe", () => {
    renderWithTheme(<NewsletterTopicView {...props} />);
    expect(screen.getByText(/^2 issues on Code review\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Newsletter Archive" })).toHaveAttribute(
      "href",
      "/newsletter/archive/",
    );
    const invitation = screen.getByRole("complementary", { name: "Newsletter" });
    expect(invitation).toHaveAttribute("data-placement", "topic");
    expect(
      within(invitation).getByRole("link", { name: "Subscribe to the newsletter" }),
    ).toHaveAttribute("href", linkSignup.subscribeUrl);
  });

  it("links its own numbered pages, not the archive's, marking the page shown", () => {
    renderWithTheme(<NewsletterTopicView {...props} page={{ current: 2, count: 3 }} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Code review, page 2 of 3" }),
    ).toBeInTheDocument();
    const pages = screen.getByRole("navigation", { name: "Pages of Code review" });
    expect(within(pages).getByRole("link", { name: "Newer issues" })).toHaveAttribute(
      "href",
      "/newsletter/topics/code-review/",
    );
    expect(within(pages).getByRole("link", { name: "Older issues" })).toHaveAttribute(
      "href",
      "/newsletter/topics/code-review/3/",
    );
    expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

describe("topicCount", () => {
  it.each([
    [1, "One issue on Code review."],
    [12, "12 issues on Code review."],
  ])("%i -> %s", (total, text) => {
    expect(topicCount(total, "Code review")).toBe(text);
  });
});
