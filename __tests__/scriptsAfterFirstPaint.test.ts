import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  STARTER_ID,
  startScriptsAfterFirstPaint,
  startScriptsAfterFirstPaintInBuild,
} from "../src/node/scriptsAfterFirstPaint";

// The tail of a page as Gatsby writes it (scripts stitched in from its _gatsby-scripts slice).
const page = (prefix = "") =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title>` +
  `<script type="module">const lazy=1;</script></head><body><div id="___gatsby"><p>Hello</p></div>` +
  `<script id="gatsby-script-loader">window.pagePath="/";</script>` +
  `<script>window.___webpackCompilationHash="abc";</script>` +
  `<script src="${prefix}/webpack-runtime-1.js" async></script>` +
  `<script src="${prefix}/framework-2.js" async></script>` +
  `<script src="${prefix}/app-3.js" async></script></body></html>`;

type ObserverCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/**
 * Runs the page's starter in this jsdom window, with frames, timers and (when `paintTiming`) the
 * browser's paint reports under the test's control.
 */
function runStarter(html: string, { paintTiming = false } = {}) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const starter = doc.getElementById(STARTER_ID)?.textContent ?? "";
  const frames: FrameRequestCallback[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const observers: ObserverCallback[] = [];
  const added = () =>
    [...document.body.querySelectorAll("script[src]")].map((script) => ({
      src: script.getAttribute("src"),
      async: (script as HTMLScriptElement).async,
    }));
  document.body.innerHTML = "";
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  jest.spyOn(window, "setTimeout").mockImplementation(((callback: () => void, ms = 0) => {
    timers.push({ callback, ms });
    return timers.length;
  }) as typeof window.setTimeout);
  const Observer = Object.assign(
    function (this: unknown, callback: ObserverCallback) {
      observers.push(callback);
      return { observe: () => undefined };
    },
    { supportedEntryTypes: ["paint", "navigation"] },
  );
  Object.defineProperty(window, "PerformanceObserver", {
    value: paintTiming ? Observer : undefined,
    configurable: true,
  });
  /** The browser reporting paint entries by these names. */
  const report = (...names: string[]) =>
    observers.forEach((callback) =>
      callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }),
    );
  // Running it appends script elements; jsdom does not fetch them (no resources option).
  new Function(starter)();
  return { frames, timers, report, added };
}

const BUNDLES = [
  { src: "/webpack-runtime-1.js", async: true },
  { src: "/framework-2.js", async: true },
  { src: "/app-3.js", async: true },
];

afterEach(() => jest.restoreAllMocks());

it("replaces Gatsby's async bundle scripts with one inline starter at the end of the body", () => {
  const html = startScriptsAfterFirstPaint(page());
  const doc = new DOMParser().parseFromString(html, "text/html");
  expect(doc.querySelectorAll("script[src]")).toHaveLength(0);
  const scripts = [...doc.querySelectorAll("script")];
  expect(scripts.at(-1)?.id).toBe(STARTER_ID);
  expect(scripts.at(-1)?.parentElement).toBe(doc.body);
  // Everything else stays as it was: the page data scripts and the image loader module.
  expect(doc.getElementById("gatsby-script-loader")?.textContent).toBe('window.pagePath="/";');
  expect(doc.querySelector('script[type="module"]')?.textContent).toBe("const lazy=1;");
  expect(doc.querySelector("#___gatsby p")?.textContent).toBe("Hello");
});

it("adds the same scripts, in order and async, once the first contentful paint is reported", () => {
  const { timers, report, added } = runStarter(startScriptsAfterFirstPaint(page()), {
    paintTiming: true,
  });
  expect(added()).toEqual([]);
  report("first-paint");
  expect(added()).toEqual([]);
  report("first-contentful-paint");
  expect(added()).toEqual(BUNDLES);
  // Only once, however the rest plays out.
  report("first-contentful-paint");
  timers.forEach((timer) => timer.callback());
  expect(added()).toEqual(BUNDLES);
});

it("starts anyway after 3 s if no paint is reported", () => {
  const { timers, added } = runStarter(startScriptsAfterFirstPaint(page()), {
    paintTiming: true,
  });
  expect(timers.map((timer) => timer.ms)).toEqual([3000]);
  timers[0]?.callback();
  expect(added()).toEqual(BUNDLES);
});

it("without paint timing, starts after the first frame", () => {
  const { frames, timers, added } = runStarter(startScriptsAfterFirstPaint(page()));
  expect(added()).toEqual([]);
  expect(frames).toHaveLength(1);
  frames[0]?.(0);
  // Still nothing: the timeout set in the frame callback runs once the frame is done.
  expect(added()).toEqual([]);
  timers[0]?.callback();
  expect(added()).toEqual(BUNDLES);
});

it("in a hidden tab, which reports no paint, starts after the first frame it gets", () => {
  jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  const { frames, timers, added } = runStarter(startScriptsAfterFirstPaint(page()), {
    paintTiming: true,
  });
  frames[0]?.(0);
  timers[0]?.callback();
  expect(added()).toEqual(BUNDLES);
});

it("keeps a path prefix in every script URL", () => {
  const { frames, timers, added } = runStarter(startScriptsAfterFirstPaint(page("/coaching-site")));
  frames[0]?.(0);
  timers[0]?.callback();
  expect(added().map((script) => script.src)).toEqual([
    "/coaching-site/webpack-runtime-1.js",
    "/coaching-site/framework-2.js",
    "/coaching-site/app-3.js",
  ]);
});

it("leaves a page without async bundle scripts unchanged, so rewriting twice is harmless", () => {
  const once = startScriptsAfterFirstPaint(page());
  expect(startScriptsAfterFirstPaint(once)).toBe(once);
  const plain = "<!DOCTYPE html><html><head></head><body><script src=/a.js></script></body></html>";
  expect(startScriptsAfterFirstPaint(plain)).toBe(plain);
});

it("escapes a URL that could close the script element", () => {
  const html = startScriptsAfterFirstPaint(
    '<html><body><script src="/x</script><b>.js" async></script></body></html>',
  );
  expect(html).not.toContain("</script><b>");
  expect(html).toContain("\\u003c/script>\\u003cb>.js");
});

it("rewrites the built pages it is given and counts those it changed", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "after-paint-"));
  const first = path.join(dir, "index.html");
  const second = path.join(dir, "done.html");
  writeFileSync(first, page());
  writeFileSync(second, startScriptsAfterFirstPaint(page()));
  expect(await startScriptsAfterFirstPaintInBuild([first, second])).toBe(1);
  expect(readFileSync(first, "utf8")).toContain(`id="${STARTER_ID}"`);
  expect(readFileSync(first, "utf8")).not.toContain("async></script>");
});
