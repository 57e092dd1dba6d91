// How the content checks read content files: Markdown split into frontmatter and body by
// gray-matter, as gatsby-transformer-remark splits it; YAML read by js-yaml with its core schema.
// The transformer's gray-matter reads an unquoted date as a timestamp; contentNodes.ts turns it
// back into the YYYY-MM-DD written here, so the checks and the pages agree on every value.
import yaml from "js-yaml";
import matter from "gray-matter";

/**
 * The core schema keeps a date as the text the coach wrote: the default schema would quietly turn
 * an unquoted 2026-02-30 into 2 March, and 2026-03-05 into a timestamp.
 */
export const parseYaml = (text: string, filename?: string): unknown =>
  yaml.load(text, { schema: yaml.CORE_SCHEMA, filename });

/** gray-matter's `engines` option: frontmatter is YAML read as above. */
const frontmatterEngines = {
  yaml: (text: string): object => (parseYaml(text) ?? {}) as object,
};

export interface ParsedMarkdown {
  /** False when the file does not start with a `---` block. */
  hasFrontmatter: boolean;
  /** "yaml" unless the block opens with another language (`---json`). */
  language: string;
  data: unknown;
  /** The Markdown after the frontmatter: what gatsby-transformer-remark renders. */
  body: string;
  /** Lines before the body, to turn a line in the body into a line in the file. */
  bodyLineOffset: number;
}

// gray-matter reads the language after the opening dashes (`---json`); Gatsby turns `---js` off.
const OPENING = /^\uFEFF?---([^\r\n]*)/;

/**
 * Splits a Markdown file as gatsby-transformer-remark does. Throws a YAMLException on bad YAML;
 * frontmatter in another language is returned unread (`data` undefined) for the checks to refuse.
 */
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

/**
 * "reason (line 3)" for a YAML error, the message otherwise. `lineOffset`: lines in the file before
 * the YAML (1 for frontmatter, after its opening `---`).
 */
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
