import { screen, within } from "@testing-library/react";
import { CaseStudyView, type CaseStudyViewProps } from "../src/components/CaseStudyView";
import { image } from "./fixtures/images";
import { renderWithTheme, testClosing } from "./support/site";

const study: CaseStudyViewProps["study"] = {
  slug: "payments-platform-tdd",
  title: "Daily Deploys on a Payments Platform",
  client: "A 60-person payments scale-up",
  industry: "Fintech",
  teamSize: "4 teams, 28 engineers",
  duration: "6 months",
  summary: "From fortnightly releases to daily deploys.",
  imageAlt: "A steady line of small releases",
  outcomes: [
    { metric: "Lead time", before: "9 days", after: "2 days", note: "median" },
    { metric: "Deploys", before: "Every 2 weeks", after: "Daily", note: null },
  ],
  quote: { text: "Deploys are boring now.", name: "Priya Raman", role: "VP Engineering" },
  draft: false,
};

describe("CaseStudyView", () => {
  it("leads with the results: each outcome's before and after, read as 'to', before the illustration and the story", () => {
    renderWithTheme(
      <CaseStudyView
        study={study}
        image={image(1152, 648)}
        html="<h2>Context</h2><p>The client runs payments.</p>"
        bookingUrl="https://cal.example.com/intro"
        closing={testClosing}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: study.title })).toBeInTheDocument();
    const results = screen.getByRole("region", { name: "Results at a glance" });
    const outcomes = within(results).getAllByRole("listitem");
    expect(outcomes).toHaveLength(2);
    expect(within(outcomes[0] as HTMLElement).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Lead time",
    );
    // The arrow is drawn, not read: a screen reader hears "9 days to 2 days".
    expect(outcomes[0]).toHaveTextContent("9 days → to 2 days");
    expect(within(outcomes[0] as HTMLElement).getByText("→")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    expect(outcomes[0]).toHaveTextContent("median");
    expect(results).toHaveTextContent(/not a promise/i);
    const illustration = screen.getByAltText(study.imageAlt);
    const story = screen.getByRole("heading", { level: 2, name: "Context" });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(results, illustration)).toBe(true);
    expect(follows(illustration, story)).toBe(true);
    expect(follows(screen.getByRole("heading", { level: 1 }), results)).toBe(true);
  });

  it("quotes the client by name and role, then ends on the band that books a call", () => {
    renderWithTheme(
      <CaseStudyView
        study={study}
        image={undefined}
        html="<p>Story</p>"
        bookingUrl="https://cal.example.com/intro"
        closing={testClosing}
      />,
    );
    expect(screen.getByRole("blockquote")).toHaveTextContent("Deploys are boring now.");
    expect(screen.getByText("Priya Raman")).toBeInTheDocument();
    const band = screen.getByRole("region", { name: testClosing.closing.title });
    expect(band).toHaveAttribute("data-placement", "closing-cta");
    expect(within(band).getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
      "href",
      "https://cal.example.com/intro",
    );
    expect(band).toHaveTextContent(testClosing.introCall);
    expect(screen.getAllByRole("link", { name: /success stories/i })[0]).toHaveAttribute(
      "href",
      "/case-study/",
    );
  });
});
