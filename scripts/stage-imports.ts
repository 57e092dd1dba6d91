// The build's stages import one way (docs/architecture.md, "Layers"): a folder of src/node/ (or a
// module at its root) may import another only if that one imports nothing back, directly or
// through others. Run by `npm run lint`; prints every cycle with the imports that make it and
// exits 1 if there is one. Type-only and dynamic imports count: each is a dependency too.
// Usage: npx tsx scripts/stage-imports.ts [dir=src/node]
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** One import from a module of one stage into a module of another. */
export interface StageImport {
  from: string;
  to: string;
  /** The importing file, from the project root. */
  file: string;
  specifier: string;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs)$/;
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.js"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The file a relative import names, as TypeScript and webpack resolve it. */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [base, ...EXTENSIONS.map((extension) => base + extension)].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** A file's stage: its folder under `dir`, or the file itself at the root of `dir`. */
const stageOf = (dir: string, file: string): string =>
  path.relative(dir, file).split(path.sep)[0] ?? file;

/** Every import between two stages of `dir`. */
export function stageImports(dir: string, root = process.cwd()): StageImport[] {
  return sourceFiles(dir).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    return importedFiles.flatMap(({ fileName: specifier }) => {
      if (!specifier.startsWith(".")) return [];
      const target = resolveImport(file, specifier);
      if (!target || path.relative(dir, target).startsWith("..")) return [];
      const [from, to] = [stageOf(dir, file), stageOf(dir, target)];
      return from === to ? [] : [{ from, to, file: path.relative(root, file), specifier }];
    });
  });
}

/**
 * The groups of stages that import each other, directly or through others (the strongly
 * connected components of the stage graph with more than one stage; Tarjan's algorithm), each
 * sorted, with the imports between its stages.
 */
export function stageCycles(imports: readonly StageImport[]): {
  stages: string[];
  imports: StageImport[];
}[] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    edges.set(from, (edges.get(from) ?? new Set()).add(to));
    if (!edges.has(to)) edges.set(to, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (stage: string) => {
    index.set(stage, index.size);
    low.set(stage, index.get(stage) ?? 0);
    stack.push(stage);
    for (const next of edges.get(stage) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(stage, Math.min(low.get(stage) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(stage, Math.min(low.get(stage) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(stage) !== index.get(stage)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) group.push(member);
    } while (member !== undefined && member !== stage);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const stage of [...edges.keys()].sort()) if (!index.has(stage)) visit(stage);
  return groups.map((stages) => ({
    stages,
    imports: imports.filter(({ from, to }) => stages.includes(from) && stages.includes(to)),
  }));
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? "src/node");
  const cycles = stageCycles(stageImports(dir));
  for (const { stages, imports } of cycles) {
    console.error(
      `These stages of ${path.relative(process.cwd(), dir)} import each other: ${stages.join(", ")}`,
    );
    for (const { file, specifier, to } of imports)
      console.error(`  ${file} imports ${specifier} (${to})`);
  }
  if (cycles.length > 0) {
    console.error(
      'Move what both need down to a module both import (docs/architecture.md, "Layers").',
    );
    process.exit(1);
  }
}
