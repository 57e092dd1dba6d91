/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// The post-build pass on a built site shaped as Gatsby 5 writes it: the starter replaces the bundle
// scripts and adds the page's template chunks, the scripts it starts carry V8's compile hint, the
// CSP hashes exactly the site's own inline scripts, an injected one is left out (and check:security
// names it), a second run changes nothing, and a change in Gatsby's markup stops it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { checkPage, parsePolicy } from "../checks/security";
import {
  COMPILE_HINT,
  STARTER_ID,
  finishBuild,
  finishPage,
  listPages,
  readSiteScripts,
  sha256Source,
  starterScript,
  type SiteScripts,
  WASM_SOURCE,
} from "../src/node/postBuild";
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

const SCRIPT_FILES = ["webpack-runtime-1", "framework-2", "app-3", "shared-4", "home-5", "lazy-6"];

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
  finishPage(page(route, content), route, site, ["http://127.0.0.1:4318"]);
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
function runStarter(html: string, { paintTiming = false, visibility = "visible" } = {}) {
  const starter = parseHtml(html).getElementById(STARTER_ID)?.textContent ?? "";
  const { window } = new JSDOM("<!DOCTYPE html><body></body>", { runScripts: "outside-only" });
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
  return { frames, timers, report, added };
}

// Gatsby's bundles, with the home page's template chunks before the app (whose arrival starts the
// site), not async: they run in this order.
const BUNDLES = [
  { src: "/webpack-runtime-1.js", async: false },
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

it("adds the same scripts and the page's own, to run in order, once the first contentful paint is reported", () => {
  const { timers, report, added } = runStarter(finished().html, {
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
  const { timers, added } = runStarter(finished().html, {
    paintTiming: true,
  });
  expect(timers.map((timer) => timer.ms)).toEqual([3000]);
  timers[0]?.callback();
  expect(added()).toEqual(BUNDLES);
});

it("without paint timing, starts after the first frame", () => {
  const { frames, timers, added } = runStarter(finished().html);
  expect(added()).toEqual([]);
  expect(frames).toHaveLength(1);
  frames[0]?.(0);
  // Still nothing: the timeout set in the frame callback runs once the frame is done.
  expect(added()).toEqual([]);
  timers[0]?.callback();
  expect(added()).toEqual(BUNDLES);
});

it("in a hidden tab, which reports no paint, starts after the first frame it gets", () => {
  const { frames, timers, added } = runStarter(finished().html, {
    paintTiming: true,
    visibility: "hidden",
  });
  frames[0]?.(0);
  timers[0]?.callback();
  expect(added()).toEqual(BUNDLES);
});

it("keeps a path prefix in every script URL", async () => {
  const dir = builtSite("/coaching-site");
  const prefixed = await readSiteScripts(dir, listPages(dir));
  rmSync(dir, { recursive: true, force: true });
  const { frames, timers, added } = runStarter(
    finishPage(page("/", undefined, "/coaching-site"), "/", prefixed, []).html,
  );
  frames[0]?.(0);
  timers[0]?.callback();
  expect(added().map((script) => script.src)).toEqual(
    BUNDLES.map(({ src }) => `/coaching-site${src}`),
  );
});

it("starts a page without template chunks of its own with Gatsby's bundles only", () => {
  const { frames, timers, added } = runStarter(finished("/about/").html);
  frames[0]?.(0);
  timers[0]?.callback();
  expect(added().map((script) => script.src)).toEqual([
    "/webpack-runtime-1.js",
    "/framework-2.js",
    "/app-3.js",
  ]);
});

it("escapes a URL that could close the script element", () => {
  expect(starterScript(["/x</script><b>.js"])).toContain('["/x\\u003c/script>\\u003cb>.js"]');
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
      starterScript(site.bundles),
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

it("gives the same page when run again (a page Gatsby kept from the last build)", () => {
  const once = finished().html;
  expect(finishPage(once, "/", site, ["http://127.0.0.1:4318"]).html).toBe(once);
});

describe("when Gatsby's markup is not what the pass knows, it stops the build, naming the file", () => {
  it.each([
    ["bundle scripts missing", page().replace(bundleTags(""), "")],
    ["the page loader changed", page().replace("window.pagePath=", "window.path=")],
    ["no <head>", page().replace(/<head>.*<\/head>/, "")],
  ])("%s", async (_case, html) => {
    const dir = builtSite();
    writeFileSync(path.join(dir, "index.html"), html);
    await expect(finishBuild(dir, {})).rejects.toThrow(
      `post-build pass on ${path.join(dir, "index.html")}`,
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it("webpack's stats file missing", async () => {
    const dir = builtSite();
    rmSync(path.join(dir, "webpack.stats.json"));
    await expect(finishBuild(dir, {})).rejects.toThrow(
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
    await expect(finishBuild(dir, {})).rejects.toThrow(
      `webpack.stats.json lists no files for /about/'s template chunk "component---src-pages-renamed-tsx"`,
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
  expect(await finishBuild(root, { GATSBY_POSTHOG_KEY: "phc_x" })).toMatchObject({
    pages: 2,
    foreign: [],
  });
  const about = readFileSync(path.join(root, "about", "index.html"), "utf8");
  expect(policyOf(about).get("connect-src")).toEqual(["'self'", "https://us.i.posthog.com"]);
  // The scripts pages start with carry the compile hint once, however often the pass runs; a chunk
  // loaded later (on a visitor's first click) is left as webpack wrote it.
  await finishBuild(root, {});
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
    finishBuild(root, env, {
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
