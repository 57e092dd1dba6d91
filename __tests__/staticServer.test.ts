/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// The test server answers as GitHub Pages does: folder index, redirect to the trailing slash, 404
// with 404.html, gzip, an optional path prefix, and scripts held back on request.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveSite, type StaticServer } from "../testing/serve";

let root: string;
let served: StaticServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "site-"));
  mkdirSync(path.join(root, "case-study"));
  writeFileSync(path.join(root, "404.html"), "<h1>Page not found</h1>");
  writeFileSync(path.join(root, "case-study", "index.html"), "<h1>Stories</h1>");
  writeFileSync(path.join(root, "app.js"), "console.log('app');".repeat(100));
  served = await serveSite(root, 0, "/coaching-site");
});

afterAll(async () => {
  await served.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (urlPath: string) =>
  fetch(new URL(urlPath, served.origin), {
    redirect: "manual",
    headers: { "Accept-Encoding": "gzip" },
  });

it("answers a folder with its index.html, under the prefix only", async () => {
  const answer = await get("/coaching-site/case-study/");
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe("<h1>Stories</h1>");
  expect((await get("/case-study/")).status).toBe(404);
});

it("redirects the bare prefix and a folder to their trailing slash, keeping the query", async () => {
  expect((await get("/coaching-site")).headers.get("location")).toBe("/coaching-site/");
  expect((await get("/coaching-site/case-study?ref=x")).headers.get("location")).toBe(
    "/coaching-site/case-study/?ref=x",
  );
});

it("answers a missing path with 404 and the 404 page, and nothing outside the site", async () => {
  const missing = await get("/coaching-site/nowhere/");
  expect(missing.status).toBe(404);
  expect(await missing.text()).toBe("<h1>Page not found</h1>");
  expect((await get("/coaching-site/../package.json")).status).toBe(404);
});

it("gzips text and asks for no caching", async () => {
  const answer = await get("/coaching-site/app.js");
  expect(answer.headers.get("content-encoding")).toBe("gzip");
  expect(answer.headers.get("content-type")).toMatch(/javascript/);
  expect(answer.headers.get("cache-control")).toBe("no-store");
});

// The hold is a timer on the server: a fake clock decides when it ends, not the machine's speed.
describe("with --hold-scripts", () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ["Date", "nextTick", "setImmediate", "queueMicrotask"] });
  });
  afterEach(() => jest.useRealTimers());

  /** Resolves once the server has been asked for `count` paths (a barrier, not a wait). */
  const asked = async (server: StaticServer, count: number) => {
    while (server.requested.length < count) await new Promise(setImmediate);
  };
  const body = (urlPath: string, server: StaticServer) =>
    fetch(new URL(urlPath, server.origin)).then(async (answer) => ({
      status: answer.status,
      text: await answer.text(),
    }));

  it("holds every script back that long, and nothing else", async () => {
    const held = await serveSite(root, 0, "/coaching-site", { holdScriptsMs: 400 });
    try {
      let sent = false;
      const script = body("/coaching-site/app.js", held).finally(() => (sent = true));
      await asked(held, 1);
      // The page answers while the script is held (with the clock stopped, a held page never
      // would).
      expect(await body("/coaching-site/case-study/", held)).toEqual({
        status: 200,
        text: "<h1>Stories</h1>",
      });
      jest.advanceTimersByTime(399);
      expect(jest.getTimerCount()).toBe(1);
      expect(sent).toBe(false);
      jest.advanceTimersByTime(1);
      expect((await script).status).toBe(200);
    } finally {
      await held.close();
    }
  });

  it("holds only the scripts a pattern names, and lists every path asked for", async () => {
    const held = await serveSite(root, 0, "/coaching-site", {
      holdScriptsMs: 400,
      holdPattern: /\/app\.js$/,
    });
    try {
      expect((await body("/coaching-site/other.js", held)).status).toBe(404);
      let sent = false;
      const script = body("/coaching-site/app.js", held).finally(() => (sent = true));
      await asked(held, 2);
      expect(jest.getTimerCount()).toBe(1);
      expect(sent).toBe(false);
      jest.advanceTimersByTime(400);
      expect((await script).status).toBe(200);
      expect(held.requested).toEqual(["/other.js", "/app.js"]);
    } finally {
      await held.close();
    }
  });
});
