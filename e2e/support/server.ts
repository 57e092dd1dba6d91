// A static file server that answers the way GitHub Pages does, so the browser suite, the link check
// and Lighthouse see the production build as visitors get it:
// - a directory answers with its index.html;
// - /foo answers 301 to /foo/ when foo is a directory (Pages does this; Gatsby links carry the slash);
// - anything missing answers 404 with the site's 404.html as the body;
// - text (HTML, JS, CSS, JSON, SVG, XML) is gzipped for clients that accept it, as Pages does, so
//   Lighthouse measures the bytes visitors really transfer;
// - an optional path prefix (/coaching-site) stands in for a project site; outside it everything 404s.
// It listens on loopback only and never reaches out.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const DEFAULT_PORT = 9100;
export const HOST = "127.0.0.1";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};

export const contentType = (file: string): string =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";

export interface StaticServerOptions {
  /** The folder to serve: the built site. */
  root?: string;
  port?: number;
  /** Serve the site under this prefix ("/coaching-site"), as a GitHub Pages project site. */
  prefix?: string;
}

export interface StaticServer {
  server: Server;
  /** http://127.0.0.1:port plus the prefix, without a trailing slash. */
  origin: string;
  port: number;
  close: () => Promise<void>;
}

const isFile = (file: string): boolean => existsSync(file) && statSync(file).isFile();
const isDirectory = (file: string): boolean => existsSync(file) && statSync(file).isDirectory();

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;
const gzipped = new Map<string, { mtime: number; body: Buffer }>();

/** The file gzipped, kept in memory while it is unchanged (suites load the same pages often). */
function gzipOf(file: string, mtime: number): Buffer {
  const cached = gzipped.get(file);
  if (cached && cached.mtime === mtime) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipped.set(file, { mtime, body });
  return body;
}

function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  status = 200,
): void {
  const { size, mtimeMs } = statSync(file);
  const type = contentType(file);
  const headers = {
    "Content-Type": type,
    // Pages caches everything for ten minutes; tests want every load fresh.
    "Cache-Control": "no-store",
    Vary: "Accept-Encoding",
  };
  if (
    COMPRESSIBLE.test(type) &&
    /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))
  ) {
    const body = gzipOf(file, mtimeMs);
    response.writeHead(status, {
      ...headers,
      "Content-Encoding": "gzip",
      "Content-Length": body.length,
    });
    response.end(request.method === "HEAD" ? undefined : body);
    return;
  }
  response.writeHead(status, { ...headers, "Content-Length": size });
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
}

/** The handler on its own, so it can be unit tested or mounted elsewhere. */
export function createHandler(root: string, prefix = "") {
  const base = prefix.replace(/\/+$/, "");
  const notFoundPage = path.join(root, "404.html");

  const notFound = (request: IncomingMessage, response: ServerResponse) => {
    if (isFile(notFoundPage)) {
      sendFile(request, response, notFoundPage, 404);
      return;
    }
    response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    response.end("Not found");
  };

  return (request: IncomingMessage, response: ServerResponse): void => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" });
      response.end();
      return;
    }
    const url = new URL(request.url ?? "/", `http://${HOST}`);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      notFound(request, response);
      return;
    }
    if (base) {
      if (pathname === base) {
        response.writeHead(301, { Location: `${base}/${url.search}` });
        response.end();
        return;
      }
      if (!pathname.startsWith(`${base}/`)) {
        notFound(request, response);
        return;
      }
      pathname = pathname.slice(base.length);
    }
    // Resolve inside root only: "/../" cannot climb out.
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ""));
    if (!file.startsWith(path.resolve(root))) {
      notFound(request, response);
      return;
    }
    if (isDirectory(file)) {
      if (!pathname.endsWith("/")) {
        response.writeHead(301, { Location: `${url.pathname}/${url.search}` });
        response.end();
        return;
      }
      const index = path.join(file, "index.html");
      if (isFile(index)) sendFile(request, response, index);
      else notFound(request, response);
      return;
    }
    if (isFile(file)) {
      sendFile(request, response, file);
      return;
    }
    notFound(request, response);
  };
}

/** Starts serving `root` on loopback; port 0 picks a free port. */
export function startStaticServer({
  root = "public",
  port = DEFAULT_PORT,
  prefix = "",
}: StaticServerOptions = {}): Promise<StaticServer> {
  const absoluteRoot = path.resolve(root);
  if (!isFile(path.join(absoluteRoot, "index.html"))) {
    return Promise.reject(
      new Error(
        `${absoluteRoot}/index.html is missing: build the site first (npm run build:test).`,
      ),
    );
  }
  const server = createServer(createHandler(absoluteRoot, prefix));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => {
      const actualPort = (server.address() as AddressInfo).port;
      resolve({
        server,
        port: actualPort,
        origin: `http://${HOST}:${actualPort}${prefix.replace(/\/+$/, "")}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
