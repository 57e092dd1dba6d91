import type { ColorName } from "../theme";

/** Prism's token classes by the colour they take: the page's code (Prose.tsx) and the e-mail's. */
const TOKEN_COLORS: readonly [ColorName, string][] = [
  ["codeComment", "comment prolog doctype cdata"],
  ["codePunctuation", "punctuation operator"],
  ["codeKeyword", "keyword atrule important selector"],
  ["codeString", "string char attr-value regex inserted"],
  ["codeNumber", "number boolean constant symbol deleted key property"],
  ["codeFunction", "function builtin tag"],
  ["codeType", "class-name attr-name variable decorator"],
];

/** The token rules, each colour from `color` (a custom property on the page, a hex in mail). */
export const codeTokenCss = (color: (name: ColorName) => string): string =>
  TOKEN_COLORS.map(([name, tokens]) => {
    const selector = tokens
      .split(" ")
      .map((token) => `.token.${token}`)
      .join(", ");
    const italic = name === "codeComment" ? " font-style: italic;" : "";
    return `${selector} { color: ${color(name)};${italic} }`;
  }).join("\n");
