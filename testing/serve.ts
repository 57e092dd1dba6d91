// Serves a built site on loopback the way GitHub Pages does, for the browser suites and Lighthouse:
// a folder answers with its index.html, /foo answers 301 to /foo/, a missing path answers 404 with
// the site's 404.html, text is gzipped (Lighthouse weighs the bytes visitors get), nothing is
// cached, and an optional path prefix stands in for a project site (outside it everything is 404).
// `--hold-scripts <ms>` holds every .js response back that long, so the page is painted and can be
// used long before React hydrates it: the window a slow phone has, for trying it by hand. Tests
// hold at a gate instead (`hold`), until they release it (e2e/beforeHydration.spec.ts). A held
// request keeps one of the browser's six connections to the host busy (HTTP/1.1), which a slow
// network does not: to hold only the script that starts React, hold only its pattern
// (e2e/firstAct.spec.ts in Firefox and WebKit, where a test cannot hold requests in the browser).
// (`gatsby serve` cannot do this: it serves only ./public, from the state in .cache/.)
// Usage: npx tsx testing/serve.ts [siteDir=public] [--port 9100] [--prefix /coaching-site]
//        [--hold-scripts 6000]
import compression from "compression";
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { heldAt, type Held } from "./gate";

export const HOST = "127.0.0.1";

export interface StaticServer {
  /** http://127.0.0.1:<port> plus the prefix, without a trailing slash. */
  origin: string;
  /** The paths asked for so far (under the prefix), in the order they arrived. */
  requested: string[];
  /** Holds every response whose path `pattern` matches at a gate until the test releases it. */
  hold: (pattern: RegExp) => Held;
  close: () => Promise<void>;
}

export interface ServeOptions {
  /** Milliseconds every .js response (or those matching holdPattern) waits before it is sent. */
  holdScriptsMs?: number;
  /** Which paths are held (default: every .js). */
  holdPattern?: RegExp;
}

/** Starts serving `root` on loopback; port 0 picks a free port. */
export function serveSite(
  root: string,
  port: number,
  prefix = "",
  { holdScriptsMs = 0, holdPattern = /\.js$/ }: ServeOptions = {},
): Promise<StaticServer> {
  const base = prefix.replace(/\/+$/, "");
  const site = express.Router();
  const held = new Set<ReturnType<typeof setTimeout>>();
  const requested: string[] = [];
  const gates: { pattern: RegExp; held: ReturnType<typeof heldAt> }[] = [];
  site.use((request, _response, next) => {
    requested.push(request.path);
    // The newest hold of a path is the one that counts.
    const shut = [...gates].reverse().find(({ pattern }) => pattern.test(request.path));
    if (shut) void shut.held.wait(request.path).then(() => next());
    else next();
  });
  if (holdScriptsMs > 0) {
    site.use((request, _response, next) => {
      if (!holdPattern.test(request.path)) {
        next();
        return;
      }
      const timer = setTimeout(() => {
        held.delete(timer);
        next();
      }, holdScriptsMs);
      held.add(timer);
    });
  }
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
        requested,
        hold: (pattern) => {
          const held = heldAt();
          gates.push({ pattern, held });
          return held;
        },
        close: () =>
          new Promise((done) => {
            held.forEach(clearTimeout);
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
  const holdScriptsMs = Number(option("--hold-scripts") ?? 0);
  void serveSite(path.resolve(args[0] ?? "public"), port, prefix, { holdScriptsMs }).then(
    ({ origin }) =>
      console.log(
        `Serving ${args[0] ?? "public"} at ${origin}/` +
          (holdScriptsMs > 0 ? `, every script held ${holdScriptsMs} ms` : ""),
      ),
  );
}
