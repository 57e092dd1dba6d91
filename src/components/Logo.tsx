import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import { LOGO_MARK } from "../logoMark";
import { routes } from "../routes";
import { crampedHeader, narrowHeader, smallPhoneHeader, wideHeader } from "../theme";
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

  /* The name is one unit: in the bar (theme.narrowHeader up) it never breaks between its words
     (the bar makes room for it); in the wide bar a visitor's text spacing may still wrap it rather
     than push the navigation off the screen. */
  .name {
    white-space: nowrap;
  }
  ${wideHeader} {
    .name {
      white-space: normal;
    }
  }

  /* On a phone (theme.narrowHeader) the name is smaller and takes two lines, so it stands beside
     the call button and the menu toggle at 320 px; with text spacing too, the call button's words
     wrap rather than anything leave the screen (SiteHeader). Below 24 rem the mark is a little
     smaller too. */
  ${narrowHeader} {
    flex: none;
    font-size: ${theme.fontSizes.md};
    line-height: 1.1;

    /* Each word on a line of its own ("Craftwise" over "Coaching"), so the name never takes the
       room the controls need. */
    .name {
      width: min-content;
      white-space: normal;
    }
  }
  ${smallPhoneHeader} {
    font-size: ${theme.fontSizes.sm};

    svg {
      width: ${theme.sizes.markOnSmallPhone};
      height: ${theme.sizes.markOnSmallPhone};
    }
  }

  /* No room for the name beside the controls even so (theme.crampedHeader: larger text on a small
     phone): the mark alone, the name still its label. */
  ${crampedHeader} {
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
