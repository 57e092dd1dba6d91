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

// Small screens: a popover panel in the top layer, so it is over any stacking; allow-discrete keeps
// it displayed while it fades out. Wide screens show the bar's inline list instead.
const panelStyles = (theme: Theme) => css`
  position: fixed;
  inset: ${theme.sizes.headerHeight} 0 auto;
  width: auto;
  height: auto;
  max-height: calc(100vh - ${theme.sizes.headerHeight});
  margin: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
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

// The veil behind the open menu sits below the bar; a tap on it light-dismisses the popover.
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

// Wide bar only: on small screens SiteHeader's own pill stays beside the toggle, so one, not two.
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
 * The site's navigation, collapsing behind a toggle below `nav`. Menu and dropdowns are popovers:
 * the platform runs them before hydration and React keeps no state (popoverScript.ts closes them).
 */
export function SiteNavigation({ navigation, pathname }: SiteNavigationProps) {
  const navRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // A client-side navigation leaves the page in place: close what is open (not on hydration).
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
