// A problem found in a content file, and how the build reports a list of them: every check that
// judges content (the content checks, the shipped HTML, the feed) names the file and, where it
// can, the field or the line, so the coach fixes them all in one go.

export interface ContentProblem {
  file: string;
  /** Line in the file, when the problem is in one place of a Markdown body. */
  line?: number;
  /** Dotted path to the field: "date", "outcomes[1].metric", "[2].name"; "" for body lines. */
  field: string;
  message: string;
}

/**
 * One message for the log: every problem, one line each, grouped by file ("file:line" if known).
 */
export function formatProblems(problems: ContentProblem[], outcome = "nothing was built"): string {
  const lines = problems.map(({ file, line, field, message }) => {
    const where = line ? `${file}:${line}` : file;
    return `  - ${where}: ${field ? `${field} ${message}` : message}`;
  });
  return `${problems.length} problem(s) in content/, ${outcome}:\n${lines.join("\n")}`;
}
