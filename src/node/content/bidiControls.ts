// Characters that change the order text is shown in without being seen themselves: the
// bidirectional embeddings, overrides and isolates. In a link's text or a title they make an
// address read as another (`https://evil.example/‮moc.etis` shows "site.com"), and what a
// reviewer reads in the file is not what visitors see (the "Trojan Source" attack,
// CVE-2021-42574). Content files may not hold them: refused, not stripped, so what the coach wrote
// is published as written or not at all. The marks U+200E, U+200F and U+061C, which only give a
// neutral character such as "." a direction, stay: text in Arabic or Hebrew needs them, and they
// cannot turn a run of letters round.

const NAMES: Record<string, string> = {
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
const CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/** Each line of a content file holding such a character, with what to do (the first one named). */
export function bidiControls(text: string): { line: number; message: string }[] {
  return text.split("\n").flatMap((line, index) => {
    const char = CONTROL.exec(line)?.[0];
    if (char === undefined) return [];
    // Every one of them is a single UTF-16 unit (U+202A to U+2069).
    const code = `U+${char.charCodeAt(0).toString(16).toUpperCase()}`;
    return [
      {
        line: index + 1,
        message: `has an invisible ${NAMES[char]} character (${code}), which shows the text around it in another order than it is written (an address can be made to read as another): remove it; text in a right-to-left language needs none (or use <bdi> or dir="rtl")`,
      },
    ];
  });
}
