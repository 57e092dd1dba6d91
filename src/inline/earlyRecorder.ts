// The early recorder, last in <head> with the lazy start: keeps the landing page view, conversion
// clicks and failed scripts until analytics takes them over (earlyRecords.ts), and sends them
// itself if the visitor leaves first (docs/analytics.md). Off whenever analytics would be.
import { looksAutomated } from "../analytics/bots";
import {
  completionCounted,
  conversionFromClick,
  conversionFromSubmit,
  withCompletionCounted,
  type ConversionClick,
} from "../analytics/conversions";
import {
  type EarlyRecorder,
  type EarlyRecords,
  type RecorderSettings,
  type StartFailure,
} from "../analytics/earlyRecords";
import { captureEvent, type CaptureEvent, type EventProperties } from "../analytics/events";
import { newUuid, sharedOnce } from "../analytics/eventQueue";
import { pageProperties } from "../analytics/pageViews";
import { readPrivacySignals, visitorRefusesTracking } from "../analytics/privacy";
import { swallow } from "../analytics/swallow";
import { createTransport } from "../analytics/transport";
import { ANALYTICS_SETTINGS_ID, EARLY_RECORDS } from "./scriptIds";

/** What the recorder counts, by the DOM event that shows it, each read by analytics' own rule. */
const COUNTED: Record<string, (event: Event) => ConversionClick | undefined> = {
  click: (event) => conversionFromClick(event as MouseEvent),
  auxclick: (event) => conversionFromClick(event as MouseEvent),
  submit: (event) => conversionFromSubmit(event as SubmitEvent),
};

function record(settings: RecorderSettings): void {
  let taken = false;
  let report: ((failure: StartFailure) => void) | undefined;
  const records: EarlyRecords & EarlyRecorder = {
    pageview: undefined,
    clicks: [],
    failures: [],
    take(reportLater) {
      taken = true;
      report = reportLater;
      const { pageview, clicks, failures } = records;
      records.clicks = [];
      records.failures = [];
      return { pageview, clicks, failures };
    },
    fail(url) {
      const failure = { url, time: Date.now() };
      if (report) report(failure);
      else records.failures.push(failure);
    },
  };
  (window as unknown as Record<string, unknown>)[EARLY_RECORDS] = records;

  // A thank-you page's completion, decided and the entry marked on arrival (conversions.ts): a
  // state changed as the page is left for another is lost.
  const view = () => {
    const completion =
      settings.completion && !completionCounted(history.state) ? settings.completion : undefined;
    if (completion) swallow(() => history.replaceState(withCompletionCounted(history.state), ""));
    records.pageview = { id: newUuid(), time: Date.now(), sent: false, completion };
    records.clicks = [];
  };
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", () => swallow(view), { once: true });
  } else {
    view();
  }

  for (const [type, read] of Object.entries(COUNTED)) {
    const counted = (event: Event) =>
      swallow(() => {
        const click = !taken && records.pageview ? read(event) : undefined;
        if (click) records.clicks.push({ ...click, time: Date.now(), sent: false });
      });
    document.addEventListener(type, counted, true);
  }

  // Left before analytics arrived: what is unsent leaves as transport.ts sends on leaving.
  const leave = () => {
    const pageview = records.pageview;
    if (taken || !pageview) return;
    const page = {
      ...sharedOnce(),
      ...pageProperties(location.pathname, location.search),
      title: document.title,
    };
    const events: CaptureEvent[] = [];
    const add = (name: string, time: number, more: EventProperties, uuid?: string) =>
      events.push(
        captureEvent(name, { ...page, ...more, $pageview_id: pageview.id }, new Date(time), uuid),
      );
    if (!pageview.sent) {
      pageview.sent = true;
      add("$pageview", pageview.time, {}, pageview.id);
      if (pageview.completion) add(pageview.completion, pageview.time + 1, {});
    }
    for (const click of records.clicks.filter(({ sent }) => !sent)) {
      click.sent = true;
      add(click.event, click.time, {
        placement: click.placement,
        link_url: click.linkUrl,
        link_text: click.linkText,
        new_tab: click.newTab,
      });
    }
    if (events.length === 0) return;
    const transport = createTransport({
      host: settings.host,
      apiKey: settings.key,
      fetch: typeof fetch === "function" ? fetch.bind(window) : undefined,
      sendBeacon: navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : undefined,
    });
    events.forEach((event) => transport.send(event, true));
    transport.sendBeforeLeaving();
  };
  window.addEventListener("pagehide", () => swallow(leave));
  document.addEventListener("visibilitychange", () =>
    swallow(() => {
      if (document.visibilityState === "hidden") leave();
    }),
  );
  // Back from the back/forward cache before analytics arrived: a new page view.
  window.addEventListener("pageshow", (event) =>
    swallow(() => {
      if (event.persisted && !taken) view();
    }),
  );
}

swallow(() => {
  const block = document.getElementById(ANALYTICS_SETTINGS_ID)?.textContent;
  const settings = block ? (JSON.parse(block) as RecorderSettings | null) : null;
  if (!settings?.key || visitorRefusesTracking(readPrivacySignals())) return;
  if (looksAutomated(navigator)) return;
  record(settings);
});
