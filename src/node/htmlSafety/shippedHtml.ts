// The wall: the HTML the build publishes from each Markdown file (publishedHtml.ts, from
// gatsby-transformer-remark's output, code highlighting included: exactly what the pages and the
// feed carry) is judged against the one allow-list (htmlAllowList.ts) before any page is made.
// Anything sanitising would change stops the build, naming the source file and, where the offending
// text can be found in it, the line. The source checks (markdownSafety.ts) ran earlier with
// friendlier messages; this one catches what the pieces become together and what a plugin adds.
// The fingerprints of what it judged are kept for the post-build pass, which stops the build if a
// page's content is not, byte for byte, one of them (contentPlacement.ts).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import prismComponents from "prismjs/components";
import { htmlProblems } from "./htmlAllowList";
import { annotate } from "../../config/githubAnnotations";
import { parseMarkdown } from "../contentFiles/parseContent";
import { ignoredFenceWords } from "./markdownSafety";
import { formatProblems, type ContentProblem } from "../contentFiles/contentProblems";
import { BuildMemo, codeFingerprint, sha256 } from "../cache/buildMemo";

/** Every language name and alias Prism highlights. */
// Stryker disable ArrayDeclaration: equivalent; the name a mutant adds has spaces, which a code
// block's language (its first word) never has
const PRISM_LANGUAGES: ReadonlySet<string> = new Set(
  Object.entries(prismComponents.languages as Record<string, { alias?: string | string[] }>)
    .flatMap(([name, { alias }]) => [name, ...[alias ?? []].flat()])
    .concat("text"),
);
// Stryker restore ArrayDeclaration

/**
 * Finds the first line of a Markdown file's body holding one of the clues (most specific first),
 * if any does; the file is read once, however many problems it has.
 */
function lineFinder(text: string): (clues: string[]) => number | undefined {
  const { bodyLineOffset } = parseMarkdown(text);
  const lines = text.toLowerCase().split("\n");
  return (clues) => {
    for (const clue of clues.map((c) => c.toLowerCase())) {
      const index = lines.findIndex((line, i) => i >= bodyLineOffset && line.includes(clue));
      if (index >= 0) return index + 1;
    }
    return undefined;
  };
}

export interface ShippedHtmlFindings {
  problems: ContentProblem[];
  /** Code blocks in a language Prism does not know: shown as plain code. */
  warnings: ContentProblem[];
}

/** What is wrong with the HTML published from one source file. */
export function shippedHtmlFindings(
  file: string,
  source: string,
  html: string,
): ShippedHtmlFindings {
  const lineOf = lineFinder(source);
  const at = (message: string, clues: string[]): ContentProblem => {
    const line = lineOf(clues);
    return { file, field: "", message, ...(line ? { line } : {}) };
  };
  const problems = htmlProblems(html).map(({ message, clues }) => at(message, clues));
  const { body, bodyLineOffset } = parseMarkdown(source);
  const ignored = ignoredFenceWords(body).map(({ line, message }) => ({
    file,
    field: "",
    message,
    line: bodyLineOffset + line,
  }));
  const unknown = [...html.matchAll(/<div class="gatsby-highlight" data-language="([^"]*)"/g)]
    // The group takes part in every match.
    .map((match) => String(match[1]))
    .filter((language) => !PRISM_LANGUAGES.has(language.replace(/^diff-/, "").toLowerCase()))
    .map((language) =>
      at(`the code block's language "${language}" is unknown: it is shown as plain code`, [
        "```" + language,
        "~~~" + language,
      ]),
    );
  return { problems, warnings: [...ignored, ...unknown] };
}

/**
 * Where a build keeps the fingerprints of the HTML the allow-list judged (in Gatsby's cache
 * folder), for the post-build pass to compare each page's content with (contentPlacement.ts).
 */
const JUDGED_FILE = "judged-html.json";

/** The fingerprints (sha256) of the HTML this build's check judged. */
export const readJudgedHtml = (cacheDir: string): ReadonlySet<string> =>
  new Set(JSON.parse(readFileSync(path.join(cacheDir, JUDGED_FILE), "utf8")) as string[]);

interface MarkdownHtml {
  allMarkdownRemark: { nodes: { fileAbsolutePath: string; html: string | null }[] };
}

/**
 * Checks the HTML of every Markdown file; stops the build if any is outside the allow-list. A file
 * whose source and HTML were judged by an earlier build of the same code is not judged again
 * (buildMemo.ts).
 */
export async function checkShippedHtml({
  graphql,
  reporter,
  cache,
}: CreatePagesArgs): Promise<void> {
  const result = await graphql<MarkdownHtml>(`
    query ShippedHtml {
      allMarkdownRemark {
        nodes {
          fileAbsolutePath
          html
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the HTML made from content/", result.errors);
    return;
  }
  const memo = new BuildMemo<ShippedHtmlFindings>(
    path.join(cache.directory, "shipped-html.json"),
    codeFingerprint(process.cwd()),
  );
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  for (const { fileAbsolutePath, html } of result.data.allMarkdownRemark.nodes) {
    const file = path.relative(process.cwd(), fileAbsolutePath).split(path.sep).join("/");
    const source = readFileSync(fileAbsolutePath, "utf8");
    const findings = memo.get(JSON.stringify([file, source, html ?? ""]), () =>
      shippedHtmlFindings(file, source, html ?? ""),
    );
    problems.push(...findings.problems);
    warnings.push(...findings.warnings);
  }
  memo.save();
  const judged = result.data.allMarkdownRemark.nodes.map(({ html }) => sha256(html ?? ""));
  writeFileSync(path.join(cache.directory, JUDGED_FILE), JSON.stringify([...new Set(judged)]));
  for (const { file, line, message } of warnings) {
    reporter.warn(`${line ? `${file}:${line}` : file}: ${message}`);
  }
  // In GitHub Actions, also marked on the file and line in a pull request.
  annotate("warning", warnings);
  annotate("error", problems);
  if (problems.length > 0) reporter.panicOnBuild(formatProblems(problems));
  else {
    const files = result.data.allMarkdownRemark.nodes.length;
    reporter.info(`HTML of ${files} content files checked against the allow-list`);
  }
}
