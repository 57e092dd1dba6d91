// A throw-away copy of the project for the build-level tests: the project's files in a temporary
// folder, without what builds and tests leave behind (the folders .gitignore names) and without
// .git (so the suite also runs in a copy downloaded as a ZIP), node_modules linked rather than
// copied, so each test edits content/ or gatsby-config.ts and runs the real `gatsby build` or
// `gatsby develop` on a clean checkout (no .cache, no public/), as the coach and CI do.
import { spawn } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";

const ROOT = join(__dirname, "..");

/** Top-level folders not copied: version control, installs, build and test output. */
const SKIPPED = new Set([
  ".git",
  "node_modules",
  ".cache",
  "public",
  "coverage",
  "test-results",
  ".lighthouseci",
  "screenshots",
]);

/**
 * The moment every build of the test run publishes as of (SOURCE_DATE_EPOCH,
 * src/config/buildDate.ts), so builds minutes apart agree on the day even when they fall either
 * side of midnight in New York.
 */
export const BUILD_DATE = new Date(new Date().setMilliseconds(0));

export interface Run {
  code: number | null;
  /** stdout and stderr together, as the coach reads them in the terminal. */
  output: string;
  /** True when the process had to be stopped because it ran past the time limit. */
  timedOut: boolean;
  /** True when it was stopped with Ctrl-C's signal because `interruptWhen` held. */
  interrupted: boolean;
}

export class SiteCopy {
  readonly dir: string;

  constructor(name: string) {
    this.dir = mkdtempSync(join(tmpdir(), `site-${name}-`));
    cpSync(ROOT, this.dir, {
      recursive: true,
      filter: (source) => !SKIPPED.has(relative(ROOT, source).split(sep)[0] ?? ""),
    });
    symlinkSync(join(ROOT, "node_modules"), join(this.dir, "node_modules"), "dir");
  }

  path(file: string): string {
    return join(this.dir, file);
  }

  read(file: string): string {
    return readFileSync(this.path(file), "utf8");
  }

  write(file: string, text: string | Uint8Array): void {
    mkdirSync(dirname(this.path(file)), { recursive: true });
    writeFileSync(this.path(file), text);
  }

  edit(file: string, change: (text: string) => string): void {
    const before = this.read(file);
    const after = change(before);
    if (after === before) throw new Error(`The edit left ${file} unchanged`);
    this.write(file, after);
  }

  remove(file: string): void {
    rmSync(this.path(file), { recursive: true, force: true });
  }

  /**
   * Runs the Gatsby CLI in the copy (e.g. ["build"]) with analytics off (unless `extraEnv` sets
   * it), telemetry disabled and the date at BUILD_DATE; a run past `timeoutSeconds` is stopped
   * (process group) and reported as timed out. `interruptWhen`, asked every 100 ms, stops the run
   * as Ctrl-C in the terminal does (SIGINT to the process group) once it holds.
   */
  gatsby(
    args: string[],
    timeoutSeconds: number,
    extraEnv: NodeJS.ProcessEnv = {},
    interruptWhen?: () => boolean,
  ): Promise<Run> {
    // Analytics off and no path prefix, whatever the calling shell has set.
    const {
      GATSBY_POSTHOG_KEY: _key,
      GATSBY_POSTHOG_HOST: _host,
      PATH_PREFIX: _prefix,
      PREFIX_PATHS: _prefixPaths,
      ...inherited
    } = process.env;
    const env = {
      ...inherited,
      GATSBY_TELEMETRY_DISABLED: "1",
      NO_COLOR: "1",
      CI: "true",
      SOURCE_DATE_EPOCH: String(BUILD_DATE.getTime() / 1000),
      ...extraEnv,
    };
    const child = spawn(process.execPath, [join(ROOT, "node_modules/gatsby/cli.js"), ...args], {
      cwd: this.dir,
      env,
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    return new Promise((resolve) => {
      let timedOut = false;
      let interrupted = false;
      // A watchdog that stops a hung build, not a wait: the run ends when the build does.
      // eslint-disable-next-line no-restricted-syntax
      const timer = setTimeout(() => {
        timedOut = true;
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      }, timeoutSeconds * 1000);
      const watch = setInterval(() => {
        if (interrupted || !interruptWhen?.()) return;
        interrupted = true;
        if (child.pid) process.kill(-child.pid, "SIGINT");
      }, 100);
      child.on("close", (code) => {
        clearTimeout(timer);
        clearInterval(watch);
        resolve({ code, output, timedOut, interrupted });
      });
    });
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
