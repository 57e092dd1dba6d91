import { ThemeProvider } from "@emotion/react";
import { render, screen } from "@testing-library/react";
import { ErrorBoundary } from "../src/components/ErrorBoundary";
import { reportException } from "../src/analytics/analytics";
import { theme } from "../src/theme";

jest.mock("../src/analytics/analytics", () => ({ reportException: jest.fn() }));

function Broken(): never {
  throw new Error("render boom");
}

function renderInBoundary(children: React.ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  // React logs caught render errors; the boundary's behaviour is what is under test.
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it("shows the page when nothing goes wrong", () => {
  renderInBoundary(<p>Page content</p>);
  expect(screen.getByText("Page content")).toBeInTheDocument();
  expect(reportException).not.toHaveBeenCalled();
});

it("shows a friendly fallback with a way home when the page fails, and reports the error", () => {
  renderInBoundary(<Broken />);
  expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  expect(reportException).toHaveBeenCalledWith(
    expect.objectContaining({ message: "render boom" }),
    expect.stringContaining("Broken"),
  );
});

it("gives the next page a fresh start", () => {
  const { rerender } = renderInBoundary(<Broken />);
  rerender(
    <ThemeProvider theme={theme}>
      <ErrorBoundary>
        <p>Home page</p>
      </ErrorBoundary>
    </ThemeProvider>,
  );
  expect(screen.getByText("Home page")).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: "Something went wrong" })).not.toBeInTheDocument();
});
