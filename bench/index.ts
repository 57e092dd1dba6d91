// Every bench `npm run bench` runs, in order. Each needs the test build (npm run build:test) unless
// its own setup builds what it measures.
import { firstAct } from "./firstAct";
import type { Bench } from "./harness";

export const BENCHES: Bench[] = [firstAct];
