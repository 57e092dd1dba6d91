// The one Chromium every browser check drives: Debian's, never a downloaded one. Without
// --disable-background-networking Chromium keeps reaching for the network, which is closed here.
import type { Page } from "@playwright/test";
import { heldAt, type Held } from "./gate";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * For checks that need analytics to run: it sends nothing from a browser that looks automated
 * (navigator.webdriver, "HeadlessChrome"), so these hide that flag. Pair with chromeUserAgent.
 */
export const HUMAN_LIKE_ARGS = [...CHROMIUM_ARGS, "--disable-blink-features=AutomationControlled"];

/** An ordinary desktop Chrome's user agent, of the same major version as `browserVersion`. */
export const chromeUserAgent = (browserVersion: string): string =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browserVersion.split(".")[0]}.0.0.0 Safari/537.36`;

/**
 * Holds the scripts of `page` whose address `pattern` matches at a gate, in the browser, as a slow
 * network holds them, until the test releases them. Through the DevTools protocol's own filter, so
 * only scripts are paused: Playwright's route pauses every request until the test's process lets
 * it go, a tapped link's page (30 to 140 ms beside a busy CPU) and a leaving page's beacon too.
 */
export async function holdScripts(page: Page, pattern: RegExp): Promise<Held> {
  const session = await page.context().newCDPSession(page);
  const held = heldAt();
  session.on("Fetch.requestPaused", ({ requestId, request }) => {
    const go = () => session.send("Fetch.continueRequest", { requestId }).catch(() => undefined);
    if (pattern.test(request.url)) void held.wait(request.url).then(go);
    else void go();
  });
  await session.send("Fetch.enable", {
    patterns: [{ resourceType: "Script", requestStage: "Request" }],
  });
  return held;
}

/** The fields of a Chromium trace event (chrome://tracing's JSON) that longestTaskCpuMs reads. */
export interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  /** The thread's CPU time in a complete event, µs. */
  tdur?: number;
  args?: { name?: string; data?: TraceFrame & { frames?: TraceFrame[] } };
}

/** A frame, as the browser's trace events name it. */
interface TraceFrame {
  url?: string;
  processId?: number;
}

/**
 * The CPU time, in ms, of the longest task on the main thread of the renderer that showed `path`:
 * how long the page kept its thread busy at once, which a busy machine does not lengthen (the wall
 * time, which a long-task observer reports, it does). Needs the trace's "toplevel" and
 * "disabled-by-default-devtools.timeline" categories.
 */
export function longestTaskCpuMs(events: TraceEvent[], path: string): number {
  const processes = new Set<number>();
  for (const { name, args } of events) {
    const frames =
      name === "TracingStartedInBrowser"
        ? (args?.data?.frames ?? [])
        : name === "FrameCommittedInBrowser" && args?.data
          ? [args.data]
          : [];
    for (const frame of frames) {
      if (frame.url?.includes(path) && frame.processId) processes.add(frame.processId);
    }
  }
  const mainThreads = new Set(
    events
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .filter((e) => processes.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  if (mainThreads.size === 0) throw new Error(`no renderer showed ${path} in the trace`);
  const tasks = events.filter((e) => e.name === "RunTask" && mainThreads.has(`${e.pid}:${e.tid}`));
  return Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000));
}
