// The coach's conversions: clicks on booking and subscription links (marked by SiteLink, placed by
// the nearest `data-placement`), submits of the sign-up form (SignupForm), and landings on their
// thank-you pages, once per history entry.
import { isRecord, withoutQueryOrHash } from "./sanitize";
import { routes } from "../routes";

export const CONVERSION_EVENTS = {
  booking: "booking_link_clicked",
  newsletter: "newsletter_subscribe_clicked",
  /** Never with the address typed: the event says where the form was, nothing it held. */
  subscribeForm: "subscribe_form_submitted",
} as const;

export type ConversionEvent = (typeof CONVERSION_EVENTS)[keyof typeof CONVERSION_EVENTS];

/** The attribute that marks a conversion link; its value is the event's name. */
export const CONVERSION_ATTRIBUTE = "data-analytics-event";
/** Where on the page a link (or the section around it) sits: nav, hero, footer, ... */
export const PLACEMENT_ATTRIBUTE = "data-placement";

export interface ConversionUrls {
  bookingUrl: string;
  newsletterSubscribeUrl: string;
}

/** The same destination, whatever query, fragment or trailing slash a link adds. */
const sameDestination = (href: string, url: string): boolean => {
  const bare = (value: string) => withoutQueryOrHash(value.trim()).replace(/\/+$/, "");
  return url.trim() !== "" && bare(href) === bare(url);
};

/** The conversion a click on a link to `href` counts as, if any. */
export function conversionEventFor(
  href: string,
  { bookingUrl, newsletterSubscribeUrl }: ConversionUrls,
): ConversionEvent | undefined {
  if (sameDestination(href, bookingUrl)) return CONVERSION_EVENTS.booking;
  if (sameDestination(href, newsletterSubscribeUrl)) return CONVERSION_EVENTS.newsletter;
  return undefined;
}

const isConversionEvent = (value: string | null): value is ConversionEvent =>
  value === CONVERSION_EVENTS.booking || value === CONVERSION_EVENTS.newsletter;

export interface ConversionClick {
  event: ConversionEvent;
  /** The nearest data-placement, or "unplaced" (the built-page check stops that from shipping). */
  placement: string;
  /** The link's destination, without query or fragment. */
  linkUrl: string;
  /** What the link says ("Schedule a Call"), to tell two links in one placement apart. */
  linkText: string;
  /** Opened in another tab or window (target=_blank, a modifier key or the middle button). */
  newTab: boolean;
}

/** How much of a link's text is sent. */
const MAX_LINK_TEXT = 100;

const placementOf = (element: Element): string =>
  element.closest(`[${PLACEMENT_ATTRIBUTE}]`)?.getAttribute(PLACEMENT_ATTRIBUTE)?.trim() ||
  "unplaced";

const textOf = (element: Element | null | undefined): string =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_LINK_TEXT);

/** The conversion a click or auxclick is, if on a marked link; never throws for odd targets. */
export function conversionFromClick(event: MouseEvent): ConversionClick | undefined {
  if (event.type === "auxclick" && event.button !== 1) return undefined;
  const target = event.target;
  if (!(target instanceof Element)) return undefined;
  const link = target.closest(`a[${CONVERSION_ATTRIBUTE}]`);
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  const name = link.getAttribute(CONVERSION_ATTRIBUTE);
  if (!isConversionEvent(name)) return undefined;
  return {
    event: name,
    placement: placementOf(link),
    linkUrl: withoutQueryOrHash(link.href),
    linkText: textOf(link),
    newTab:
      link.target === "_blank" ||
      event.type === "auxclick" ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey,
  };
}

/**
 * A submit of the marked sign-up form, as a click on its button: where the form is and where it
 * posts (no query), never what it holds.
 */
export function conversionFromSubmit(event: SubmitEvent): ConversionClick | undefined {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return undefined;
  if (form.getAttribute(CONVERSION_ATTRIBUTE) !== CONVERSION_EVENTS.subscribeForm) return undefined;
  return {
    event: CONVERSION_EVENTS.subscribeForm,
    placement: placementOf(form),
    linkUrl: withoutQueryOrHash(form.action),
    linkText: textOf(event.submitter),
    newTab: false,
  };
}

const COMPLETION_EVENTS = {
  booking: "booking_completed",
  newsletter: "newsletter_subscribed",
} as const;

export type CompletionEvent = (typeof COMPLETION_EVENTS)[keyof typeof COMPLETION_EVENTS];

export const isCompletionEvent = (value: unknown): value is CompletionEvent =>
  value === COMPLETION_EVENTS.booking || value === COMPLETION_EVENTS.newsletter;

/** The completion a thank-you page's `pathname` (path prefix included) counts. */
export function completionFor(pathname: string, pathPrefix: string): CompletionEvent | undefined {
  if (pathPrefix !== "" && !pathname.startsWith(`${pathPrefix}/`)) return undefined;
  const path = pathname.slice(pathPrefix.length);
  // Built here, not on import, so the inline scripts that import this module leave routes out.
  const completionPages = new Map<string, CompletionEvent>([
    [routes.callBooked, COMPLETION_EVENTS.booking],
    [routes.subscribed, COMPLETION_EVENTS.newsletter],
  ]);
  return completionPages.get(path.endsWith("/") ? path : `${path}/`);
}

/** The key in a history entry's state that says its completion was counted. */
const COUNTED_MARKER = "conversionCounted";

/** True when this history entry's completion was counted already (by an earlier load of it). */
export const completionCounted = (state: unknown): boolean =>
  isRecord(state) && state[COUNTED_MARKER] === true;

/** The entry's state with the marker added, the router's key kept. */
export const withCompletionCounted = (state: unknown): Record<string, unknown> => ({
  ...(isRecord(state) ? state : {}),
  [COUNTED_MARKER]: true,
});
