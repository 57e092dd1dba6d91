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
  /**
   * The button that closes the bar: the visitor's main next step. None on the page a visitor
   * reaches after booking a call, which does not ask for another.
   */
  callToAction?: NavItem;
}

/**
 * The newsletter archive, by its page's name: the page's own heading (content/home.yaml
 * archivePage.title, checked equal by a test) and the links that name the page (breadcrumb, the
 * newsletter band) say the same.
 */
export const NEWSLETTER_ARCHIVE = { title: "Newsletter Archive", path: routes.newsletterArchive };

/**
 * The archive as the navigation offers it: the specification's words ("'Latest Issues' goes to
 * /newsletter/archive"), which say what the visitor finds there rather than what the page is.
 */
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
  /** The address of the page shown (location.pathname). */
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
 * aria-current="true" for an item while the page at `pathname` (location.pathname, with the path
 * prefix) is in its section, unless the item is a link to that very page: Gatsby's Link marks it
 * aria-current="page" itself (so no aria-current at all then: an undefined one would override it).
 */
export function currentSectionProps(item: NavItem, pathname: string): { "aria-current"?: "true" } {
  const inSection = item.section !== undefined && pathname.startsWith(withPrefix(item.section));
  const linksHere = item.items === undefined && pathname === withPrefix(item.path);
  return inSection && !linksHere ? { "aria-current": "true" } : {};
}

/** True for links that leave the site; everything else goes through Gatsby's Link. */
export const isExternal = (path: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(path);
