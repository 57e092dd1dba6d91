import { css, type Theme } from "@emotion/react";
import type { NavItem } from "../navigation";
import { reducedMotion } from "../theme";
import { SiteLink } from "./SiteLink";
import { navLinkStyles } from "../styles/navLinkStyles";

export interface NavDropdownProps {
  item: NavItem & { items: NavItem[] };
  id: string;
  /** aria-current while the page shown is in the dropdown's section. */
  current: { "aria-current"?: "true" };
}

/** The anchor (CSS anchor positioning) a dropdown's list is placed against: its button. */
const anchorName = (id: string) => `--${id}`;

// The chevron turns while the list is open (the platform's state, read by CSS).
const chevron = (theme: Theme) => css`
  flex: none;
  transition: transform ${theme.durations.fast}ms ease;
  :has(+ :popover-open) > & {
    transform: rotate(180deg);
  }
  ${reducedMotion} {
    transition: none;
  }
`;

// Open, the list is in the top layer: placed under its button by anchor positioning (in the bar
// and in the small-screen menu alike), flipped to the button's other edge if it would leave the
// screen.
const submenu = (id: string) => (theme: Theme) => css`
  position: fixed;
  position-anchor: ${anchorName(id)};
  inset: auto;
  top: anchor(bottom);
  left: anchor(left);
  position-try-fallbacks: flip-inline;
  margin: ${theme.space[1]} 0 0;
  min-width: 13rem;
  list-style: none;
  padding: ${theme.space[2]};
  color: ${theme.colors.text};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.menu};

  /* Popover without anchor positioning (Firefox 125 to 146, Safari 17 to 25): under the bar, at
     the screen's right edge, rather than wherever the top layer would put it. */
  @supports not (position-anchor: --dropdown) {
    top: ${theme.sizes.headerHeight};
    right: ${theme.space[5]};
  }
`;

/**
 * A disclosure dropdown (WAI-ARIA APG "disclosure navigation"): the header is a button whose
 * expanded state the platform reports from its popover, with aria-controls; the items are ordinary
 * links. No role="menu", no focus trap.
 * The list is a popover the button opens and closes, so it works before the scripts arrive: the
 * platform closes it on a click outside, on Escape (focus back on the button) and when another
 * dropdown opens; the inline script (src/shell/popoverScript.ts) when an item is picked or focus
 * moves on past it.
 */
export function NavDropdown({ item, id, current }: NavDropdownProps) {
  return (
    <li>
      <button
        type="button"
        popovertarget={id}
        aria-controls={id}
        css={[
          navLinkStyles,
          css`
            anchor-name: ${anchorName(id)};
          `,
        ]}
        {...current}
      >
        {item.title}
        <svg
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
          focusable="false"
          css={chevron}
        >
          <path d="M2 4.5 6 8l4-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul id={id} popover="auto" data-submenu="" css={submenu(id)}>
        {item.items.map((child) => (
          <li key={child.title}>
            <SiteLink to={child.path} css={navLinkStyles}>
              {child.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
