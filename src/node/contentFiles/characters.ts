// Characters no content file may hold, in any written form: bidi controls (an address can read as
// another, CVE-2021-42574) and what XML 1.0 forbids (the feed would break and services refuse it).
import { yamlTexts } from "./fieldLines";

const BIDI: Record<string, string> = {
  "\u202a": "left-to-right embedding",
  "\u202b": "right-to-left embedding",
  "\u202c": "pop directional formatting",
  "\u202d": "left-to-right override",
  "\u202e": "right-to-left override",
  "\u2066": "left-to-right isolate",
  "\u2067": "right-to-left isolate",
  "\u2068": "first strong isolate",
  "\u2069": "pop directional isolate",
};
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- the control characters are what it finds
  /[\u202a-\u202e\u2066-\u2069\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The first forbidden character of `text` that `source` does not hold raw; `form`: how written. */
export function characterProblem(text: string, source = "", form = ""): string | undefined {
  const raw = new Set(source.match(FORBIDDEN));
  const char = [...text.matchAll(FORBIDDEN)].find(([found]) => !raw.has(found))?.[0];
  if (char === undefined) return undefined;
  const code = `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
  const written = form && ` (written as ${form})`;
  const bidi = BIDI[char];
  if (bidi) {
    return `has an invisible ${bidi} character (${code})${written}, which shows the text around it in another order than it is written (an address can be made to read as another): remove it; text in a right-to-left language needs none (or use <bdi> or dir="rtl")`;
  }
  const what =
    char < " "
      ? `the invisible control character ${code}`
      : char >= "\ufffe"
        ? `the noncharacter ${code}`
        : `half a character (the lone surrogate ${code})`;
  return `has ${what}${written}, which XML forbids: the newsletter feed would not be well-formed and feed readers and sending services would refuse all of it: remove it`;
}

/**
 * The first numeric reference in Markdown (`&#x202E;`) to a refused character. remark 13 ends the
 * text node one short after a reference, so the last `;` may be missing.
 */
export function referenceProblem(source: string): string | undefined {
  for (const [written, hex, decimal] of source.matchAll(
    /(?<!\\)&#(?:[xX]([\da-fA-F]{1,8})|(\d{1,9}))(?:;|$)/g,
  )) {
    const code = hex === undefined ? Number(decimal) : parseInt(hex, 16);
    const char = code === 0 ? "\0" : code <= 0xffff ? String.fromCharCode(code) : "";
    const message = characterProblem(char, "", written.replace(/;?$/, ";"));
    if (message) return message;
  }
  return undefined;
}

export function lineProblems(text: string): { line: number; message: string }[] {
  return text.split("\n").flatMap((line, index) => {
    const message = characterProblem(line);
    return message ? [{ line: index + 1, message }] : [];
  });
}

/** Each YAML value (or key) that holds one written as an escape, by field. */
export function escapeProblems(
  text: string,
  format: "yaml" | "markdown",
): { line: number; field: string; message: string }[] {
  return yamlTexts(text, format).flatMap(({ field, line, value, source }) => {
    const message = characterProblem(value, source, "a YAML escape");
    return message ? [{ line, field, message }] : [];
  });
}
