// The net behind the content checks, run on every built page in the post-build pass (one walk of
// the elements that pass has parsed anyway): the HTML made from content/ must still sit where the
// template put it, and may not take an id the page itself uses. The checks before the build judge
// each file's HTML inside a <div> as the browser parses it there (htmlAllowList.ts, with the line
// to fix); this one reads the page as it was written, so whatever they missed, or a template that
// changes, cannot put content outside its article without stopping the build.
import type { Element } from "../builtSite";
import { attribute } from "../builtSite";

/** What one page says about the content on it (none: the page shows no content from content/). */
export interface ContentPlacement {
  /** What is wrong with where the content sits, in words. */
  problems: string[];
  /** Ids inside the content. */
  contentIds: string[];
  /** Ids the page itself uses: the layout's, the template's, Gatsby's. */
  pageIds: string[];
}

/** The element that holds content on a page (Prose.tsx). */
const CONTENT_BODY = "data-content-body";

const isElement = (node: Element["parentNode"] | Element["childNodes"][number]): node is Element =>
  node !== null && "tagName" in node;

/** The elements around one, nearest first, up to (not including) <body>. */
function ancestorsOf(element: Element): Element[] {
  const found: Element[] = [];
  for (let node = element.parentNode; isElement(node) && node.tagName !== "body";) {
    found.push(node);
    node = node.parentNode;
  }
  return found;
}

/**
 * Where the content sits on a page, from its elements in document order (parsePage): each content
 * body inside an <article> inside <main>, it and every element around it closed by its own end tag
 * (an end tag too many in the content closes one of them early; an element left open swallows the
 * end tags after it), and no element outside it that starts inside it (formatting left open runs
 * on into the page after the content).
 */
export function contentPlacement(elements: readonly Element[]): ContentPlacement {
  const bodies = elements.filter((element) => attribute(element, CONTENT_BODY) !== undefined);
  const inContent = new Set<Element>();
  const problems: string[] = [];
  for (const body of bodies) {
    const around = ancestorsOf(body);
    const article = around.findIndex((element) => element.tagName === "article");
    if (article < 0 || !around.slice(article + 1).some((element) => element.tagName === "main")) {
      problems.push("the content is not inside its <article> inside <main>");
    }
    for (const element of [body, ...around]) {
      if (!element.sourceCodeLocation?.endTag) {
        problems.push(
          `the page's <${element.tagName}> around the content is closed by something in the content`,
        );
      }
    }
    const from = body.sourceCodeLocation?.startOffset ?? 0;
    const to = body.sourceCodeLocation?.endOffset ?? 0;
    const stack = [body];
    while (stack.length > 0) {
      const element = stack.pop() as Element;
      inContent.add(element);
      stack.push(...element.childNodes.filter(isElement));
    }
    const runOn = elements.find((element) => {
      const start = element.sourceCodeLocation?.startOffset ?? -1;
      return !inContent.has(element) && start > from && start < to;
    });
    if (runOn) {
      problems.push(`the content's <${runOn.tagName}> runs on into the page after the content`);
    }
  }
  const idsOf = (list: readonly Element[]) =>
    list.map((element) => attribute(element, "id")).filter((id): id is string => id !== undefined);
  return {
    problems,
    contentIds: idsOf(elements.filter((element) => inContent.has(element))),
    pageIds: idsOf(elements.filter((element) => !inContent.has(element))),
  };
}

/** A content file's text, to find the line an id is written on. */
interface SourceText {
  path: string;
  /** Undefined for a file that is not text (an image). */
  text?: string;
}

/** Where in content/ an id is written: "file:line" for each, or none found. */
function whereWritten(id: string, sources: readonly SourceText[]): string[] {
  const written = new RegExp(
    `\\bid\\s*=\\s*["']?${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(["'\\s>]|$)`,
    "i",
  );
  return sources.flatMap(({ path, text = "" }) =>
    text
      .split("\n")
      .map((line, index) => (written.test(line) ? `${path}:${index + 1}` : ""))
      .filter(Boolean),
  );
}

/**
 * Every problem of where content sits on the built pages, each naming the page, and for an id the
 * page uses itself, the file and line in content/ that writes it.
 */
export function placementProblems(
  pages: readonly { file: string; placement: ContentPlacement }[],
  sources: readonly SourceText[],
): string[] {
  return pages.flatMap(({ file, placement }) => {
    const own = new Set(placement.pageIds);
    const taken = [...new Set(placement.contentIds.filter((id) => own.has(id)))].map((id) => {
      const where = whereWritten(id, sources);
      const at = where.length > 0 ? where.join(", ") : file;
      return `${at}: id "${id}" is one the page itself uses (${file}): choose another`;
    });
    return [...placement.problems.map((problem) => `${file}: ${problem}`), ...taken];
  });
}
