// npm run lighthouse: Lighthouse (mobile defaults: a mid-tier phone's CPU, calibrated to the host
// in checks/lighthouse-runs.mjs, and simulated slow 4G) on one page of each template
// (checks/templates.ts), judged by `verdict` below: 100 in all four categories on one run each,
// with budgets (Total Blocking Time 50 ms, LCP 2 s, layout shift under 0.01). No page is measured
// twice: a page starts no script that blocks before the visitor acts (docs/performance.md), so one
// run says what it costs; a miss on timing alone warns (a busy host), anything else fails
// (docs/quality.md).
// Measured with analytics live, as a visitor's browser runs it: the test build sends to the
// analytics stand-in (testing/collector.ts) on its address, and Chromium runs without the
// automation flag (navigator.webdriver), which would make analytics send nothing (bots.ts);
// Lighthouse's own mobile user agent is an ordinary Chrome's. Every measured load must have
// delivered its $pageview to the stand-in, or the check fails: the scores hold with analytics on.
// Usage: npx tsx checks/lighthouse.ts [siteDir=public] [route...]
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { HUMAN_LIKE_ARGS } from "../testing/chromium";
import { median } from "./median";
import { startCollector, type Collector } from "../testing/collector";
import { serveSite } from "../testing/serve";
import { templateRoutes } from "./templates";
import { TEST_PATH_PREFIX } from "../testing/testBuild";
import { NOINDEX_ROUTES } from "../src/routes";

const RESULTS = path.resolve(".lighthouseci");
const reports = () => readdirSync(RESULTS).filter((name) => /^lhr-\d+\.json$/.test(name));
// Asynchronous: the site and the collector are served from this process while the child runs.
const node = (args: string[]) =>
  new Promise<number | null>((resolve) =>
    spawn(process.execPath, args, {
      stdio: "inherit",
      env: { ...process.env, CHROMIUM_ARGS: JSON.stringify(HUMAN_LIKE_ARGS) },
    }).once("exit", resolve),
  );
const collect = (runs: number, urls: string[]) =>
  node([path.join(__dirname, "lighthouse-runs.mjs"), String(runs), ...urls]);

interface Lhr {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number }>;
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
}

/** The saved runs, by page. */
function runsByUrl(): Map<string, Lhr[]> {
  const byUrl = new Map<string, Lhr[]>();
  for (const file of reports()) {
    const lhr = JSON.parse(readFileSync(path.join(RESULTS, file), "utf8")) as Lhr;
    byUrl.set(lhr.finalDisplayedUrl, [...(byUrl.get(lhr.finalDisplayedUrl) ?? []), lhr]);
  }
  return byUrl;
}

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

/**
 * The 404 page and the thank-you pages are noindex, so the SEO category cannot reach 100 there
 * (Lighthouse's is-crawlable audit fails any noindex page); every SEO audit that does not depend
 * on indexing must pass on them instead (a score of 0.9 or more in some run).
 */
const SEO_AUDITS_OF_NOINDEX = [
  "document-title",
  "meta-description",
  "http-status-code",
  "link-text",
  "crawlable-anchors",
  "robots-txt",
  "hreflang",
  "canonical",
];

interface Miss {
  url: string;
  what: string;
  /** A miss on how fast the page is on this host's CPU, not on what the page is. */
  timing: boolean;
}

/**
 * What the pages miss: Performance 100 in the best run; Accessibility, Best Practices and SEO 100,
 * Total Blocking Time at most 50 ms and LCP at most 2 s in the median run; layout shift at most
 * 0.01 in every run. (The check makes one run a page; more runs, e.g. from lighthouse-runs.mjs by
 * hand, are judged the same way.)
 */
function verdict(): Miss[] {
  const misses: Miss[] = [];
  for (const [url, lhrs] of runsByUrl()) {
    const miss = (what: string, timing = false) => misses.push({ url, what, timing });
    const scores = (category: string) =>
      lhrs.map((lhr) => percent(lhr.categories[category]?.score));
    const values = (id: string) => lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Infinity);
    const best = Math.max(...scores("performance"));
    if (best < 100) miss(`Performance ${best} in the best run`, true);
    const { pathname } = new URL(url);
    const isNoindex = NOINDEX_ROUTES.some((route) => pathname === `${TEST_PATH_PREFIX}${route}`);
    for (const category of ["accessibility", "best-practices", ...(isNoindex ? [] : ["seo"])]) {
      const score = median(scores(category));
      if (score < 100) miss(`${category} ${score}`);
    }
    const tbt = median(values("total-blocking-time"));
    if (tbt > 50) miss(`Total Blocking Time ${Math.round(tbt)} ms`, true);
    const lcp = median(values("largest-contentful-paint"));
    if (lcp > 2000) miss(`LCP ${Math.round(lcp)} ms`, true);
    const cls = Math.max(...values("cumulative-layout-shift"));
    if (cls > 0.01) miss(`layout shift ${cls.toFixed(3)}`);
    for (const id of isNoindex ? SEO_AUDITS_OF_NOINDEX : []) {
      const passed = lhrs.some(({ audits: { [id]: audit } }) =>
        audit?.scoreDisplayMode === "notApplicable" ? true : (audit?.score ?? 0) >= 0.9,
      );
      if (!passed) miss(`audit ${id} failed`);
    }
  }
  return misses;
}

/** Per page: the best Performance run, then the medians of the scores and figures, as Markdown. */
function summary(): string {
  const rows = [...runsByUrl()].map(([url, lhrs]) => {
    const of = (pick: (lhr: Lhr) => number) => median(lhrs.map(pick));
    const audit = (id: string) => of((lhr) => lhr.audits[id]?.numericValue ?? 0);
    const scores = ["performance", "accessibility", "best-practices", "seo"].map((c) =>
      of((lhr) => percent(lhr.categories[c]?.score)),
    );
    const best = Math.max(...lhrs.map((lhr) => percent(lhr.categories.performance?.score)));
    return `| ${new URL(url).pathname} | ${best} | ${scores.join(" | ")} | ${Math.round(audit("largest-contentful-paint"))} ms | ${Math.round(audit("total-blocking-time"))} ms | ${audit("cumulative-layout-shift").toFixed(3)} | ${(audit("total-byte-weight") / 1024).toFixed(1)} KiB | ${of((lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier)}x | ${lhrs.length} |`;
  });
  return [
    "| Route | Perf (best) | Perf | A11y | Best Pr. | SEO | LCP | TBT | CLS | Transferred | CPU | Runs |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/**
 * The page views the stand-in received for the measured loads, per page: every saved run must have
 * one (a run's page view arrives before Lighthouse finishes it, which waits for the network to be
 * quiet). Returns the problems, [] when every run was counted.
 */
function uncountedRuns(collector: Collector): { received: number; problems: string[] } {
  const pageviews = collector.events.filter((event) => event.event === "$pageview");
  const problems: string[] = [];
  const runs = new Map<string, number>();
  for (const file of reports()) {
    const lhr = JSON.parse(readFileSync(path.join(RESULTS, file), "utf8")) as Lhr;
    const url = lhr.finalDisplayedUrl;
    runs.set(url, (runs.get(url) ?? 0) + 1);
  }
  for (const [url, count] of runs) {
    const received = pageviews.filter((event) => event.properties.$current_url === url).length;
    if (received < count) {
      problems.push(`${new URL(url).pathname}: ${received} page views for ${count} measured loads`);
    }
  }
  return { received: pageviews.length, problems };
}

/** The pages that miss the bar now ([] when every page passes), each miss printed. */
function failingPages(): string[] {
  const misses = verdict();
  for (const { url, what } of misses) console.log(`  ${new URL(url).pathname}: ${what}`);
  return [...new Set(misses.map((miss) => miss.url))];
}

/**
 * True when every miss is a timing one. On a slower host (Lighthouse's BenchmarkIndex under about
 * 2,500) the same build that scores 100 elsewhere loses Performance points to Total Blocking Time;
 * such a run is reported loudly but fails the suite only with LIGHTHOUSE_STRICT=1.
 */
const onlyTimingFailed = () => verdict().every((miss) => miss.timing);

async function main(): Promise<number> {
  const root = path.resolve(process.argv[2] ?? "public");
  const routes =
    process.argv.length > 3 ? process.argv.slice(3) : templateRoutes(root).map((t) => t.route);
  rmSync(RESULTS, { recursive: true, force: true });
  const site = await serveSite(root, 0, TEST_PATH_PREFIX);
  const collector = await startCollector({ lifetimeMs: 30 * 60 * 1000 });
  try {
    if (
      (await collect(
        1,
        routes.map((route) => `${site.origin}${route}`),
      )) !== 0
    )
      return 2;
    const failing = failingPages();
    const counted = uncountedRuns(collector);
    console.log(
      `\nAnalytics live: the stand-in collector received ${counted.received} page views (${collector.events.length} events) during the runs.`,
    );
    if (counted.problems.length > 0) {
      console.log(`Measured loads without their page view:\n  ${counted.problems.join("\n  ")}`);
      return 1;
    }
    if (failing.length > 0 && onlyTimingFailed() && process.env.LIGHTHOUSE_STRICT !== "1") {
      console.log(
        `\nWARNING: a timing budget missed on ${failing.join(", ")} (the misses listed above: Performance, Total Blocking Time or LCP) on this host: see the table and BenchmarkIndex above. Not failing the suite; LIGHTHOUSE_STRICT=1 makes it fail.`,
      );
      return 0;
    }
    return failing.length > 0 ? 1 : 0;
  } finally {
    await collector.stop();
    await site.close();
    if (existsSync(RESULTS)) console.log(`\n${summary()}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
