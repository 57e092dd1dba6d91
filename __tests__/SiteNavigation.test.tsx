import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MENU_BACKDROP_ID, SiteNavigation } from "../src/components/SiteNavigation";
import { readFileSync } from "node:fs";
import { parseYaml } from "../src/node/parseContent";
import { buildNavigation, NEWSLETTER_ARCHIVE } from "../src/navigation";
import { renderWithTheme, testSiteMetadata } from "./support/site";

const siteNavigation = buildNavigation(testSiteMetadata);

// jsdom applies no media queries, so these tests see the small-screen layout: the menu panel is
// hidden until its toggle opens it.

function showNavigation(pathname = "/") {
  renderWithTheme(
    <>
      <SiteNavigation navigation={siteNavigation} pathname={pathname} />
      <p>
        Page content outside the navigation, with <a href="#content">a link</a>
      </p>
    </>,
  );
  return screen.getByRole("navigation", { name: "Main" });
}

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
  ])("links %s to %s", async (name, href) => {
    const navigation = showNavigation();
    await userEvent.click(within(navigation).getByRole("button", { name: "Menu" }));
    expect(within(navigation).getByRole("link", { name })).toHaveAttribute("href", href);
  });

  it("lists the items in order, ending with the Schedule a Call button", async () => {
    const navigation = showNavigation();
    await userEvent.click(within(navigation).getByRole("button", { name: "Menu" }));
    const [menu] = within(navigation).getAllByRole("list");
    const labels = within(menu as HTMLElement)
      .getAllByRole("listitem")
      .map(
        (item) =>
          (within(item).queryByRole("button") ?? within(item).getByRole("link")).textContent,
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
      const navigation = within(showNavigation(pathname));
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
    async function openDropdownSetup() {
      const user = userEvent.setup();
      showNavigation();
      await user.click(screen.getByRole("button", { name: "Menu" }));
      return { user, button: screen.getByRole("button", { name: "Newsletter" }) };
    }

    it("is a disclosure button that toggles its list", async () => {
      const { user, button } = await openDropdownSetup();
      // eslint-disable-next-line testing-library/no-node-access -- aria-controls must name the list
      const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(list).not.toBeVisible();

      await user.click(button);
      expect(button).toHaveAttribute("aria-expanded", "true");
      expect(list).toBeVisible();
      expect(screen.getByRole("link", { name: "Latest Issues" })).toHaveAttribute(
        "href",
        "/newsletter/archive/",
      );
      expect(screen.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
        "href",
        testSiteMetadata.newsletterSubscribeUrl,
      );

      await user.click(button);
      expect(button).toHaveAttribute("aria-expanded", "false");
    });

    it("closes on a click outside it", async () => {
      const { user, button } = await openDropdownSetup();
      await user.click(button);
      await user.click(screen.getByText(/Page content outside the navigation/));
      expect(button).toHaveAttribute("aria-expanded", "false");
    });

    it("closes when an item is picked", async () => {
      const { user, button } = await openDropdownSetup();
      await user.click(button);
      await user.click(screen.getByRole("link", { name: "Latest Issues" }));
      expect(button).toHaveAttribute("aria-expanded", "false");
    });

    it("closes on Escape and returns focus to its button", async () => {
      const { user, button } = await openDropdownSetup();
      await user.click(button);
      screen.getByRole("link", { name: "Latest Issues" }).focus();
      await user.keyboard("{Escape}");
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(button).toHaveFocus();
    });

    it("closes when focus moves on past it", async () => {
      const { user, button } = await openDropdownSetup();
      await user.click(button);
      await user.tab(); // Latest Issues
      await user.tab(); // Subscribe
      await user.tab(); // Contact: outside the dropdown
      expect(screen.getByRole("link", { name: "Contact" })).toHaveFocus();
      expect(button).toHaveAttribute("aria-expanded", "false");
    });
  });

  describe("small-screen menu toggle", () => {
    it("keeps its name and reports its state by aria-expanded alone", async () => {
      const user = userEvent.setup();
      showNavigation();
      const toggle = screen.getByRole("button", { name: "Menu" });
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(toggle).toHaveAttribute("aria-controls", "site-menu");

      await user.click(toggle);
      // eslint-disable-next-line testing-library/no-node-access -- aria-controls must name the panel
      expect(document.getElementById("site-menu")).toContainElement(
        screen.getByRole("link", { name: "The System" }),
      );
      expect(toggle).toHaveAccessibleName("Menu");
      expect(toggle).toHaveAttribute("aria-expanded", "true");

      await user.click(toggle);
      expect(toggle).toHaveAccessibleName("Menu");
      expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    it("dims the page behind the open menu, and a tap on the dimmed page closes it", async () => {
      const user = userEvent.setup();
      showNavigation();
      const toggle = screen.getByRole("button", { name: "Menu" });
      // eslint-disable-next-line testing-library/no-node-access -- the veil is decorative (aria-hidden)
      const backdrop = document.getElementById(MENU_BACKDROP_ID) as HTMLElement;
      expect(backdrop).toHaveAttribute("aria-hidden", "true");
      expect(backdrop).not.toBeVisible();
      await user.click(toggle);
      expect(backdrop).toBeVisible();
      await user.click(backdrop);
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(backdrop).not.toBeVisible();
    });

    it("closes when a link is picked", async () => {
      const user = userEvent.setup();
      showNavigation();
      const toggle = screen.getByRole("button", { name: "Menu" });
      await user.click(toggle);
      await user.click(screen.getByRole("link", { name: "Success Stories" }));
      expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    it("closes on Escape and returns focus to the toggle", async () => {
      const user = userEvent.setup();
      showNavigation();
      const toggle = screen.getByRole("button", { name: "Menu" });
      await user.click(toggle);
      screen.getByRole("link", { name: "Testimonials" }).focus();
      await user.keyboard("{Escape}");
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(toggle).toHaveFocus();
    });

    it("closes when focus moves out of it to the page, without holding focus", async () => {
      const user = userEvent.setup();
      showNavigation();
      const toggle = screen.getByRole("button", { name: "Menu" });
      await user.click(toggle);
      screen.getByRole("link", { name: "Schedule a Call" }).focus();
      await user.tab(); // past the last item: out of the navigation, to the page's link
      expect(screen.getByRole("link", { name: "a link" })).toHaveFocus();
      expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    it("stays open while focus moves inside it", async () => {
      const user = userEvent.setup();
      showNavigation();
      const toggle = screen.getByRole("button", { name: "Menu" });
      await user.click(toggle);
      await user.tab(); // The System
      await user.tab(); // Testimonials
      expect(screen.getByRole("link", { name: "Testimonials" })).toHaveFocus();
      expect(toggle).toHaveAttribute("aria-expanded", "true");
    });

    it("lets Escape close an open dropdown first, leaving the menu open", async () => {
      const user = userEvent.setup();
      showNavigation();
      const toggle = screen.getByRole("button", { name: "Menu" });
      await user.click(toggle);
      const dropdown = screen.getByRole("button", { name: "Newsletter" });
      await user.click(dropdown);
      await user.keyboard("{Escape}");
      expect(dropdown).toHaveAttribute("aria-expanded", "false");
      expect(dropdown).toHaveFocus();
      expect(toggle).toHaveAttribute("aria-expanded", "true");
    });
  });
});
