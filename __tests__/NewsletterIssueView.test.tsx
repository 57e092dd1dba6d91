import { screen, within } from "@testing-library/react";
import {
  NewsletterIssueView,
  type NewsletterIssueViewProps,
} from "../src/components/NewsletterIssueView";
import { image } from "./fixtures/images";
import { renderWithTheme, testClosing } from "./support/site";

const props: NewsletterIssueViewProps = {
  title: "Write the Test First",
  date: "March 5, 2026",
  isoDate: "2026-03-05",
  summary: "A failing test is the clearest target.",
  status: "published",
  html: "<h2>Why a failing test</h2><p>Because it answers questions.</p>",
  previous: { slug: "older-issue", title: "The Older Issue" },
  next: { slug: "newer-issue", title: "The Newer Issue" },
  newsletterTitle: "The Craftwise Newsletter",
  newsletterIntro: "One email every couple of weeks.",
  subscribeUrl: "https://newsletter.example.com/subscribe",
  closing: testClosing,
  bookingUrl: "https://cal.example.com/intro",
  author: { name: "Morgan Reyes", role: "Technical coach", portrait: image(40, 40) },
};

describe("NewsletterIssueView", () => {
  it("shows the title, the date and the Markdown body", () => {
    renderWithTheme(<NewsletterIssueView {...props} />);
    expect(screen.getByRole("heading", { level: 1, name: props.title })).toBeInTheDocument();
    expect(screen.getByText("March 5, 2026")).toHaveAttribute("datetime", "2026-03-05");
    expect(
      screen.getByRole("heading", { level: 2, name: "Why a failing test" }),
    ).toBeInTheDocument();
  });

  /** The article's header, where the byline sits under the summary. */
  const articleHeader = () =>
    // eslint-disable-next-line testing-library/no-node-access -- the byline belongs to the article's header
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
      props.subscribeUrl,
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
});
