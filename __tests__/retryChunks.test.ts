// webpack's chunk loading, wrapped by gatsby-browser's onClientEntry with the lazy start: a chunk
// whose loading fails is asked for once more; a second failure is reported as webpack reports it.
import { retryChunksOnce } from "../src/wrap/retryChunks";

const global = globalThis as { __webpack_chunk_load__?: (id: string) => Promise<unknown> };
const chunkLoadError = () =>
  Object.assign(new Error("Loading chunk 245 failed."), { name: "ChunkLoadError" });

afterEach(() => {
  delete global.__webpack_chunk_load__;
});

it.each([
  ["loads at once", [undefined], 1],
  ["fails once, then loads", [chunkLoadError(), undefined], 2],
])("a chunk that %s is loaded, asked for %p time(s)", async (_case, outcomes, asked) => {
  const load = jest.fn((_id: string) => {
    const failure = outcomes.shift();
    return failure ? Promise.reject(failure) : Promise.resolve();
  });
  global.__webpack_chunk_load__ = load;
  retryChunksOnce();
  await expect(global.__webpack_chunk_load__?.("245")).resolves.toBeUndefined();
  expect(load.mock.calls).toEqual(Array.from({ length: asked }, () => ["245"]));
});

it("passes a second failure on, as webpack reports it", async () => {
  const second = chunkLoadError();
  const load = jest.fn().mockRejectedValueOnce(chunkLoadError()).mockRejectedValueOnce(second);
  global.__webpack_chunk_load__ = load;
  retryChunksOnce();
  await expect(global.__webpack_chunk_load__?.("245")).rejects.toBe(second);
  expect(load).toHaveBeenCalledTimes(2);
});

it("does nothing outside webpack", () => {
  expect(() => retryChunksOnce()).not.toThrow();
  expect(global.__webpack_chunk_load__).toBeUndefined();
});
