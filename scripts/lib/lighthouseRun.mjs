// Lighthouse runs of one URL through its Node API, in a plain Node process: tsx's transform adds
// `__name` helpers to functions, and Lighthouse serialises some of its functions into the page,
// where `__name` does not exist. scripts/lighthouse.ts starts this once per route (loading
// Lighthouse takes a second or so; once per run added up to minutes).
// Usage: node scripts/lib/lighthouseRun.mjs <url> <devtoolsPort> <runs>
//   -> one JSON summary line per run on stdout.
// LIGHTHOUSE_REPORT_DIR=reports keeps each run's full report (JSON) for a closer look.
/* global process, console, URL */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const [url, port, runs = "1"] = process.argv.slice(2);

for (let run = 0; run < Number(runs); run += 1) console.log(JSON.stringify(await audit()));

/** One run: the category scores, the metrics the README reports, and what cost points. */
async function audit() {
  const started = Date.now();
  const result = await lighthouse(url, {
    port: Number(port),
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    // Not scored; saves time on every run.
    disableFullPageScreenshot: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
    writeFileSync(path.join(reportDir, `lighthouse-${slug}-${Date.now()}.json`), result.report);
  }

  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    bytes: numeric("total-byte-weight"),
    seconds: (Date.now() - started) / 1000,
    // Audits that cost points ("category: title (value)"), to say why a score is low.
    misses: CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((item) => item && item.score !== null && item.score < 1)
        .map((item) => `${category}: ${item.title} (${item.displayValue ?? item.score})`),
    ),
  };
}
