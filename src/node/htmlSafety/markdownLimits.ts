// Limits a Markdown body is read against, in one pass over its lines, before remark parses it:
// remark (and the HTML and e-mail passes after it) recurses once per level of nesting, so 10,000
// nested quotes overflow the stack; and its inline parsing (GFM's autolinks, brackets, emphasis,
// raw HTML) costs more than linearly within a block. With blocks bounded, a body costs time in
// proportion to its length (docs/performance.md). No issue a coach writes comes near a limit.

/** A limit passed, on its line (markdownSafety.ts reports it as its own UnsafeContent). */
interface LimitProblem {
  line: number;
  message: string;
}

/** Levels of quotes and lists (counted from the markers that open them), and of brackets. */
export const MAX_NESTING = 32;
/** Characters of a block: lines with no blank line between them. */
const MAX_BLOCK = 10_000;
/** What may open inline Markdown in a block: `[`, a tag's `<`, a run of `*`, `_` or `~`. */
const MAX_MARKS = 500;

// Quote markers and list markers at the start of a line, each with the spaces after it.
const CONTAINER = /^[ \t]*(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;
// An underscore between letters or digits opens and closes nothing (snake_case).
const MARKS = /\[|<[\p{L}/!?]|\*+|~+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu;

const expandTabs = (text: string): string => {
  let column = 0;
  return text.replace(/[^\t]*\t/g, (run) => {
    const width = 4 - ((column + run.length - 1) % 4);
    column += run.length - 1 + width;
    return run.slice(0, -1) + " ".repeat(width);
  });
};

export function markdownLimitProblems(markdown: string): LimitProblem[] {
  // The column where each open list item's text starts: a line indented less leaves it.
  const items: number[] = [];
  let block = { start: 1, length: 0, marks: 0, open: 0 };
  const problems: LimitProblem[] = [];
  const refuse = (line: number, message: string) => {
    if (!problems.some((problem) => problem.message === message)) problems.push({ line, message });
  };
  markdown.split("\n").forEach((text, index) => {
    const line = index + 1;
    if (text.trim() === "") {
      block = { start: line + 1, length: 0, marks: 0, open: 0 };
      return;
    }
    // Columns as CommonMark counts them (a tab to the next multiple of 4), from after the quote
    // markers that start the line: a list inside a quote nests by its indent after them.
    const columns = text.includes("\t") ? expandTabs(text) : text;
    const prefix = /^(?: *> ?)* */.exec(columns)?.[0] ?? "";
    while ((items.at(-1) ?? -1) > prefix.length) items.pop();
    let quotes = prefix.split(">").length - 1;
    for (
      let rest = columns.slice(prefix.length), column = prefix.length, marker;
      quotes + items.length <= MAX_NESTING && (marker = CONTAINER.exec(rest));
    ) {
      column += marker[0].length;
      rest = rest.slice(marker[0].length);
      if (marker[0].trim() === ">") quotes += 1;
      else items.push(column);
    }
    if (quotes + items.length > MAX_NESTING) {
      refuse(
        line,
        `quotes and lists nest more than ${MAX_NESTING} deep here (each > or list marker opens one inside the one before): write flatter Markdown`,
      );
    }
    block.length += text.length + 1;
    block.marks += text.match(MARKS)?.length ?? 0;
    for (const char of text.matchAll(/\\.|[[\]]/g)) {
      if (char[0] === "[") block.open += 1;
      else if (char[0] === "]") block.open = Math.max(0, block.open - 1);
      if (block.open > MAX_NESTING) {
        refuse(
          line,
          `more than ${MAX_NESTING} [ brackets are open here at once: close them, or write \\[ for a bracket meant as text`,
        );
        break;
      }
    }
    if (block.length > MAX_BLOCK) {
      refuse(
        block.start,
        `this paragraph, list, table or code block runs on for more than ${MAX_BLOCK.toLocaleString("en")} characters without a blank line: break it with blank lines`,
      );
    }
    if (block.marks > MAX_MARKS) {
      refuse(
        block.start,
        `this paragraph, list, table or code block has more than ${MAX_MARKS} [ brackets, HTML tags or runs of * _ ~ without a blank line: break it with blank lines`,
      );
    }
  });
  return problems;
}
