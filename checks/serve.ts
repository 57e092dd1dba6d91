// Serves a built site on loopback the way GitHub Pages does, for the browser suites and Lighthouse:
// a folder answers with its index.html, /foo answers 301 to /foo/, a missing path answers 404 with
// the site's 404.html, text is gzipped (Lighthouse weighs the bytes visitors get), nothing is cached,
// and an optional path prefix stands in for a project site (outside it everything is 404).
// (`gatsby serve` cannot do this: it serves only ./public, from the state in .cache/.)
// Usage: npx tsx checks/serve.ts [siteDir=public] [--port 9100] [--prefix /coaching-site]
import compression from "compression";
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export const HOST = "127.0.0.1";

export interface StaticServer {
  /** http://127.0.0.1:<port> plus the prefix, without a trailing slash. */
  origin: string;
  close: () => Promise<void>;
}

/** Starts serving `root` on loopback; port 0 picks a free port. */
export function serveSite(root: string, port: number, prefix = ""): Promise<StaticServer> {
  const base = prefix.replace(/\/+$/, "");
  const site = express.Router();
  site.use(
    express.static(root, {
      etag: false,
      lastModified: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader("Cache-Control", "no-store"),
    }),
  );
  site.use((_request, response) => response.status(404).sendFile(path.resolve(root, "404.html")));
  const app = express().disable("x-powered-by").use(compression());
  app.use(base || "/", site);
  app.use((_request, response) => response.status(404).end());
  return new Promise((resolve, reject) => {
    const server: Server = app.listen(port, HOST, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        origin: `http://${HOST}:${actual}${base}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
    server.once("error", reject);
  });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const port = Number(option("--port") ?? 9100);
  const prefix = option("--prefix") ?? "";
  void serveSite(path.resolve(args[0] ?? "public"), port, prefix).then(({ origin }) =>
    console.log(`Serving ${args[0] ?? "public"} at ${origin}/`),
  );
}
