// The inline script that does what the Popover API leaves to the page (src/inline/popover.ts),
// run in jsdom as the browser runs it from <head>. jsdom has no Popover API, so each popover here
// is a stand-in with the platform's surface the script uses: matches(":popover-open") and
// hidePopover(). The real platform's
// side (light dismiss, Escape, focus return) is checked in the browser (e2e/site.spec.ts,
// e2e/beforeHydration.spec.ts).
import { builtInlineScript } from "./support/inlineScripts";

interface StandIn {
  show: () => void;
  isOpen: () => boolean;
}

function standIn(element: HTMLElement): StandIn {
  let open = false;
  Object.assign(element, {
    matches: (selector: string) =>
      selector === ":popover-open" ? open : Element.prototype.matches.call(element, selector),
    hidePopover: () => {
      if (!open) throw new Error("hidePopover on a closed popover");
      open = false;
    },
  });
  return {
    show: () => {
      open = true;
    },
    isOpen: () => open,
  };
}

beforeAll(() => {
  // As the browser runs the inline script: once, at the top level of the page.
  new Function(builtInlineScript("popover"))();
});

function navigation() {
  document.body.innerHTML = `
    <nav>
      <button id="toggle" popovertarget="menu">Open navigation menu</button>
      <div id="menu" popover="auto">
        <ul>
          <li>
            <button id="newsletter" popovertarget="dropdown">Newsletter</button>
            <ul id="dropdown" popover="auto">
              <li><a href="/newsletter/archive/">Latest Issues</a></li>
              <li><a href="https://example.com/subscribe">Subscribe</a></li>
            </ul>
          </li>
          <li><a href="/#testimonials">Testimonials</a></li>
        </ul>
      </div>
    </nav>
    <p><a href="#content">Page content</a></p>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return {
    toggle: byId("toggle"),
    newsletter: byId("newsletter"),
    menu: standIn(byId("menu")),
    dropdown: standIn(byId("dropdown")),
    link: (name: string) =>
      [...document.querySelectorAll("a")].find((a) => a.textContent === name) as HTMLElement,
  };
}

/** Focus moving from one element to another, as the browser reports it. */
function moveFocus(from: HTMLElement, to: HTMLElement | null) {
  from.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: to }));
}

// The script fixes focus up in a timer of its own, after the platform's part: the tests run it.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const aMoment = () => jest.runOnlyPendingTimers();

describe("the popover script", () => {
  it("closes the dropdown and the menu around an item when it is picked", () => {
    const { menu, dropdown, link } = navigation();
    menu.show();
    dropdown.show();
    link("Latest Issues").click();
    expect([menu.isOpen(), dropdown.isOpen()]).toEqual([false, false]);
  });

  it("closes the menu when an in-page anchor in it is picked", () => {
    const { menu, link } = navigation();
    menu.show();
    link("Testimonials").click();
    expect(menu.isOpen()).toBe(false);
  });

  it("leaves popovers alone on a click elsewhere (the platform's light dismiss decides)", () => {
    const { menu, newsletter } = navigation();
    menu.show();
    newsletter.click();
    expect(menu.isOpen()).toBe(true);
  });

  it("closes a dropdown when focus moves on past it, leaving the menu open", () => {
    const { menu, dropdown, link } = navigation();
    menu.show();
    dropdown.show();
    moveFocus(link("Subscribe"), link("Testimonials"));
    expect([menu.isOpen(), dropdown.isOpen()]).toEqual([true, false]);
  });

  it("closes the menu when focus leaves the navigation for the page", () => {
    const { menu, link } = navigation();
    menu.show();
    moveFocus(link("Testimonials"), link("Page content"));
    expect(menu.isOpen()).toBe(false);
  });

  it("keeps them open while focus moves inside, back to the invoker, or nowhere", () => {
    const { newsletter, menu, dropdown, link } = navigation();
    menu.show();
    dropdown.show();
    moveFocus(link("Latest Issues"), link("Subscribe"));
    moveFocus(link("Latest Issues"), newsletter);
    moveFocus(link("Subscribe"), null);
    aMoment();
    expect([menu.isOpen(), dropdown.isOpen()]).toEqual([true, true]);
  });
});

describe("Escape", () => {
  it("hands focus back to the invoker when the platform closed the popover and left focus in it", () => {
    const { newsletter, dropdown, link } = navigation();
    dropdown.show();
    link("Latest Issues").focus();
    link("Latest Issues").dispatchEvent(
      new KeyboardEvent("keydown", { key: "Escape", bubbles: true }),
    );
    // The platform's part: the popover closes; focus stays on the hidden link until the browser
    // next fixes it up.
    (document.getElementById("dropdown") as HTMLElement).hidePopover();
    aMoment();
    expect(newsletter).toHaveFocus();
  });

  it("hands focus back to the invoker when the platform closed the popover and left focus nowhere", () => {
    const { newsletter, menu, dropdown, link } = navigation();
    menu.show();
    dropdown.show();
    link("Latest Issues").focus();
    link("Latest Issues").dispatchEvent(
      new KeyboardEvent("keydown", { key: "Escape", bubbles: true }),
    );
    // The platform's part: the innermost popover closes, its focused link with it.
    (document.getElementById("dropdown") as HTMLElement).hidePopover();
    link("Latest Issues").blur();
    aMoment();
    expect(newsletter).toHaveFocus();
    expect(menu.isOpen()).toBe(true);
  });

  it("leaves focus where the platform put it, and alone when focus was outside any popover", () => {
    const { toggle, menu, dropdown, link } = navigation();
    menu.show();
    dropdown.show();
    link("Subscribe").focus();
    link("Subscribe").dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    (document.getElementById("dropdown") as HTMLElement).hidePopover();
    toggle.focus();
    aMoment();
    expect(toggle).toHaveFocus();

    link("Page content").focus();
    link("Page content").dispatchEvent(
      new KeyboardEvent("keydown", { key: "Escape", bubbles: true }),
    );
    aMoment();
    expect(link("Page content")).toHaveFocus();
  });
});
