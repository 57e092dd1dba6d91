// Scroll depth measured and reported as posthog-js does, so PostHog reads both senders alike.
import type { EventProperties } from "./events";
import { swallow } from "./swallow";

/** How far the visitor scrolled a page, in posthog-js's terms (its ScrollManager's context). */
export interface ScrollContext {
  maxScrollHeight?: number;
  maxScrollY?: number;
  lastScrollY?: number;
  maxContentHeight?: number;
  maxContentY?: number;
  lastContentY?: number;
}

/** The context of the page view being read; none once it is left. */
let measuring: ScrollContext | undefined;

/** Starts measuring a new page view; the context returned fills in as the visitor scrolls. */
export function startMeasuring(): ScrollContext {
  measuring = {};
  return measuring;
}

/** The page view is left: its scroll stays as it was. */
export function stopMeasuring(): void {
  measuring = undefined;
}

/** Updates the scroll context of the page being read with the document's scroll position now. */
export function measureScroll(): void {
  const context = measuring;
  if (!context) return;
  const root = document.documentElement;
  const scrollY = window.scrollY || root.scrollTop || 0;
  context.lastScrollY = Math.ceil(scrollY);
  context.maxScrollY = Math.max(scrollY, context.maxScrollY ?? 0);
  context.maxScrollHeight = Math.max(
    Math.max(0, root.scrollHeight - root.clientHeight),
    context.maxScrollHeight ?? 0,
  );
  context.lastContentY = scrollY + root.clientHeight;
  context.maxContentY = Math.max(context.lastContentY, context.maxContentY ?? 0);
  context.maxContentHeight = Math.max(root.scrollHeight, context.maxContentHeight ?? 0);
}

const share = (part: number, whole: number) =>
  whole <= 1 ? 1 : Math.min(1, Math.max(0, part / whole));

/** How far down a page view was scrolled, as PostHog reads it; nothing before a measurement. */
export function scrollProperties(context: ScrollContext): EventProperties {
  const { maxScrollHeight, lastScrollY, maxScrollY, maxContentHeight, lastContentY, maxContentY } =
    context;
  if (
    maxScrollHeight === undefined ||
    lastScrollY === undefined ||
    maxScrollY === undefined ||
    maxContentHeight === undefined ||
    lastContentY === undefined ||
    maxContentY === undefined
  ) {
    return {};
  }
  const [scrollHeight, last, max, contentHeight, lastContent, maxContent] = [
    maxScrollHeight,
    lastScrollY,
    maxScrollY,
    maxContentHeight,
    lastContentY,
    maxContentY,
  ].map(Math.ceil) as [number, number, number, number, number, number];
  return {
    $prev_pageview_last_scroll: last,
    $prev_pageview_last_scroll_percentage: share(last, scrollHeight),
    $prev_pageview_max_scroll: max,
    $prev_pageview_max_scroll_percentage: share(max, scrollHeight),
    $prev_pageview_last_content: lastContent,
    $prev_pageview_last_content_percentage: share(lastContent, contentHeight),
    $prev_pageview_max_content: maxContent,
    $prev_pageview_max_content_percentage: share(maxContent, contentHeight),
  };
}

/** Measures on every scroll, as posthog-js listens: passive, and in capture for inner scrolling. */
export function listenForScroll(): void {
  const scrolled = () => swallow(measureScroll);
  window.addEventListener("scroll", scrolled, { capture: true, passive: true });
  window.addEventListener("scrollend", scrolled, { capture: true, passive: true });
  window.addEventListener("resize", scrolled, { passive: true });
}
