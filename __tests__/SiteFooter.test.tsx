import { screen, within } from "@testing-library/react";
import { SiteFooter } from "../src/components/SiteFooter";
import { renderWithTheme, testSignup, testSiteMetadata } from "./support/site";

const site = { ...testSiteMetadata, buildYear: 2025, signup: testSignup };

describe("SiteFooter", () => {
  afterEach(() => jest.useRealTimers());

  it("offers the contact email as a mailto link and the location", () => {
    renderWithTheme(<SiteFooter site={site} />);
    const contact = screen.getByRole("region", { name: "Contact" });
    expect(within(contact).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(within(contact).getByText("Raleigh, NC")).toBeInTheDocument();
  });

  it.each([
    ["Privacy Policy", "/privacy-policy/"],
    ["Terms of Service", "/terms-of-service/"],
  ])("links %s in the Legal block", (name, href) => {
    renderWithTheme(<SiteFooter site={site} />);
    const legal = screen.getByRole("region", { name: "Legal" });
    expect(within(legal).getByRole("link", { name })).toHaveAttribute("href", href);
  });

  it.each([
    ["LinkedIn", site.social.linkedin],
    ["GitHub", site.social.github],
    ["X", site.social.x],
  ])("opens %s in a new tab, safely, with an accessible name", (name, href) => {
    renderWithTheme(<SiteFooter site={site} />);
    const follow = screen.getByRole("region", { name: "Follow Us" });
    const link = within(follow).getByRole("link", { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute("href", href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the visitor's current year, not the build's", () => {
    jest.useFakeTimers({ now: new Date("2031-03-04T10:00:00Z") });
    renderWithTheme(<SiteFooter site={site} />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(/© 2031 Craftwise Coaching/);
  });
});
