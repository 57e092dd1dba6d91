// A stand-in for PostHog's ingestion host, on loopback, for the browser tests. It accepts what
// the site's analytics sends (POST /batch/, JSON as text/plain, fetch or sendBeacon) and what
// posthog-js 1.449 sends (POST /e/, /i/v0/e/, /batch/, /capture/ ...; gzip bodies, `data=` form
// bodies holding base64 or JSON, plain JSON), answers CORS like PostHog does, decodes every event
// and keeps it with the request's api key, user agent and arrival time for the test to inspect.
//
// Bounded: it keeps at most MAX_EVENTS events, refuses bodies over MAX_BODY_BYTES, and stops by
// itself after `lifetimeMs` even if a test forgets to call stop(). If the port is taken (another
// run's collector), it waits up to `waitForPortMs` for it to be free.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
// A poll's interval while another run holds the port: it waits for a state, judges nothing.
// eslint-disable-next-line no-restricted-imports -- see above
import { setTimeout as pause } from "node:timers/promises";
import { TEST_ANALYTICS_ORIGIN } from "./testBuild";

// Where the test build sends (testing/testBuild.ts).
export const COLLECTOR_ORIGIN = TEST_ANALYTICS_ORIGIN;
const COLLECTOR_HOST = new URL(COLLECTOR_ORIGIN).hostname;
const COLLECTOR_PORT = Number(new URL(COLLECTOR_ORIGIN).port);

const MAX_EVENTS = 5000;
const MAX_BODY_BYTES = 5 * 1024 * 1024;
const DEFAULT_LIFETIME_MS = 10 * 60 * 1000;
const DEFAULT_PORT_WAIT_MS = 60_000;

export interface CollectedEvent {
  event: string;
  properties: Record<string, unknown>;
  /** When the event happened, as sent (ISO 8601), if it was sent with one. */
  timestamp: string | undefined;
  /** The project key the event was sent with (body api_key or properties.token). */
  apiKey: string | undefined;
  /** The User-Agent header of the request that carried it. */
  userAgent: string | undefined;
  /** The request path, e.g. "/e/". */
  endpoint: string;
  /** When the request carrying it arrived (Date.now() of this process), for the analytics bench. */
  receivedAt: number;
}

interface CollectedRequest {
  method: string;
  /** Path and query string as requested. */
  url: string;
  origin: string | undefined;
  userAgent: string | undefined;
  /** Why the body could not be decoded, if it could not. */
  decodeError?: string;
}

export interface Collector {
  readonly origin: string;
  /** Every decoded event, oldest first. */
  readonly events: readonly CollectedEvent[];
  /** Every request, including CORS preflights. */
  readonly requests: readonly CollectedRequest[];
  /** Resolves once `predicate` holds for the events received, or rejects after `timeoutMs`. */
  waitFor(
    predicate: (events: readonly CollectedEvent[]) => boolean,
    timeoutMs?: number,
  ): Promise<readonly CollectedEvent[]>;
  clear(): void;
  stop(): Promise<void>;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error(`body over ${MAX_BODY_BYTES} bytes`));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

const isGzip = (bytes: Buffer) => bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** JSON, or base64 of JSON (posthog-js's Compression.Base64). */
function parseJsonOrBase64(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) return JSON.parse(trimmed);
  return JSON.parse(Buffer.from(trimmed, "base64").toString("utf8"));
}

/** Turns one request into the JSON payload posthog-js meant to send. */
export function decodePayload(body: Buffer, url: URL, contentType = ""): unknown {
  const compression = url.searchParams.get("compression");
  let bytes = body;
  if (isGzip(bytes) || (compression === "gzip-js" && bytes.length > 0)) bytes = gunzipSync(bytes);
  let text = bytes.toString("utf8");
  if (text.trim() === "" && url.searchParams.has("data"))
    text = `data=${url.searchParams.get("data")}`;
  if (contentType.includes("application/x-www-form-urlencoded") || text.startsWith("data=")) {
    text = new URLSearchParams(text).get("data") ?? "";
  }
  return parseJsonOrBase64(text);
}

/** The events in a payload: an array, a single event, or a {api_key, batch} envelope. */
export function eventsIn(payload: unknown): { event: JsonObject; apiKey: string | undefined }[] {
  const envelopeKey =
    isObject(payload) && typeof payload.api_key === "string" ? payload.api_key : undefined;
  const list: unknown[] = Array.isArray(payload)
    ? payload
    : isObject(payload) && Array.isArray(payload.batch)
      ? payload.batch
      : [payload];
  return list.filter(isObject).map((event) => {
    const properties = isObject(event.properties) ? event.properties : {};
    const apiKey = [envelopeKey, event.api_key, properties.token, event.token].find(
      (value): value is string => typeof value === "string",
    );
    return { event, apiKey };
  });
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  // posthog-js sends with credentials, so the origin is echoed instead of "*".
  const headers: Record<string, string> = {
    "Access-Control-Allow-Origin": origin ?? "*",
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
  };
  if (origin) headers["Access-Control-Allow-Credentials"] = "true";
  const requested = request.headers["access-control-request-headers"];
  if (typeof requested === "string") headers["Access-Control-Allow-Headers"] = requested;
  if (request.headers["access-control-request-private-network"] === "true") {
    headers["Access-Control-Allow-Private-Network"] = "true";
  }
  return headers;
}

const PORT_POLL_MS = 500;

/** Listens on the port, waiting (about `waitMs`) while another test run's collector holds it. */
async function listenWhenFree(server: Server, port: number, waitMs: number): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    try {
      await new Promise<void>((resolve, reject) => {
        const onError = (error: Error) => {
          server.off("listening", onListening);
          reject(error);
        };
        const onListening = () => {
          server.off("error", onError);
          resolve();
        };
        server.once("error", onError);
        server.once("listening", onListening);
        server.listen(port, COLLECTOR_HOST);
      });
      return;
    } catch (error) {
      const busy = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
      if (!busy || tries * PORT_POLL_MS > waitMs) throw error;
      await pause(PORT_POLL_MS);
    }
  }
}

export async function startCollector(
  options: { port?: number; lifetimeMs?: number; waitForPortMs?: number } = {},
): Promise<Collector> {
  const port = options.port ?? COLLECTOR_PORT;
  const events: CollectedEvent[] = [];
  const requests: CollectedRequest[] = [];
  const waiters = new Set<() => void>();

  const notify = () => waiters.forEach((check) => check());

  async function handle(request: IncomingMessage, response: ServerResponse) {
    // A figure for scripts/bench-analytics.ts; no test reads it.
    // eslint-disable-next-line no-restricted-properties -- see above
    const receivedAt = Date.now();
    const url = new URL(request.url ?? "/", `http://${COLLECTOR_HOST}:${port}`);
    const userAgent = request.headers["user-agent"];
    const record: CollectedRequest = {
      method: request.method ?? "GET",
      url: `${url.pathname}${url.search}`,
      origin: request.headers.origin,
      userAgent,
    };
    requests.push(record);
    const headers = corsHeaders(request);
    if (request.method === "OPTIONS") {
      response.writeHead(204, headers).end();
      return;
    }
    try {
      const body = await readBody(request);
      if (body.length > 0 || url.searchParams.has("data")) {
        const payload = decodePayload(body, url, request.headers["content-type"]);
        for (const { event, apiKey } of eventsIn(payload)) {
          if (events.length >= MAX_EVENTS) break;
          events.push({
            event: String(event.event),
            properties: isObject(event.properties) ? event.properties : {},
            timestamp: typeof event.timestamp === "string" ? event.timestamp : undefined,
            apiKey,
            userAgent,
            endpoint: url.pathname,
            receivedAt,
          });
        }
        notify();
      }
      response
        .writeHead(200, { ...headers, "Content-Type": "application/json" })
        .end(JSON.stringify({ status: 1 }));
    } catch (error) {
      record.decodeError = error instanceof Error ? error.message : String(error);
      response
        .writeHead(400, { ...headers, "Content-Type": "application/json" })
        .end(JSON.stringify({ status: 0 }));
    }
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await listenWhenFree(server, port, options.waitForPortMs ?? DEFAULT_PORT_WAIT_MS);

  let stopped = false;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      stopped = true;
      clearTimeout(lifetime);
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const lifetime = setTimeout(() => void stop(), options.lifetimeMs ?? DEFAULT_LIFETIME_MS);
  lifetime.unref();

  return {
    origin: `http://${COLLECTOR_HOST}:${port}`,
    events,
    requests,
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(events)) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(events);
          return true;
        };
        // A deadline that gives up waiting, not a sleep: the wait ends when the events are in.
        // eslint-disable-next-line no-restricted-syntax -- see above
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `collector: condition not met in ${timeoutMs} ms; got ${events.length} events`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    clear() {
      events.length = 0;
      requests.length = 0;
    },
    stop,
  };
}
