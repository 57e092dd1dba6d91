// Lighthouse on one page of each template (checks/templates.ts), mobile defaults (a mid-tier
// phone's CPU calibrated to this host in bench/lighthouse-runs.mjs, simulated slow 4G), measured
// with analytics live: the test build sends to the stand-in collector, and every measured load must
// deliver its $pageview (or the round fails), so the figures hold with analytics on. Each round
// measures every template once; the figures are the round's worst page. Needs the test build.
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { HUMAN_LIKE_ARGS } from "../testing/chromium";
import { startCollector, type Collector } from "../testing/collector";
import { serveSite } from "../testing/serve";
import { TEST_PATH_PREFIX } from "../testing/testBuild";
import { templateRoutes } from "../checks/templates";
import { NOINDEX_ROUTES } from "../src/routes";
import type { Bench } from "./harness";

const RESULTS = path.resolve(".lighthouseci");
const PUBLIC = path.resolve("public");

interface Lhr {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** One Lighthouse run of each URL in a plain Node process (bench/lighthouse-runs.mjs says why). */
function measure(urls: string[]): Promise<Lhr[]> {
  rmSync(RESULTS, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    spawn(process.execPath, [path.join(__dirname, "lighthouse-runs.mjs"), "1", ...urls], {
      stdio: "inherit",
      env: { ...process.env, CHROMIUM_ARGS: JSON.stringify(HUMAN_LIKE_ARGS) },
    }).once("exit", (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse exited with ${code}`));
      resolve(
        readdirSync(RESULTS)
          .filter((name) => /^lhr-\d+\.json$/.test(name))
          .map((name) => JSON.parse(readFileSync(path.join(RESULTS, name), "utf8")) as Lhr),
      );
    });
  });
}

const score = (lhr: Lhr, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Infinity;
/** The 404 and thank-you pages are noindex, which Lighthouse's SEO category always marks down. */
const indexable = (lhr: Lhr) =>
  !NOINDEX_ROUTES.some(
    (route) => new URL(lhr.finalDisplayedUrl).pathname === `${TEST_PATH_PREFIX}${route}`,
  );

let urls: string[] = [];
let collector: Collector | undefined;

export const lighthouse: Bench = {
  name: "lighthouse",
  about:
    "Lighthouse (mobile, CPU calibrated to this host) on one page of each template, analytics live; the worst page of each round",
  budgets: {
    performance: { label: "Performance (worst page)", unit: "score", min: 100 },
    tbt: { label: "Total Blocking Time (worst page)", unit: "ms", max: 50 },
    lcp: { label: "LCP (worst page)", unit: "ms", max: 2000 },
    cls: { label: "layout shift (worst page)", unit: "score", max: 0.01 },
    accessibility: { label: "Accessibility (worst page)", unit: "score", min: 100 },
    bestPractices: { label: "Best Practices (worst page)", unit: "score", min: 100 },
    seo: { label: "SEO (worst indexable page)", unit: "score", min: 100 },
  },
  async setup() {
    const site = await serveSite(PUBLIC, 0, TEST_PATH_PREFIX);
    collector = await startCollector({ lifetimeMs: 60 * 60 * 1000 });
    urls = templateRoutes(PUBLIC).map(({ route }) => `${site.origin}${route}`);
    return async () => {
      await collector?.stop();
      await site.close();
    };
  },
  async round() {
    const before = collector?.events.filter((event) => event.event === "$pageview").length ?? 0;
    const lhrs = await measure(urls);
    const pageviews =
      (collector?.events.filter((event) => event.event === "$pageview").length ?? 0) - before;
    if (pageviews < lhrs.length)
      throw new Error(
        `${pageviews} page views reached the collector for ${lhrs.length} measured loads: analytics was not live`,
      );
    return {
      performance: Math.min(...lhrs.map((lhr) => score(lhr, "performance"))),
      tbt: Math.max(...lhrs.map((lhr) => audit(lhr, "total-blocking-time"))),
      lcp: Math.max(...lhrs.map((lhr) => audit(lhr, "largest-contentful-paint"))),
      cls: Math.max(...lhrs.map((lhr) => audit(lhr, "cumulative-layout-shift"))),
      accessibility: Math.min(...lhrs.map((lhr) => score(lhr, "accessibility"))),
      bestPractices: Math.min(...lhrs.map((lhr) => score(lhr, "best-practices"))),
      seo: Math.min(...lhrs.filter(indexable).map((lhr) => score(lhr, "seo"))),
    };
  },
};
