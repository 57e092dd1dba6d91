// Per-file build results kept in Gatsby's cache, so a rebuild does only what changed
// (docs/performance.md). Keyed by input and by the build's code, so no verdict outlives its code.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const sha256 = (...parts: readonly (string | Uint8Array)[]): string => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
};

/** A hash of src/, gatsby-*.ts, package-lock.json; no .d.ts files (Gatsby writes one mid-build). */
export function codeFingerprint(siteDir: string): string {
  const files = readdirSync(path.join(siteDir, "src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .concat(
      readdirSync(siteDir)
        .filter((name) => /^gatsby-.*\.tsx?$/.test(name) || name === "package-lock.json")
        .map((name) => path.join(siteDir, name)),
    )
    .sort();
  return sha256(...files.flatMap((file) => [path.relative(siteDir, file), readFileSync(file)]));
}

export class BuildMemo<T> {
  private readonly before: Record<string, T>;
  private readonly now: Record<string, T> = {};

  constructor(
    private readonly file: string,
    private readonly fingerprint: string,
  ) {
    let saved: { fingerprint?: string; entries?: Record<string, T> } = {};
    try {
      if (existsSync(file)) saved = JSON.parse(readFileSync(file, "utf8")) as typeof saved;
    } catch {
      // A damaged store is an empty one: everything is worked out again.
    }
    this.before = saved.fingerprint === fingerprint ? (saved.entries ?? {}) : {};
  }

  get(input: string, work: () => T): T {
    const key = sha256(input);
    const result = this.now[key] ?? this.before[key] ?? work();
    this.now[key] = result;
    return result;
  }

  /** The result kept for this input, if any (and it stays kept). */
  peek(input: string): T | undefined {
    const key = sha256(input);
    const result = this.now[key] ?? this.before[key];
    if (result !== undefined) this.now[key] = result;
    return result;
  }

  set(input: string, result: T): void {
    this.now[sha256(input)] = result;
  }

  /** Keeps what this build used, for the next. */
  save(): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify({ fingerprint: this.fingerprint, entries: this.now }));
  }
}
