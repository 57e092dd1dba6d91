// A srcset attribute read as the browser reads it: the HTML standard's "parse a srcset attribute"
// (https://html.spec.whatwg.org/multipage/images.html#parsing-a-srcset-attribute), for the build
// (the content allow-list, the e-mail's images) and the checks of the built site alike. A URL may
// hold commas ("a.jpg,b.jpg 2x" is one URL); a comma ends a candidate only after its URL's
// whitespace, or at the URL's end; commas inside a descriptor's parentheses do not. Every
// candidate is returned, also one whose descriptors a browser would refuse and skip: a check
// judges every URL written.

export interface SrcsetCandidate {
  url: string;
  /** "320w", "2x", "100h", or whatever else is written (the browser validates these). */
  descriptors: string[];
}

const WHITESPACE = /[\t\n\f\r ]/;

/** The candidates of a srcset value, in order. */
export function parseSrcset(value: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let position = 0;
  const at = () => value.charAt(position);
  for (;;) {
    // (Past the end, charAt gives "", which is neither.)
    while (WHITESPACE.test(at()) || at() === ",") position += 1;
    if (position >= value.length) return candidates;
    const start = position;
    while (position < value.length && !WHITESPACE.test(at())) position += 1;
    let url = value.slice(start, position);
    const descriptors: string[] = [];
    if (url.endsWith(",")) {
      url = url.replace(/,+$/, "");
    } else {
      position = readDescriptors(value, position, descriptors);
    }
    candidates.push({ url, descriptors });
  }
}

/**
 * The standard's descriptor tokenizer: from `position` (just after a URL) to the comma that ends
 * the candidate (outside parentheses) or the end; returns the position after it. White space
 * ends a descriptor; white space alone makes none.
 */
function readDescriptors(value: string, from: number, descriptors: string[]): number {
  let position = from;
  let current = "";
  let inParens = false;
  const finish = () => {
    if (current !== "") descriptors.push(current);
    current = "";
  };
  for (; position < value.length; position += 1) {
    const c = value.charAt(position);
    if (inParens) {
      current += c;
      if (c === ")") inParens = false;
    } else if (WHITESPACE.test(c)) {
      finish();
    } else if (c === ",") {
      finish();
      return position + 1;
    } else {
      current += c;
      if (c === "(") inParens = true;
    }
  }
  finish();
  return position;
}

/** The URLs a srcset value names, in order. */
export const srcsetUrls = (value: string): string[] => parseSrcset(value).map(({ url }) => url);

/**
 * The URLs an attribute's value names: every candidate of a srcset (`srcset`, a preload's
 * `imagesrcset`), else the value as it is.
 */
export const attributeUrls = (name: string, value: string): string[] =>
  name.toLowerCase().endsWith("srcset") ? srcsetUrls(value) : [value];
