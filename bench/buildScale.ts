// What a build costs as the newsletter grows (issue 28): cold and warm `gatsby build` with 10 and
// with 1,000 newsletter issues, and the weight of the archive's first page and of the heaviest
// topic page's (issue 37). Each round builds both sizes in temporary copies (content/newsletter
// filled with copies of a shipped issue, each with its own slug, date, title and summary, and two
// of the shipped topics in turn, not featured): a cold build on a clean copy, then one issue added
// and the site built again on the kept .cache and public/, as the deploy does with its restored
// cache. The sizes alternate within a round, so a busy spell of the machine falls on both.
// `BENCH_STEPS=1` also prints Gatsby's timing of each step that took a second or more, and how
// many pages and social cards the post-build pass did again.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { SiteCopy } from "../testing/siteCopy";
import { pageDataPath } from "../src/node/gatsbyOutput";
import type { Bench } from "./harness";

const SMALL = 10;
const LARGE = 1000;
const TIME_LIMIT_SECONDS = 60 * 60;
const SOURCE = "content/newsletter/tdd-with-ai-agents.md";
const DAY = 24 * 60 * 60 * 1000;

/** Two of the topics, turn by turn, so every topic's page grows with the archive. */
function topicsOf(topics: readonly string[], n: number): string {
  const first = topics[n % topics.length] ?? "";
  const second = topics[(n + 1) % topics.length] ?? "";
  return `topics:\n  - ${first}\n  - ${second}\n`;
}

function issueText(source: string, n: number, topics: readonly string[]): string {
  // Weekly, going back from the first shipped issues: all in the past, so all published.
  const date = new Date(Date.UTC(2025, 11, 31) - n * 7 * DAY).toISOString().slice(0, 10);
  return source
    .replace(/^title: .*$/m, `title: "Benchmark issue ${n}: small steps, week ${n}"`)
    .replace(/^date: .*$/m, `date: "${date}"`)
    .replace(
      /^summary: .*$/m,
      `summary: "Issue ${n} of the benchmark archive, a copy of a shipped issue."`,
    )
    .replace(/^topics:\n(?: +- .*\n)*/m, topicsOf(topics, n))
    .replace(/^featured: .*\n/m, "");
}

/** The topics' slugs, as content/topics.yaml lists them. */
const topicSlugs = (site: SiteCopy): string[] =>
  [...site.read("content/topics.yaml").matchAll(/^ {2}slug: (\S+)$/gm)].map((m) => m[1] ?? "");

/** A copy of the site whose newsletter holds `total` issues: the shipped ones and copies. */
function siteWith(total: number): { site: SiteCopy; addOne: () => void } {
  const site = new SiteCopy(`bench-${total}`);
  const source = site.read(SOURCE);
  const topics = topicSlugs(site);
  const shipped = readdirSync(site.path("content/newsletter")).length;
  let next = 1;
  const add = () => {
    site.write(`content/newsletter/bench-issue-${next}.md`, issueText(source, next, topics));
    next += 1;
  };
  for (let i = shipped; i < total; i++) add();
  return { site, addOne: add };
}

/** One `gatsby build` of the copy, in seconds. */
async function build(site: SiteCopy, label: string): Promise<number> {
  const started = performance.now();
  const run = await site.gatsby(["build"], TIME_LIMIT_SECONDS);
  const seconds = (performance.now() - started) / 1000;
  if (run.code !== 0) {
    throw new Error(`${label}: gatsby build failed (exit ${run.code})\n${run.output.slice(-4000)}`);
  }
  if (process.env.BENCH_STEPS) {
    for (const line of run.output.split("\n")) {
      const step = /^success (.+) - ([\d.]+)s/.exec(line);
      if (step && Number(step[2]) >= 1) console.log(`    ${label}: ${step[1]} ${step[2]} s`);
      if (/^info (Pages finished|Social cards):/.test(line))
        console.log(`    ${label}: ${line.slice(5)}`);
    }
  }
  return seconds;
}

/** A file's weight, gzip -9, in KiB. */
const gzipped = (site: SiteCopy, file: string) =>
  gzipSync(readFileSync(site.path(file)), { level: 9 }).length / 1024;

/** The goal for a list page: its HTML and its page data each under 60 KB gzip -9. */
const LIST_PAGE_KIB = 60_000 / 1024;

export const buildScale: Bench = {
  name: "build-scale",
  about: `cold and warm gatsby builds of copies with ${SMALL} and ${LARGE} issues (each round builds its own copies, about four builds)`,
  budgets: {
    cold: { label: `cold build, ${LARGE} against ${SMALL} issues`, unit: "x", max: 2 },
    warm: {
      label: `warm rebuild (one issue added), ${LARGE} against ${SMALL} issues`,
      unit: "x",
      max: 2,
    },
    archiveHtml: {
      label: `archive page's HTML at ${LARGE} issues, gzip -9`,
      unit: "KiB",
      max: LIST_PAGE_KIB,
    },
    archiveData: {
      label: `archive page's page data at ${LARGE} issues, gzip -9`,
      unit: "KiB",
      max: LIST_PAGE_KIB,
    },
    topicHtml: {
      label: `heaviest topic page's HTML at ${LARGE} issues, gzip -9`,
      unit: "KiB",
      max: LIST_PAGE_KIB,
    },
    topicData: {
      label: `heaviest topic page's page data at ${LARGE} issues, gzip -9`,
      unit: "KiB",
      max: LIST_PAGE_KIB,
    },
  },
  async round() {
    const seconds: Record<number, { cold: number; warm: number }> = {};
    let weights = {};
    for (const size of [SMALL, LARGE]) {
      const { site, addOne } = siteWith(size);
      try {
        const cold = await build(site, `${size} issues, cold`);
        addOne();
        const warm = await build(site, `${size} issues, warm`);
        seconds[size] = { cold, warm };
        console.log(`    ${size} issues: cold ${cold.toFixed(1)} s, warm ${warm.toFixed(1)} s`);
        if (size === LARGE) {
          const html = (page: string) => gzipped(site, `public/${page}/index.html`);
          const data = (page: string) => gzipped(site, `public/${pageDataPath(`/${page}/`)}`);
          const topics = topicSlugs(site).map((slug) => `newsletter/topics/${slug}`);
          weights = {
            archiveHtml: html("newsletter/archive"),
            archiveData: data("newsletter/archive"),
            topicHtml: Math.max(...topics.map(html)),
            topicData: Math.max(...topics.map(data)),
          };
        }
      } finally {
        site.dispose();
      }
    }
    const small = seconds[SMALL];
    const large = seconds[LARGE];
    if (!small || !large) return weights;
    return {
      cold: large.cold / small.cold,
      warm: large.warm / small.warm,
      ...weights,
    };
  },
};
