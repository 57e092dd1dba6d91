// A small HTML start-tag scanner for the build's own output. It follows the HTML tokenizer far
// enough to find what a browser treats as markup: comments are skipped, and the text of raw-text
// elements (script, style, noscript with scripting on, ...) is taken verbatim up to the first
// matching end tag, exactly as the parser does. That matters for CSP: a script's hash is computed
// over the characters the parser hands to the script element, where entities are NOT decoded.
// Not a full parser: no tree building, no foreign-content (SVG/MathML) rules, which the site does
// not use for scripts. The browser suite (e2e/security.spec.ts) is the independent check.

/** One start tag: its lower-cased name, attributes (values entity-decoded) and where it sits. */
export interface StartTag {
  name: string;
  attrs: Map<string, string>;
  /** Index of the "<". */
  start: number;
  /** Index just after the ">". */
  end: number;
  /** For raw-text elements: the verbatim text up to the end tag, and where the end tag ends. */
  rawText?: string;
  closeEnd?: number;
}

// Elements whose content the tokenizer does not parse as markup (RAWTEXT, RCDATA, script data).
// noscript is raw text because browsers that run our scripts parse it with scripting enabled.
const RAW_TEXT_ELEMENTS = new Set([
  "script",
  "style",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
  "textarea",
  "title",
]);

const WHITESPACE = /[\t\n\f\r ]/;

/** The HTML input stream preprocessor turns CRLF and lone CR into LF before tokenizing. */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

function decodeEntities(value: string): string {
  return value.replace(
    /&(#x[0-9a-f]+|#[0-9]+|amp|quot|apos|lt|gt|#39);?/gi,
    (whole, ref: string) => {
      const lower = ref.toLowerCase();
      if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith("#")) return String.fromCodePoint(parseInt(lower.slice(1), 10));
      const named: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
      return named[lower] ?? whole;
    },
  );
}

/** Index of the end tag `</name` (followed by whitespace, "/" or ">") at or after `from`, or -1. */
function findEndTag(html: string, name: string, from: number): number {
  // A case-insensitive regex rather than toLowerCase(), which can change the string's length.
  const pattern = new RegExp(`</${name}(?=[\\t\\n\\f\\r />]|$)`, "gi");
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  return match ? match.index : -1;
}

/** Parses a start tag's attributes from `from` (just after the name); returns them and the end. */
function readAttributes(html: string, from: number): { attrs: Map<string, string>; end: number } {
  const attrs = new Map<string, string>();
  let i = from;
  while (i < html.length) {
    const c = html.charAt(i);
    if (WHITESPACE.test(c) || c === "/") {
      i += 1;
      continue;
    }
    if (c === ">") return { attrs, end: i + 1 };
    let nameEnd = i + 1;
    while (nameEnd < html.length && !/[\t\n\f\r />=]/.test(html.charAt(nameEnd))) nameEnd += 1;
    const name = html.slice(i, nameEnd).toLowerCase();
    i = nameEnd;
    while (WHITESPACE.test(html.charAt(i))) i += 1;
    let value = "";
    if (html.charAt(i) === "=") {
      i += 1;
      while (WHITESPACE.test(html.charAt(i))) i += 1;
      const quote = html.charAt(i);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        let valueEnd = i;
        while (valueEnd < html.length && !/[\t\n\f\r >]/.test(html.charAt(valueEnd))) valueEnd += 1;
        value = html.slice(i, valueEnd);
        i = valueEnd;
      }
    }
    // The first occurrence wins, as in the parser.
    if (!attrs.has(name)) attrs.set(name, decodeEntities(value));
  }
  return { attrs, end: html.length };
}

/**
 * Every start tag in document order, with the verbatim content of raw-text elements. Offsets are
 * into `html` as given (newlines are not normalized here; hashing does that).
 */
export function scanStartTags(html: string): StartTag[] {
  const tags: StartTag[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) break;
    const next = html.charAt(lt + 1);
    if (html.startsWith("<!--", lt)) {
      // "<!-->" and "<!--->" are (abruptly) closed comments too.
      const close = html.indexOf("-->", lt + 2);
      i = close === -1 ? html.length : close + 3;
      if (html.startsWith("<!-->", lt)) i = lt + 5;
      else if (html.startsWith("<!--->", lt)) i = lt + 6;
      continue;
    }
    if (next === "!" || next === "?" || (next === "/" && !/[a-z]/i.test(html.charAt(lt + 2)))) {
      // Doctype, bogus comment or a stray "</": all end at the next ">".
      const close = html.indexOf(">", lt);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    if (next === "/") {
      // An end tag outside raw text: its attributes (if any) can hold a quoted ">".
      i = readAttributes(html, lt + 2).end;
      continue;
    }
    if (!/[a-z]/i.test(next)) {
      i = lt + 1;
      continue;
    }
    let nameEnd = lt + 1;
    while (nameEnd < html.length && !/[\t\n\f\r />]/.test(html.charAt(nameEnd))) nameEnd += 1;
    const name = html.slice(lt + 1, nameEnd).toLowerCase();
    const { attrs, end } = readAttributes(html, nameEnd);
    const tag: StartTag = { name, attrs, start: lt, end };
    tags.push(tag);
    i = end;
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const close = findEndTag(html, name, end);
      const textEnd = close === -1 ? html.length : close;
      tag.rawText = html.slice(end, textEnd);
      const closeGt = close === -1 ? -1 : html.indexOf(">", close);
      tag.closeEnd = closeGt === -1 ? html.length : closeGt + 1;
      i = tag.closeEnd;
    }
  }
  return tags;
}
