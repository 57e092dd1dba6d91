// What Prism writes, read from Prism itself: the languages a code fence may name and the classes
// its grammars put on <span>s. Loaded lazily (about a second): in a browser-like test environment
// Prism would also highlight the page.
import { readFileSync } from "node:fs";
import prismComponents from "prismjs/components";

/** The prefix of every class Emotion writes for the site (src/wrap/emotionCache.ts). */
export const SITE_CLASS_PREFIX = "css-";

interface Token {
  pattern?: RegExp;
  alias?: string | string[];
  inside?: unknown;
}

const isToken = (rule: unknown): boolean =>
  rule instanceof RegExp || (typeof rule === "object" && rule !== null && "pattern" in rule);

/** True for a grammar with at least one token of its own (markup-templating's has none). */
const hasTokens = (grammar: unknown): boolean =>
  typeof grammar === "object" &&
  grammar !== null &&
  Object.values(grammar).some((rule) => [rule].flat().every(isToken));

const grammarsOf = (languages: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(languages).filter(([, grammar]) => typeof grammar === "object"),
  );

let grammars: { all: Record<string, unknown>; core: ReadonlySet<string> } | undefined;
/**
 * Every grammar Prism ships, by id and alias, as Prism's own loader loads them; and those Prism
 * defines before loading any (plain text as "text", which components.json does not list).
 */
function prismGrammars(): { all: Record<string, unknown>; core: ReadonlySet<string> } {
  if (grammars) return grammars;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use (above) */
  const Prism: typeof import("prismjs").default = require("prismjs");
  const core = new Set(Object.keys(grammarsOf(Prism.languages)));
  const loadLanguages: typeof import("prismjs/components/index").default = require("prismjs/components/index");
  /* eslint-enable @typescript-eslint/no-require-imports */
  loadLanguages();
  grammars = { all: grammarsOf(Prism.languages), core };
  return grammars;
}

const COMPONENTS = Object.entries(prismComponents.languages).filter(([id]) => id !== "meta") as [
  string,
  { alias?: string | string[]; require?: string | string[] },
][];
const REQUIRED = new Set(COMPONENTS.flatMap(([, { require }]) => [require ?? []].flat()));

let languages: ReadonlySet<string> | undefined;
/**
 * Every language id and alias in Prism's components.json that a code fence may name, and plain
 * text (Prism's own "text"), less components.json's helpers: those that only add to other grammars
 * (css-extras, defining none of their own) and those other grammars require that hold no token
 * (markup-templating).
 */
export function prismLanguages(): ReadonlySet<string> {
  if (languages) return languages;
  const { all, core } = prismGrammars();
  languages = new Set([
    ...core,
    ...COMPONENTS.filter(([id]) => id in all && (hasTokens(all[id]) || !REQUIRED.has(id))).flatMap(
      ([id, { alias }]) => [id, ...[alias ?? []].flat()],
    ),
  ]);
  return languages;
}

/** A token made in a hook's code: new Prism.Token('name', ...) or addAlias(token, 'name'). */
const HOOK_TOKEN = /(?:new Prism\.Token\(|addAlias\([^,;]+,)\s*'([a-z][\w-]*)'/g;

let classes: ReadonlySet<string> | undefined;
/**
 * Every class Prism writes on a <span>: "token"; every grammar's token names and aliases, nested
 * ones included; each grammar's name and language-<name>, which embedding grammars (Liquid's and
 * Django's HTML, JavaScript's css`` templates, diff-<language>) write on the embedded part. Less
 * the site's own Emotion prefix, which content never carries (Arturo's "css-string" is refused).
 */
export function prismClasses(): ReadonlySet<string> {
  if (classes) return classes;
  const { all } = prismGrammars();
  const names = new Set(["token"]);
  const seen = new Set<object>();
  const visit = (grammar: unknown): void => {
    if (!grammar || typeof grammar !== "object" || seen.has(grammar)) return;
    seen.add(grammar);
    for (const [name, rule] of Object.entries(grammar)) {
      if (name === "rest") visit(rule);
      const tokens = [rule].flat() as Token[];
      if (name === "rest" || !tokens.every(isToken)) continue;
      names.add(name);
      for (const token of tokens) {
        for (const alias of [token.alias ?? []].flat()) names.add(alias);
        visit(token.inside);
      }
    }
  };
  for (const [name, grammar] of Object.entries(all)) {
    names.add(name).add(`language-${name}`);
    visit(grammar);
  }
  for (const name of prismLanguages()) names.add(name).add(`language-${name}`);
  // A few grammars name tokens in their hooks (JSX's "plain-text", GraphQL's "variable-input").
  for (const [id] of COMPONENTS) {
    const source = readFileSync(require.resolve(`prismjs/components/prism-${id}.js`), "utf8");
    for (const [, name] of source.matchAll(HOOK_TOKEN)) names.add(String(name));
  }
  classes = new Set([...names].filter((name) => !name.startsWith(SITE_CLASS_PREFIX)));
  return classes;
}

/** components.json's helpers (css-extras, markup-templating): named by a fence, not a language. */
export const prismHelper = (language: string): boolean => {
  const name = language.toLowerCase();
  return (
    !prismLanguages().has(name) &&
    COMPONENTS.some(([id, { alias }]) => [id, ...[alias ?? []].flat()].includes(name))
  );
};
