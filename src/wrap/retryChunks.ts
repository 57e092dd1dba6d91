// With the lazy start, the page's starter preloads the page template's chunks with React's bundles
// (src/node/builtPages/starter.ts), and webpack asks for them when Gatsby's loader needs them. A
// preload whose request failed is what the browser gives webpack's own request (Chromium does), so
// a chunk webpack could not load is asked for once more, as a new request, through webpack's own
// chunk loading:
// https://webpack.js.org/api/module-variables/#__webpack_chunk_load__-webpack-specific
// A second failure goes on as webpack reports it (ChunkLoadError): Gatsby does not render, and
// analytics reports the uncaught error.

/** Makes webpack ask once more for a chunk whose loading failed. Once per page load. */
export function retryChunksOnce(): void {
  if (typeof __webpack_chunk_load__ !== "function") return;
  const load = __webpack_chunk_load__;
  __webpack_chunk_load__ = (chunkId) => load(chunkId).catch(() => load(chunkId));
}
