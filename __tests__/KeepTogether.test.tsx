// Words that belong together stay on one line (src/components/KeepTogether.tsx): a figure and what
// it counts, a compound with a figure, a date; the text reads as the coach typed it.
import { render, screen } from "@testing-library/react";
import { KeepTogether, midSentence } from "../src/components/KeepTogether";

it.each([
  ["Fintech · 6 months", ["6 months"]],
  ["Remote: two 60-minute calls a month, plus written reviews", ["60-minute calls"]],
  ["4 teams, 28 engineers", ["4 teams", "28 engineers"]],
  ["Fixed price, from $9,500", ["$9,500"]],
  ["From $14,000 a month", ["$14,000"]],
  ["3 to 6 months, 2 to 3 days a week", ["3", "6 months", "2", "3 days"]],
  ["A free 30-minute video call about your team.", ["30-minute video"]],
])("keeps the figures in %j on one line: %j", (text, runs) => {
  render(
    <p data-testid="text">
      <KeepTogether text={text} />
    </p>,
  );
  expect(screen.getByTestId("text")).toHaveTextContent(text);
  // An inline block: lines break around it, not inside it.
  for (const run of runs) expect(screen.getByText(run)).toHaveStyle({ display: "inline-block" });
});

it("leaves text without a figure free to wrap", () => {
  render(
    <p>
      <KeepTogether text="Month to month" />
    </p>,
  );
  expect(screen.getByText("Month to month")).not.toHaveStyle({ display: "inline-block" });
});

it.each([
  ["A 60-person payments scale-up", "a 60-person payments scale-up"],
  ["An insurer in Leeds", "an insurer in Leeds"],
  ["The Ledger Company", "The Ledger Company"],
  ["Acme Freight", "Acme Freight"],
  ["Apex Systems", "Apex Systems"],
])("writes %j after a comma as %j", (name, expected) => {
  expect(midSentence(name)).toBe(expected);
});
