import { screen, within } from "@testing-library/react";
import { Layout } from "../src/components/Layout";
import { Button } from "../src/components/Button";
import { conversionFromClick } from "../src/analytics/conversions";
import { mockSiteQuery, renderWithTheme, testSiteMetadata } from "./support/site";

describe("Layout", () => {
  beforeEach(() => mockSiteQuery());

  it("frames the page with the top bar, the content in main, and the footer", () => {
    renderWithTheme(
      <Layout pathname="/">
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
    renderWithTheme(<Layout pathname="/">content</Layout>);
    expect(screen.getByRole("link", { name: "Craftwise Coaching" })).toHaveAttribute("href", "/");
  });

  it("keeps the call button in the bar, outside the menu, so it shows while the menu is closed", () => {
    renderWithTheme(<Layout pathname="/">content</Layout>);
    const banner = screen.getByRole("banner");
    const nav = within(banner).getByRole("navigation", { name: "Main" });
    const calls = within(banner).getAllByRole("link", { name: "Schedule a Call" });
    const inBar = calls.filter((link) => !nav.contains(link));
    expect(inBar).toHaveLength(1);
    expect(inBar[0]).toHaveAttribute("href", testSiteMetadata.bookingUrl);
    // Counted as the header's, apart from the menu's own button, under the name it shows.
    const click = new MouseEvent("click", { bubbles: true });
    Object.defineProperty(click, "target", { value: inBar[0] });
    expect(conversionFromClick(click)).toMatchObject({
      event: "booking_link_clicked",
      placement: "header",
      linkText: "Schedule a Call",
    });
  });

  it.each(["/call-booked/", "/call-booked"])(
    "asks a visitor who has just booked for no other call (%s), header and menu included",
    (pathname) => {
      renderWithTheme(<Layout pathname={pathname}>content</Layout>);
      expect(within(screen.getByRole("banner")).queryAllByRole("link", { name: /call/i })).toEqual(
        [],
      );
      // The rest of the navigation is there as on every page.
      expect(
        within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", {
          name: "Contact",
        }),
      ).toBeInTheDocument();
    },
  );

  it("starts with a skip link to the main content", () => {
    renderWithTheme(<Layout pathname="/">content</Layout>);
    const skip = screen.getAllByRole("link")[0];
    expect(skip).toHaveAccessibleName("Skip to main content");
    expect(skip).toHaveAttribute("href", `#${screen.getByRole("main").id}`);
  });

  it("has every booking and subscription link on the page counted, with its placement", () => {
    renderWithTheme(
      <Layout pathname="/">
        <section data-placement="closing-cta">
          <Button to={testSiteMetadata.bookingUrl}>Book your call</Button>
        </section>
      </Layout>,
    );
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav).toHaveAttribute("data-placement", "nav");
    // jsdom has no Popover API: the menu's and the dropdown's links are all there to read.
    for (const [name, event] of [
      ["Contact", "booking_link_clicked"],
      ["Schedule a Call", "booking_link_clicked"],
      ["Subscribe", "newsletter_subscribe_clicked"],
    ]) {
      // hidden: the wide bar's call button, which CSS hides below the wide bar.
      expect(within(nav).getByRole("link", { name, hidden: true })).toHaveAttribute(
        "data-analytics-event",
        event,
      );
    }
    // A link a page adds gets the same, through the shared components.
    expect(screen.getByRole("link", { name: "Book your call" })).toHaveAttribute(
      "data-analytics-event",
      "booking_link_clicked",
    );
  });
});
