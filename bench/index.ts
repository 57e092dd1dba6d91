// Every bench `npm run bench` runs, in order. Each needs the test build (npm run build:test) unless
// its own setup builds what it measures.
import { firstAct } from "./firstAct";
import type { Bench } from "./harness";
import { contentGrowth } from "./contentGrowth";
import { longTitle } from "./longTitle";
import { buildScale } from "./buildScale";
import { analytics } from "./analytics";
import { lighthouse } from "./lighthouse";

// The quick ones first; build-scale builds four copies a round.
export const BENCHES: Bench[] = [
  firstAct,
  contentGrowth,
  analytics,
  longTitle,
  lighthouse,
  buildScale,
];
