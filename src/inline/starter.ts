// The page's starter, in place of Gatsby's bundle scripts when LAZY_START is on: analytics once
// painted (at most 3 s), React's bundles on the visitor's first act that stays on the page
// (docs/performance.md). A failed script is asked for once more, then reported. The page's own
// lists come in the element's data-settings (src/node/builtPages/starter.ts writes them).
import { swallow } from "../analytics/swallow";
import { ARCHIVE_SEARCH_ID, ARCHIVE_SEARCH_NOTE_ID, COPYRIGHT_YEAR_ID } from "../elementIds";
import { SEARCH_FAILED_MESSAGE, SEARCH_PARAM, searchingMessage } from "../search/messages";
import { EARLY_RECORDS, STARTER_SETTINGS_ATTRIBUTE, type StarterSettings } from "./scriptIds";

/** What counts as the visitor acting, from when React may be needed. */
const FIRST_ACTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;
// A link or submit button leaves the page by itself; React's download would compete with the next.
const LEAVING = "a[href],[type=submit]";
const FIRST_PAINT_WAIT_MS = 3000;

/** The early recorder's global (earlyRecorder.ts), which reports a script that failed twice. */
type WithRecorder = Partial<Record<typeof EARLY_RECORDS, { fail?: (url: string) => void }>>;

function start(settings: StarterSettings): void {
  let searched = "";
  let started = false;
  let woken = false;

  const note = (text: string) => {
    const element = document.getElementById(ARCHIVE_SEARCH_NOTE_ID);
    if (element) element.textContent = text;
  };
  const add = (url: string, again = false): void => {
    const script = document.createElement("script");
    script.src = url;
    script.onerror = () =>
      swallow(() => {
        script.remove();
        if (!again) return add(url, true);
        if (searched) note(SEARCH_FAILED_MESSAGE);
        (window as WithRecorder)[EARLY_RECORDS]?.fail?.(url);
      });
    document.head.appendChild(script);
  };
  const preload = (url: string, as: "script" | "fetch") => {
    const link = document.createElement("link");
    link.rel = "preload";
    link.setAttribute("as", as);
    if (as === "fetch") link.crossOrigin = "anonymous";
    link.href = url;
    document.head.appendChild(link);
  };
  const go = () => {
    if (started) return;
    started = true;
    settings.now.forEach((url) => add(url));
  };
  const afterFrame = (then: () => void) =>
    requestAnimationFrame(() => setTimeout(() => swallow(then), 0));
  const wake = (event: Event) =>
    swallow(() => {
      if (!leaves(event)) startReact();
    });
  const startReact = () => {
    if (woken) return;
    woken = true;
    FIRST_ACTS.forEach((type) => document.removeEventListener(type, wake, true));
    go();
    afterFrame(() => {
      settings.later.forEach((url) => add(url));
      settings.chunks.forEach((url) => preload(url, "script"));
      settings.data.forEach((url) => preload(url, "fetch"));
    });
  };

  const year = document.getElementById(COPYRIGHT_YEAR_ID);
  const thisYear = String(new Date().getFullYear());
  if (year && year.textContent !== thisYear) year.textContent = thisYear;
  FIRST_ACTS.forEach((type) => document.addEventListener(type, wake, true));
  if (settings.search) {
    searched = (new URLSearchParams(location.search).get(SEARCH_PARAM) ?? "").trim();
  }
  const Observer = window.PerformanceObserver;
  if (searched) {
    const box = document.querySelector<HTMLInputElement>(
      `#${ARCHIVE_SEARCH_ID} input[name="${SEARCH_PARAM}"]`,
    );
    if (box && !box.value) box.value = searched;
    note(searchingMessage(searched));
    startReact();
  } else if (
    Observer?.supportedEntryTypes?.includes("paint") &&
    document.visibilityState === "visible"
  ) {
    new Observer((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length) swallow(go);
    }).observe({ type: "paint", buffered: true });
    document.addEventListener("visibilitychange", () => afterFrame(go));
    setTimeout(() => swallow(go), FIRST_PAINT_WAIT_MS);
  } else {
    afterFrame(go);
  }
}

/** A keydown's Enter, a tap or a focus on something that leaves the page by itself. */
function leaves(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const leaving = target?.closest(LEAVING);
  if (event.type === "keydown") {
    return (
      (event as KeyboardEvent).key === "Enter" &&
      !!(leaving ?? (target as HTMLInputElement | null)?.form)
    );
  }
  return !!leaving;
}

swallow(() => {
  const text = document.currentScript?.getAttribute(STARTER_SETTINGS_ATTRIBUTE);
  if (text) start(JSON.parse(text) as StarterSettings);
});
