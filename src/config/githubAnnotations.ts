// GitHub Actions workflow commands (`::error file=...,line=...::message`), so a mistake found by
// the build is marked on the coach's own file and line in a pull request, not only in a log.
// Printed only when the build runs in Actions (GITHUB_ACTIONS=true): elsewhere they are noise.
// https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
import { writeSync } from "node:fs";

export interface Annotation {
  /** Path from the repository root, with forward slashes: "content/offer.yaml"; none: the run. */
  file?: string;
  line?: number;
  message: string;
}

// GitHub's runner un-escapes these in a command's message (data) and, with ":" and ",", in its
// properties; an unescaped line break would end the command early.
const escapeData = (text: string): string =>
  text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (text: string): string =>
  escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** One workflow command line, e.g. `::error file=content/x.md,line=3::date is missing`. */
export function workflowCommand(kind: "error" | "warning", annotation: Annotation): string {
  const properties: string[] = [];
  if (annotation.file) properties.push(`file=${escapeProperty(annotation.file)}`);
  if (annotation.file && annotation.line) properties.push(`line=${annotation.line}`);
  const list = properties.length > 0 ? ` ${properties.join(",")}` : "";
  return `::${kind}${list}::${escapeData(annotation.message)}`;
}

const inGitHubActions = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.GITHUB_ACTIONS === "true";

/**
 * Writes one workflow command per annotation to stdout, in GitHub Actions only. Synchronously: the
 * callers may end the process right after (exitOnConfigProblems.ts).
 */
export function annotate(
  kind: "error" | "warning",
  annotations: readonly Annotation[],
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (!inGitHubActions(env) || annotations.length === 0) return;
  writeSync(
    1,
    `${annotations.map((annotation) => workflowCommand(kind, annotation)).join("\n")}\n`,
  );
}
