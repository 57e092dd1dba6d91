import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import { LOGO_MARK } from "../logoMark";
import { routes } from "../routes";
import { narrowHeader, wideHeader } from "../theme";
import { visuallyHidden } from "../styles/visuallyHidden";

const styles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.target};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.heading};
  line-height: ${theme.lineHeights.tight};
  text-decoration: none;
  min-width: 0;

  &:hover {
    color: ${theme.colors.primary};
  }

  svg {
    flex: none;
  }

  /* The name is one unit: below the wide bar it never breaks between its words (the bar makes room
     for it). In the wide bar a visitor's text spacing may still wrap it rather than push the
     navigation off the screen. */
  .name {
    white-space: nowrap;
  }
  ${wideHeader} {
    .name {
      white-space: normal;
    }
  }

  /* No room for the name beside the call button and the menu toggle (theme.narrowHeader): the mark
     alone, the name still its label. */
  ${narrowHeader} {
    .name {
      ${visuallyHidden};
    }
  }

  /* Colours as styles, not attributes: presentation attributes cannot read custom properties. */
  .tile {
    fill: ${theme.colors.primary};
  }
  .peak {
    stroke: ${theme.colors.onPrimary};
  }
  .base {
    stroke: ${theme.colors.accent};
  }
`;

/** The brand mark and name, linking home. Inline SVG: sharp at every size, no request. */
export function Logo({ name }: { name: string }) {
  return (
    <Link to={routes.home} css={styles}>
      <svg
        width={LOGO_MARK.size}
        height={LOGO_MARK.size}
        viewBox={`0 0 ${LOGO_MARK.size} ${LOGO_MARK.size}`}
        aria-hidden="true"
        focusable="false"
      >
        <rect
          className="tile"
          width={LOGO_MARK.size}
          height={LOGO_MARK.size}
          rx={LOGO_MARK.tileRadius}
        />
        <path
          className="peak"
          d={LOGO_MARK.peak}
          fill="none"
          strokeWidth={LOGO_MARK.strokeWidth}
          strokeLinejoin="round"
        />
        <path
          className="base"
          d={LOGO_MARK.base}
          strokeWidth={LOGO_MARK.strokeWidth}
          strokeLinecap="round"
        />
      </svg>
      <span className="name">{name}</span>
    </Link>
  );
}
