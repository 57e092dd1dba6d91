// GitHub Actions workflow commands (`::error file=...,line=...::message`), so a mistake found by the
// build is marked on the coach's own file and line in a pull request, not only in a log. Printed
// only when the build runs in Actions (GITHUB_ACTIONS=true): elsewhere the lines would be noise.
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

interface Entry {
  /** Index of the line. */
  line: number;
  /** Column where the entry's text starts (after an item's dash, for an item's first key). */
  column: number;
  text: string;
}

const indentOf = (line: string): number => line.length - line.trimStart().length;
const isBlank = (line: string): boolean => line.trim() === "" || line.trimStart().startsWith("#");

/**
 * The entries one level below a node: a key's value block, a list item's fields (the first on the
 * dash's own line), or the whole text (`node` undefined, starting at `start`). A list may sit at
 * its key's own indentation ("items:" then "- a"), as YAML allows.
 */
function childEntries(lines: string[], start: number, node?: Entry & { item: boolean }): Entry[] {
  const entries: Entry[] = [];
  // A key's block ends at a line indented no further than the key (but a list may start at the
  // key's own indentation); an item's block ends at a line indented less than its fields.
  let ends: (indent: number, text: string) => boolean = () => false;
  let childColumn = -1;
  if (node?.item) {
    const dash = /^-\s+/.exec(node.text)?.[0].length ?? 1;
    childColumn = node.column + dash;
    entries.push({ line: node.line, column: childColumn, text: node.text.slice(dash) });
    ends = (indent) => indent < childColumn;
  } else if (node) {
    ends = (indent, text) =>
      indent < node.column || (indent === node.column && !text.startsWith("-"));
  }
  for (let at = node ? node.line + 1 : start; at < lines.length; at += 1) {
    const line = lines[at] ?? "";
    if (line.trim() === "---") break;
    if (isBlank(line)) continue;
    const indent = indentOf(line);
    if (ends(indent, line.trimStart())) break;
    if (childColumn < 0) childColumn = indent;
    if (indent === childColumn) entries.push({ line: at, column: indent, text: line.trimStart() });
  }
  return entries;
}

/**
 * The line of `field` ("coach.portraitAlt", "formats.items[1].price", "[2].name", "date") in a YAML
 * text (a YAML file, or Markdown whose frontmatter starts on `firstLine`), for annotations: found
 * by indentation, as the coach reads the file. A field that is missing points to the nearest line
 * that is there (its parent's, or `firstLine`).
 */
export function lineOfField(text: string, field: string, firstLine = 1): number {
  const lines = text.split(/\r?\n/);
  const segments = field.match(/[^.[\]]+|\[\d+\]/g) ?? [];
  let node: (Entry & { item: boolean }) | undefined;
  for (const segment of segments) {
    const entries = childEntries(lines, firstLine - 1, node);
    const index = /^\[(\d+)\]$/.exec(segment);
    const next = index
      ? entries.filter((entry) => /^-(\s|$)/.test(entry.text))[Number(index[1])]
      : entries.find((entry) => entry.text.startsWith(`${segment}:`));
    if (!next) break;
    node = { ...next, item: Boolean(index) };
  }
  return node ? node.line + 1 : firstLine;
}
