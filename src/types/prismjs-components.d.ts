// prismjs/components.js is components.json: the languages Prism can load, with their aliases and
// the components each requires.
declare module "prismjs/components" {
  const components: {
    languages: Record<string, { alias?: string | string[]; require?: string | string[] } | string>;
  };
  export default components;
}
// Prism's loader order: each component after those it needs, calling `load` with each id.
declare module "prismjs/dependencies" {
  const getLoader: (
    components: unknown,
    load: string[],
  ) => { load: (loadComponent: (id: string) => void) => void };
  export = getLoader;
}
