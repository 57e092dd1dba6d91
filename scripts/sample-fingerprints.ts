// Writes the fingerprints of the sample proof in content/ (src/node/launch/sampleProof.ts) to
// src/node/launch/sampleFingerprints.json, which the launch check compares content with. Run it
// only on the repository's own samples, after rewriting one of them:
// `npx tsx scripts/sample-fingerprints.ts`. Run on a coach's real content it would pin that content
// as a sample instead.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fingerprintsOf, proofItems } from "../src/node/launch/sampleProof";

const root = process.cwd();
const list = fingerprintsOf(proofItems(root)).sort();
writeFileSync(
  join(root, "src/node/launch/sampleFingerprints.json"),
  `${JSON.stringify(list, null, 2)}\n`,
);
process.stdout.write(
  `${list.length} fingerprints written to src/node/launch/sampleFingerprints.json\n`,
);
