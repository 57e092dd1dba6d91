/** @jest-environment node */
// The lint's import rules (.dependency-cruiser.cjs) on a small tree of its own: an import up a
// stage or across a row, a cycle, an unlisted stage and a browser module reaching build code are
// each named; imports that run downward pass.
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "..");
let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "stages-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The rules broken in a tree of files, as "rule: from -> to". */
function violations(files: Record<string, string>): string[] {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const args = ["src", "--config", path.join(root, ".dependency-cruiser.cjs"), "-T", "json"];
  const bin = path.join(root, "node_modules/.bin/depcruise");
  let out: string;
  try {
    out = execFileSync(bin, args, { cwd: dir, encoding: "utf8" });
  } catch (error) {
    out = (error as { stdout: string }).stdout;
  }
  const { summary } = JSON.parse(out) as {
    summary: { violations: { from: string; to: string; rule: { name: string } }[] };
  };
  return summary.violations.map(({ from, to, rule }) => `${rule.name}: ${from} -> ${to}`).sort();
}

it("passes imports that run down the stages, type-only ones included", () => {
  expect(
    violations({
      "src/node/srcset.ts": "export const s = 1;",
      "src/node/htmlSafety/a.ts": 'import { s } from "../srcset";\nexport const a = s;',
      "src/node/schema/b.ts":
        'import type { a } from "../htmlSafety/a";\nexport type B = typeof a;',
      "src/routes.ts": "export const r = 1;",
      "src/components/c.ts": 'import { r } from "../routes";\nexport const c = r;',
    }),
  ).toEqual([]);
});

it("names an import up a stage or across a row, a cycle, an unlisted stage, build code in the browser", () => {
  expect(
    violations({
      // (An import that breaks two rules is named once.)
      "src/node/srcset.ts": 'import "./schema/s";',
      "src/node/schema/s.ts": 'export const load = () => import("../srcset");',
      "src/node/feed/f.ts": 'import type { P } from "../pages/p";',
      "src/node/pages/p.ts": "export type P = string;",
      "src/node/newStage/n.ts": "export const n = 1;",
      "src/node/launch/l.ts": 'import "../newStage/n";',
      "src/components/c.ts": 'import "../node/launch/l";',
    }),
  ).toEqual([
    "browser-imports-build: src/components/c.ts -> src/node/launch/l.ts",
    "no-circular: src/node/schema/s.ts -> src/node/srcset.ts",
    "no-import-up-a-stage: src/node/feed/f.ts -> src/node/pages/p.ts",
    "no-import-up-a-stage: src/node/srcset.ts -> src/node/schema/s.ts",
    "stage-not-listed: src/node/launch/l.ts -> src/node/newStage/n.ts",
  ]);
});
