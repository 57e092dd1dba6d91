import { screen } from "@testing-library/react";
import { Layout } from "../src/components/Layout";
import { mockSiteQuery, renderWithTheme } from "./support/site";

describe("Layout", () => {
  beforeEach(() => mockSiteQuery());

  it("frames the page with the top bar, the content in main, and the footer", () => {
    renderWithTheme(
      <Layout>
        <h1>Page heading</h1>
      </Layout>,
    );
    expect(screen.getByRole("banner")).toContainElement(
      screen.getByRole("link", { name: "Craftwise Coaching" }),
    );
    expect(screen.getByRole("main")).toContainElement(
      screen.getByRole("heading", { level: 1, name: "Page heading" }),
    );
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      `© ${new Date().getFullYear()} Craftwise Coaching`,
    );
  });

  it("links the logo home", () => {
    renderWithTheme(<Layout>content</Layout>);
    expect(screen.getByRole("link", { name: "Craftwise Coaching" })).toHaveAttribute("href", "/");
  });

  it("starts with a skip link to the main content", () => {
    renderWithTheme(<Layout>content</Layout>);
    const skip = screen.getAllByRole("link")[0];
    expect(skip).toHaveAccessibleName("Skip to main content");
    expect(skip).toHaveAttribute("href", `#${screen.getByRole("main").id}`);
  });
});
