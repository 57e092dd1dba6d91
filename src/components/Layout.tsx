import type { ReactNode } from "react";
import { css, type Theme } from "@emotion/react";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { buildNavigation } from "../navigation";
import { ConversionLinksProvider } from "./ConversionLinks";
import { ErrorBoundary } from "./ErrorBoundary";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { SkipLink } from "./SkipLink";
import { MAIN_ID } from "../elementIds";

const pageStyles = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// Room before the footer, except where the page ends on the closing call-to-action band, which
// then meets the footer.
const mainStyles = (theme: Theme) => css`
  flex: 1;
  padding-top: ${theme.sizes.headerHeight};
  padding-bottom: ${theme.space[9]};

  &:has(> [data-placement="closing-cta"]:last-child) {
    padding-bottom: 0;
  }
`;

interface LayoutProps {
  children: ReactNode;
  /**
   * The address of the page shown, with any path prefix: location.pathname, the same on the server
   * and in the browser (the `path` prop is "/*" on the server).
   */
  pathname: string;
}

/** The frame of every page: skip link, fixed top bar, the page in <main>, footer. */
export function Layout({ children, pathname }: LayoutProps) {
  const site = useSiteMetadata();
  const navigation = buildNavigation(site, pathname);
  return (
    <ConversionLinksProvider urls={site}>
      <div css={pageStyles}>
        <SkipLink targetId={MAIN_ID} />
        <SiteHeader siteTitle={site.title} navigation={navigation} pathname={pathname} />
        <main id={MAIN_ID} tabIndex={-1} css={mainStyles}>
          <ErrorBoundary>{children}</ErrorBoundary>
        </main>
        <SiteFooter site={site} />
      </div>
    </ConversionLinksProvider>
  );
}
