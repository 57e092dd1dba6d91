/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// The post-build pass on a built site shaped as Gatsby 5 writes it: the starter replaces the bundle
// scripts, starts the analytics entry once the page is painted and Gatsby's bundles with the page's
// template chunks when the visitor first acts (or at once for an address with a query), the scripts it starts carry V8's compile hint, the
// CSP hashes exactly the site's own inline scripts, an injected one is left out (and check:security
// names it), a second run changes nothing, and a change in Gatsby's markup stops it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { checkPage, parsePolicy } from "../checks/security";
import { ADDRESS_CLEANUP_SCRIPT } from "../src/analytics/privateAddress";
import { COMPILE_HINT, STARTER_ID, starterScript } from "../src/node/builtPages/starter";
import { passOverPages, passOverPage } from "../src/node/builtPages/pagePass";
import { listPages, readSiteScripts, type SiteScripts } from "../src/node/builtPages/builtSite";
import { sha256Source, WASM_SOURCE } from "../src/node/builtPages/contentSecurityPolicy";
import { POPOVER_SCRIPT } from "../src/shell/popoverScript";

const SLICE =
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script>window.___webpackCompilationHash="abc";</script>';
const bundleTags = (prefix: string) =>
  ["webpack-runtime-1", "framework-2", "app-3"]
    .map((name) => `<script src="${prefix}/${name}.js" async></script>`)
    .join("");

/** A page as Gatsby writes it, its scripts slice stitched in between the markers. */
const page = (route = "/", content = "<p>Hello</p>", prefix = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>` +
  `<script id="popover-state">${POPOVER_SCRIPT}</script>` +
  `<script type="application/ld+json" data-gatsby-head="true">{"@type":"Article"}</script></head>` +
  `<body><div id="___gatsby"><main>${content}</main></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(route)};/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" -->${SLICE}${bundleTags(prefix)}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

const SCRIPT_FILES = [
  "webpack-runtime-1",
  "framework-2",
  "app-3",
  "shared-4",
  "home-5",
  "lazy-6",
  "analytics-start-7",
];

/** A built site's script files, webpack's chunk list and page data, with Gatsby's bundle URLs under `prefix`. */
function builtSite(prefix = ""): string {
  const dir = mkdtempSync(path.join(tmpdir(), "post-build-"));
  mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
  writeFileSync(
    path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"),
    SLICE + bundleTags(prefix),
  );
  for (const name of SCRIPT_FILES) writeFileSync(path.join(dir, `${name}.js`), `"use strict";`);
  // The home page's template needs two chunks besides Gatsby's (webpack's list), "/about/" none.
  writeFileSync(
    path.join(dir, "webpack.stats.json"),
    JSON.stringify({
      assetsByChunkName: {
        "analytics-start": ["webpack-runtime-1.js", "analytics-start-7.js"],
        "component---src-pages-index-tsx": ["shared-4.js", "home-5.js"],
        "component---src-pages-about-tsx": [],
      },
    }),
  );
  for (const [route, chunk] of [
    ["index", "component---src-pages-index-tsx"],
    ["about", "component---src-pages-about-tsx"],
  ] as const) {
    mkdirSync(path.join(dir, "page-data", route), { recursive: true });
    writeFileSync(
      path.join(dir, "page-data", route, "page-data.json"),
      JSON.stringify({ componentChunkName: chunk }),
    );
  }
  writeFileSync(path.join(dir, "index.html"), "");
  mkdirSync(path.join(dir, "about"), { recursive: true });
  writeFileSync(path.join(dir, "about", "index.html"), "");
  return dir;
}

let site: SiteScripts;
let root: string;
beforeAll(async () => {
  root = builtSite();
  site = await readSiteScripts(root, listPages(root));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The page, finished. */
const finished = (route = "/", content?: string) =>
  passOverPage(page(route, content), route, site, ["http://127.0.0.1:4318"]);
/** The page as a browser parses it. */
const parseHtml = (html: string) => new JSDOM(html).window.document;
const policyOf = (html: string) =>
  parsePolicy(
    parseHtml(html)
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute("content") ?? "",
  );

type ObserverCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/**
 * Runs the page's starter in a jsdom window, with frames, timers and (when `paintTiming`) the
 * browser's paint reports under the test's control.
 */
function runStarter(
  html: string,
  { paintTiming = false, visibility = "visible", address = "https://example.com/" } = {},
) {
  const starter = parseHtml(html).getElementById(STARTER_ID)?.textContent ?? "";
  const { window } = new JSDOM("<!DOCTYPE html><body></body>", {
    runScripts: "outside-only",
    url: address,
  });
  const { document } = window;
  Object.defineProperty(document, "visibilityState", { value: visibility });
  const frames: FrameRequestCallback[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const observers: ObserverCallback[] = [];
  const added = () =>
    [...document.body.querySelectorAll("script[src]")].map((script) => ({
      src: script.getAttribute("src"),
      async: (script as HTMLScriptElement).async,
    }));
  Object.assign(window, {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms }),
  });
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
  window.eval(starter);
  /** The visitor acting on the page, by an event of this type. */
  const act = (type: string) =>
    document.body.dispatchEvent(new window.Event(type, { bubbles: true }));
  /** The browser showing the next frame, then running what waited for it. */
  const nextFrame = () => {
    frames.splice(0).forEach((frame) => frame(0));
    timers.splice(0).forEach((timer) => timer.callback());
  };
  return { frames, timers, report, added, act, nextFrame };
}

// Once painted: the analytics entry, after webpack's runtime. Not async: they run in this order.
const ANALYTICS = [
  { src: "/webpack-runtime-1.js", async: false },
  { src: "/analytics-start-7.js", async: false },
];
// When the visitor first acts: Gatsby's other bundles, with the home page's template chunks before
// the app (whose arrival starts React).
const APP = [
  { src: "/framework-2.js", async: false },
  { src: "/shared-4.js", async: false },
  { src: "/home-5.js", async: false },
  { src: "/app-3.js", async: false },
];

it("replaces Gatsby's async bundle scripts with one inline starter at the end of the body", () => {
  const html = finished().html;
  const doc = parseHtml(html);
  expect(doc.querySelectorAll("script[src]")).toHaveLength(0);
  const scripts = [...doc.querySelectorAll("script")];
  expect(scripts.at(-1)?.id).toBe(STARTER_ID);
  expect(scripts.at(-1)?.parentElement).toBe(doc.body);
  // Inside Gatsby's slice markers, so a page Gatsby stitches again gets fresh bundles.
  expect(html).toMatch(new RegExp(`<script id="${STARTER_ID}">[^<]*</script><!-- slice-end`));
  // Everything else stays as it was.
  expect(doc.getElementById("gatsby-script-loader")?.textContent).toContain('window.pagePath="/";');
  expect(doc.querySelector('script[type="application/ld+json"]')?.textContent).toBe(
    '{"@type":"Article"}',
  );
  expect(doc.querySelector("#___gatsby p")?.textContent).toBe("Hello");
});

it("adds the analytics entry once the first contentful paint is reported, and nothing else", () => {
  const { timers, report, added } = runStarter(finished().html, {
    paintTiming: true,
  });
  expect(added()).toEqual([]);
  report("first-paint");
  expect(added()).toEqual([]);
  report("first-contentful-paint");
  expect(added()).toEqual(ANALYTICS);
  // Only once, however the rest plays out.
  report("first-contentful-paint");
  timers.forEach((timer) => timer.callback());
  expect(added()).toEqual(ANALYTICS);
});

it.each(["pointerdown", "keydown", "touchstart", "focusin"])(
  "adds Gatsby's bundles and the page's own, to run in order, on the visitor's first %s",
  (type) => {
    const { report, added, act, nextFrame } = runStarter(finished().html, { paintTiming: true });
    report("first-contentful-paint");
    act(type);
    // Not before the act's own effect (a menu opening) is on screen.
    expect(added()).toEqual(ANALYTICS);
    nextFrame();
    expect(added()).toEqual([...ANALYTICS, ...APP]);
    // Once: later acts add nothing.
    act(type);
    act("pointerdown");
    nextFrame();
    expect(added()).toEqual([...ANALYTICS, ...APP]);
  },
);

it("an act before the first paint starts analytics at once, then the rest, in order", () => {
  const { report, added, act, nextFrame } = runStarter(finished().html, { paintTiming: true });
  act("keydown");
  expect(added()).toEqual(ANALYTICS);
  nextFrame();
  expect(added()).toEqual([...ANALYTICS, ...APP]);
  report("first-contentful-paint");
  expect(added()).toEqual([...ANALYTICS, ...APP]);
});

it.each([
  ["a search", "https://example.com/newsletter/archive/?q=legacy", true],
  ["a redirect's parameters", "https://example.com/call-booked/?name=Ada&email=a%40b.c", true],
  [
    "campaign parameters only",
    "https://example.com/?utm_source=newsletter&utm_medium=email",
    false,
  ],
  ["no query", "https://example.com/", false],
])("with %s in the address, starts React at once: %s", (_case, address, atOnce) => {
  const { added, nextFrame } = runStarter(finished().html, { paintTiming: true, address });
  nextFrame();
  expect(added()).toEqual(atOnce ? [...ANALYTICS, ...APP] : ANALYTICS);
});

it("starts anyway after 3 s if no paint is reported", () => {
  const { timers, added } = runStarter(finished().html, {
    paintTiming: true,
  });
  expect(timers.map((timer) => timer.ms)).toEqual([3000]);
  timers[0]?.callback();
  expect(added()).toEqual(ANALYTICS);
});

it("without paint timing, starts after the first frame", () => {
  const { frames, timers, added } = runStarter(finished().html);
  expect(added()).toEqual([]);
  expect(frames).toHaveLength(1);
  frames[0]?.(0);
  // Still nothing: the timeout set in the frame callback runs once the frame is done.
  expect(added()).toEqual([]);
  timers[0]?.callback();
  expect(added()).toEqual(ANALYTICS);
});

it("in a hidden tab, which reports no paint, starts after the first frame it gets", () => {
  const { frames, timers, added } = runStarter(finished().html, {
    paintTiming: true,
    visibility: "hidden",
  });
  frames[0]?.(0);
  timers[0]?.callback();
  expect(added()).toEqual(ANALYTICS);
});

it("keeps a path prefix in every script URL", async () => {
  const dir = builtSite("/coaching-site");
  const prefixed = await readSiteScripts(dir, listPages(dir));
  rmSync(dir, { recursive: true, force: true });
  const { added, act, nextFrame } = runStarter(
    passOverPage(page("/", undefined, "/coaching-site"), "/", prefixed, []).html,
  );
  act("pointerdown");
  nextFrame();
  expect(added().map((script) => script.src)).toEqual(
    [...ANALYTICS, ...APP].map(({ src }) => `/coaching-site${src}`),
  );
});

it("starts a page without template chunks of its own with Gatsby's bundles only", () => {
  const { added, act, nextFrame } = runStarter(finished("/about/").html);
  act("pointerdown");
  nextFrame();
  expect(added().map((script) => script.src)).toEqual([
    "/webpack-runtime-1.js",
    "/analytics-start-7.js",
    "/framework-2.js",
    "/app-3.js",
  ]);
});

it("escapes a URL that could close the script element", () => {
  expect(starterScript({ now: ["/x</script><b>.js"], later: [] })).toContain(
    '["/x\\u003c/script>\\u003cb>.js"]',
  );
});

it("with the starter switched off, keeps Gatsby's own script tags and still writes the policy", () => {
  const { html, foreign } = passOverPage(
    page(),
    "/",
    site,
    ["http://127.0.0.1:4318"],
    undefined,
    false,
  );
  const doc = parseHtml(html);
  expect(doc.getElementById(STARTER_ID)).toBeNull();
  expect([...doc.querySelectorAll("script[src][async]")].map((s) => s.getAttribute("src"))).toEqual(
    ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"],
  );
  // The policy hashes the page's own inline scripts (Gatsby's, the popover script), no starter.
  expect([...(policyOf(html).get("script-src") ?? [])].sort()).toEqual(
    [
      "'self'",
      WASM_SOURCE,
      ...[
        '/*<![CDATA[*/window.pagePath="/";/*]]>*/',
        'window.___chunkMapping="{}";',
        'window.___webpackCompilationHash="abc";',
        POPOVER_SCRIPT,
      ].map(sha256Source),
    ].sort(),
  );
  expect(foreign).toEqual([]);
});

describe("the Content-Security-Policy", () => {
  it("is first in head after the charset, then the referrer policy", () => {
    const head = parseHtml(finished().html).head;
    expect([...head.children].slice(0, 3).map((element) => element.outerHTML)).toEqual([
      '<meta charset="utf-8">',
      expect.stringMatching(
        /^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
      ),
      '<meta name="referrer" content="strict-origin-when-cross-origin">',
    ]);
  });

  it("hashes exactly the site's own inline scripts: Gatsby's, the starter and the popover script", () => {
    const { html, foreign } = finished("/case-study/");
    const scriptSrc = policyOf(html).get("script-src") ?? [];
    const own = [
      '/*<![CDATA[*/window.pagePath="/case-study/";/*]]>*/',
      'window.___chunkMapping="{}";',
      'window.___webpackCompilationHash="abc";',
      starterScript({
        now: ["/webpack-runtime-1.js", "/analytics-start-7.js"],
        later: ["/framework-2.js", "/app-3.js"],
      }),
      POPOVER_SCRIPT,
    ].map(sha256Source);
    // "/case-study/" has no page data here, so it starts with Gatsby's bundles alone.
    expect([...scriptSrc].sort()).toEqual(["'self'", WASM_SOURCE, ...own].sort());
    expect(policyOf(html).get("connect-src")).toEqual(["'self'", "http://127.0.0.1:4318"]);
    expect(foreign).toEqual([]);
    expect(checkPage(html, "/case-study/", site)).toEqual([]);
  });

  it("lets search compile WebAssembly, and never evaluates script text", () => {
    const scriptSrc = policyOf(finished().html).get("script-src") ?? [];
    expect(scriptSrc).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(checkPage(finished().html, "/", site)).toEqual([]);
  });

  it("leaves out a script injected through content, so the browser blocks it, and names it", () => {
    const { html, foreign } = finished("/", "<p>Hi</p><script>alert(document.cookie)</script>");
    expect(foreign).toEqual(["alert(document.cookie)"]);
    expect(policyOf(html).get("script-src")).not.toContain(sha256Source("alert(document.cookie)"));
    expect(checkPage(html, "/", site)).toEqual([
      "unexpected inline script: alert(document.cookie)",
    ]);
  });

  it("does not take a copy of Gatsby's loader for another page as the site's", () => {
    const copy =
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/x/";/*]]>*/</script>';
    expect(finished("/", copy).foreign).toEqual(['/*<![CDATA[*/window.pagePath="/x/";/*]]>*/']);
  });

  it("check:security reports a hash that is not one of the page's own scripts", () => {
    const tampered = finished().html.replace(
      "script-src 'self'",
      "script-src 'self' 'unsafe-inline'",
    );
    expect(checkPage(tampered, "/", site)).toContain(
      "script-src allows 'unsafe-inline', which is not one of this page's own scripts",
    );
  });
});

describe("the thank-you pages, whose address may carry a name and an e-mail", () => {
  it.each(["/call-booked/", "/subscribed/"])(
    "%s: the address cleanup runs first, hashed, under a referrer policy that sends only the origin",
    (route) => {
      const { html, foreign } = finished(route);
      const head = parseHtml(html).head;
      expect([...head.children].slice(1, 4).map((element) => element.outerHTML)).toEqual([
        expect.stringMatching(/^<meta http-equiv="Content-Security-Policy"/),
        '<meta name="referrer" content="strict-origin">',
        `<script id="clean-address">${ADDRESS_CLEANUP_SCRIPT}</script>`,
      ]);
      expect(policyOf(html).get("script-src")).toContain(sha256Source(ADDRESS_CLEANUP_SCRIPT));
      expect(foreign).toEqual([]);
      expect(checkPage(html, route, site)).toEqual([]);
      // Run again (a page Gatsby kept), the same page: one cleanup script, still first.
      expect(passOverPage(html, route, site, ["http://127.0.0.1:4318"]).html).toBe(html);
    },
  );

  it("no other page gets the script or its hash", () => {
    const { html } = finished("/newsletter/subscribed/");
    expect(html).not.toContain("clean-address");
    expect(policyOf(html).get("script-src")).not.toContain(sha256Source(ADDRESS_CLEANUP_SCRIPT));
    expect(checkPage(html, "/newsletter/subscribed/", site)).toEqual([]);
  });

  it("check:security names a thank-you page without the stricter referrer policy", () => {
    const loose = finished("/call-booked/").html.replace(
      'content="strict-origin"',
      'content="strict-origin-when-cross-origin"',
    );
    expect(checkPage(loose, "/call-booked/", site)).toContain(
      'expected one <meta name="referrer" content="strict-origin">',
    );
  });
});

it("gives the same page when run again (a page Gatsby kept from the last build)", () => {
  const once = finished().html;
  expect(passOverPage(once, "/", site, ["http://127.0.0.1:4318"]).html).toBe(once);
});

it("gives a page an earlier version of the pass finished (Gatsby kept it) the current starter", () => {
  const current = finished().html;
  const older = current.replace(
    /(<script id="start-after-first-paint">)[^<]*(<\/script>)/,
    "$1(function(){/* an older starter */})();$2",
  );
  expect(older).not.toBe(current);
  const again = passOverPage(older, "/", site, ["http://127.0.0.1:4318"]);
  expect(again.html).toBe(current);
  expect(again.foreign).toEqual([]);
  expect(policyOf(again.html).get("script-src")).not.toContain(
    sha256Source("(function(){/* an older starter */})();"),
  );
});

describe("when Gatsby's markup is not what the pass knows, it stops the build, naming the file", () => {
  it.each([
    ["bundle scripts missing", page().replace(bundleTags(""), "")],
    ["the page loader changed", page().replace("window.pagePath=", "window.path=")],
    ["no <head>", page().replace(/<head>.*<\/head>/, "")],
  ])("%s", async (_case, html) => {
    const dir = builtSite();
    writeFileSync(path.join(dir, "index.html"), html);
    await expect(passOverPages(dir, {})).rejects.toThrow(
      `post-build pass on ${path.join(dir, "index.html")}`,
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it("a page whose content took in Gatsby's markup is left for the caller to refuse, not edited", async () => {
    const dir = builtSite();
    const broken = page("/", "<p>Before</p><plaintext>");
    writeFileSync(path.join(dir, "index.html"), broken);
    rmSync(path.join(dir, "about"), { recursive: true });
    const result = await passOverPages(
      dir,
      {},
      {
        read: (elements, html) => ({ elements: elements.length, html }),
        leaveAlone: ({ html }) => html.includes("<plaintext>"),
      },
    );
    expect(result.found).toEqual([
      {
        file: path.join(dir, "index.html"),
        value: expect.objectContaining({ html: broken }),
        changed: true,
      },
    ]);
    expect(readFileSync(path.join(dir, "index.html"), "utf8")).toBe(broken);
    rmSync(dir, { recursive: true, force: true });
  });

  it("webpack's stats file missing", async () => {
    const dir = builtSite();
    rmSync(path.join(dir, "webpack.stats.json"));
    await expect(passOverPages(dir, {})).rejects.toThrow(
      `cannot read Gatsby's ${path.join(dir, "webpack.stats.json")}`,
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it("a page whose template chunk webpack's stats do not list", async () => {
    const dir = builtSite();
    writeFileSync(
      path.join(dir, "page-data", "about", "page-data.json"),
      JSON.stringify({ componentChunkName: "component---src-pages-renamed-tsx" }),
    );
    await expect(passOverPages(dir, {})).rejects.toThrow(
      `webpack.stats.json lists no files for /about/'s template chunk "component---src-pages-renamed-tsx"`,
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it("webpack's stats list no analytics entry", async () => {
    const dir = builtSite();
    writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: {} }));
    await expect(passOverPages(dir, {})).rejects.toThrow(
      'webpack.stats.json lists no files for the "analytics-start" entry (gatsby-node.ts adds it)',
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it("no scripts slice", async () => {
    await expect(readSiteScripts(tmpdir(), [])).rejects.toThrow(
      /expected one Gatsby scripts slice/,
    );
  });

  it("Gatsby 5's own code still writes the markup the pass recognises", () => {
    // The installed Gatsby's server entry and webpack stats step: if an upgrade changes them, this
    // fails before a build does (docs/performance.md).
    const gatsby = path.dirname(require.resolve("gatsby/package.json"));
    const entry = readFileSync(path.join(gatsby, "cache-dir", "static-entry.js"), "utf8");
    expect(entry).toContain(
      "`/*<![CDATA[*/window.pagePath=${JSON.stringify(\n      pagePath\n    )};",
    );
    expect(entry).toContain("sliceId: `_gatsby-scripts`");
    const stats = readFileSync(
      path.join(gatsby, "dist", "utils", "gatsby-webpack-stats-extractor.js"),
      "utf8",
    );
    expect(stats).toContain('<script src="${this.publicPath}/${asset}" async></script>');
    // The page's template chunks come from the stats file's chunk list.
    expect(stats).toContain("assetsByChunkName");
  });
});

it("finishes every page of a built site, skipping Gatsby's fragments", async () => {
  writeFileSync(path.join(root, "index.html"), page("/"));
  mkdirSync(path.join(root, "about"), { recursive: true });
  writeFileSync(path.join(root, "about", "index.html"), page("/about/"));
  expect(await passOverPages(root, { GATSBY_POSTHOG_KEY: "phc_x" })).toMatchObject({
    pages: 2,
    foreign: [],
  });
  const about = readFileSync(path.join(root, "about", "index.html"), "utf8");
  expect(policyOf(about).get("connect-src")).toEqual(["'self'", "https://us.i.posthog.com"]);
  // The scripts pages start with carry the compile hint once, however often the pass runs; a chunk
  // loaded later (on a visitor's first click) is left as webpack wrote it.
  await passOverPages(root, {});
  const script = (name: string) => readFileSync(path.join(root, `${name}.js`), "utf8");
  for (const name of ["webpack-runtime-1", "framework-2", "app-3", "shared-4", "home-5"])
    expect(script(name)).toBe(`${COMPILE_HINT}"use strict";`);
  expect(script("lazy-6")).toBe(`"use strict";`);
  expect(readFileSync(path.join(root, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8")).toBe(
    SLICE + bundleTags(""),
  );
});

describe("a rebuild finishes only the pages Gatsby wrote again", () => {
  const run = (fingerprint = "code-1", env: NodeJS.ProcessEnv = {}) =>
    passOverPages(root, env, {
      // Inside Gatsby's fragments folder, which the pass never reads as a page.
      memoFile: path.join(root, "_gatsby", "pass-memo.json"),
      fingerprint,
      read: (elements) => elements.find((element) => element.tagName === "title")?.tagName ?? "",
    });
  const changedPages = async (result: ReturnType<typeof run>) =>
    (await result).found
      .filter((page) => page.changed)
      .map((page) => path.relative(root, page.file));

  beforeEach(() => {
    writeFileSync(path.join(root, "index.html"), page("/"));
    mkdirSync(path.join(root, "about"), { recursive: true });
    writeFileSync(path.join(root, "about", "index.html"), page("/about/"));
  });

  it("keeps a page as the last build left it, and what was read from it", async () => {
    expect(await changedPages(run())).toEqual(["index.html", "about/index.html"]);
    const again = await run();
    expect(again.found.map((page) => [page.changed, page.value])).toEqual([
      [false, "title"],
      [false, "title"],
    ]);
  });

  it("finishes a page Gatsby wrote again, and every page when the code or the analytics host changed", async () => {
    await run();
    writeFileSync(path.join(root, "about", "index.html"), page("/about/"));
    expect(await changedPages(run())).toEqual(["about/index.html"]);
    expect(
      policyOf(readFileSync(path.join(root, "about", "index.html"), "utf8")).size,
    ).toBeGreaterThan(0);
    expect(await changedPages(run("code-2"))).toHaveLength(2);
    expect(await changedPages(run("code-2", { GATSBY_POSTHOG_KEY: "phc_x" }))).toHaveLength(2);
  });
});
