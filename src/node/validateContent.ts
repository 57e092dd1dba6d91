// Checks on the files in content/ that GraphQL cannot make: real calendar dates, empty text,
// unparseable frontmatter, missing images, a testimonial without a name. Pure functions: they take
// the files' text and report every problem (file and field), so the coach fixes them all in one go.
import yaml from "js-yaml";

export interface ContentFile {
  /** Path from the project root, with forward slashes: "content/newsletter/tdd.md". */
  path: string;
  text: string;
}

export interface ContentProblem {
  file: string;
  /** Dotted path to the field: "date", "outcomes[1].metric", "[2].name". */
  field: string;
  message: string;
}

type Rule =
  | "text"
  | "optionalText"
  | "date"
  | "integer"
  | "image"
  | "optionalImage"
  | "optionalUrl"
  | "optionalBoolean"
  | { list: Spec; min: number }
  | { texts: number }
  | { object: Spec };

interface Spec {
  [field: string]: Rule;
}

const section: Rule = { object: { title: "text", intro: "text" } };

// ---- Trust (issue 13): the offer, the FAQ, proof and the coach --------------------------------
// content/offer.yaml, plus the fields added to testimonials, case-study outcomes and home.yaml.
// The matching GraphQL types are `trustTypeDefs` in schema.ts.

const offerSpec: Spec = {
  introCall: "text",
  audience: {
    object: { title: "text", intro: "text", goodFit: { texts: 1 }, notAFit: { texts: 1 } },
  },
  formats: {
    object: {
      title: "text",
      intro: "text",
      items: {
        list: {
          name: "text",
          forWhom: "text",
          length: "text",
          format: "text",
          includes: { texts: 1 },
          price: "optionalText",
          bookingUrl: "optionalUrl",
        },
        min: 1,
      },
    },
  },
  faq: {
    object: { title: "text", items: { list: { question: "text", answer: "text" }, min: 1 } },
  },
  closing: { object: { title: "text", text: "text" } },
};

/** Optional on each testimonial: a link to the person's public profile. */
const trustTestimonialFields: Spec = { profileUrl: "optionalUrl" };

/** Optional on each case-study outcome: show it in the home page's results strip. */
const trustOutcomeFields: Spec = { highlight: "optionalBoolean" };

const trustHomeFields: Spec = { results: section };

const trustCoachFields: Spec = { role: "text" };

// ---- end of Trust ----------------------------------------------------------------------------

const newsletterSpec: Spec = { title: "text", date: "date", summary: "text" };

const caseStudySpec: Spec = {
  title: "text",
  client: "text",
  industry: "text",
  teamSize: "text",
  duration: "text",
  summary: "text",
  order: "integer",
  image: "image",
  imageAlt: "text",
  outcomes: {
    list: {
      metric: "text",
      before: "text",
      after: "text",
      note: "optionalText",
      ...trustOutcomeFields,
    },
    min: 1,
  },
  quote: { object: { text: "text", name: "text", role: "text" } },
};

const legalPageSpec: Spec = { title: "text", description: "text", updated: "date" };

const testimonialSpec: Spec = {
  name: "text",
  role: "text",
  company: "text",
  quote: "text",
  photo: "optionalImage",
  photoAlt: "optionalText",
  ...trustTestimonialFields,
};

const homeSpec: Spec = {
  hero: { object: { eyebrow: "text", intro: "text" } },
  system: {
    object: {
      title: "text",
      intro: "text",
      steps: { list: { title: "text", description: "text" }, min: 1 },
    },
  },
  testimonials: section,
  caseStudies: section,
  newsletter: section,
  caseStudyPage: section,
  archivePage: section,
  coach: {
    object: {
      name: "text",
      bio: "text",
      portrait: "image",
      portraitAlt: "text",
      ...trustCoachFields,
    },
  },
  ...trustHomeFields,
};

/** Files the pages read: without them a page would have nothing to show. */
export const REQUIRED_FILES = [
  "content/home.yaml",
  "content/testimonials.yaml",
  "content/offer.yaml",
  "content/pages/privacy-policy.md",
  "content/pages/terms-of-service.md",
];

/** Slugs become URLs: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True only for a date that exists on the calendar, written YYYY-MM-DD ("2026-02-30" is false). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const dirname = (path: string): string => path.slice(0, path.lastIndexOf("/"));

/** Resolves "../images/x.jpg" against the folder of the file that mentions it, as Gatsby does. */
export function resolveRelative(fromFile: string, relative: string): string {
  const parts = dirname(fromFile).split("/");
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

const describe = (value: unknown): string =>
  value === null ? "nothing" : Array.isArray(value) ? "a list" : typeof value;

const join = (prefix: string, field: string): string =>
  prefix === "" ? field : field.startsWith("[") ? `${prefix}${field}` : `${prefix}.${field}`;

function checkValue(
  value: unknown,
  rule: Rule,
  field: string,
  file: string,
  fileExists: (path: string) => boolean,
  problems: ContentProblem[],
): void {
  const report = (message: string): void => {
    problems.push({ file, field, message });
  };
  const optional =
    rule === "optionalText" ||
    rule === "optionalImage" ||
    rule === "optionalUrl" ||
    rule === "optionalBoolean";
  if (value === undefined || value === null) {
    if (!optional) report("is missing");
    return;
  }
  if (typeof rule === "object") {
    if ("list" in rule) {
      if (!Array.isArray(value)) return report(`must be a list, not ${describe(value)}`);
      if (value.length < rule.min) return report(`needs at least ${rule.min} item(s)`);
      value.forEach((item, index) =>
        checkObject(item, rule.list, `${field}[${index}]`, file, fileExists, problems),
      );
      return;
    }
    if ("texts" in rule) {
      if (!Array.isArray(value)) return report(`must be a list, not ${describe(value)}`);
      if (value.length < rule.texts) return report(`needs at least ${rule.texts} item(s)`);
      value.forEach((item, index) => {
        const at = `${field}[${index}]`;
        if (typeof item !== "string") {
          problems.push({ file, field: at, message: `must be text, not ${describe(item)}` });
        } else if (item.trim() === "") problems.push({ file, field: at, message: "is empty" });
      });
      return;
    }
    checkObject(value, rule.object, field, file, fileExists, problems);
    return;
  }
  if (rule === "optionalBoolean") {
    if (typeof value !== "boolean") report(`must be true or false, got ${JSON.stringify(value)}`);
    return;
  }
  if (rule === "integer") {
    if (typeof value !== "number" || !Number.isInteger(value)) {
      report(`must be a whole number, got ${JSON.stringify(value)}`);
    }
    return;
  }
  if (typeof value !== "string") return report(`must be text, not ${describe(value)}`);
  if (value.trim() === "") return report("is empty");
  if (rule === "optionalUrl" && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(value)) {
    report(`must be a full https:// address, got "${value}"`);
  }
  if (rule === "date" && !isCalendarDate(value)) {
    report(`must be a real calendar date written YYYY-MM-DD, got "${value}"`);
  }
  if ((rule === "image" || rule === "optionalImage") && !fileExists(resolveRelative(file, value))) {
    report(`points to "${value}", but there is no file at ${resolveRelative(file, value)}`);
  }
}

function checkObject(
  value: unknown,
  spec: Spec,
  prefix: string,
  file: string,
  fileExists: (path: string) => boolean,
  problems: ContentProblem[],
): void {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    problems.push({
      file,
      field: prefix || "(whole file)",
      message: `must be a set of fields, not ${describe(value)}`,
    });
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [field, rule] of Object.entries(spec)) {
    checkValue(record[field], rule, join(prefix, field), file, fileExists, problems);
  }
}

// CORE_SCHEMA keeps dates as the text the coach wrote: the default schema would quietly turn an
// unquoted 2026-02-30 into 2 March.
const parseYaml = (text: string, path: string): unknown =>
  yaml.safeLoad(text, { schema: yaml.CORE_SCHEMA, filename: path });

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

function parseError(error: unknown): string {
  if (error instanceof yaml.YAMLException) {
    const where = error.mark ? ` (line ${error.mark.line + 1})` : "";
    return `${error.reason}${where}`;
  }
  return error instanceof Error ? error.message : String(error);
}

function checkMarkdown(
  file: ContentFile,
  spec: Spec,
  fileExists: (path: string) => boolean,
  problems: ContentProblem[],
): void {
  const match = FRONTMATTER.exec(file.text);
  if (!match) {
    problems.push({
      file: file.path,
      field: "frontmatter",
      message: "is missing: the file must start with a --- block of fields",
    });
    return;
  }
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "", file.path);
  } catch (error) {
    problems.push({
      file: file.path,
      field: "frontmatter",
      message: `cannot be read: ${parseError(error)}`,
    });
    return;
  }
  checkObject(data ?? {}, spec, "", file.path, fileExists, problems);
  if ((match[2] ?? "").trim() === "") {
    problems.push({ file: file.path, field: "body", message: "is empty" });
  }
}

function checkYaml(
  file: ContentFile,
  check: (data: unknown) => void,
  problems: ContentProblem[],
): void {
  try {
    check(parseYaml(file.text, file.path));
  } catch (error) {
    problems.push({
      file: file.path,
      field: "(whole file)",
      message: `cannot be read: ${parseError(error)}`,
    });
  }
}

function checkSlug(file: ContentFile, problems: ContentProblem[]): void {
  const slug = file.path.slice(file.path.lastIndexOf("/") + 1).replace(/\.md$/, "");
  if (!SLUG.test(slug)) {
    problems.push({
      file: file.path,
      field: "file name",
      message: `"${slug}" becomes the page address: use lower-case letters, digits and hyphens`,
    });
  }
}

/**
 * Every problem in the content files, in file order. `fileExists` answers for paths from the project
 * root ("content/images/coach-portrait.jpg"), so tests need no disk.
 */
export function validateContent(
  files: ContentFile[],
  fileExists: (path: string) => boolean,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const paths = new Set(files.map((file) => file.path));
  for (const required of REQUIRED_FILES) {
    if (!paths.has(required)) {
      problems.push({ file: required, field: "(whole file)", message: "is missing" });
    }
  }
  if (!files.some((file) => /^content\/newsletter\/[^/]+\.md$/.test(file.path))) {
    problems.push({
      file: "content/newsletter/",
      field: "(folder)",
      message: "has no issues: the archive needs at least one",
    });
  }
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  for (const file of sorted) {
    const { path } = file;
    if (/^content\/newsletter\/[^/]+\.md$/.test(path)) {
      checkSlug(file, problems);
      checkMarkdown(file, newsletterSpec, fileExists, problems);
    } else if (/^content\/case-studies\/[^/]+\.md$/.test(path)) {
      checkSlug(file, problems);
      checkMarkdown(file, caseStudySpec, fileExists, problems);
    } else if (/^content\/pages\/[^/]+\.md$/.test(path)) {
      checkMarkdown(file, legalPageSpec, fileExists, problems);
    } else if (path === "content/testimonials.yaml") {
      checkYaml(
        file,
        (data) => {
          if (!Array.isArray(data) || data.length === 0) {
            problems.push({
              file: path,
              field: "(whole file)",
              message: "must be a list of testimonials",
            });
            return;
          }
          data.forEach((item, index) =>
            checkObject(item, testimonialSpec, `[${index}]`, path, fileExists, problems),
          );
        },
        problems,
      );
    } else if (path === "content/offer.yaml") {
      checkYaml(
        file,
        (data) => checkObject(data, offerSpec, "", path, fileExists, problems),
        problems,
      );
    } else if (path === "content/home.yaml") {
      checkYaml(
        file,
        (data) => checkObject(data, homeSpec, "", path, fileExists, problems),
        problems,
      );
    }
  }
  return problems;
}

/** One message for the build log: every problem, one line each, grouped by file. */
export function formatProblems(problems: ContentProblem[]): string {
  const lines = problems.map(({ file, field, message }) => `  - ${file}: ${field} ${message}`);
  return `${problems.length} problem(s) in content/, nothing was built:\n${lines.join("\n")}`;
}
