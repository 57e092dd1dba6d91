// Set by Gatsby at build time (and by jest.config.js in tests).
declare const __PATH_PREFIX__: string;
// Whether the build has the lazy start (LAZY_START, gatsby-node.ts; true in tests).
declare const __LAZY_START__: boolean;
// The popover script's bundle (src/inline/popover.ts), for gatsby-ssr.tsx (gatsby-node.ts).
declare const __POPOVER_SCRIPT__: string;
// webpack's chunk loading function (https://webpack.js.org/api/module-variables/), which a module
// may replace: src/wrap/retryChunks.ts.
// eslint-disable-next-line no-var -- webpack's own module variable, assignable by design
declare var __webpack_chunk_load__: (chunkId: string | number) => Promise<unknown>;

// Font files imported for their URL (webpack copies them into /static with a hashed name).
declare module "*.woff2" {
  const url: string;
  export default url;
}
