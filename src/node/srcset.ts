// A srcset read as the browser reads it (HTML standard, "parse a srcset attribute"): a URL may hold
// commas. Every candidate is returned, even one a browser would skip, so a check judges every URL.

export interface SrcsetCandidate {
  url: string;
  /** "320w", "2x", or whatever else is written (the browser validates these). */
  descriptors: string[];
}

const WHITESPACE = /[\t\n\f\r ]/;

export function parseSrcset(value: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let position = 0;
  const at = () => value.charAt(position);
  for (;;) {
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

/** The standard's descriptor tokenizer from after a URL; returns the position after the comma. */
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

export const srcsetUrls = (value: string): string[] => parseSrcset(value).map(({ url }) => url);

/** The URLs an attribute names: each srcset candidate (`srcset`, `imagesrcset`), else the value. */
export const attributeUrls = (name: string, value: string): string[] =>
  name.toLowerCase().endsWith("srcset") ? srcsetUrls(value) : [value];
