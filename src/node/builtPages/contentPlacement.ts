// The net behind the content checks, run on every built page in the post-build pass (one walk of
// the elements that pass has parsed anyway): the HTML made from content/ must be, byte for byte,
// HTML the allow-list judged, must still sit where the template put it, and may not take an id the
// page itself uses or take in the rest of the page as text. The checks before the build judge
// each file's HTML inside a <div> as the browser parses it there (htmlAllowList.ts, with the line
// to fix); this one reads the page as it was written, so whatever they missed, or a template that
// changes, cannot put content outside its article without stopping the build.
import type { Element } from "../builtSite";
import { attribute, locationOf } from "../builtSite";
import { TAKES_IN_TEXT } from "../htmlSafety/htmlAllowList";

/** What one page says about the content on it (none: the page shows no content from content/). */
export interface ContentPlacement {
  /** What is wrong with where the content sits, in words. */
  problems: string[];
  /** Ids inside the content. */
  contentIds: string[];
  /** Ids the page itself uses: the layout's, the template's, Gatsby's. */
  pageIds: string[];
  /**
   * Elements of the content that take in the rest of the page as their text (a <plaintext>, a
   * <style> never closed): the page after them is gone, Gatsby's scripts with it.
   */
  takenIn: string[];
}

/** The element that holds content on a page (Prose.tsx). */
const CONTENT_BODY = "data-content-body";

const isElement = (node: Element["parentNode"] | Element["childNodes"][number]): node is Element =>
  // Stryker disable next-line ConditionalExpression: no null reaches it (children never are, and
  // the walk up from a content body stops at <body>), so leaving the test out changes nothing
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
  const takenIn: string[] = [];
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
    const { startOffset: from, endOffset: to } = locationOf(body);
    const stack = [body];
    while (stack.length > 0) {
      const element = stack.pop() as Element;
      inContent.add(element);
      if (TAKES_IN_TEXT.has(element.tagName) && !locationOf(element).endTag) {
        takenIn.push(element.tagName);
      }
      stack.push(...element.childNodes.filter(isElement));
    }
    const runOn = elements.find((element) => {
      // An element the parser supplied (a <tbody>) has no place in the text: it starts nowhere
      // inside the content.
      // Stryker disable next-line UnaryOperator: 1 is as far outside as -1 (a page starts with its
      // doctype, never with a content body)
      const start = element.sourceCodeLocation?.startOffset ?? -1;
      return (
        !inContent.has(element) &&
        // Stryker disable next-line EqualityOperator: only the body starts where the body does
        // (the page's <div>, which the parser never copies)
        start > from &&
        start < to
      );
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
    takenIn,
  };
}

/**
 * The HTML of each content body on a page, exactly as the page's text (`html`, which `elements`
 * were parsed from) has it: what the build's allow-list must have judged, byte for byte.
 */
export function contentBodies(elements: readonly Element[], html: string): string[] {
  return elements
    .filter((element) => attribute(element, CONTENT_BODY) !== undefined)
    .map((body) => {
      const { startTag, endTag } = locationOf(body);
      // Stryker disable next-line OptionalChaining: parse5 gives each element it places a start tag
      const start = startTag?.endOffset ?? 0;
      // A body left open (content that swallows its end tag) runs to the end of the page.
      return html.slice(start, endTag?.startOffset ?? html.length);
    });
}

/** A content file's text, to find the line an id is written on. */
interface SourceText {
  path: string;
  /** Undefined for a file that is not text (an image). */
  text?: string;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where in content/ a pattern is written: "file:line" for each, or none found. */
function whereWritten(written: RegExp, sources: readonly SourceText[]): string[] {
  return sources.flatMap(({ path, text }) =>
    text === undefined
      ? []
      : text
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
    const at = (written: RegExp) => {
      const where = whereWritten(written, sources);
      return where.length > 0 ? where.join(", ") : file;
    };
    const takenIn = placement.takenIn.map(
      (tag) =>
        `${at(new RegExp(`<${tag}\\b`, "i"))}: the content's <${tag}> takes in the rest of the page (${file}) as its text: to show the tag as text, put it in backticks (\`<${tag}>\`)`,
    );
    const taken = [...new Set(placement.contentIds.filter((id) => own.has(id)))].map(
      (id) =>
        `${at(new RegExp(`\\bid\\s*=\\s*["']?${escaped(id)}(["'\\s>]|$)`, "i"))}: id "${id}" is one the page itself uses (${file}): choose another`,
    );
    return [...takenIn, ...placement.problems.map((problem) => `${file}: ${problem}`), ...taken];
  });
}

/**
 * Each page whose content is not, byte for byte, HTML the build's allow-list judged (`judged`: the
 * fingerprints shippedHtml.ts kept; `bodies`: those of each content body on the page).
 */
export function unjudgedContent(
  pages: readonly { file: string; bodies: readonly string[] }[],
  judged: ReadonlySet<string>,
): string[] {
  return pages
    .filter(({ bodies }) => bodies.some((body) => !judged.has(body)))
    .map(
      ({ file }) =>
        `${file}: the content on this page is not the HTML the allow-list judged: something changed it after the check (src/node/htmlSafety/publishedHtml.ts makes it; nothing may edit it afterwards)`,
    );
}
