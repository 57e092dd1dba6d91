// Every bench `npm run bench` runs, in order. Each needs the test build (npm run build:test) unless
// its own setup builds what it measures.
import type { Bench } from "./harness";
import { lighthouse } from "./lighthouse";

export const BENCHES: Bench[] = [lighthouse];
