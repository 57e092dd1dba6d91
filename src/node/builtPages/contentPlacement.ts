// The post-build pass's proof for content: each page's content HTML is byte for byte what the judge
// published, sits where the template put it, and takes neither the page's ids nor the rest of the
// page, whatever a template changed.
import type { Element } from "../builtSite";
import { attribute, locationOf } from "../builtSite";
import { TAKES_IN_TEXT } from "../htmlSafety/htmlAllowList";
import type { JudgedIds } from "../htmlSafety/shippedHtml";

/** What one page says about its content (none: the page shows no content from content/). */
export interface ContentPlacement {
  problems: string[];
  contentIds: string[];
  /** The layout's, the template's, Gatsby's. */
  pageIds: string[];
  /** Elements that take in the rest of the page as text (<plaintext>, an unclosed <style>). */
  takenIn: string[];
}

const CONTENT_BODY = "data-content-body";

const isElement = (node: Element["parentNode"] | Element["childNodes"][number]): node is Element =>
  // Stryker disable next-line ConditionalExpression: no null reaches it: the test changes nothing
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
 * Where the content sits: each body inside <article> inside <main>, it and its ancestors closed by
 * their own end tags, and no element outside it that starts inside it (formatting left open).
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
      // A parser-supplied element (a <tbody>) starts nowhere inside the content.
      // Stryker disable next-line UnaryOperator: 1 is as far outside as -1 (a page starts with its
      // doctype)
      const start = element.sourceCodeLocation?.startOffset ?? -1;
      return (
        !inContent.has(element) &&
        // Stryker disable next-line EqualityOperator: only the body starts where the body does
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

/** Each content body's HTML exactly as the page's text has it, to compare with what was judged. */
export function contentBodies(elements: readonly Element[], html: string): string[] {
  return elements
    .filter((element) => attribute(element, CONTENT_BODY) !== undefined)
    .map((body) => {
      const { startTag, endTag } = locationOf(body);
      // Stryker disable next-line OptionalChaining: parse5 gives each element it places a start tag
      const start = startTag?.endOffset ?? 0;
      // A body left open runs to the end of the page.
      return html.slice(start, endTag?.startOffset ?? html.length);
    });
}

/** Every placement problem, naming the page and, for an id the page uses, where it is written. */
export function placementProblems(
  pages: readonly { file: string; placement: ContentPlacement }[],
  judgedIds: JudgedIds,
): string[] {
  return pages.flatMap(({ file, placement }) => {
    const own = new Set(placement.pageIds);
    const takenIn = placement.takenIn.map(
      (tag) => `${file}: the content's <${tag}> takes in the rest of the page as its text`,
    );
    const taken = [...new Set(placement.contentIds.filter((id) => own.has(id)))].map(
      (id) =>
        `${Object.hasOwn(judgedIds, id) ? judgedIds[id]?.join(", ") : file}: id "${id}" is one the page itself uses (${file}): choose another`,
    );
    return [...takenIn, ...placement.problems.map((problem) => `${file}: ${problem}`), ...taken];
  });
}

/** Pages whose content is not byte for byte HTML the allow-list judged (shippedHtml.ts' prints). */
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
