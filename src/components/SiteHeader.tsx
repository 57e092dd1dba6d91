import { css, type Theme } from "@emotion/react";
import type { Navigation } from "../navigation";
import { container } from "../styles/container";
import { HEADER_CONTAINER } from "../theme";
import { Logo } from "./Logo";
import { SiteNavigation } from "./SiteNavigation";

/** Element id the no-JavaScript styles (gatsby-ssr) refer to. */
export const HEADER_ID = "site-header";

// The bar is the container its navigation measures itself against (theme.wideHeader).
const barStyles = (theme: Theme) => css`
  container: ${HEADER_CONTAINER} / inline-size;
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.bar};
`;

const innerStyles = (theme: Theme) => css`
  ${container(theme)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  min-height: ${theme.sizes.headerHeight};
`;

interface SiteHeaderProps {
  siteTitle: string;
  navigation: Navigation;
  /** The address of the page shown (location.pathname). */
  pathname: string;
}

/** The fixed top bar: brand on the left, navigation on the right. */
export function SiteHeader({ siteTitle, navigation, pathname }: SiteHeaderProps) {
  return (
    <header id={HEADER_ID} css={barStyles}>
      <div css={innerStyles}>
        <Logo name={siteTitle} />
        <SiteNavigation navigation={navigation} pathname={pathname} />
      </div>
    </header>
  );
}
