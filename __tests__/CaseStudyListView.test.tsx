import { screen, within } from "@testing-library/react";
import { CaseStudyListView } from "../src/components/CaseStudyListView";
import { caseStudyCard } from "./fixtures/caseStudyCard";
import { renderWithTheme, testClosing } from "./support/site";

const bookingUrl = "https://cal.example.com/intro";

describe("CaseStudyListView", () => {
  it("lists every story in the order given, each linking to its page", () => {
    renderWithTheme(
      <CaseStudyListView
        title="Success Stories"
        intro="Two teams."
        studies={[
          caseStudyCard("payments", "Daily Deploys"),
          caseStudyCard("logistics", "Agent Guardrails"),
        ]}
        closing={testClosing}
        bookingUrl={bookingUrl}
      />,
    );
    const articles = screen.getAllByRole("article");
    expect(articles.map((article) => within(article).getByRole("heading").textContent)).toEqual([
      "Daily Deploys",
      "Agent Guardrails",
    ]);
    expect(
      screen.getByRole("link", { name: /read the full story.*daily deploys/i }),
    ).toHaveAttribute("href", "/case-study/payments/");
    expect(screen.queryByText(/^Draft:/)).toBeNull();
  });

  it("marks a draft, which only gatsby develop lists", () => {
    renderWithTheme(
      <CaseStudyListView
        title="Success Stories"
        intro="Two teams."
        studies={[caseStudyCard("payments", "Daily Deploys", { draft: true })]}
        closing={testClosing}
        bookingUrl={bookingUrl}
      />,
    );
    expect(within(screen.getByRole("article")).getByText("Draft: not published")).toBeVisible();
  });

  it("says no story is published yet and offers a call instead, in the closing band", () => {
    renderWithTheme(
      <CaseStudyListView
        title="Success Stories"
        intro="Stories."
        studies={[]}
        closing={testClosing}
        bookingUrl={bookingUrl}
      />,
    );
    expect(screen.queryAllByRole("article")).toEqual([]);
    expect(screen.getByText(/No success stories are published yet/)).toBeInTheDocument();
    const band = screen.getByRole("region", { name: testClosing.closing.title });
    expect(band).toHaveAttribute("data-placement", "closing-cta");
    expect(within(band).getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
      "href",
      bookingUrl,
    );
  });
});
