import { screen, within } from "@testing-library/react";
import { NotFoundView } from "../src/components/NotFoundView";
import { renderWithTheme, testClosing } from "./support/site";

const props = {
  issues: [
    {
      id: "a",
      slug: "tidy-first",
      title: "Tidy First",
      date: "November 12, 2026",
      isoDate: "2026-11-12",
    },
    {
      id: "b",
      slug: "tdd",
      title: "Write the Test First",
      date: "March 5, 2026",
      isoDate: "2026-03-05",
    },
  ],
  studies: [{ id: "c", slug: "payments", title: "Daily Deploys", client: "A payments scale-up" }],
  closing: testClosing,
  bookingUrl: "https://cal.example.com/intro",
};

describe("NotFoundView", () => {
  it("says the page is not here and offers the latest issues, the success stories and the call", () => {
    renderWithTheme(<NotFoundView {...props} />);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    const issues = screen.getByRole("region", { name: "Latest issues" });
    expect(within(issues).getByRole("link", { name: "Tidy First" })).toHaveAttribute(
      "href",
      "/newsletter/tidy-first/",
    );
    expect(within(issues).getByRole("link", { name: "Newsletter Archive" })).toHaveAttribute(
      "href",
      "/newsletter/archive/",
    );
    const stories = screen.getByRole("region", { name: "Success stories" });
    expect(within(stories).getByRole("link", { name: "Daily Deploys" })).toHaveAttribute(
      "href",
      "/case-study/payments/",
    );
    const band = screen.getByRole("region", { name: testClosing.closing.title });
    expect(within(band).getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
      "href",
      props.bookingUrl,
    );
  });

  it("leaves out a list with nothing in it", () => {
    renderWithTheme(<NotFoundView {...props} issues={[]} studies={[]} />);
    expect(screen.queryByRole("region", { name: "Latest issues" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Success stories" })).toBeNull();
    expect(screen.getByRole("link", { name: "Schedule a Call" })).toBeInTheDocument();
  });
});
