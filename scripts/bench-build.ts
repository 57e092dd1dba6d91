// What a build costs as the newsletter grows (issue 28): cold and warm `gatsby build` times with
// 10 and with 1,000 newsletter issues, and the weight of the archive's first page and of the
// heaviest topic page's first page (issue 37). Run: `npm run bench:build`
// (options: `--issues 10,1000`, `--runs 1`). Each size is built in a temporary copy of the site
// (content/newsletter filled with copies of a shipped issue, each with its own slug, date, title
// and summary, and two of the shipped topics in turn, not featured): a cold build after
// `gatsby clean`, then one issue is added and the site is built again on the kept .cache and
// public/, as the deploy does with its restored cache. The sizes are interleaved run by run, so a
// busy spell of the machine falls on both.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { SiteCopy } from "../testing/siteCopy";
import { pageDataPath } from "../src/node/gatsbyOutput";
import { median } from "../checks/median";

const option = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
};
const sizes = option("issues", "10,1000").split(",").map(Number);
const runs = Number(option("runs", "1"));
// `--steps`: also print Gatsby's timing of each step that took a second or more, and how many
// pages and social cards the post-build pass did again.
const steps = process.argv.includes("--steps");
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

async function build(site: SiteCopy, label: string): Promise<number> {
  const run = await site.gatsby(["build"], TIME_LIMIT_SECONDS);
  if (run.code !== 0) {
    throw new Error(`${label}: gatsby build failed (exit ${run.code})\n${run.output.slice(-4000)}`);
  }
  if (steps) {
    for (const line of run.output.split("\n")) {
      const step = /^success (.+) - ([\d.]+)s/.exec(line);
      if (step && Number(step[2]) >= 1) console.log(`  ${label}: ${step[1]} ${step[2]} s`);
      if (/^info (Pages finished|Social cards):/.test(line))
        console.log(`  ${label}: ${line.slice(5)}`);
    }
  }
  return run.seconds;
}

const gzipped = (site: SiteCopy, file: string) =>
  gzipSync(readFileSync(site.path(file)), { level: 9 }).length;

interface Size {
  issues: number;
  cold: number[];
  warm: number[];
  /** The archive page's HTML plus page data, gzip -9, in bytes. */
  archive: number;
  /** The heaviest topic's first page, HTML plus page data, gzip -9, in bytes. */
  topic: number;
}

/** A page's HTML plus its page data, each gzip -9, in bytes ("newsletter/archive"). */
const pageWeight = (site: SiteCopy, page: string): number =>
  gzipped(site, `public/${page}/index.html`) + gzipped(site, `public/${pageDataPath(`/${page}/`)}`);

async function main() {
  const results: Size[] = sizes.map((issues) => ({
    issues,
    cold: [],
    warm: [],
    archive: 0,
    topic: 0,
  }));
  for (let run = 1; run <= runs; run++) {
    for (const size of results) {
      const { site, addOne } = siteWith(size.issues);
      try {
        const cold = await build(site, `${size.issues} issues, cold`);
        addOne();
        const warm = await build(site, `${size.issues} issues, warm`);
        size.cold.push(cold);
        size.warm.push(warm);
        size.archive = pageWeight(site, "newsletter/archive");
        size.topic = Math.max(
          ...topicSlugs(site).map((slug) => pageWeight(site, `newsletter/topics/${slug}`)),
        );
        console.log(
          `run ${run}, ${size.issues} issues: cold ${cold.toFixed(1)} s, warm (one issue added) ${warm.toFixed(1)} s`,
        );
      } finally {
        site.remove(".");
      }
    }
  }
  console.log(
    "\n| issues | cold build (median) | warm rebuild, one issue added (median) | archive page, HTML + page data, gzip -9 | heaviest topic page, the same |",
  );
  console.log("| ---: | ---: | ---: | ---: | ---: |");
  for (const { issues, cold, warm, archive, topic } of results) {
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    console.log(
      `| ${issues} | ${median(cold).toFixed(1)} s | ${median(warm).toFixed(1)} s | ${kb(archive)} | ${kb(topic)} |`,
    );
  }
  const [small, large] = [results[0], results.at(-1)];
  if (small && large && small !== large) {
    const ratio = (kind: "cold" | "warm") => median(large[kind]) / median(small[kind]);
    console.log(
      `\n${large.issues} against ${small.issues} issues: cold ${ratio("cold").toFixed(2)}x, warm ${ratio("warm").toFixed(2)}x`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
