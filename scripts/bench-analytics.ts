// npm run bench:analytics: what analytics costs a visitor on a slow phone, and how soon PostHog
// hears of the visit. For three pages (home, success stories, a newsletter issue), each loaded
// BENCH_RUNS times in a fresh Chromium context at 4x CPU throttling (Lighthouse's mobile
// slowdown), it prints:
//   - the longest and the total main-thread long-task time caused by analytics (tasks of 50 ms or
//     more that evaluate posthog-js or spend at least half their JavaScript in it; see
//     analyticsTrace.ts), the longest analytics task of any length (the site's own sender
//     runs in short tasks of its own), and posthog-js's sampled JavaScript time;
//   - the time from the page's load event to the first $pageview arriving at the stand-in
//     collector.
// Goals: longest <= 50 ms, total <= 100 ms, first page view <= 1.5 s after load. A benchmark,
// not a test: it reports and exits 0; timings depend on the machine (run it on a quiet one).
//
// Needs the test build (npm run build:test: analytics on, sending to 127.0.0.1:4318, served under
// its path prefix) and binds the collector's port, so run it alone, on a quiet machine.
// Usage: npm run bench:analytics -- [siteDir=public] [route...]
//   (npx tsx scripts/bench-analytics.ts [siteDir=public] [route...])
//   env: BENCH_RUNS (default 3), BENCH_WINDOW_MS (how long to watch after load, default 10000)
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { listPages, readWebpackStats } from "../src/node/gatsbyOutput";
import { analyticsCost, type TraceEvent } from "./analyticsTrace";
import { CHROMIUM_PATH, HUMAN_LIKE_ARGS, chromeUserAgent } from "../testing/chromium";
import { COLLECTOR_ORIGIN, startCollector, type Collector } from "../testing/collector";
import { median } from "../checks/median";
import { serveSite } from "../testing/serve";
import { TEST_PATH_PREFIX } from "../testing/testBuild";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 10_000);
const CPU_SLOWDOWN = 4;
const FIRST_PAGEVIEW_TIMEOUT_MS = 25_000;
const GOALS = { longestMs: 50, totalMs: 100, firstPageviewMs: 1500 };
const TRACE_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
];

const root = path.resolve(process.argv[2] ?? "public");

interface RunResult {
  longestMs: number;
  totalMs: number;
  analyticsJsMs: number;
  analyticsTasks: number;
  longestAnalyticsTaskMs: number;
  causedTasks: number;
  longTasks: number;
  /** Load event to the first $pageview at the collector; undefined when none arrived. */
  firstPageviewMs: number | undefined;
}

/** The files of the analytics chunk groups (posthog-js and what webpack split off with it). */
async function analyticsFiles(siteDir: string): Promise<string[]> {
  const stats = await readWebpackStats(siteDir);
  const files = Object.entries(stats.namedChunkGroups ?? {})
    .filter(([name]) => /posthog|analytics/i.test(name))
    .flatMap(([, group]) => (group.assets ?? []).map((asset) => asset.name))
    .filter((file) => file.endsWith(".js"));
  if (files.length === 0) {
    throw new Error(`No analytics chunk in ${siteDir}: build it with npm run build:test first.`);
  }
  return files;
}

function defaultRoutes(siteDir: string): string[] {
  const issue = listPages(siteDir)
    .map((page) => page.route)
    .find((route) => /^\/newsletter\/(?!archive\/)[^/]+\/$/.test(route));
  return ["/", "/case-study/", ...(issue ? [issue] : [])];
}

async function measure(
  browser: Browser,
  userAgent: string,
  url: string,
  collector: Collector,
  files: string[],
): Promise<RunResult> {
  const context = await browser.newContext({ userAgent });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    collector.clear();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    const loadedAt = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation");
      const timing = navigation as PerformanceNavigationTiming | undefined;
      return performance.timeOrigin + (timing?.loadEventStart ?? 0);
    });
    const firstPageview = await collector
      .waitFor((events) => events.some((e) => e.event === "$pageview"), FIRST_PAGEVIEW_TIMEOUT_MS)
      .then((events) => events.find((e) => e.event === "$pageview")?.receivedAt)
      .catch(() => undefined);
    const watchUntil = Math.max(loadedAt + WINDOW_MS, (firstPageview ?? 0) + 2000);
    await page.waitForTimeout(Math.max(0, watchUntil - Date.now()));
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as
      { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    const cost = analyticsCost(events, files, COLLECTOR_ORIGIN);
    return {
      longestMs: cost.longestMs,
      totalMs: cost.totalMs,
      analyticsJsMs: cost.analyticsJsMs,
      analyticsTasks: cost.analyticsTasks,
      longestAnalyticsTaskMs: cost.longestAnalyticsTaskMs,
      causedTasks: cost.longTasks.filter((task) => task.causedByAnalytics).length,
      longTasks: cost.longTasks.length,
      firstPageviewMs: firstPageview === undefined ? undefined : firstPageview - loadedAt,
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number | undefined) =>
  value === undefined ? "never" : `${Math.round(value)} ms`;
/** "median (min to max)" of the runs. */
const spread = (values: (number | undefined)[]) => {
  if (values.some((value) => value === undefined)) return `${values.map(ms).join(" / ")}`;
  const known = values as number[];
  return `${ms(median(known))} (${ms(Math.min(...known))} to ${ms(Math.max(...known))})`;
};

async function main(): Promise<void> {
  const files = await analyticsFiles(root);
  const routes = process.argv.length > 3 ? process.argv.slice(3) : defaultRoutes(root);
  const site = await serveSite(root, 0, TEST_PATH_PREFIX);
  const collector = await startCollector({ waitForPortMs: 120_000 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: HUMAN_LIKE_ARGS });
  const userAgent = chromeUserAgent(browser.version());
  const rows: string[][] = [];
  const all: RunResult[] = [];
  console.log(
    `Analytics cost at ${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} runs per page, analytics scripts: ${files.join(", ")}`,
  );
  try {
    for (const route of routes) {
      const runs: RunResult[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await measure(
          browser,
          userAgent,
          `${site.origin}${route}`,
          collector,
          files,
        );
        runs.push(result);
        console.log(
          `  ${route} run ${run}: longest ${ms(result.longestMs)}, total ${ms(result.totalMs)} ` +
            `(${result.causedTasks} of ${result.longTasks} long tasks); ${result.analyticsTasks} ` +
            `analytics tasks, longest ${ms(result.longestAnalyticsTaskMs)}; posthog-js JS ` +
            `${ms(result.analyticsJsMs)}; first $pageview ${ms(result.firstPageviewMs)} after load`,
        );
      }
      all.push(...runs);
      rows.push([
        route,
        spread(runs.map((r) => r.longestMs)),
        spread(runs.map((r) => r.totalMs)),
        spread(runs.map((r) => r.longestAnalyticsTaskMs)),
        spread(runs.map((r) => r.analyticsJsMs)),
        spread(runs.map((r) => r.firstPageviewMs)),
      ]);
    }
  } finally {
    await browser.close();
    await collector.stop();
    await site.close();
  }
  const header = [
    "Page",
    "Longest analytics long task",
    "Total analytics long tasks",
    "Longest analytics task (any length)",
    "posthog-js JS (all)",
    "Load to first $pageview",
  ];
  console.log(`\nMedian (min to max) of ${RUNS} runs:\n`);
  for (const row of [header, header.map(() => "---"), ...rows])
    console.log(`| ${row.join(" | ")} |`);
  const worst = (pick: (run: RunResult) => number | undefined) =>
    all
      .map(pick)
      .reduce<number | undefined>(
        (max, value) =>
          max === undefined || value === undefined ? undefined : Math.max(max, value),
        0,
      );
  const verdict = (value: number | undefined, goal: number) =>
    value !== undefined && value <= goal ? "meets" : "misses";
  console.log(
    `\nWorst run against the goals: longest ${ms(worst((r) => r.longestMs))} ` +
      `(${verdict(
        worst((r) => r.longestMs),
        GOALS.longestMs,
      )} <= ${GOALS.longestMs} ms), total ` +
      `${ms(worst((r) => r.totalMs))} (${verdict(
        worst((r) => r.totalMs),
        GOALS.totalMs,
      )} <= ${GOALS.totalMs} ms), ` +
      `first $pageview ${ms(worst((r) => r.firstPageviewMs))} after load ` +
      `(${verdict(
        worst((r) => r.firstPageviewMs),
        GOALS.firstPageviewMs,
      )} <= ${GOALS.firstPageviewMs} ms).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
