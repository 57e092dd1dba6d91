// The conversion clicks: one booking_link_clicked or newsletter_subscribe_clicked per click on a
// link marked for it, one subscribe_form_submitted per submit of the sign-up form (conversions.ts
// reads the click: which link, where on the page, a new tab), sent at once with the page and page
// view it happened on. Clicks made before analytics arrived come from the early recorder, each
// with its own time (analytics.ts hands them over). The completions behind them are counted with
// their thank-you page's page view (pageViews.ts).
import { conversionFromClick, conversionFromSubmit, type ConversionClick } from "./conversions";
import { eventTime, queueEvent, release } from "./eventQueue";
import { currentPageviewId, pageProperties } from "./pageViews";
import { swallow } from "./swallow";

/** Sends a conversion click that happened at `time`. */
export function recordConversion(click: ConversionClick, time: Date): void {
  queueEvent({
    name: click.event,
    properties: {
      ...pageProperties(window.location.pathname, window.location.search),
      title: document.title,
      placement: click.placement,
      link_url: click.linkUrl,
      link_text: click.linkText,
      new_tab: click.newTab,
      $pageview_id: currentPageviewId(),
    },
    time,
    ready: true,
  });
  release();
}

/**
 * Counts clicks on marked links from now on: in the capture phase, so a click counts even if a
 * handler on the way stops it, and the middle button (auxclick) too: a new tab.
 */
export function listenForClicks(): void {
  const clicked = (event: MouseEvent) =>
    swallow(() => {
      const click = conversionFromClick(event);
      if (click) recordConversion(click, eventTime());
    });
  document.addEventListener("click", clicked, { capture: true });
  document.addEventListener("auxclick", clicked, { capture: true });
  // A submit that the browser's own check stops (an empty or malformed address) fires no event.
  document.addEventListener(
    "submit",
    (event) =>
      swallow(() => {
        const submit = conversionFromSubmit(event);
        if (submit) recordConversion(submit, eventTime());
      }),
    { capture: true },
  );
}
