// What Prism writes, read from Prism itself: the languages a code fence may name and the classes
// its grammars put on <span>s. Every component is loaded, in Prism's order, into a Prism of its
// own (node:vm): the build's Prism loads languages as gatsby-remark-prismjs needs them, and loading
// one twice there would register its hooks twice (Liquid's and Django's would eat their tags).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { runInNewContext } from "node:vm";
import prismComponents from "prismjs/components";
import getLoader from "prismjs/dependencies";

/** The prefix of every class Emotion writes for the site (src/wrap/emotionCache.ts). */
export const SITE_CLASS_PREFIX = "css-";

interface Token {
  pattern?: RegExp;
  alias?: string | string[];
  inside?: unknown;
}

type Component = { alias?: string | string[]; require?: string | string[] };
const COMPONENTS = Object.entries(prismComponents.languages).filter(
  (entry): entry is [string, Component] => entry[0] !== "meta",
);
const namesOf = ([id, { alias }]: [string, Component]): string[] => [id, ...[alias ?? []].flat()];
const REQUIRED = new Set(COMPONENTS.flatMap(([, { require }]) => [require ?? []].flat()));

/** A token made in a hook's code: new Prism.Token('name', ...) or addAlias(token, 'name'). */
const HOOK_TOKEN = /(?:new Prism\.Token\(|addAlias\([^,;]+,)\s*'([a-z][\w-]*)'/g;

const isToken = (rule: unknown): boolean =>
  rule instanceof RegExp ||
  (typeof rule === "object" && rule !== null && "pattern" in rule) ||
  // A grammar of another realm (node:vm) has RegExps of its own.
  Object.prototype.toString.call(rule) === "[object RegExp]";

/** True for a grammar with at least one token of its own (markup-templating's has none). */
const hasTokens = (grammar: unknown): boolean =>
  typeof grammar === "object" &&
  grammar !== null &&
  Object.values(grammar).some((rule) => [rule].flat().every(isToken));

interface Derived {
  languages: ReadonlySet<string>;
  classes: ReadonlySet<string>;
}

// Resolved from the site at run time: Parcel, which compiles gatsby-node, cannot follow a
// require.resolve of a computed name.
const fromSite = createRequire(path.join(process.cwd(), "package.json"));
const source = (file: string): string => readFileSync(fromSite.resolve(`prismjs/${file}`), "utf8");

let derived: Derived | undefined;
function derive(): Derived {
  if (derived) return derived;
  const context: { Prism?: { languages: Record<string, unknown> } } = {};
  runInNewContext(source("components/prism-core.js"), context);
  const grammars = () => Object.entries(context.Prism?.languages ?? {});
  // Plain text ("text"), which Prism defines before any component and components.json omits.
  const core = grammars()
    .filter(([, grammar]) => typeof grammar === "object")
    .map(([name]) => name);
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
  const ids = COMPONENTS.map(([id]) => id);
  getLoader(prismComponents, ids).load((id) => {
    const code = source(`components/prism-${id}.js`);
    runInNewContext(code, context);
    for (const [, name] of code.matchAll(HOOK_TOKEN)) names.add(String(name));
    // After each, as one that extends another (css-extras) may replace what it had.
    for (const [name, grammar] of grammars()) {
      if (typeof grammar !== "object") continue;
      names.add(name).add(`language-${name}`);
      visit(grammar);
    }
  });
  const all = Object.fromEntries(grammars());
  const languages = new Set([
    ...core,
    ...COMPONENTS.filter(([id]) => id in all && (hasTokens(all[id]) || !REQUIRED.has(id))).flatMap(
      namesOf,
    ),
  ]);
  for (const name of languages) names.add(name).add(`language-${name}`);
  derived = {
    languages,
    classes: new Set([...names].filter((name) => !name.startsWith(SITE_CLASS_PREFIX))),
  };
  return derived;
}

/**
 * Every language id and alias in Prism's components.json that a code fence may name, and plain
 * text, less components.json's helpers: those that only add to other grammars (css-extras,
 * defining none of their own) and those other grammars require that hold no token
 * (markup-templating).
 */
export const prismLanguages = (): ReadonlySet<string> => derive().languages;

/**
 * Every class Prism writes on a <span>: "token"; every grammar's token names and aliases, nested
 * ones included, and those its hooks name (JSX's "plain-text", GraphQL's "variable-input"); each
 * grammar's name and language-<name>, which embedding grammars (Liquid's and Django's HTML,
 * JavaScript's css`` templates, diff-<language>) write on the embedded part. Less the site's own
 * Emotion prefix, which content never carries (so Arturo's "css-string" is refused).
 */
export const prismClasses = (): ReadonlySet<string> => derive().classes;

/** components.json's helpers (css-extras, markup-templating): named by a fence, not a language. */
export const prismHelper = (language: string): boolean => {
  const name = language.toLowerCase();
  return !prismLanguages().has(name) && COMPONENTS.some((entry) => namesOf(entry).includes(name));
};
