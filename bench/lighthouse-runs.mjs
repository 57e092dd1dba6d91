// Lighthouse runs through its Node API, one Chromium for all of them, each run's report saved where
// bench/lighthouse.ts reads them (.lighthouseci/lhr-<n>.json). Hand-written rather than
// `lhci collect`, which starts a new Node process and a new Chromium for every run (about 12 s a
// run here against 7 s). Plain Node, not tsx: tsx adds `__name` helpers to functions, and
// Lighthouse sends some of its functions into the page, where `__name` does not exist.
// Each run's CPU slowdown is calibrated the way Lighthouse's docs/throttling.md asks: its default
// 4x turns a high-end desktop (BenchmarkIndex 1500 and up) into a mid-tier phone, so a slower or
// busier host gets a smaller multiplier, measured just before the run with Lighthouse's own
// benchmark: BenchmarkIndex / 375, at most 4x. The phone emulated stays the same on any machine.
// With --cpu <n>, every run uses that multiplier instead (no calibration), so runs measured at
// different times or load compare on the same footing, e.g. --cpu 4, Lighthouse's own default.
// Usage: node checks/lighthouse-runs.mjs [--cpu <n>] <runs> <url>...   (CHROME_PATH,
// default /usr/bin/chromium)
/* global process, console */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

const MOBILE_BENCHMARK_INDEX = 1500 / 4;
const DEFAULT_THROTTLING = constants.defaultSettings.throttling;

/** The CPU slowdown that makes this host as fast as the phone Lighthouse's defaults emulate. */
async function cpuSlowdown(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
    await page.close();
    const multiplier = Math.min(
      DEFAULT_THROTTLING.cpuSlowdownMultiplier,
      index / MOBILE_BENCHMARK_INDEX,
    );
    return { index, multiplier: Math.max(1, Math.round(multiplier * 10) / 10) };
  } finally {
    // Disconnects only: the browser is chrome-launcher's.
    await browser.close();
  }
}

const args = process.argv.slice(2);
const cpuAt = args.indexOf("--cpu");
const fixedCpu = cpuAt >= 0 ? Number(args.splice(cpuAt, 2)[1]) : undefined;
if (fixedCpu !== undefined && !(fixedCpu >= 1))
  throw new Error("--cpu takes a multiplier, 1 or more");
const [runs = "1", ...urls] = args;
// The flags of testing/chromium.ts, plus the ones a measuring browser needs.
const launch = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      ...JSON.parse(process.env.CHROMIUM_ARGS ?? "[]"),
      "--headless=new",
      "--disable-dev-shm-usage",
    ],
  });
const dir = path.join(process.cwd(), ".lighthouseci");
mkdirSync(dir, { recursive: true });
let chrome = await launch();

/** One Lighthouse run of `url`, its report saved; a crashed tab ("Target closed") is the machine,
 * not the page: a fresh Chromium, up to twice. */
async function measure(url, run) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const cpu =
        fixedCpu === undefined ? await cpuSlowdown(chrome.port) : { multiplier: fixedCpu };
      const { lhr } =
        (await lighthouse(url, {
          port: chrome.port,
          logLevel: "error",
          throttling: { ...DEFAULT_THROTTLING, cpuSlowdownMultiplier: cpu.multiplier },
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          disableFullPageScreenshot: true,
        })) ?? {};
      if (!lhr || lhr.runtimeError)
        throw new Error(`${url}: ${lhr?.runtimeError?.message ?? "no result"}`);
      writeFileSync(path.join(dir, `lhr-${Date.now()}${run}.json`), JSON.stringify(lhr));
      const scores = Object.values(lhr.categories).map((c) => Math.round(c.score * 100));
      console.log(
        `  ${url} run ${run + 1}: ${scores.join(" / ")} (${cpu.index === undefined ? "fixed" : `BenchmarkIndex ${Math.round(cpu.index)},`} CPU ${cpu.multiplier}x)`,
      );
      return lhr;
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${url}: ${error.message}; again with a fresh Chromium`);
      await chrome.kill();
      chrome = await launch();
    }
  }
}

try {
  for (const url of urls) {
    for (let run = 0; run < Number(runs); run += 1) {
      await measure(url, run);
    }
  }
} finally {
  await chrome.kill();
}
