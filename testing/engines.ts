// The three browser engines a visitor may bring, behind one small interface, so a browser test is
// written once and run in each (e2e/firstAct.spec.ts): Chromium through Playwright (Debian's, as
// the rest of the suite), Firefox ESR through puppeteer-core over WebDriver BiDi (as
// scripts/first-paint-firefox.ts drives it), and WebKit (WebKitGTK's MiniBrowser) through
// WebKitWebDriver, under a virtual display (Xvfb). Acts are made as a person makes them: a tap is
// a pointer down, a hold and an up at the element's first line box; keys are pressed one by one.
// Chromium's page can hold requests back in the browser (nothing waits for a connection, as on a
// slow network); Firefox's and WebKit's are held on the server (see firefoxPage).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import type { Browser as PlaywrightBrowser, Page as PlaywrightPage } from "@playwright/test";
import puppeteer, {
  type Browser as PuppeteerBrowser,
  type Page as PuppeteerPage,
} from "puppeteer-core";
// Only `until`'s poll and the driver's start-up wait between tries: they wait for a state.
// eslint-disable-next-line no-restricted-imports -- a poll's interval judges nothing
import { setTimeout as pause } from "node:timers/promises";

export type EngineName = "chromium" | "firefox" | "webkit";

export interface EnginePage {
  readonly engine: EngineName;
  /** Opens the address and returns once the document is parsed. */
  open(url: string): Promise<void>;
  /** The value of a JavaScript expression in the page (no promises: poll with `until`). */
  value<T>(expression: string): Promise<T>;
  /** A finger's tap at a point of the viewport: pointer down, `holdMs`, pointer up. */
  tapAt(point: Point, holdMs: number): Promise<void>;
  /** Types the text, key by key, into whatever has focus. */
  type(text: string): Promise<void>;
  /** Presses and releases a key. */
  press(key: "Enter" | "Space"): Promise<void>;
  /** The URLs the page asked for that `pattern` matches (held ones too). */
  requested(pattern: RegExp): string[];
  close(): Promise<void>;
}

export interface Point {
  x: number;
  y: number;
}

export interface EngineOptions {
  viewport: { width: number; height: number };
}

const POLL_MS = 50;

/**
 * Polls an expression until it is truthy; returns its value, or throws after about `timeoutMs`
 * of polls (a bound on how long to wait, not a judgement of how long it took).
 */
export async function until<T>(
  page: EnginePage,
  expression: string,
  timeoutMs = 15_000,
): Promise<T> {
  for (let polls = 0; ; polls += 1) {
    // A page being replaced by the next one answers with an error for a moment.
    const found = await page.value<T>(expression).catch(() => undefined);
    if (found) return found;
    if (polls * POLL_MS > timeoutMs) {
      const at = await page.value<string>("location.href").catch((error: Error) => error.message);
      throw new Error(`timed out waiting for ${expression} (at ${at})`);
    }
    await pause(POLL_MS);
  }
}

/**
 * A tap on the element, as a reader makes it: scrolled to first if it is not on screen, then at
 * its first line box's middle, a little in from its start (a link may wrap).
 */
export async function tap(page: EnginePage, selector: string, holdMs: number): Promise<void> {
  const point = await page.value<Point>(
    `(() => { const e = document.querySelector(${JSON.stringify(selector)}); ` +
      `const box = e.getBoundingClientRect(); ` +
      `if (box.top < 0 || box.bottom > innerHeight) e.scrollIntoView({ block: "center", behavior: "instant" }); ` +
      `const r = e.getClientRects()[0]; ` +
      `return { x: Math.round(r.left + Math.min(12, r.width / 2)), y: Math.round(r.top + r.height / 2) }; })()`,
  );
  await page.tapAt(point, holdMs);
}

const PLAYWRIGHT_KEYS = { Enter: "Enter", Space: "Space" } as const;

/** What Playwright's and puppeteer's pages both offer, with the same calls. */
interface DrivenPage {
  goto(url: string, options: { waitUntil: "domcontentloaded" }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  mouse: {
    click(x: number, y: number, options: { delay: number }): Promise<void>;
  };
  keyboard: {
    type(text: string, options: { delay: number }): Promise<void>;
    press(key: string): Promise<void>;
  };
}

/** A Playwright or puppeteer page as an EnginePage; `urls` lists what it asked for. */
const drivenPage = (
  engine: EngineName,
  page: DrivenPage,
  urls: string[],
  close: () => Promise<void>,
): EnginePage => ({
  engine,
  open: async (url) => {
    await page.goto(url, { waitUntil: "domcontentloaded" });
  },
  value: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
  // Down, held `holdFor`, up: the driver's own click, a finger's rest between.
  tapAt: ({ x, y }, holdFor) => page.mouse.click(x, y, { delay: holdFor }),
  type: (text) => page.keyboard.type(text, { delay: 30 }),
  press: (key) => page.keyboard.press(PLAYWRIGHT_KEYS[key]),
  requested: (pattern) => urls.filter((url) => pattern.test(url)),
  close,
});
const WEBDRIVER_KEYS = { Enter: "\uE007", Space: " " } as const;

/**
 * Chromium, through a Playwright browser the test has launched; `prepare` readies the page before
 * it opens anything (holdScripts, to hold requests in the browser).
 */
export async function chromiumPage(
  browser: PlaywrightBrowser,
  { viewport }: EngineOptions,
  prepare?: (page: PlaywrightPage) => Promise<void>,
): Promise<EnginePage> {
  const context = await browser.newContext({ viewport });
  const page: PlaywrightPage = await context.newPage();
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  await prepare?.(page);
  return drivenPage("chromium", page, urls, () => context.close());
}

/**
 * Firefox ESR, through puppeteer-core over WebDriver BiDi. It holds nothing: puppeteer's
 * interception pauses every request, the next page's too, until this process lets it go (up to
 * 222 ms of a tap's navigation beside a build), so its tests hold on the server, as WebKit's do.
 */
export async function firefoxPage(
  browser: PuppeteerBrowser,
  { viewport }: EngineOptions,
): Promise<EnginePage> {
  const context = await browser.createBrowserContext();
  const page: PuppeteerPage = await context.newPage();
  await page.setViewport(viewport);
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return drivenPage("firefox", page, urls, () => context.close());
}

export const launchFirefox = (): Promise<PuppeteerBrowser> =>
  puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
  });

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
/** Whether this machine has what the WebKit tests need. */
export const webKitAvailable = (): boolean =>
  ["/usr/bin/WebKitWebDriver", "/usr/bin/Xvfb", MINIBROWSER].every((file) => existsSync(file));

/** WebKit's WebDriver session: the commands the tests use, over the W3C protocol. */
class WebDriverSession {
  constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  async command<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}/session/${this.id}${path}`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as {
      value: T & { error?: string; message?: string };
    };
    if (value && typeof value === "object" && "error" in value && value.error) {
      throw new Error(`WebDriver ${path}: ${value.error}: ${value.message}`);
    }
    return value;
  }
}

/** A free display number from Xvfb itself (-displayfd), and the server. */
function startXvfb(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"],
    {
      stdio: ["ignore", "ignore", "ignore", "pipe"],
    },
  );
  return new Promise((resolve, reject) => {
    let text = "";
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve({ display: `:${text.trim()}`, xvfb });
    });
    xvfb.once("exit", (code) => reject(new Error(`Xvfb ended (${code})`)));
  });
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

/**
 * WebKit (MiniBrowser) under Xvfb through WebKitWebDriver; `requested` is the test server's own log
 * (WebDriver cannot report the browser's requests), read from the page's start on.
 */
export async function webKitPage(
  { viewport }: EngineOptions,
  requested: () => string[],
): Promise<EnginePage> {
  const { display, xvfb } = await startXvfb();
  const port = await freePort();
  const processes: ChildProcess[] = [xvfb];
  processes.push(
    spawn("WebKitWebDriver", [`--port=${port}`], {
      stdio: "ignore",
      env: { ...process.env, DISPLAY: display },
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  let id = "";
  for (let attempt = 0; attempt < 100 && !id; attempt += 1) {
    try {
      const response = await fetch(`${base}/session`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          capabilities: {
            alwaysMatch: {
              browserName: "MiniBrowser",
              "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
            },
          },
        }),
      });
      id = ((await response.json()) as { value: { sessionId?: string } }).value.sessionId ?? "";
    } catch {
      await pause(100);
    }
  }
  if (!id) throw new Error("WebKitWebDriver did not start a session");
  const session = new WebDriverSession(base, id);
  // What this page asks for: the server's log from here on.
  const before = requested().length;
  await session.command("POST", "/window/rect", viewport);
  const pointer = (actions: unknown[]) =>
    session.command("POST", "/actions", {
      actions: [{ type: "pointer", id: "finger", parameters: { pointerType: "mouse" }, actions }],
    });
  const keys = (keys: string[]) =>
    session.command("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: keys.flatMap((value) => [
            { type: "keyDown", value },
            { type: "keyUp", value },
            { type: "pause", duration: 30 },
          ]),
        },
      ],
    });
  const value = <T>(expression: string) =>
    session.command<T>("POST", "/execute/sync", { script: `return ${expression};`, args: [] });
  return {
    engine: "webkit",
    open: async (url) => {
      await session.command("POST", "/url", { url });
    },
    value,
    tapAt: async ({ x, y }, holdFor) => {
      await pointer([
        { type: "pointerMove", duration: 0, x, y, origin: "viewport" },
        { type: "pointerDown", button: 0 },
        { type: "pause", duration: holdFor },
        { type: "pointerUp", button: 0 },
      ]);
    },
    type: async (text) => {
      await keys([...text]);
    },
    press: async (key) => {
      await keys([WEBDRIVER_KEYS[key]]);
    },
    requested: (pattern) =>
      requested()
        .slice(before)
        .filter((url) => pattern.test(url)),
    close: async () => {
      await session.command("DELETE", "").catch(() => undefined);
      for (const child of processes.reverse()) child.kill();
    },
  };
}
