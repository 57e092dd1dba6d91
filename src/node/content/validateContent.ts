// The content checks: every file in content/ against contentModel.ts, plus what GraphQL cannot
// see. Pure functions that report every problem with its file and line, so the coach fixes all.
import {
  CONTENT_TYPES,
  markdownTypeOf,
  markdownTypes,
  referenceTarget,
  type Field,
  type Fields,
  type MarkdownType,
  type YamlType,
  yamlTypeOf,
} from "./contentModel";
import { inspectMarkdown, tagInText } from "../htmlSafety/markdownSafety";
import { linkProblem } from "../htmlSafety/htmlAllowList";
import { fieldLine } from "../contentFiles/fieldLines";
import { decodedPath, isRelativePath, resolveRelative } from "../contentFiles/contentImages";
import { describeParseError, parseMarkdown, parseYaml } from "../contentFiles/parseContent";
import { problemWithHttpsUrl } from "../../config/siteMetadata";
import { escapeProblems, lineProblems } from "../contentFiles/characters";
import type { ContentProblem } from "../contentFiles/contentProblems";

export interface ContentFile {
  /** From the project root, with forward slashes: "content/newsletter/tdd.md". */
  path: string;
  text?: string;
  /** Enough bytes to tell its format. */
  head?: Uint8Array;
}

/** What kind of file Gatsby makes of a path, by its extension in any case (as its mime lookup). */
export type FileKind = "markdown" | "yaml" | "image" | "other";

export const EXTENSIONS: Record<Exclude<FileKind, "other">, readonly string[]> = {
  markdown: ["md", "markdown", "mkd"],
  yaml: ["yaml", "yml"],
  // The formats gatsby-transformer-sharp makes images from.
  image: ["jpg", "jpeg", "png", "webp", "avif", "tif", "tiff"],
};

const extension = (path: string): string => {
  // Stryker disable next-line MethodExpression: a folder's dot leaves a "/" that no kind has
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  // Stryker disable next-line StringLiteral: any text that is no kind's extension means "other"
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
};

export function fileKind(path: string): FileKind {
  const ext = extension(path);
  const kind = (Object.keys(EXTENSIONS) as (keyof typeof EXTENSIONS)[]).find((key) =>
    EXTENSIONS[key].includes(ext),
  );
  return kind ?? "other";
}

/** A Markdown file's name without its extension: Gatsby's `name`, and the page's slug. */
const baseName = (path: string): string =>
  path.slice(path.lastIndexOf("/") + 1, path.lastIndexOf("."));

const startsWith = (bytes: Uint8Array, at: number, signature: string): boolean =>
  [...signature].every((char, index) => bytes[at + index] === char.charCodeAt(0));

/** The image format the first bytes announce, or undefined for what sharp cannot read. */
export function imageFormat(head: Uint8Array): string | undefined {
  if (startsWith(head, 0, "\xff\xd8\xff")) return "JPEG";
  if (startsWith(head, 0, "\x89PNG\r\n\x1a\n")) return "PNG";
  if (startsWith(head, 0, "RIFF") && startsWith(head, 8, "WEBP")) return "WebP";
  if (startsWith(head, 4, "ftypavi")) return "AVIF";
  if (startsWith(head, 0, "II*\x00") || startsWith(head, 0, "MM\x00*")) return "TIFF";
  return undefined;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True only for a date that exists on the calendar, written YYYY-MM-DD ("2026-02-30" is false). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC carries an overflowing day into the next month.
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === value;
}

const describe = (value: unknown): string =>
  value === null ? "nothing" : Array.isArray(value) ? "a list" : typeof value;

const join = (prefix: string, field: string): string =>
  prefix === "" ? field : `${prefix}.${field}`;

class FieldChecker {
  constructor(
    private readonly file: string,
    private readonly paths: ReadonlySet<string>,
    private readonly report: (field: string, message: string) => void,
  ) {}

  fields(value: unknown, fields: Fields, prefix: string): void {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      this.report(prefix || "(whole file)", `must be a set of fields, not ${describe(value)}`);
      return;
    }
    const record = value as Record<string, unknown>;
    for (const [name, field] of Object.entries(fields)) {
      this.value(record[name], field, join(prefix, name));
    }
    // A misspelt field would be dropped silently (a "drafts: true" would publish the draft).
    for (const name of Object.keys(record).filter((key) => !(key in fields))) {
      this.report(
        join(prefix, name),
        `is not a field here (the fields are ${Object.keys(fields).join(", ")})`,
      );
    }
  }

  private value(value: unknown, field: Field, path: string): void {
    if (value === undefined || value === null) {
      if (!field.optional) this.report(path, "is missing");
      return;
    }
    switch (field.kind) {
      case "object":
        return this.fields(value, field.type.fields, path);
      case "list":
      case "texts":
      case "references":
        if (!Array.isArray(value))
          return this.report(path, `must be a list, not ${describe(value)}`);
        if (field.kind !== "references" && value.length < field.min)
          return this.report(path, `needs at least ${field.min} item(s)`);
        return value.forEach((item, index) =>
          field.kind === "list"
            ? this.fields(item, field.type.fields, `${path}[${index}]`)
            : this.text(item, `${path}[${index}]`),
        );
      case "integer":
        if (!Number.isInteger(value)) {
          this.report(path, `must be a whole number, got ${JSON.stringify(value)}`);
        }
        return;
      case "flag":
        if (typeof value !== "boolean") {
          this.report(path, `must be true or false, got ${JSON.stringify(value)}`);
        }
        return;
      default:
        return this.text(value, path, field.kind);
    }
  }

  private text(value: unknown, path: string, kind?: "text" | "date" | "image" | "url"): void {
    if (typeof value !== "string") return this.report(path, `must be text, not ${describe(value)}`);
    if (value.trim() === "") return this.report(path, "is empty");
    if (kind === "date" && !isCalendarDate(value)) {
      this.report(path, `must be a real calendar date written YYYY-MM-DD, got "${value}"`);
    }
    if (kind === "url") {
      const problem = problemWithHttpsUrl(value) ?? linkProblem("address", value);
      if (problem) this.report(path, problem);
    }
    if (kind === "image") {
      const target = resolveRelative(this.file, value);
      if (!this.paths.has(target)) {
        this.report(path, `points to "${value}", but there is no file at ${target}`);
      } else if (fileKind(target) !== "image") {
        this.report(path, `points to "${value}": use a ${EXTENSIONS.image.join(", ")} image`);
      }
    }
  }
}

/** What the checks need from a Markdown body (markdownSafety.ts); a build passes a cached one. */
export type InspectMarkdown = typeof inspectMarkdown;

interface ReadFile {
  file: ContentFile;
  type: MarkdownType | YamlType;
  data: unknown;
}

function checkMarkdown(
  file: ContentFile,
  type: MarkdownType,
  paths: ReadonlySet<string>,
  problems: ContentProblem[],
  inspect: InspectMarkdown,
): ReadFile | undefined {
  const report = (field: string, message: string, line?: number): void => {
    problems.push({ file: file.path, field, message, ...(line ? { line } : {}) });
  };
  // Stryker disable next-line StringLiteral: a Markdown file's text is always read
  const text = file.text ?? "";
  let parsed;
  try {
    parsed = parseMarkdown(text);
  } catch (error) {
    report("frontmatter", `cannot be read: ${describeParseError(error, 1)}`);
    return undefined;
  }
  if (!parsed.hasFrontmatter) {
    report("frontmatter", "is missing: the file must start with a --- block of fields");
    return undefined;
  }
  if (parsed.language !== "yaml") {
    report("frontmatter", `must be YAML, not ${parsed.language} (open it with --- alone)`);
    return undefined;
  }
  for (const { line, field, message } of escapeProblems(text, "markdown")) {
    report(field, message, line);
  }
  new FieldChecker(file.path, paths, report).fields(parsed.data, type.fields, "");
  const { title } = (parsed.data ?? {}) as { title?: unknown };
  const tag = typeof title === "string" ? tagInText(title) : undefined;
  if (tag) {
    report(
      "title",
      `has the HTML tag ${tag}: a title is plain text (the page, the feed and e-mail show it as written): write it without tags`,
      fieldLine(text, "title", type.format),
    );
  }
  checkBody(file, parsed, paths, report, inspect);
  return { file, type, data: parsed.data };
}

function checkBody(
  file: ContentFile,
  parsed: ReturnType<typeof parseMarkdown>,
  paths: ReadonlySet<string>,
  report: (field: string, message: string, line?: number) => void,
  inspect: InspectMarkdown,
): void {
  if (parsed.body.trim() === "") report("body", "is empty");
  const body = inspect(parsed.body);
  for (const { line, message } of body.problems) {
    report("", message, parsed.bodyLineOffset + line);
  }
  for (const { line, src } of body.images.filter((image) => isRelativePath(image.src))) {
    const decoded = decodedPath(src);
    if (decoded === undefined) {
      report(
        "",
        `image "${src}" has a % that starts no escape: rename the file without "%", or write it as %25`,
        parsed.bodyLineOffset + line,
      );
      continue;
    }
    const target = resolveRelative(file.path, decoded);
    const problem = !paths.has(target)
      ? `image "${src}" is not there: there is no file at ${target}`
      : fileKind(target) !== "image"
        ? `image "${src}" must be a ${EXTENSIONS.image.join(", ")} image`
        : undefined;
    if (problem) report("", problem, parsed.bodyLineOffset + line);
  }
}

function checkYaml(
  file: ContentFile,
  type: YamlType,
  paths: ReadonlySet<string>,
  problems: ContentProblem[],
): ReadFile | undefined {
  const report = (field: string, message: string): void => {
    problems.push({ file: file.path, field, message });
  };
  let data: unknown;
  try {
    // Stryker disable next-line StringLiteral: a YAML file's text is always read
    data = parseYaml(file.text ?? "", file.path);
  } catch (error) {
    report("(whole file)", `cannot be read: ${describeParseError(error)}`);
    return undefined;
  }
  // Stryker disable next-line StringLiteral: a YAML file's text is always read
  for (const problem of escapeProblems(file.text ?? "", "yaml")) {
    problems.push({ file: file.path, ...problem });
  }
  const checker = new FieldChecker(file.path, paths, report);
  if (type.shape === "object") {
    checker.fields(data, type.fields, "");
    return { file, type, data };
  }
  if (!Array.isArray(data) || data.length < type.minEntries) {
    report("(whole file)", "must be a list of entries, each starting with -");
    return undefined;
  }
  data.forEach((item, index) => checker.fields(item, type.fields, `[${index}]`));
  return { file, type, data };
}

const fieldOf = (data: unknown, name: string): unknown =>
  (data as Partial<Record<string, unknown>> | null | undefined)?.[name];

/**
 * Names across files: each reference names an entry that exists, once, not itself; each keyed
 * entry has a unique clean slug and is named somewhere. Lines come from fieldLines.ts.
 */
function checkReferences(
  read: readonly ReadFile[],
  markdownFiles: readonly ContentFile[],
  problems: ContentProblem[],
): void {
  const lineOf = ({ file, type }: ReadFile, field: string): number =>
    // Stryker disable next-line StringLiteral: a file whose fields were read has its text
    fieldLine(file.text ?? "", field, type.format);
  const entries = new Map<string, Set<string>>();
  for (const type of markdownTypes) {
    const own = markdownFiles.filter((file) => markdownTypeOf(file.path) === type);
    entries.set(type.typeName, new Set(own.map((file) => baseName(file.path))));
  }
  const keyed = read.flatMap((item) =>
    item.type.format === "yaml" && item.type.key && Array.isArray(item.data)
      ? [{ ...item, key: item.type.key, data: item.data as unknown[] }]
      : [],
  );
  for (const item of keyed) {
    const { key } = item;
    const seen = new Map<string, number>();
    item.data.forEach((entry, index) => {
      const name = fieldOf(entry, key.field);
      if (typeof name !== "string" || name.trim() === "") return;
      const field = `[${index}].${key.field}`;
      const report = (message: string) =>
        problems.push({ file: item.file.path, line: lineOf(item, field), field, message });
      const earlier = seen.get(name);
      if (!SLUG.test(name)) {
        const page = key.page ? ` becomes the page address ${key.page(name)}:` : " must";
        report(`"${name}"${page} use lower-case letters, digits and hyphens`);
      } else if (earlier !== undefined) {
        report(`"${name}" is also [${earlier}].${key.field}: each entry needs its own`);
      } else seen.set(name, index);
    });
    entries.set(item.type.typeName, new Set(seen.keys()));
  }
  const named = new Map<string, Set<string>>();
  for (const item of read) {
    const self = baseName(item.file.path);
    for (const [name, field] of Object.entries(item.type.fields)) {
      const value = fieldOf(item.data, name);
      if (field.kind !== "references" || !Array.isArray(value)) continue;
      const { type: target } = referenceTarget(field.to);
      const known = entries.get(field.to) ?? new Set<string>();
      const names = named.get(field.to) ?? new Set<string>();
      named.set(field.to, names);
      value.forEach((entry: unknown, index) => {
        if (typeof entry !== "string" || entry.trim() === "") return;
        const path = `${name}[${index}]`;
        const report = (message: string) =>
          problems.push({ file: item.file.path, line: lineOf(item, path), field: path, message });
        const first = value.indexOf(entry);
        if (first < index) return report(`"${entry}" is already ${name}[${first}]: name it once`);
        if (field.to === item.type.typeName && entry === self) {
          return report(`"${entry}" is this ${field.noun} itself`);
        }
        names.add(entry);
        if (known.has(entry)) return;
        report(
          target.format === "markdown"
            ? `"${entry}" is not an ${field.noun}: there is no ${target.folder}/${entry}.md`
            : `"${entry}" is not a ${field.noun} in ${target.file} (the ${field.noun}s are ${[...known].join(", ")})`,
        );
      });
    }
  }
  const readPaths = new Set(read.map((item) => item.file.path));
  // Stryker disable next-line MethodExpression: every keyed type (topics) must be named today
  for (const item of keyed.filter((candidate) => candidate.key.mustBeNamed)) {
    const { key } = item;
    const names = named.get(item.type.typeName) ?? new Set<string>();
    const namingTypes = markdownTypes.filter((type) =>
      Object.values(type.fields).some(
        (field) => field.kind === "references" && field.to === item.type.typeName,
      ),
    );
    // A file whose fields could not be read may name the entry: its own problem is reported.
    const unread = markdownFiles.some(
      (file) =>
        !readPaths.has(file.path) &&
        namingTypes.includes(markdownTypeOf(file.path) as MarkdownType),
    );
    if (unread) continue;
    const namers = namingTypes.flatMap((type) =>
      Object.entries(type.fields)
        .filter(([, field]) => field.kind === "references" && field.to === item.type.typeName)
        .map(([name]) => `${name} of a file in ${type.folder}/`),
    );
    item.data.forEach((entry, index) => {
      const name = fieldOf(entry, key.field);
      if (typeof name !== "string" || !SLUG.test(name) || names.has(name)) return;
      const field = `[${index}].${key.field}`;
      problems.push({
        file: item.file.path,
        line: lineOf(item, field),
        field,
        message: `"${name}" is named nowhere: add it to the ${namers.join(" or ")}, or remove it`,
      });
    });
  }
}

/** Page addresses: clean, not taken by the site, one file per address (case does not count). */
function checkSlugs(type: MarkdownType, files: ContentFile[], problems: ContentProblem[]): void {
  const bySlug = new Map<string, string[]>();
  const report = (file: string, message: string, field = "file name") =>
    problems.push({ file, field, message });
  for (const { path } of files) {
    const slug = baseName(path);
    const page = type.route(slug);
    if (!SLUG.test(slug)) {
      report(
        path,
        `"${slug}" becomes the page address ${page}: use lower-case letters, digits and hyphens`,
      );
    } else if (type.reservedSlugs.includes(slug)) {
      report(path, `"${slug}" is taken by the site's own pages (${page}): choose another name`);
    }
    bySlug.set(slug.toLowerCase(), [...(bySlug.get(slug.toLowerCase()) ?? []), path]);
  }
  for (const [slug, paths] of bySlug) {
    for (const path of paths.length > 1 ? paths : []) {
      const others = paths.filter((other) => other !== path).join(", ");
      report(
        path,
        `gives the same page address (${type.route(slug)}) as ${others}: rename one of them`,
      );
    }
  }
  for (const slug of type.requiredSlugs.filter((required) => !bySlug.has(required))) {
    report(
      `${type.folder}/${slug}.md`,
      `is missing: the site links to ${type.route(slug)}`,
      "(whole file)",
    );
  }
}

const MARKDOWN_FOLDERS = markdownTypes.map((type) => `${type.folder}/`).join(", ");
const yamlTypes = CONTENT_TYPES.filter((type): type is YamlType => type.format === "yaml");

/** Files whose kind or place means the site would never publish them. */
function unreadFileProblem(file: ContentFile): string | undefined {
  const kind = fileKind(file.path);
  const name = file.path.slice(file.path.lastIndexOf("/") + 1);
  if (kind === "markdown" && !markdownTypeOf(file.path)) {
    return `is not published: Markdown files belong directly in ${MARKDOWN_FOLDERS}`;
  }
  if (kind === "yaml" && !yamlTypeOf(file.path)) {
    return `is not a file the site reads (those are ${yamlTypes.map((type) => type.file).join(", ")})`;
  }
  if (kind === "other" && markdownTypeOf(file.path) && !name.startsWith(".")) {
    return "is not published: only Markdown files (.md) become pages";
  }
  if (file.head && !imageFormat(file.head)) {
    return `is not an image: a .${extension(file.path)} file must hold a JPEG, PNG, WebP, AVIF or TIFF image`;
  }
  return undefined;
}

const MAX_FILE_LENGTH = 200_000;
const TOO_LONG = `is longer than ${MAX_FILE_LENGTH.toLocaleString("en")} characters, the most a content file may hold (a long issue has about 30,000): split it`;

export function validateContent(
  files: ContentFile[],
  inspect: InspectMarkdown = inspectMarkdown,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const paths = new Set(files.map((file) => file.path));
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  const read: ReadFile[] = [];
  for (const file of sorted) {
    const unread = unreadFileProblem(file);
    if (unread) {
      problems.push({ file: file.path, field: "(whole file)", message: unread });
      continue;
    }
    // The checks and remark cost more than linearly; no real issue is this long.
    if ((file.text?.length ?? 0) > MAX_FILE_LENGTH) {
      problems.push({ file: file.path, field: "(whole file)", message: TOO_LONG });
      continue;
    }
    // Stryker disable next-line StringLiteral: no text, no controls ("Stryker was here!" has none)
    for (const { line, message } of lineProblems(file.text ?? "")) {
      problems.push({ file: file.path, line, field: "", message });
    }
    const markdownType = fileKind(file.path) === "markdown" && markdownTypeOf(file.path);
    const yamlType = yamlTypeOf(file.path);
    const fields = markdownType
      ? checkMarkdown(file, markdownType, paths, problems, inspect)
      : yamlType && checkYaml(file, yamlType, paths, problems);
    if (fields) read.push(fields);
  }
  const markdownFiles = sorted.filter(
    (file) => fileKind(file.path) === "markdown" && markdownTypeOf(file.path),
  );
  checkReferences(read, markdownFiles, problems);
  for (const type of markdownTypes) {
    const own = sorted.filter(
      (file) => fileKind(file.path) === "markdown" && markdownTypeOf(file.path) === type,
    );
    checkSlugs(type, own, problems);
  }
  for (const type of yamlTypes.filter((yaml) => !paths.has(yaml.file))) {
    problems.push({ file: type.file, field: "(whole file)", message: "is missing" });
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
