// An issue with a 9 KB link title against one with a 20-character title: the main thread's longest
// task on load and hydration, in CPU time from a Chromium trace (what other processes on a busy
// machine do not lengthen). A regular expression over the HTML once made 979 ms tasks of an 80 KB
// title at hydration; the build test checks that no script runs a pattern over the content
// (publishing.build-test.ts), and this measures what is left.
import { chromium, type Browser } from "@playwright/test";
import { SiteCopy } from "../testing/siteCopy";
import { linkTitleIssue } from "../testing/issueFile";
import { serveSite, type StaticServer } from "../testing/serve";
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  longestTaskCpuMs,
  type TraceEvent,
} from "../testing/chromium";
import { waitForHydration } from "../testing/hydration";
import type { Bench } from "./harness";

const BUILD_SECONDS = 900;

let running: { server: StaticServer; browser: Browser };

async function longestTask(slug: string): Promise<number> {
  const { server, browser } = running;
  const page = await browser.newPage();
  // The frames' processes come with the timeline's disabled-by-default category.
  await browser.startTracing(page, {
    categories: ["toplevel", "disabled-by-default-devtools.timeline"],
  });
  await page.goto(`${server.origin}/newsletter/${slug}/`, { waitUntil: "load" });
  await waitForHydration(page);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await page.close();
  return longestTaskCpuMs(traceEvents, `/newsletter/${slug}/`);
}

export const longTitle: Bench = {
  name: "long-title",
  about:
    "the longest task (CPU) on load and hydration of an issue with a 9 KB link title, against a 20-character one (its setup builds a copy of the site with both)",
  budgets: {
    extra: {
      label: "longest task, 9 KB title minus 20-character title (CPU)",
      unit: "ms",
      max: 50,
    },
  },
  async setup() {
    const site = new SiteCopy("bench-long-title");
    site.write(
      "content/newsletter/long-title.md",
      linkTitleIssue("Long Title", "2026-01-17", 9_000),
    );
    site.write(
      "content/newsletter/short-title.md",
      linkTitleIssue("Short Title", "2026-01-17", 21),
    );
    const run = await site.gatsby(["build"], BUILD_SECONDS);
    if (run.code !== 0) {
      site.dispose();
      throw new Error(`gatsby build failed (exit ${run.code})\n${run.output.slice(-4000)}`);
    }
    const server = await serveSite(site.path("public"), 0);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    running = { server, browser };
    return async () => {
      await browser.close();
      await server.close();
      site.dispose();
    };
  },
  async round() {
    const short = await longestTask("short-title");
    const long = await longestTask("long-title");
    return { extra: long - short };
  },
};
