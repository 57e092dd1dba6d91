// What analytics costs a visitor on a slow phone, and how soon PostHog hears of the visit. Each
// round loads three pages (home, success stories, a newsletter issue) in a fresh Chromium context
// at 4x CPU throttling (Lighthouse's mobile slowdown) and takes the worst page of:
//   - the longest and the total main-thread long-task time caused by analytics (tasks of 50 ms or
//     more that evaluate posthog-js or spend at least half their JavaScript in it; see
//     analyticsTrace.ts);
//   - the time from the page's load event to the first $pageview at the stand-in collector.
// `BENCH_VERBOSE=1` prints each page's figures with the longest analytics task of any length (the
// site's own sender runs in short tasks of its own) and posthog-js's sampled JavaScript time.
// Uses the test build in public/ (npm run build:test: analytics on, sending to 127.0.0.1:4318,
// served under its path prefix) and binds the collector's port, so run it in a network namespace
// of its own when anything else may hold that port. `BENCH_WINDOW_MS` is how long it watches after
// load (default 10000).
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { listPages, readWebpackStats } from "../src/node/gatsbyOutput";
import { analyticsCost, type TraceEvent } from "./analyticsTrace";
import { CHROMIUM_PATH, HUMAN_LIKE_ARGS, chromeUserAgent } from "../testing/chromium";
import { COLLECTOR_ORIGIN, startCollector, type Collector } from "../testing/collector";
import { serveSite, type StaticServer } from "../testing/serve";
import { TEST_PATH_PREFIX } from "../testing/testBuild";
import type { Bench } from "./harness";

const SITE_DIR = path.resolve("public");
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 10_000);
const CPU_SLOWDOWN = 4;
const FIRST_PAGEVIEW_TIMEOUT_MS = 25_000;
const TRACE_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
];

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

function routesOf(siteDir: string): string[] {
  const issue = listPages(siteDir)
    .map((page) => page.route)
    .find((route) => /^\/newsletter\/(?!archive\/)[^/]+\/$/.test(route));
  return ["/", "/case-study/", ...(issue ? [issue] : [])];
}

interface PageCost {
  longestMs: number;
  totalMs: number;
  /** Load event to the first $pageview at the collector; undefined when none arrived. */
  firstPageviewMs: number | undefined;
}

async function measure(
  browser: Browser,
  userAgent: string,
  url: string,
  collector: Collector,
  files: string[],
): Promise<PageCost> {
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
    if (process.env.BENCH_VERBOSE) {
      console.log(
        `    ${new URL(url).pathname}: longest ${cost.longestMs} ms, total ${cost.totalMs} ms ` +
          `(${cost.longTasks.filter((task) => task.causedByAnalytics).length} of ` +
          `${cost.longTasks.length} long tasks); ${cost.analyticsTasks} analytics tasks, longest ` +
          `${Math.round(cost.longestAnalyticsTaskMs)} ms; posthog-js JS ` +
          `${Math.round(cost.analyticsJsMs)} ms`,
      );
    }
    return {
      longestMs: cost.longestMs,
      totalMs: cost.totalMs,
      firstPageviewMs: firstPageview === undefined ? undefined : firstPageview - loadedAt,
    };
  } finally {
    await context.close();
  }
}

let running: {
  site: StaticServer;
  collector: Collector;
  browser: Browser;
  userAgent: string;
  files: string[];
  routes: string[];
};

export const analytics: Bench = {
  name: "analytics",
  about:
    "what analytics costs a visitor at 4x CPU slowdown, and how soon its first page view arrives, the worst of three pages (the test build in public/; binds the collector's port 4318)",
  budgets: {
    longest: { label: "longest long task caused by analytics", unit: "ms", max: 50 },
    total: { label: "total long-task time caused by analytics", unit: "ms", max: 100 },
    firstPageview: { label: "load to the first $pageview", unit: "ms", max: 1500 },
  },
  async setup() {
    const files = await analyticsFiles(SITE_DIR);
    const site = await serveSite(SITE_DIR, 0, TEST_PATH_PREFIX);
    const collector = await startCollector({ waitForPortMs: 120_000 });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: HUMAN_LIKE_ARGS });
    running = {
      site,
      collector,
      browser,
      userAgent: chromeUserAgent(browser.version()),
      files,
      routes: routesOf(SITE_DIR),
    };
    return async () => {
      await browser.close();
      await collector.stop();
      await site.close();
    };
  },
  async round() {
    const { site, collector, browser, userAgent, files, routes } = running;
    const costs: PageCost[] = [];
    for (const route of routes) {
      costs.push(await measure(browser, userAgent, `${site.origin}${route}`, collector, files));
    }
    const worst = (pick: (cost: PageCost) => number | undefined) => {
      const values = costs.map(pick);
      // A page view that never came is left out of the round: the figure then has no value.
      return values.some((value) => value === undefined)
        ? undefined
        : Math.max(...(values as number[]));
    };
    return {
      longest: worst((cost) => cost.longestMs),
      total: worst((cost) => cost.totalMs),
      firstPageview: worst((cost) => cost.firstPageviewMs),
    };
  },
};
