// Where a page's start-up time goes after the first paint: each route loaded RUNS times in a fresh
// Chromium context at 390 px with Lighthouse's mobile CPU slowdown (4x), analytics live (a human-
// like browser sending to the loopback stand-in), traced from navigation until the page has been
// quiet for 2 s (nothing the visitor does: what a page costs by itself), or, with --tap, until
// 1.5 s after React has taken the page over, following a tap on the menu toggle 3 s after load
// (what the first tap costs: its Interaction to Next Paint and the start-up it sets off). Prints
// each long task (50 ms or more) after the first contentful paint with what ran in it (each script
// evaluated or function called, by file; style recalculation with the elements restyled; layout;
// HTML parsing; garbage collection), the style recalculations (and elements restyled) and layouts
// after the paint in all, its blocking time (the part over 50 ms, as Lighthouse counts it), the
// JavaScript downloaded before the first interaction, and the page views the stand-in received.
// docs/performance.md quotes it.
// A benchmark, not a test: durations depend on the machine.
// Usage: npm run trace:start-up -- [--tap] [siteDir=public] [route...]
//   env: RUNS (default 3), CPU (default 4; 1 for Lighthouse's simulated view)
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_PATH, HUMAN_LIKE_ARGS, chromeUserAgent } from "../testing/chromium";
import { startCollector } from "../testing/collector";
import { serveSite } from "../testing/serve";
import { lastPathPrefix } from "../src/node/cache/pathPrefixCache";
import { GATSBY_ANNOUNCER_ID } from "../src/node/gatsbyOutput";
import type { TraceEvent } from "../bench/analyticsTrace";

const RUNS = Number(process.env.RUNS ?? 3);
// CPU=1 traces unthrottled and scales each task by 4, as Lighthouse's default (simulated)
// throttling does when it computes Total Blocking Time; the default, 4, slows the CPU for real.
const CPU = Number(process.env.CPU ?? 4);
const SCALE = 4 / CPU;
const args = process.argv.slice(2);
const tap = args.includes("--tap");
const [siteDir = "public", ...routeArgs] = args.filter((arg) => arg !== "--tap");
const root = path.resolve(siteDir);
const routes = routeArgs.length > 0 ? routeArgs : ["/"];

const LONG_TASK_MS = 50;
/** A trace duration (µs) in milliseconds at the phone's speed. */
const ms = (micro: number) => (micro / 1000) * SCALE;
const fileOf = (url: unknown) => String(url ?? "").replace(/^.*\//, "") || "(inline)";

/** What ran inside a task, as "what: ms", largest first; the task's own time is "other". */
function breakdown(task: TraceEvent, events: TraceEvent[]): string[] {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter(
    (event) =>
      event !== task &&
      event.ph === "X" &&
      event.tid === task.tid &&
      event.ts >= task.ts &&
      event.ts < end,
  );
  const parts = new Map<string, number>();
  const add = (what: string, micro: number) => parts.set(what, (parts.get(what) ?? 0) + micro);
  for (const event of inside) {
    const data = event.args?.data ?? {};
    switch (event.name) {
      case "EvaluateScript":
        add(`evaluate ${fileOf(data.url)}`, event.dur ?? 0);
        break;
      case "FunctionCall":
        add(`call ${fileOf(data.url)}`, event.dur ?? 0);
        break;
      case "TimerFire":
      case "FireAnimationFrame":
      case "EventDispatch":
        add(`${event.name} ${String(data.type ?? "")}`.trim(), 0);
        break;
      case "UpdateLayoutTree":
        add("style", event.dur ?? 0);
        add(`  (${Number(event.args?.elementCount ?? 0)} elements restyled)`, 0);
        break;
      case "Layout":
        add("layout", event.dur ?? 0);
        break;
      case "ParseHTML":
        add("parse HTML", event.dur ?? 0);
        break;
      case "MinorGC":
      case "MajorGC":
        add("garbage collection", event.dur ?? 0);
        break;
      default:
    }
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .map(([what, micro]) => (micro > 0 ? `${what} ${ms(micro).toFixed(0)} ms` : what));
}

/** The size as sent (compressed) of each script the page has downloaded so far. */
const scriptsDownloaded = (page: Page): Promise<number[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
      .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
  );

/** A tap on the menu toggle, then until React has taken the page over, plus 1.5 s. */
async function tapMenu(page: Page): Promise<void> {
  await page.locator("#site-menu-toggle").tap();
  // Gatsby's route announcer is the last node React hydrates (e2e/support/pages.ts).
  await page.waitForFunction((id) => {
    const last = document.getElementById(id);
    return !!last && Object.keys(last).some((key) => key.startsWith("__reactProps"));
  }, GATSBY_ANNOUNCER_ID);
  await page.waitForTimeout(1500);
}

async function main(): Promise<void> {
  const prefix = lastPathPrefix(path.dirname(root));
  const site = await serveSite(root, 0, prefix);
  const collector = await startCollector({ lifetimeMs: 60 * 60 * 1000 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: HUMAN_LIKE_ARGS });
  const userAgent = chromeUserAgent(browser.version());
  try {
    for (const route of routes) {
      console.log(`\n${route}${tap ? " (tap on the menu 3 s after load)" : ""}`);
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          hasTouch: true,
          userAgent,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
        await browser.startTracing(page, {
          categories: ["devtools.timeline", "toplevel", "disabled-by-default-devtools.timeline"],
        });
        const before = collector.events.length;
        await page.goto(`${site.origin}${route}`, { waitUntil: "load" });
        // What the page downloaded by itself: 2 s after load, or 3 s, just before the tap.
        await page.waitForTimeout(tap ? 3000 : 2000);
        const scripts = await scriptsDownloaded(page);
        if (tap) await tapMenu(page);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as {
          traceEvents: TraceEvent[];
        };
        const events = trace.traceEvents;
        const painted = events.find((event) => event.name === "firstContentfulPaint");
        const fcp = painted?.ts ?? 0;
        const long = events.filter(
          (event) =>
            event.name === "RunTask" &&
            event.tid === painted?.tid &&
            event.ts > fcp &&
            ms(event.dur ?? 0) >= LONG_TASK_MS,
        );
        const blocking = long.reduce((sum, task) => sum + ms(task.dur ?? 0) - LONG_TASK_MS, 0);
        const scriptKiB = (scripts.reduce((sum, bytes) => sum + bytes, 0) / 1024).toFixed(1);
        const pageviews = collector.events
          .slice(before)
          .filter((event) => event.event === "$pageview").length;
        console.log(
          `  run ${run + 1}: ${long.length} long tasks after FCP, blocking ${blocking.toFixed(0)} ms; ` +
            `JavaScript downloaded before the first interaction ${scriptKiB} KiB (as sent, ` +
            `compressed) in ${scripts.length} files; page views received ${pageviews}`,
        );
        const after = events.filter(
          (event) => event.ph === "X" && event.tid === painted?.tid && event.ts > fcp,
        );
        const recalcs = after.filter((event) => event.name === "UpdateLayoutTree");
        const restyled = recalcs.reduce((sum, e) => sum + Number(e.args?.elementCount ?? 0), 0);
        console.log(
          `    after FCP: ${recalcs.length} style recalculations restyling ${restyled} elements, ` +
            `${after.filter((event) => event.name === "Layout").length} layouts`,
        );
        for (const task of long) {
          console.log(
            `    at ${ms(task.ts - fcp).toFixed(0)} ms after FCP, ${ms(task.dur ?? 0).toFixed(0)} ms: ` +
              breakdown(task, events).slice(0, 6).join(", "),
          );
        }
        if (tap) {
          const interactions = events.filter(
            (event) => event.name === "EventTiming" && event.ph === "b",
          );
          const durations = interactions.map((event) =>
            Number((event.args?.data as { duration?: number } | undefined)?.duration ?? 0),
          );
          console.log(`    tap: longest event timing ${Math.max(0, ...durations)} ms`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await collector.stop();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
