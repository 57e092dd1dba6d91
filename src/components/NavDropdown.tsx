import { css, type Theme } from "@emotion/react";
import type { NavItem } from "../navigation";
import { reducedMotion, wideHeader } from "../theme";
import { SiteLink } from "./SiteLink";
import { navLinkStyles } from "../styles/navLinkStyles";

export interface NavDropdownProps {
  item: NavItem & { items: NavItem[] };
  id: string;
  /** aria-current while the page shown is in the dropdown's section. */
  current: { "aria-current"?: "true" };
}

/** The anchors (CSS anchor positioning) a dropdown's list is placed against. */
const anchorName = (id: string) => `--${id}`;
const roomAnchorName = (id: string) => `--${id}-room`;

// The chevron turns while the list is open (the platform's state, read by CSS).
const chevron = (theme: Theme) => css`
  flex: none;
  transition: transform ${theme.durations.fast}ms ease;
  /* Written from the button: a nested selector starting with ":" would be joined to this class. */
  button:has(+ :popover-open) > & {
    transform: rotate(180deg);
  }
  ${reducedMotion} {
    transition: none;
  }
`;

// The list's box in the small-screen menu, shared with its room so both stay the same size.
const inMenuBox = (theme: Theme) => css`
  margin: 0;
  padding: 0 0 0 ${theme.space[3]};
  border: 0;
  border-left: 2px solid ${theme.colors.border};
`;

// The list as a card over the page: in the wide bar, and wherever anchor positioning is missing.
const card = (theme: Theme) => css`
  min-width: 13rem;
  padding: ${theme.space[2]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.menu};
`;

/** Browsers with the Popover API but not anchor positioning (Firefox 125-146, Safari 17-25). */
const withoutAnchors = "@supports not (position-anchor: --dropdown)";

// The open list is in the top layer: in the wide bar anchored under its button; in the small-screen
// menu laid exactly over its room, so it pushes the following items down and covers nothing.
const submenu = (id: string) => (theme: Theme) => css`
  position: fixed;
  position-anchor: ${roomAnchorName(id)};
  /* Shown over its room although the room itself is never seen (by default a box placed against
     an invisible anchor is hidden with it). */
  position-visibility: always;
  inset: auto;
  top: anchor(top);
  left: anchor(left);
  width: anchor-size(width);
  ${inMenuBox(theme)};
  list-style: none;
  color: ${theme.colors.text};
  background: none;
  overflow: visible;

  ${wideHeader} {
    position-anchor: ${anchorName(id)};
    top: anchor(bottom);
    width: auto;
    position-try-fallbacks: flip-inline;
    margin: ${theme.space[1]} 0 0;
    ${card(theme)};
  }

  /* A card under the bar, at the screen's right edge, rather than wherever the top layer would put
     it (in the small-screen menu it then lies over the items under its button). */
  ${withoutAnchors} {
    top: ${theme.sizes.headerHeight};
    right: ${theme.space[5]};
    width: auto;
    ${card(theme)};
  }
`;

// The open list's room in the small-screen menu's flow: unseen and unread, the list lies over it.
const room = (id: string) => (theme: Theme) => css`
  display: none;
  anchor-name: ${roomAnchorName(id)};
  ${inMenuBox(theme)};
  margin-left: ${theme.space[3]};
  visibility: hidden;

  [popover]:popover-open + & {
    display: block;
  }
  ${wideHeader} {
    [popover]:popover-open + & {
      display: none;
    }
  }
  ${withoutAnchors} {
    [popover]:popover-open + & {
      display: none;
    }
  }
`;

/**
 * A disclosure dropdown (WAI-ARIA APG), no role="menu" nor focus trap. Its list is a popover, so it
 * works before the scripts arrive; popoverScript.ts closes it when an item is picked.
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
      <div aria-hidden="true" css={room(id)}>
        {item.items.map((child) => (
          <span key={child.title} css={navLinkStyles}>
            {child.title}
          </span>
        ))}
      </div>
    </li>
  );
}
