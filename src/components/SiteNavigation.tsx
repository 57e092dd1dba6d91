import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import { css, type Theme } from "@emotion/react";
import { currentSectionProps, type Navigation, type NavItem } from "../navigation";
import { ms, reducedMotion, wideHeader } from "../theme";
import { navLinkStyles } from "../styles/navLinkStyles";
import { visuallyHidden } from "../styles/visuallyHidden";
import { Button } from "./Button";
import { LineIcon } from "./LineIcon";
import { NavDropdown } from "./NavDropdown";
import { SiteLink } from "./SiteLink";

/** Element ids the no-JavaScript styles (gatsby-ssr) and aria-controls refer to. */
export const MENU_ID = "site-menu";
export const MENU_TOGGLE_ID = "site-menu-toggle";
export const MENU_BACKDROP_ID = "site-menu-backdrop";

const hasItems = (item: NavItem): item is NavItem & { items: NavItem[] } =>
  Array.isArray(item.items) && item.items.length > 0;

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

  ${wideHeader} {
    display: none;
  }
`;

// Small screens: a panel under the bar that fades and slides in over theme.durations.menu. While
// closed it is visibility: hidden, so its links are neither seen, read nor reached by Tab; the
// visibility change waits for the fade so closing animates too.
const panelStyles = (theme: Theme) => css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - ${theme.sizes.headerHeight});
  overflow-y: auto;
  padding: ${theme.space[3]} ${theme.space[5]} ${theme.space[5]};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.menu};
  visibility: hidden;
  opacity: 0;
  transform: translateY(-${theme.space[3]});
  transition:
    opacity ${ms(theme.durations.menu)} ease,
    transform ${ms(theme.durations.menu)} ease,
    visibility 0s linear ${ms(theme.durations.menu)};

  ${reducedMotion} {
    transition: none;
  }

  ${wideHeader} {
    position: static;
    max-height: none;
    overflow: visible;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
    visibility: visible;
    opacity: 1;
    transform: none;
    transition: none;
  }
`;

const panelOpenStyles = css`
  visibility: visible;
  opacity: 1;
  transform: none;
  transition-delay: 0s;
`;

// Behind the open small-screen menu the page is dimmed (and a tap on it closes the menu), fading
// in and out with the panel. Below the bar, so the bar and its toggle stay as they are.
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

  ${reducedMotion} {
    transition: none;
  }

  ${wideHeader} {
    display: none;
  }
`;

const backdropOpenStyles = css`
  visibility: visible;
  opacity: 1;
  transition-delay: 0s;
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

// In the small-screen menu the call to action is the panel's full width and a 48 px target; in
// the wide bar, a compact pill.
const callToActionStyles = (theme: Theme) => css`
  margin-top: ${theme.space[3]};
  > a {
    width: 100%;
    min-height: 3rem;
    font-size: ${theme.fontSizes.md};
  }
  ${wideHeader} {
    margin: 0 0 0 ${theme.space[3]};
    > a {
      width: auto;
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
 * behind a toggle button (WAI-ARIA APG disclosure navigation): the toggle is always called "Menu"
 * and tells its state by aria-expanded alone; at most one dropdown is open at a time; Escape closes
 * the innermost open thing and hands focus back to the button that opened it; focus moving out of
 * the navigation closes the menu, so Tab never lands on the page hidden under the panel (WCAG
 * 2.4.11), with no trap.
 */
export function SiteNavigation({ navigation, pathname }: SiteNavigationProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dropdownButtons = useRef(new Map<string, HTMLButtonElement>());

  const closeDropdown = useCallback(() => setOpenDropdown(null), []);
  const closeAll = useCallback(() => {
    setOpenDropdown(null);
    setMenuOpen(false);
  }, []);

  useEffect(() => {
    if (!menuOpen && openDropdown === null) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (openDropdown !== null) {
        setOpenDropdown(null);
        dropdownButtons.current.get(openDropdown)?.focus();
      } else {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen, openDropdown]);

  // relatedTarget is where focus goes: null when it leaves for the browser's own controls or a
  // click on nothing focusable (the backdrop closes the menu itself then).
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (menuOpen && next instanceof Node && !event.currentTarget.contains(next)) closeAll();
  };

  return (
    <nav aria-label="Main" data-placement="nav" onBlur={closeWhenFocusLeaves}>
      <button
        ref={toggleRef}
        id={MENU_TOGGLE_ID}
        type="button"
        aria-expanded={menuOpen}
        aria-controls={MENU_ID}
        onClick={() => setMenuOpen((open) => !open)}
        css={toggleStyles}
      >
        <span css={visuallyHidden}>Menu</span>
        <LineIcon
          d={menuOpen ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
          size={24}
          strokeWidth={2}
        />
      </button>
      <div
        id={MENU_BACKDROP_ID}
        aria-hidden="true"
        css={[backdropStyles, menuOpen && backdropOpenStyles]}
        onClick={closeAll}
      />
      <div id={MENU_ID} css={[panelStyles, menuOpen && panelOpenStyles]}>
        <ul css={listStyles}>
          {navigation.items.map((item, index) =>
            hasItems(item) ? (
              <NavDropdown
                key={item.title}
                id={`nav-dropdown-${index}`}
                item={item}
                current={currentSectionProps(item, pathname)}
                open={openDropdown === item.title}
                onToggle={() =>
                  setOpenDropdown((open) => (open === item.title ? null : item.title))
                }
                onClose={closeDropdown}
                onNavigate={closeAll}
                buttonRef={(button) => {
                  if (button) dropdownButtons.current.set(item.title, button);
                  else dropdownButtons.current.delete(item.title);
                }}
              />
            ) : (
              <li key={item.title}>
                <SiteLink
                  to={item.path}
                  onClick={closeAll}
                  css={navLinkStyles}
                  {...currentSectionProps(item, pathname)}
                >
                  {item.title}
                </SiteLink>
              </li>
            ),
          )}
          <li css={callToActionStyles}>
            <Button to={navigation.callToAction.path} onClick={closeAll}>
              {navigation.callToAction.title}
            </Button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
