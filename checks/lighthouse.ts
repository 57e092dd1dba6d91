// npm run lighthouse: Lighthouse (mobile defaults: 4x CPU slowdown, simulated slow 4G) on one page
// of each template (checks/templates.ts), judged by `lhci assert` against checks/lighthouserc.json:
// 100 in all four categories. One run each; a page that misses is run twice more and judged on the
// median of its three (Total Blocking Time on a busy 2-core machine can cost a point once; a real
// regression misses every time). Serves the site on a free port, with the analytics stand-in on
// its address so posthog-js's requests succeed.
// Usage: npx tsx checks/lighthouse.ts [siteDir=public] [route...]
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_ARGS } from "./chromium";
import { startCollector } from "./collector";
import { serveSite } from "./serve";
import { templateRoutes } from "./templates";

const results = path.resolve(".lighthouseci");
// Asynchronous: the site and the collector are served from this process while the child runs.
const node = (args: string[]) =>
  new Promise<number | null>((resolve) =>
    spawn(process.execPath, args, {
      stdio: "inherit",
      env: { ...process.env, CHROMIUM_ARGS: JSON.stringify(CHROMIUM_ARGS) },
    }).once("exit", resolve),
  );
const collect = (runs: number, urls: string[]) =>
  node([path.join(__dirname, "lighthouse-runs.mjs"), String(runs), ...urls]);
const assert = () =>
  node([
    require.resolve("@lhci/cli/src/cli.js"),
    "assert",
    `--config=${path.join(__dirname, "lighthouserc.json")}`,
  ]);

interface Lhr {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

/** Median per page of the scores and the figures the README reports, as a Markdown table. */
function summary(): string {
  const byUrl = new Map<string, Lhr[]>();
  for (const file of readdirSync(results).filter((name) => /^lhr-\d+\.json$/.test(name))) {
    const lhr = JSON.parse(readFileSync(path.join(results, file), "utf8")) as Lhr;
    byUrl.set(lhr.finalDisplayedUrl, [...(byUrl.get(lhr.finalDisplayedUrl) ?? []), lhr]);
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const rows = [...byUrl].map(([url, lhrs]) => {
    const of = (pick: (lhr: Lhr) => number) => median(lhrs.map(pick));
    const audit = (id: string) => of((lhr) => lhr.audits[id]?.numericValue ?? 0);
    const scores = ["performance", "accessibility", "best-practices", "seo"].map((c) =>
      of((lhr) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
    );
    return `| ${new URL(url).pathname} | ${scores.join(" | ")} | ${Math.round(audit("largest-contentful-paint"))} ms | ${Math.round(audit("total-blocking-time"))} ms | ${audit("cumulative-layout-shift").toFixed(3)} | ${(audit("total-byte-weight") / 1024).toFixed(1)} KiB | ${lhrs.length} |`;
  });
  return [
    "| Route | Perf | A11y | Best Pr. | SEO | LCP | TBT | CLS | Transferred | Runs |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

async function main(): Promise<number> {
  const root = path.resolve(process.argv[2] ?? "public");
  const routes =
    process.argv.length > 3 ? process.argv.slice(3) : templateRoutes(root).map((t) => t.route);
  rmSync(results, { recursive: true, force: true });
  const site = await serveSite(root, 0);
  const collector = await startCollector({ lifetimeMs: 30 * 60 * 1000 });
  try {
    const urls = routes.map((route) => `${site.origin}${route}`);
    if ((await collect(1, urls)) !== 0) return 2;
    if ((await assert()) !== 0) {
      const failed = JSON.parse(
        readFileSync(path.join(results, "assertion-results.json"), "utf8"),
      ) as { url: string }[];
      const again = [...new Set(failed.map((result) => result.url))];
      console.log(`\nBelow the bar once; measuring ${again.join(", ")} twice more.`);
      if ((await collect(2, again)) !== 0) return 2;
      if ((await assert()) !== 0) return 1;
    }
  } finally {
    await collector.stop();
    await site.close();
    if (existsSync(results)) console.log(`\n${summary()}`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
