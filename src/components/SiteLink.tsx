import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link } from "gatsby";
import { isExternal } from "../navigation";
import { useConversionMark } from "./ConversionLinks";

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An internal path or an external URL. */
  to: string;
  /** External links only: open in a new tab (with rel="noopener noreferrer"). */
  newTab?: boolean;
  children: ReactNode;
}

/**
 * A link to anywhere: internal paths go through Gatsby's Link (prefetching, path prefix), external
 * URLs are plain anchors. A link to the booking or subscription page is marked as a conversion,
 * which analytics counts with the nearest `data-placement` (set it on the link or its section).
 */
export function SiteLink({ to, newTab = false, children, ...rest }: SiteLinkProps) {
  const conversion = useConversionMark(to);
  if (isExternal(to)) {
    const tabProps = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
    return (
      <a href={to} {...tabProps} {...conversion} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
