import { useEffect, useRef } from "react";
import { css, type Theme } from "@emotion/react";
import { currentSectionProps, type Navigation, type NavItem } from "../navigation";
import { ms, reducedMotion, wideHeader } from "../theme";
import { navLinkStyles } from "../styles/navLinkStyles";
import { visuallyHidden } from "../styles/visuallyHidden";
import { Button } from "./Button";
import { LineIcon } from "./LineIcon";
import { NavDropdown } from "./NavDropdown";
import { SiteLink } from "./SiteLink";
import { MENU_BACKDROP_ID, MENU_ID, MENU_TOGGLE_ID } from "../elementIds";

const hasItems = (item: NavItem): item is NavItem & { items: NavItem[] } =>
  Array.isArray(item.items) && item.items.length > 0;

// Which of its two names the toggle carries, and which icon it shows, is the platform's state
// read by CSS: the panel open (:popover-open) or not, before and after hydration alike.
const whenOpen = `nav:has(#${MENU_ID}:popover-open)`;

const toggleStyles = (theme: Theme) => css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.target};
  height: ${theme.sizes.target};
  padding: 0;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;

  [data-when="open"] {
    display: none;
  }
  ${whenOpen} & [data-when="open"] {
    display: revert;
  }
  ${whenOpen} & [data-when="closed"] {
    display: none;
  }

  ${wideHeader} {
    display: none;
  }
`;

// Small screens: a popover panel under the bar (in the top layer, so it is over the page whatever
// the page's stacking), fading and sliding in and out over theme.durations.menu. Closed, the
// platform does not display it, so its links are neither seen, read nor reached by Tab;
// transition-behavior allow-discrete keeps it displayed (and in the top layer) while it fades
// out, and @starting-style is where it fades in from. Wide screens show it as the bar's inline
// list, never as a popover.
const panelStyles = (theme: Theme) => css`
  position: fixed;
  inset: ${theme.sizes.headerHeight} 0 auto;
  width: auto;
  height: auto;
  max-height: calc(100vh - ${theme.sizes.headerHeight});
  margin: 0;
  overflow-y: auto;
  padding: ${theme.space[3]} ${theme.sizes.gutter} ${theme.space[5]};
  color: ${theme.colors.text};
  background: ${theme.colors.surface};
  border: 0;
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.menu};
  opacity: 0;
  transform: translateY(-${theme.space[3]});
  transition:
    opacity ${ms(theme.durations.menu)} ease,
    transform ${ms(theme.durations.menu)} ease,
    overlay ${ms(theme.durations.menu)} allow-discrete,
    display ${ms(theme.durations.menu)} allow-discrete;

  &:popover-open {
    opacity: 1;
    transform: none;
  }

  @starting-style {
    &:popover-open {
      opacity: 0;
      transform: translateY(-${theme.space[3]});
    }
  }

  ${reducedMotion} {
    transition: none;
  }

  ${wideHeader} {
    display: block;
    position: static;
    max-height: none;
    overflow: visible;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
    opacity: 1;
    transform: none;
    transition: none;
  }
`;

// Behind the open small-screen menu the page is dimmed, fading in and out with the panel. Below
// the bar, so the bar and its toggle stay as they are. A tap on it is a tap outside the popover:
// the platform closes the menu (light dismiss).
const backdropStyles = (theme: Theme) => css`
  position: fixed;
  top: ${theme.sizes.headerHeight};
  left: 0;
  right: 0;
  bottom: 0;
  background: ${theme.colors.scrim};
  visibility: hidden;
  opacity: 0;
  transition:
    opacity ${ms(theme.durations.menu)} ease,
    visibility 0s linear ${ms(theme.durations.menu)};

  ${whenOpen} & {
    visibility: visible;
    opacity: 1;
    transition-delay: 0s;
  }

  ${reducedMotion} {
    transition: none;
  }

  ${wideHeader} {
    display: none;
  }
`;

const listStyles = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};

  ${wideHeader} {
    flex-direction: row;
    align-items: center;
  }
`;

// The call to action closes the wide bar, as a compact pill. Below it the header's own pill
// (SiteHeader) stays in sight beside the toggle, so the small-screen menu shows none: one
// "Schedule a Call" in reach with the menu open, not two.
const callToActionStyles = (theme: Theme) => css`
  display: none;
  ${wideHeader} {
    display: block;
    margin-left: ${theme.space[3]};
    > a {
      min-height: 2.5rem;
      font-size: ${theme.fontSizes.sm};
    }
  }
`;

interface SiteNavigationProps {
  navigation: Navigation;
  /** The address of the page shown (location.pathname), for marking its section. */
  pathname: string;
}

/**
 * The site's navigation: one list for every screen size. Below the `nav` breakpoint it collapses
 * behind a toggle button (WAI-ARIA APG disclosure navigation) named as the specification says:
 * "Open navigation menu" while the menu is closed, "Close navigation menu" while it is open, with
 * its expanded state too. The menu and its dropdowns are popovers: the platform opens and closes
 * them from the first paint, before React hydrates (light dismiss on an outside click, Escape
 * closing the innermost and handing focus back to its button, one open at a time, a dropdown
 * inside the open menu nested in it), and reports each button's expanded state to assistive
 * technology itself (HTML forbids an aria-expanded attribute on a popovertarget button: it could
 * only go stale). CSS shows their state; the inline script in <head> (src/shell/popoverScript.ts)
 * closes them when an item is picked or focus moves on out of them, so Tab never lands on the page
 * hidden under the panel (WCAG 2.4.11), with no trap. React keeps no copy of any of this: what a
 * visitor opened before the scripts arrived is still open after.
 */
export function SiteNavigation({ navigation, pathname }: SiteNavigationProps) {
  const navRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // A client-side navigation (a link picked elsewhere, Back) leaves the page in place: close what
  // is open over it. Not on hydration: the page is the one the visitor opened the menu on.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    navRef.current?.querySelectorAll<HTMLElement>("[popover]").forEach(hidePopover);
  }, [pathname]);

  return (
    <nav ref={navRef} aria-label="Main" data-placement="nav">
      <button
        id={MENU_TOGGLE_ID}
        type="button"
        popovertarget={MENU_ID}
        aria-controls={MENU_ID}
        css={toggleStyles}
      >
        <span css={visuallyHidden} data-when="closed">
          Open navigation menu
        </span>
        <span css={visuallyHidden} data-when="open">
          Close navigation menu
        </span>
        <span data-when="closed">
          <LineIcon d="M4 7h16M4 12h16M4 17h16" size={24} strokeWidth={2} />
        </span>
        <span data-when="open">
          <LineIcon d="M6 6l12 12M18 6 6 18" size={24} strokeWidth={2} />
        </span>
      </button>
      <div id={MENU_BACKDROP_ID} aria-hidden="true" css={backdropStyles} />
      <div id={MENU_ID} popover="auto" css={panelStyles}>
        <ul css={listStyles}>
          {navigation.items.map((item, index) =>
            hasItems(item) ? (
              <NavDropdown
                key={item.title}
                id={`nav-dropdown-${index}`}
                item={item}
                current={currentSectionProps(item, pathname)}
              />
            ) : (
              <li key={item.title}>
                <SiteLink
                  to={item.path}
                  css={navLinkStyles}
                  {...currentSectionProps(item, pathname)}
                >
                  {item.title}
                </SiteLink>
              </li>
            ),
          )}
          {navigation.callToAction && (
            <li css={callToActionStyles}>
              <Button to={navigation.callToAction.path}>{navigation.callToAction.title}</Button>
            </li>
          )}
        </ul>
      </div>
    </nav>
  );
}

/** Closes a popover if it is open (hidePopover on a closed one throws in older browsers). */
function hidePopover(popover: HTMLElement): void {
  // jsdom has no Popover API (and no :popover-open); neither has a browser older than 2023.
  if (typeof popover.hidePopover === "function" && popover.matches(":popover-open")) {
    popover.hidePopover();
  }
}
