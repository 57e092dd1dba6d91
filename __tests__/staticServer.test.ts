/**
 * @jest-environment node
 */
// The test server answers as GitHub Pages does: folder index, redirect to the trailing slash, 404
// with 404.html, content types, gzip, and an optional path prefix.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { startStaticServer, type StaticServer } from "../e2e/support/server";

let root: string;
let served: StaticServer;

function write(file: string, content: string) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw GET (fetch would follow redirects and unzip). */
const get = (urlPath: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: served.port, path: urlPath, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("latin1"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "site-"));
  write("index.html", "<h1>Home</h1>");
  write("404.html", "<h1>Page not found</h1>");
  write("case-study/index.html", "<h1>Stories</h1>");
  write("app.js", "console.log('app');".repeat(20));
  write("favicon.svg", "<svg></svg>");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("without a prefix", () => {
  beforeAll(async () => {
    served = await startStaticServer({ root, port: 0 });
  });
  afterAll(() => served.close());

  it("answers a folder with its index.html", async () => {
    const answer = await get("/case-study/");
    expect(answer).toMatchObject({ status: 200, body: "<h1>Stories</h1>" });
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("redirects a folder without its trailing slash, keeping the query", async () => {
    const answer = await get("/case-study?ref=x");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/case-study/?ref=x");
  });

  it("answers a missing path with 404 and the 404 page", async () => {
    expect(await get("/nowhere/")).toMatchObject({
      status: 404,
      body: "<h1>Page not found</h1>",
    });
  });

  it("does not serve files outside the site", async () => {
    expect((await get("/../package.json")).status).toBe(404);
  });

  it("sets content types and gzips text for clients that accept it", async () => {
    expect((await get("/favicon.svg")).headers["content-type"]).toBe("image/svg+xml");
    const zipped = await get("/app.js", { "Accept-Encoding": "gzip, br" });
    expect(zipped.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("console.log");
  });
});

describe("under a path prefix", () => {
  beforeAll(async () => {
    served = await startStaticServer({ root, port: 0, prefix: "/coaching-site" });
  });
  afterAll(() => served.close());

  it("serves the site under the prefix only", async () => {
    expect(served.origin).toMatch(/\/coaching-site$/);
    expect(await get("/coaching-site/case-study/")).toMatchObject({ status: 200 });
    expect((await get("/case-study/")).status).toBe(404);
  });

  it("redirects the bare prefix and folders to their trailing slash", async () => {
    expect((await get("/coaching-site")).headers.location).toBe("/coaching-site/");
    expect((await get("/coaching-site/case-study")).headers.location).toBe(
      "/coaching-site/case-study/",
    );
  });
});
