// prismjs/components.js is components.json: the languages Prism can load, with their aliases.
declare module "prismjs/components" {
  const components: { languages: Record<string, { alias?: string | string[] } | string> };
  export default components;
}
