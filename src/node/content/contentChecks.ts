// Runs the content checks (validateContent.ts) where the coach sees them: before `gatsby build` or
// `gatsby develop` reads anything, and again in `gatsby develop` whenever a file in content/ is
// saved, so a mistake is named (file and field) instead of surfacing as a GraphQL error. In GitHub
// Actions each problem is also an annotation on its file and line (a pull request shows it there).
import type { CreateNodeArgs, GatsbyNode, Node, ParentSpanPluginArgs, Reporter } from "gatsby";
import { annotate, type Annotation } from "../../config/githubAnnotations";
import path from "node:path";
import { readContentFiles } from "./readContentFiles";
import { fieldLine } from "../contentFiles/fieldLines";
import { inspectMarkdown, type JudgedMarkdown } from "../htmlSafety/markdownSafety";
import { parseMarkdown } from "../contentFiles/parseContent";
import { writeJudgedIds } from "../htmlSafety/shippedHtml";
import { BuildMemo, codeFingerprint } from "../cache/buildMemo";
import { gatsbyCacheDir, isGatsbyDevelop } from "../gatsbyOutput";
import { fileKind, validateContent, type ContentFile } from "./validateContent";
import { formatProblems, type ContentProblem } from "../contentFiles/contentProblems";

// Problems about a whole file (its name, its frontmatter block) point at its first line.
const WHOLE_FILE = new Set(["", "(whole file)", "file name", "frontmatter", "body"]);

/** Each problem where the coach typed it: a body line as found, a field by its key's line. */
export function contentAnnotations(
  problems: readonly ContentProblem[],
  files: readonly ContentFile[],
): Annotation[] {
  const texts = new Map(files.map((file) => [file.path, file.text]));
  return problems.map(({ file, line, field, message }) => {
    const text = texts.get(file);
    const keyLine =
      text === undefined || WHOLE_FILE.has(field)
        ? 1
        : fieldLine(text, field, fileKind(file) === "markdown" ? "markdown" : "yaml");
    return { file, line: line ?? keyLine, message: field ? `${field} ${message}` : message };
  });
}

// Each body judged once, here, and published as judged (resolvers.ts): the verdicts are kept in
// .cache, where Gatsby's query workers read them too, and a body judged by an earlier build with
// the same code is not parsed again (buildMemo.ts).
let judgedBodies: BuildMemo<JudgedMarkdown> | undefined;

const openJudgedBodies = () =>
  new BuildMemo<JudgedMarkdown>(
    path.join(gatsbyCacheDir(process.cwd()), "markdown-bodies.json"),
    codeFingerprint(process.cwd()),
  );

export const judgedMarkdown = (body: string): JudgedMarkdown =>
  (judgedBodies ??= openJudgedBodies()).get(body, () => inspectMarkdown(body));

// In `gatsby develop`, a saved file's body judged here is the one its page then publishes.
const problemsNow = () => validateContent(readContentFiles(process.cwd()), judgedMarkdown);

// Runs before the transformers read content/, so one message lists every problem in every file
// (a transformer would stop at the first file it cannot parse).
export function checkContent({ reporter, cache }: ParentSpanPluginArgs): void {
  const files = readContentFiles(process.cwd());
  judgedBodies = openJudgedBodies();
  const problems = validateContent(files, judgedMarkdown);
  judgedBodies.save();
  if (problems.length > 0) {
    annotate("error", contentAnnotations(problems, files));
    reporter.panicOnBuild(formatProblems(problems));
    return;
  }
  // Bodies all judged above: each is taken from the memo.
  const ids = new Map<string, string[]>();
  const warnings = files.flatMap(({ path: file, text }) => {
    if (fileKind(file) !== "markdown" || text === undefined) return [];
    const { body, bodyLineOffset } = parseMarkdown(text);
    const judged = judgedMarkdown(body);
    for (const { id, line } of judged.ids) {
      ids.set(id, [...(ids.get(id) ?? []), `${file}:${bodyLineOffset + line}`]);
    }
    return judged.warnings.map(({ line, message }) => ({
      file,
      field: "",
      message,
      line: bodyLineOffset + line,
    }));
  });
  writeJudgedIds(cache.directory, Object.fromEntries(ids));
  const markdownFiles = files.filter(({ path: file }) => fileKind(file) === "markdown").length;
  reporter.info(`${markdownFiles} Markdown files judged, each element against the allow-list`);
  for (const { file, line, message } of warnings) reporter.warn(`${file}:${line}: ${message}`);
  annotate("warning", warnings);
}

let watching = false;
let pending: ReturnType<typeof setTimeout> | undefined;
let lastMessage = "";

// From here on, a changed file in content/ means the coach saved it in `gatsby develop`.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  watching = isGatsbyDevelop();
};

/**
 * Checks content/ again shortly after a save (one check for a burst of saves), without stopping.
 */
function recheck(reporter: Reporter): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    const problems = problemsNow();
    const message = problems.length > 0 ? formatProblems(problems, "fix them and save") : "";
    if (message) reporter.error(message);
    else if (lastMessage) reporter.success("content/ checked: the problems are fixed");
    lastMessage = message;
  }, 100);
}

export function recheckSavedContent({ node, reporter }: CreateNodeArgs): void {
  const file = node as Node & { sourceInstanceName?: string };
  if (watching && file.internal.type === "File" && file.sourceInstanceName === "content") {
    recheck(reporter);
  }
}
