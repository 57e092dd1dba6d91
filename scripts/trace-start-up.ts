// How much restyling and layout a page's start-up costs after the first paint: each route loaded
// RUNS times in a fresh Chromium context at 390 px and 4x CPU throttling (Lighthouse's mobile
// slowdown), traced from navigation to hydration plus 1.5 s. Prints, per run, the style
// recalculations that touched over 100 elements, the elements restyled and the layouts in all.
// Used to decide how Emotion's server styles are adopted (docs/performance.md). A benchmark, not
// a test: durations depend on the machine; the element counts do not.
// Usage: npx tsx scripts/trace-start-up.ts [siteDir=public] [route...]   env: RUNS (default 5)
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../checks/chromium";
import { serveSite } from "../checks/serve";
import { waitForHydration } from "../e2e/support/pages";
import { lastPathPrefix } from "../src/node/pathPrefixCache";
import type { TraceEvent } from "./analyticsTrace";

const RUNS = Number(process.env.RUNS ?? 5);
const root = path.resolve(process.argv[2] ?? "public");
const routes = process.argv.length > 3 ? process.argv.slice(3) : ["/"];

const ms = (events: TraceEvent[]) =>
  (events.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000).toFixed(1);
const elementsOf = (event: TraceEvent) => Number(event.args?.elementCount ?? 0);

async function main(): Promise<void> {
  const site = await serveSite(root, 0, lastPathPrefix(path.dirname(root)));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const route of routes) {
      console.log(route);
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await browser.startTracing(page, { categories: ["devtools.timeline"] });
        await page.goto(`${site.origin}${route}`, { waitUntil: "load" });
        await waitForHydration(page);
        await page.waitForTimeout(1500);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as {
          traceEvents: TraceEvent[];
        };
        const events = trace.traceEvents;
        const firstPaint = events.find((event) => event.name === "firstPaint")?.ts ?? 0;
        const after = events.filter((event) => event.ph === "X" && event.ts > firstPaint);
        const recalcs = after.filter((event) => event.name === "UpdateLayoutTree");
        const layouts = after.filter((event) => event.name === "Layout");
        const large = recalcs
          .filter((event) => elementsOf(event) > 100)
          .map((event) => `${elementsOf(event)} elements ${ms([event])} ms`);
        const restyled = recalcs.reduce((sum, event) => sum + elementsOf(event), 0);
        console.log(
          `  [${large.join(", ")}] ${recalcs.length} recalculations, ${restyled} elements, ` +
            `${ms(recalcs)} ms; ${layouts.length} layouts, ${ms(layouts)} ms`,
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
