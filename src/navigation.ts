// The site's navigation as data: one list drives the wide bar and the small-screen menu.
import { withPrefix } from "gatsby";
import { routes } from "./routes";

export interface NavItem {
  title: string;
  /** An internal path ("/case-study/", "/#the-system") or an external https URL. */
  path: string;
  /** Pages under this path belong to the item, which is marked current while one is shown. */
  section?: string;
  /** Present on dropdowns: the header opens these. */
  items?: NavItem[];
}

export interface Navigation {
  items: NavItem[];
  /** The bar's closing button; none on the page after a booked call. */
  callToAction?: NavItem;
}

/** The archive page's name, as its heading says (a test checks content/home.yaml agrees). */
export const NEWSLETTER_ARCHIVE = { title: "Newsletter Archive", path: routes.newsletterArchive };

/** The archive as the navigation offers it, in the specification's words. */
const LATEST_ISSUES = { title: "Latest Issues", path: NEWSLETTER_ARCHIVE.path };

interface NavigationUrls {
  bookingUrl: string;
  newsletterSubscribeUrl: string;
}

/** Whether `pathname` (location.pathname, with the path prefix) is the page after a booked call. */
export const isCallBooked = (pathname: string): boolean =>
  pathname.replace(/\/?$/, "/") === withPrefix(routes.callBooked);

export function buildNavigation(
  { bookingUrl, newsletterSubscribeUrl }: NavigationUrls,
  pathname = "",
): Navigation {
  const items: NavItem[] = [
    { title: "The System", path: routes.theSystem },
    { title: "Testimonials", path: routes.testimonials },
    { title: "Success Stories", path: routes.caseStudies, section: routes.caseStudies },
    {
      title: "Newsletter",
      path: NEWSLETTER_ARCHIVE.path,
      section: routes.newsletter,
      items: [LATEST_ISSUES, { title: "Subscribe", path: newsletterSubscribeUrl }],
    },
    { title: "Contact", path: bookingUrl },
  ];
  return isCallBooked(pathname)
    ? { items }
    : { items, callToAction: { title: "Schedule a Call", path: bookingUrl } };
}

/**
 * aria-current="true" while `pathname` is in the item's section, unless the item links to that
 * very page: Gatsby's Link then sets aria-current="page" itself.
 */
export function currentSectionProps(item: NavItem, pathname: string): { "aria-current"?: "true" } {
  const inSection = item.section !== undefined && pathname.startsWith(withPrefix(item.section));
  const linksHere = item.items === undefined && pathname === withPrefix(item.path);
  return inSection && !linksHere ? { "aria-current": "true" } : {};
}

/** True for links that leave the site; everything else goes through Gatsby's Link. */
export const isExternal = (path: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(path);
