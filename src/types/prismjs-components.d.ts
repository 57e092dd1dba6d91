// prismjs/components.js is components.json: the languages Prism can load, with their aliases.
declare module "prismjs/components" {
  const components: { languages: Record<string, { alias?: string | string[] } | string> };
  export default components;
}
// Prism itself (its grammars), and its loader of languages: every one when given none.
declare module "prismjs" {
  const Prism: { languages: Record<string, unknown> };
  export default Prism;
}
declare module "prismjs/components/index" {
  const loadLanguages: (languages?: string[]) => void;
  export default loadLanguages;
}
