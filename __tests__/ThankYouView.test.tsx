import { screen, within } from "@testing-library/react";
import { ThankYouView } from "../src/components/ThankYouView";
import { renderWithTheme } from "./support/site";

const content = {
  title: "Your call is booked",
  intro: "Thank you for making the time.",
  nextSteps: ["The invitation is on its way.", "Think of one change that took too long."],
};

describe("ThankYouView", () => {
  it("says what happened and lists what happens next, in order, in the coach's words", () => {
    renderWithTheme(
      <ThankYouView content={content} next={{ to: "/newsletter/archive/", label: "Read on" }} />,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Your call is booked" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Thank you for making the time.")).toBeInTheDocument();
    const next = screen.getByRole("region", { name: "What happens next" });
    expect(
      within(next)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(content.nextSteps);
  });

  it("offers a way on into the site: the page it is given and the home page", () => {
    renderWithTheme(
      <ThankYouView content={content} next={{ to: "/newsletter/archive/", label: "Read on" }} />,
    );
    expect(screen.getByRole("link", { name: "Read on" })).toHaveAttribute(
      "href",
      "/newsletter/archive/",
    );
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
  });
});
