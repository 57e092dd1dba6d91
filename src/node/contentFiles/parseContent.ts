// Content files as the checks read them: Markdown split by gray-matter as the transformer splits
// it, YAML by js-yaml's core schema (contentNodes.ts keeps the dates the same for the pages).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import matter from "gray-matter";

// The core schema keeps dates as written: the default turns 2026-02-30 into 2 March.
export const parseYaml = (text: string, filename?: string): unknown =>
  yaml.load(text, { schema: yaml.CORE_SCHEMA, filename });

const frontmatterEngines = {
  yaml: (text: string): object => (parseYaml(text) ?? {}) as object,
};

export interface ParsedMarkdown {
  hasFrontmatter: boolean;
  /** "yaml" unless the block opens with another language (`---json`). */
  language: string;
  data: unknown;
  body: string;
  /** Lines before the body, to turn a body line into a file line. */
  bodyLineOffset: number;
}

// gray-matter reads the language after the opening dashes (`---json`); Gatsby turns `---js` off.
const OPENING = /^\uFEFF?---([^\r\n]*)/;

/** Splits a Markdown file as gatsby-transformer-remark does; throws a YAMLException on bad YAML. */
export function parseMarkdown(text: string): ParsedMarkdown {
  const language = OPENING.exec(text)?.[1]?.trim() || "yaml";
  const file =
    language === "yaml"
      ? matter(text, { engines: frontmatterEngines })
      : { data: undefined, content: "" };
  const before = text.slice(0, text.length - file.content.length);
  return {
    hasFrontmatter: matter.test(text),
    language,
    data: file.data,
    body: file.content,
    bodyLineOffset: before.split("\n").length - 1,
  };
}

/** "reason (line 3)" for a YAML error; `lineOffset` is the lines before the YAML. */
export function describeParseError(error: unknown, lineOffset = 0): string {
  if (error instanceof yaml.YAMLException) {
    const mark = error.mark as { line: number; position: number; buffer: string } | undefined;
    // js-yaml marks an unknown tag (`!!binary`) after the value, which may be the next line.
    const tagAt = error.reason.startsWith("unknown tag")
      ? (mark?.buffer.lastIndexOf("!", mark.position - 1) ?? -1)
      : -1;
    const yamlLine =
      tagAt >= 0 ? (mark?.buffer.slice(0, tagAt).split("\n").length ?? 0) : (mark?.line ?? -1) + 1;
    const line = mark ? yamlLine + lineOffset : undefined;
    return line ? `${error.reason} (line ${line})` : error.reason;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A file's text, from the project root; undefined when it is not there. */
export function readText(root: string, file: string): string | undefined {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}

/** A YAML file's text and data; undefined when missing or unreadable (the checks report it). */
export function readYamlFile(
  root: string,
  file: string,
): { text: string; data: unknown } | undefined {
  const text = readText(root, file);
  if (text === undefined) return undefined;
  try {
    return { text, data: parseYaml(text, file) };
  } catch {
    return undefined;
  }
}

/** The SHA-256 of a file's bytes in hex; undefined when there is no such file. */
export const fileSha256 = (path: string): string | undefined =>
  statSync(path, { throwIfNoEntry: false })?.isFile()
    ? createHash("sha256").update(readFileSync(path)).digest("hex")
    : undefined;
