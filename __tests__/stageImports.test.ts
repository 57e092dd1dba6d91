/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The lint's check that the build's stages import one way (scripts/stage-imports.ts), on a small
// tree of its own: stages that import each other, directly or through a third, are named with the
// imports that do it; stages that import one way pass.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stageCycles, stageImports } from "../scripts/stage-imports";

let dir: string;

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "stages-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("passes stages that import one way, and the modules at the root", () => {
  write({
    "shared.ts": "export const x = 1;",
    "low/a.ts": 'import { x } from "../shared";\nexport const a = x;',
    "low/b.ts": 'import { a } from "./a";\nexport const b = a;',
    "high/c.ts":
      'import { b } from "../low/b";\nimport { x } from "../shared";\nexport const c = b + x;',
  });
  const imports = stageImports(dir, dir);
  expect(imports.map(({ from, to }) => `${from} -> ${to}`).sort()).toEqual([
    "high -> low",
    "high -> shared.ts",
    "low -> shared.ts",
  ]);
  expect(stageCycles(imports)).toEqual([]);
});

it("names two stages that import each other, type-only and dynamic imports included", () => {
  write({
    "content/check.ts": 'import type { Rule } from "../safety/rules";\nexport const check = 1;',
    "safety/rules.ts":
      'export type Rule = string;\nexport const load = () => import("../content/check");',
    "pages/make.ts": 'import { check } from "../content/check";\nexport const make = check;',
  });
  expect(stageCycles(stageImports(dir, dir))).toEqual([
    {
      stages: ["content", "safety"],
      imports: [
        {
          from: "content",
          to: "safety",
          file: path.join("content", "check.ts"),
          specifier: "../safety/rules",
        },
        {
          from: "safety",
          to: "content",
          file: path.join("safety", "rules.ts"),
          specifier: "../content/check",
        },
      ],
    },
  ]);
});

it("names a cycle through a third stage", () => {
  write({
    "a/x.ts": 'export * from "../b/y";',
    "b/y.ts": 'export { z } from "../c/z";',
    "c/z.ts": 'import "../a/x";\nexport const z = 1;',
    "d/w.ts": 'import "../a/x";',
  });
  expect(stageCycles(stageImports(dir, dir)).map(({ stages }) => stages)).toEqual([
    ["a", "b", "c"],
  ]);
});
