import { useEffect, useRef, type FocusEvent } from "react";
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
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  /** Called when the visitor picks one of the items. */
  onNavigate: () => void;
  /** Receives the header button, so Escape can hand focus back to it. */
  buttonRef: (button: HTMLButtonElement | null) => void;
}

const wrapper = css`
  position: relative;
`;

const chevron = (open: boolean) => (theme: Theme) => css`
  flex: none;
  transition: transform ${theme.durations.fast}ms ease;
  transform: rotate(${open ? 180 : 0}deg);
  ${reducedMotion} {
    transition: none;
  }
`;

const submenu = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${theme.space[4]};

  ${wideHeader} {
    position: absolute;
    top: calc(100% + ${theme.space[1]});
    left: 0;
    min-width: 13rem;
    padding: ${theme.space[2]};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.menu};
  }
`;

/**
 * A disclosure dropdown (WAI-ARIA APG "disclosure navigation"): the header is a button with
 * aria-expanded and aria-controls; the items are ordinary links. No role="menu", no focus trap.
 * It closes on a click outside, when focus leaves it, and when an item is picked; Escape is handled
 * by the navigation, which knows which dropdown is open.
 */
export function NavDropdown({
  item,
  id,
  current,
  open,
  onToggle,
  onClose,
  onNavigate,
  buttonRef,
}: NavDropdownProps) {
  const containerRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open, onClose]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !containerRef.current?.contains(next)) onClose();
  };

  return (
    <li ref={containerRef} css={wrapper} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        css={navLinkStyles}
        {...current}
      >
        {item.title}
        <svg
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
          focusable="false"
          css={chevron(open)}
        >
          <path d="M2 4.5 6 8l4-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul id={id} hidden={!open} data-submenu="" css={submenu}>
        {item.items.map((child) => (
          <li key={child.title}>
            <SiteLink to={child.path} onClick={onNavigate} css={navLinkStyles}>
              {child.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
