// LAZY_START, the build setting that chooses how a page starts (docs/performance.md): "on" (the
// default) paints first, counts the visit at once and starts React on the visitor's first act;
// "off" builds exactly Gatsby's own start-up (its script tags, React at once, analytics with the
// app), e.g. while a Gatsby upgrade breaks something the lazy start reads
// (src/node/gatsbyOutput.ts). Read by gatsby-node.ts (the analytics entry, the post-build pass) and
// checked by gatsby-config.ts.

const ON = new Set(["", "on", "true", "1"]);
const OFF = new Set(["off", "false", "0"]);

/** What is wrong with a LAZY_START value, or undefined when it is fine (unset means on). */
function problemWithLazyStart(value: string | undefined): string | undefined {
  const normalized = (value ?? "").trim().toLowerCase();
  if (ON.has(normalized) || OFF.has(normalized)) return undefined;
  return `must be "on" or "off" (unset: on), got "${value}"`;
}

/** Whether pages start React on the visitor's first act (LAZY_START on, the default). */
export function lazyStart(env: NodeJS.ProcessEnv): boolean {
  const problem = problemWithLazyStart(env.LAZY_START);
  if (problem) throw new Error(`LAZY_START ${problem}`);
  return !OFF.has((env.LAZY_START ?? "").trim().toLowerCase());
}

/** Throws, naming the variable, when LAZY_START has a value that is neither on nor off. */
export function assertValidStartEnv(env: NodeJS.ProcessEnv): void {
  lazyStart(env);
}
