// npm run bench [-- name ...] [--rounds N] [--anyway]: every bench in bench/index.ts (or those
// named), each run at least five rounds; prints minimum, median and maximum of each figure against
// its budget, writes them to docs/bench-figures.md, and exits 1 when a median misses its budget.
// On a machine already busy before it starts (a load average above 1) it says so and judges
// nothing (exit 2); `--anyway` measures all the same, for a look, and still judges nothing.
import { loadavg } from "node:os";
import { writeFileSync } from "node:fs";
import { BENCHES } from "./index";
import { budgetText, judge, MIN_ROUNDS, type FigureResult } from "./harness";

const FIGURES_FILE = "docs/bench-figures.md";
const BUSY_LOAD = 1;

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const named = args.filter((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--rounds");

// Three significant figures or so: a ratio of 2.04 must not print as the budget's 2.
const rounded = (value: number) => {
  const places = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return Math.round(value * 10 ** places) / 10 ** places;
};

const verdict = (r: FigureResult) =>
  r.budget.max === undefined && r.budget.min === undefined
    ? "not judged"
    : r.within
      ? "within"
      : "MISSED";

function table(results: FigureResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.bench} | ${r.budget.label} | ${rounded(r.min)} | ${rounded(r.median)} | ${rounded(r.max)} | ${budgetText(r.budget)} | ${verdict(r)} |`,
  );
  return [
    "| bench | figure | min | median | max | budget | |",
    "|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

async function main(): Promise<number> {
  const unknown = named.filter((name) => !BENCHES.some((bench) => bench.name === name));
  if (unknown.length > 0) {
    console.error(
      `No bench named ${unknown.join(", ")}; there are: ${BENCHES.map((b) => b.name).join(", ")}`,
    );
    return 2;
  }
  const load = loadavg()[0] ?? 0;
  const busy = load > BUSY_LOAD;
  if (busy) {
    console.error(
      `The machine is busy before the bench starts (load average ${load.toFixed(2)} > ${BUSY_LOAD}): ` +
        "its figures would say how busy it is, not how fast the site is. Nothing is judged.",
    );
    if (!flag("anyway")) return 2;
  }
  const chosen = named.length === 0 ? BENCHES : BENCHES.filter((b) => named.includes(b.name));
  const results: FigureResult[] = [];
  for (const bench of chosen) {
    const rounds = Math.max(MIN_ROUNDS, Number(option("rounds") ?? bench.rounds ?? MIN_ROUNDS));
    console.log(`\n=== ${bench.name}: ${bench.about} (${rounds} rounds)`);
    const undo = await bench.setup?.();
    const values: Record<string, number[]> = Object.fromEntries(
      Object.keys(bench.budgets).map((key) => [key, []]),
    );
    try {
      for (let index = 0; index < rounds; index++) {
        const figures = await bench.round(index);
        for (const [key, value] of Object.entries(figures)) {
          if (value !== undefined && values[key]) values[key].push(value);
        }
        console.log(
          `  round ${index + 1}: ` +
            Object.entries(figures)
              .map(([key, value]) => `${bench.budgets[key]?.label ?? key} ${rounded(value ?? NaN)}`)
              .join(", "),
        );
      }
    } finally {
      if (undo) await undo();
    }
    for (const [key, budget] of Object.entries(bench.budgets)) {
      results.push(judge(bench.name, key, budget, values[key] ?? []));
    }
  }
  const report = table(results);
  console.log(`\n${report}`);
  if (busy) {
    console.log(`\nNot judged: the load average was ${load.toFixed(2)} before the bench started.`);
    return 2;
  }
  if (named.length === 0) {
    writeFileSync(
      FIGURES_FILE,
      `<!-- Written by \`npm run bench\` (bench/run.ts); do not edit. -->\n# Bench figures\n\n` +
        `The last full \`npm run bench\` on a quiet machine (load average ${load.toFixed(2)} at its start), ` +
        `${new Date().toISOString().slice(0, 10)}, ${MIN_ROUNDS} rounds or more each. What each bench measures and why: ` +
        `[quality.md](quality.md#bench-npm-run-bench).\n\n${report}\n`,
    );
    console.log(`\nWritten to ${FIGURES_FILE}.`);
  }
  const missed = results.filter((r) => !r.within);
  if (missed.length > 0) {
    console.error(
      `\n${missed.length} median(s) missed the budget: ${missed.map((r) => `${r.bench} ${r.budget.label}`).join("; ")}`,
    );
    return 1;
  }
  console.log("\nEvery median within its budget.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
