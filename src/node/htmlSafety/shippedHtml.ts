// The wall: each Markdown file's published HTML (publishedHtml.ts, highlighting included) judged
// against htmlAllowList.ts before any page is made, naming file and line. It catches what pieces
// become together; the judged fingerprints feed the post-build check (contentPlacement.ts).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { locatedHtmlProblems } from "./htmlAllowList";
import { prismLanguages } from "./prismClasses";
import { annotate } from "../../config/githubAnnotations";
import { parseMarkdown } from "../contentFiles/parseContent";
import { codeBlocks, ignoredFenceWords, type CodeBlock } from "./markdownSafety";
import { formatProblems, type ContentProblem } from "../contentFiles/contentProblems";
import { BuildMemo, codeFingerprint, sha256 } from "../cache/buildMemo";

/**
 * The first body line holding one of the clues (most specific first), outside code blocks (their
 * text makes no element); reads the file once.
 */
function lineFinder(text: string, blocks: CodeBlock[], bodyLineOffset: number) {
  const lines = text.toLowerCase().split("\n");
  const inCode = (index: number) =>
    blocks.some(
      ({ line, endLine }) =>
        index + 1 > bodyLineOffset + line - 1 && index + 1 <= bodyLineOffset + endLine,
    );
  return (clues: string[]): number | undefined => {
    for (const clue of clues.map((c) => c.toLowerCase())) {
      const index = lines.findIndex(
        (line, i) => i >= bodyLineOffset && !inCode(i) && line.includes(clue),
      );
      if (index >= 0) return index + 1;
    }
    return undefined;
  };
}

const HIGHLIGHTED = /<div class="gatsby-highlight" data-language="([^"]*)">/g;

/** The language gatsby-remark-prismjs writes for a fence's (diff-js is Prism's diff). */
const writtenLanguage = (lang: string | null): string =>
  (lang ?? "text").toLowerCase().replace(/^diff-.*/, "diff");

/**
 * The body line of an offset in the HTML that falls in a highlighted code block: the block's
 * first line of code plus the line breaks before it (highlighting keeps the code's text).
 */
function codeLineFinder(html: string, blocks: CodeBlock[]) {
  const highlighted = [...html.matchAll(HIGHLIGHTED)].map((match, index) => {
    const codeStart = html.indexOf(">", html.indexOf("<code", match.index)) + 1;
    const block = blocks[index];
    const same = block !== undefined && writtenLanguage(block.lang) === match[1];
    return {
      codeStart,
      end: html.indexOf("</code>", codeStart),
      line: same ? block.line : undefined,
    };
  });
  return (offset: number | undefined): number | undefined => {
    if (offset === undefined) return undefined;
    const block = highlighted.find(({ codeStart, end }) => offset >= codeStart && offset < end);
    if (block?.line === undefined) return undefined;
    return block.line + 1 + (html.slice(block.codeStart, offset).match(/\n/g)?.length ?? 0);
  };
}

export interface ShippedHtmlFindings {
  problems: ContentProblem[];
  /** Code blocks in a language Prism does not know: shown as plain code. */
  warnings: ContentProblem[];
}

export function shippedHtmlFindings(
  file: string,
  source: string,
  html: string,
): ShippedHtmlFindings {
  const { body, bodyLineOffset } = parseMarkdown(source);
  const blocks = codeBlocks(body);
  const lineOf = lineFinder(source, blocks, bodyLineOffset);
  const codeLineOf = codeLineFinder(html, blocks);
  const at = (message: string, clues: string[], offset?: number): ContentProblem => {
    const inCode = codeLineOf(offset);
    const line = inCode === undefined ? lineOf(clues) : bodyLineOffset + inCode;
    return { file, field: "", message, ...(line ? { line } : {}) };
  };
  const problems = locatedHtmlProblems(html).map(({ message, clues, offset }) =>
    at(message, clues, offset),
  );
  const ignored = ignoredFenceWords(body).map(({ line, message }) => ({
    file,
    field: "",
    message,
    line: bodyLineOffset + line,
  }));
  const unknown = blocks
    .filter(({ lang }) => lang && !prismLanguages().has(lang.replace(/^diff-/i, "").toLowerCase()))
    .map(({ lang, line }) => ({
      file,
      field: "",
      message: `the code block's language "${String(lang).toLowerCase()}" is unknown: it is shown as plain code`,
      line: bodyLineOffset + line,
    }));
  return { problems, warnings: [...ignored, ...unknown] };
}

/** Fingerprints of the judged HTML, kept in Gatsby's cache for contentPlacement.ts. */
const JUDGED_FILE = "judged-html.json";

export const readJudgedHtml = (cacheDir: string): ReadonlySet<string> =>
  new Set(JSON.parse(readFileSync(path.join(cacheDir, JUDGED_FILE), "utf8")) as string[]);

interface MarkdownHtml {
  allMarkdownRemark: { nodes: { fileAbsolutePath: string; html: string | null }[] };
}

/** Stops the build if a file's HTML leaves the allow-list; unchanged files skip (buildMemo.ts). */
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
