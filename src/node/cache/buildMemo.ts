// What the build works out per file (a Markdown body's safety, the allow-list verdict on its HTML,
// a finished page) kept in Gatsby's cache between builds, so a rebuild that adds one newsletter
// issue does the work for that issue only (docs/performance.md, "Builds that grow with the
// archive"). Every entry is keyed by its input and by the build's code: any change under src/, to a
// gatsby-* file or to package-lock.json starts afresh, so a cached verdict can never outlive the
// code that reached it. Entries not used by a build are dropped when it saves.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const sha256 = (...parts: readonly (string | Uint8Array)[]): string => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
};

/**
 * A hash of everything the build's own work depends on: src/, gatsby-*.ts, package-lock.json.
 * Type declarations are left out: they do nothing at run time, and Gatsby writes one
 * (src/gatsby-types.d.ts) during the build.
 */
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

/** A store of results by key, read from and saved to one JSON file. */
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

  /** The result kept for this input, or the one `work` gives now. */
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
