import { screen, within } from "@testing-library/react";
import { ThemeProvider } from "@emotion/react";
import { MENU_BACKDROP_ID } from "../src/elementIds";
import { SiteNavigation } from "../src/components/SiteNavigation";
import { readFileSync } from "node:fs";
import { parseYaml } from "../src/node/contentFiles/parseContent";
import { buildNavigation, NEWSLETTER_ARCHIVE } from "../src/navigation";
import { theme } from "../src/theme";
import { renderWithTheme, testSiteMetadata } from "./support/site";

const siteNavigation = buildNavigation(testSiteMetadata);

// jsdom has no Popover API and so no UA style hiding a closed popover: every item is in the
// accessibility tree here, and what opens and closes is the platform's (checked in the browser,
// e2e/site.spec.ts and e2e/beforeHydration.spec.ts) and the inline script's
// (__tests__/popoverScript.test.ts). These tests check what the markup promises: names, wiring,
// destinations.

function showNavigation(pathname = "/") {
  return renderWithTheme(
    <>
      <SiteNavigation navigation={siteNavigation} pathname={pathname} />
      <p>
        Page content outside the navigation, with <a href="#content">a link</a>
      </p>
    </>,
  );
}

const mainNavigation = () => screen.getByRole("navigation", { name: "Main" });

describe("SiteNavigation", () => {
  it("offers the archive as Latest Issues, the page keeping its own name (content/home.yaml)", () => {
    const home = parseYaml(readFileSync("content/home.yaml", "utf8")) as {
      archivePage: { title: string };
    };
    expect(NEWSLETTER_ARCHIVE.title).toBe(home.archivePage.title);
    const newsletter = siteNavigation.items.find((item) => item.title === "Newsletter");
    expect(newsletter?.items?.[0]).toEqual({
      title: "Latest Issues",
      path: NEWSLETTER_ARCHIVE.path,
    });
  });

  it.each([
    ["The System", "/#the-system"],
    ["Testimonials", "/#testimonials"],
    ["Success Stories", "/case-study/"],
    ["Contact", testSiteMetadata.bookingUrl],
    ["Schedule a Call", testSiteMetadata.bookingUrl],
  ])("links %s to %s", (name, href) => {
    showNavigation();
    // hidden: the wide bar's call button is hidden by CSS below the wide bar (the header's pill
    // stands in for it there), and jsdom knows no container query to show it.
    expect(within(mainNavigation()).getByRole("link", { name, hidden: true })).toHaveAttribute(
      "href",
      href,
    );
  });

  it("lists the items in order, ending with the Schedule a Call button", () => {
    showNavigation();
    const [menu] = within(mainNavigation()).getAllByRole("list");
    const labels = within(menu as HTMLElement)
      .getAllByRole("listitem", { hidden: true })
      // The menu's own items, not the dropdown's (a list inside one of them).
      // eslint-disable-next-line testing-library/no-node-access -- which list an item belongs to
      .filter((item) => item.parentElement === menu)
      .map(
        (item) =>
          (within(item).queryByRole("button") ?? within(item).getByRole("link", { hidden: true }))
            .textContent,
      );
    expect(labels).toEqual([
      "The System",
      "Testimonials",
      "Success Stories",
      "Newsletter",
      "Contact",
      "Schedule a Call",
    ]);
  });

  describe("marks the section of the page shown", () => {
    /** The navigation's links and buttons that carry aria-current on the page at `pathname`. */
    function markedOn(pathname: string) {
      showNavigation(pathname);
      const navigation = within(mainNavigation());
      return ["link", "button"]
        .flatMap((role) => navigation.queryAllByRole(role, { hidden: true }))
        .filter((element) => element.hasAttribute("aria-current"));
    }

    it.each([
      ["a success story", "/case-study/logistics-agent-guardrails/", "Success Stories"],
      ["a newsletter issue", "/newsletter/code-review-that-teaches/", "Newsletter"],
      ["the newsletter archive", "/newsletter/archive/", "Newsletter"],
    ])("on %s (%s): %s", (_what, pathname, name) => {
      const marked = markedOn(pathname);
      expect(marked.map((element) => element.textContent)).toEqual([name]);
      expect(marked[0]).toHaveAttribute("aria-current", "true");
    });

    it.each([
      ["the home page", "/"],
      // Gatsby's Link marks the list's own link aria-current="page" (the jest mock does not).
      ["the success stories list", "/case-study/"],
      ["a legal page", "/privacy-policy/"],
    ])("and none on %s (%s)", (_what, pathname) => {
      expect(markedOn(pathname)).toEqual([]);
    });
  });

  describe("Newsletter dropdown", () => {
    it("is a disclosure button that opens its list, a popover holding Latest Issues and Subscribe", () => {
      showNavigation();
      const button = within(mainNavigation()).getByRole("button", { name: "Newsletter" });
      const listId = button.getAttribute("aria-controls") ?? "";
      // eslint-disable-next-line testing-library/no-node-access -- aria-controls must name the list
      const list = document.getElementById(listId) as HTMLElement;
      expect(button).toHaveAttribute("popovertarget", listId);
      // Its expanded state is the platform's, from the popover (HTML forbids the attribute here).
      expect(button).not.toHaveAttribute("aria-expanded");
      expect(list).toHaveAttribute("popover", "auto");
      expect(
        within(list)
          .getAllByRole("link")
          .map((link) => [link.textContent, link.getAttribute("href")]),
      ).toEqual([
        ["Latest Issues", "/newsletter/archive/"],
        ["Subscribe", testSiteMetadata.newsletterSubscribeUrl],
      ]);
    });
  });

  describe("small-screen menu toggle", () => {
    it("is named as the specification says while closed, and opens the panel holding the links", () => {
      showNavigation();
      const toggle = within(mainNavigation()).getByRole("button", {
        name: "Open navigation menu",
      });
      expect(toggle).not.toHaveAttribute("aria-expanded");
      expect(toggle).toHaveAttribute("aria-controls", "site-menu");
      expect(toggle).toHaveAttribute("popovertarget", "site-menu");
      // aria-controls must name the panel.
      // eslint-disable-next-line testing-library/no-node-access
      const panel = document.getElementById("site-menu");
      expect(panel).toHaveAttribute("popover", "auto");
      expect(panel).toContainElement(screen.getByRole("link", { name: "The System" }));
    });

    it("carries the open name too, which CSS shows only while the menu is open", () => {
      showNavigation();
      const toggle = screen.getByRole("button", { name: "Open navigation menu" });
      // Which of the two is read is :popover-open's business (checked in the browser).
      expect(within(toggle).getByText("Close navigation menu")).not.toBeVisible();
    });

    it("has a decorative veil for the page behind the open menu", () => {
      showNavigation();
      // The veil is decorative (aria-hidden).
      // eslint-disable-next-line testing-library/no-node-access
      const backdrop = document.getElementById(MENU_BACKDROP_ID) as HTMLElement;
      expect(backdrop).toHaveAttribute("aria-hidden", "true");
      expect(backdrop).not.toBeVisible();
    });

    it("closes what is open when the page changes by client-side navigation, not on hydration", () => {
      const { rerender } = showNavigation("/");
      // A stand-in for the platform's popover.
      // eslint-disable-next-line testing-library/no-node-access
      const panel = document.getElementById("site-menu") as HTMLElement;
      const hidePopover = jest.fn();
      Object.assign(panel, {
        hidePopover,
        matches: (selector: string) => selector === ":popover-open",
      });
      rerender(
        <ThemeProvider theme={theme}>
          <SiteNavigation navigation={siteNavigation} pathname="/" />
        </ThemeProvider>,
      );
      expect(hidePopover).not.toHaveBeenCalled();
      rerender(
        <ThemeProvider theme={theme}>
          <SiteNavigation navigation={siteNavigation} pathname="/case-study/" />
        </ThemeProvider>,
      );
      expect(hidePopover).toHaveBeenCalledTimes(1);
    });
  });
});
