// The bench's shape (npm run bench): each bench measures one or more figures per round, each
// figure with its budget; bench/run.ts runs the rounds, prints minimum, median and maximum against
// the budget, writes docs/bench-figures.md and fails when a median misses. Speed lives here, not in
// npm test: a test judges behaviour, a bench judges time on a quiet machine.
import { median } from "../checks/median";

export interface Budget {
  /** What the figure is, as the report prints it. */
  label: string;
  unit: "ms" | "s" | "x" | "score" | "KiB";
  /** The median must be at most this (lower is better) ... */
  max?: number;
  /** ... or at least this (higher is better). */
  min?: number;
}

export interface Bench {
  /** Its name on the command line: `npm run bench -- <name>`. */
  name: string;
  /** What the bench measures, in a line. */
  about: string;
  /** Its figures by key, each with its budget; a round reports a value for each key. */
  budgets: Record<string, Budget>;
  /** Rounds to run (at least five; the runner never runs fewer). */
  rounds?: number;
  /** Once, before the rounds: build or start what they need; returns what undoes it. */
  setup?: () => Promise<(() => Promise<void>) | undefined>;
  /** One round: a value for each figure (a figure a round could not measure is left out). */
  round: (index: number) => Promise<Partial<Record<string, number>>>;
}

export const MIN_ROUNDS = 5;

export interface FigureResult {
  bench: string;
  key: string;
  budget: Budget;
  values: number[];
  min: number;
  median: number;
  max: number;
  within: boolean;
}

/** A figure's summary against its budget; a figure with no value misses. */
export function judge(bench: string, key: string, budget: Budget, values: number[]): FigureResult {
  const mid = median(values);
  const within =
    values.length > 0 &&
    (budget.max === undefined || mid <= budget.max) &&
    (budget.min === undefined || mid >= budget.min);
  return {
    bench,
    key,
    budget,
    values,
    min: Math.min(...values),
    median: mid,
    max: Math.max(...values),
    within,
  };
}

export const budgetText = (budget: Budget): string =>
  [
    budget.max === undefined ? "" : `≤ ${Number(budget.max.toPrecision(3))} ${budget.unit}`,
    budget.min === undefined ? "" : `≥ ${Number(budget.min.toPrecision(3))} ${budget.unit}`,
  ]
    .filter(Boolean)
    .join(", ");
