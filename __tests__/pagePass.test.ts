/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// The post-build pass on a built site shaped as Gatsby 5 writes it: with the lazy start, the
// starter replaces the bundle scripts, starts the analytics entry once the page is painted and
// Gatsby's bundles (async, with the page's template chunks and start-up data preloaded) on the
// visitor's first act that stays on the page (at once for an archive search in the address), asks
// once more for a script that fails and hands a second failure on, shows the visitor's year; the
// early recorder goes at the end of <head>; the scripts pages start with carry V8's compile hint;
// the CSP hashes exactly the site's own inline scripts, an injected one is left out (and
// check:security names it), a second run changes nothing, a change in Gatsby's markup stops it,
// and LAZY_START off gives Gatsby's own start-up.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { checkPage, parsePolicy } from "../checks/security";
import { buildInlineScripts, inlineScript } from "../src/node/builtPages/inlineScripts";
import { COMPILE_HINT, STARTER_ID } from "../src/node/builtPages/starter";
import { passOverPages, passOverPage, type StartSettings } from "../src/node/builtPages/pagePass";
import { listPages, readSiteScripts, type SiteScripts } from "../src/node/gatsbyOutput";
import { sha256Source, WASM_SOURCE } from "../src/node/builtPages/contentSecurityPolicy";
import { SEARCH_FAILED_MESSAGE } from "../src/search/messages";
import { builtInlineScript } from "./support/inlineScripts";

const SLICE =
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script>window.___webpackCompilationHash="abc";</script>';
const bundleTags = (prefix: string) =>
  ["webpack-runtime-1", "framework-2", "app-3"]
    .map((name) => `<script src="${prefix}/${name}.js" async></script>`)
    .join("");

/**
 * The scripts slice of an earlier build: other bundles, another chunk mapping and compilation hash.
 */
const OLDER_SLICE =
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"app\\":[\\"/app-0.js\\"]}";</script>' +
  '<script>window.___webpackCompilationHash="old";</script>' +
  ["webpack-runtime-0", "framework-0", "app-0"]
    .map((name) => `<script src="/${name}.js" async></script>`)
    .join("");

/** A page as Gatsby writes it, its scripts slice stitched in between the markers. */
const page = (
  route = "/",
  content = "<p>Hello</p>",
  prefix = "",
  slice = SLICE + bundleTags(prefix),
) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>` +
  `<script id="popover-state">${builtInlineScript("popover")}</script>` +
  `<script type="application/ld+json" data-gatsby-head="true">{"@type":"Article"}</script></head>` +
  `<body><div id="___gatsby"><main>${content}</main></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(route)};/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" -->${slice}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

const SCRIPT_FILES = [
  "webpack-runtime-1",
  "framework-2",
  "app-3",
  "shared-4",
  "home-5",
  "lazy-6",
  "analytics-start-7",
];

/**
 * A built site's script files, webpack's chunk list and page data, with Gatsby's bundle URLs under
 * `prefix`.
 */
function builtSite(
  prefix = "",
  { analyticsEntry = true, slice = SLICE + bundleTags(prefix) } = {},
): string {
  const dir = mkdtempSync(path.join(tmpdir(), "post-build-"));
  mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
  writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), slice);
  for (const name of SCRIPT_FILES) writeFileSync(path.join(dir, `${name}.js`), `"use strict";`);
  // The home page's template needs two chunks besides Gatsby's (webpack's list), "/about/" none.
  writeFileSync(
    path.join(dir, "webpack.stats.json"),
    JSON.stringify({
      assetsByChunkName: {
        ...(analyticsEntry
          ? { "analytics-start": ["webpack-runtime-1.js", "analytics-start-7.js"] }
          : {}),
        "component---src-pages-index-tsx": ["shared-4.js", "home-5.js"],
        "component---src-pages-about-tsx": [],
      },
    }),
  );
  for (const [route, chunk, queries] of [
    ["index", "component---src-pages-index-tsx", ["111"]],
    ["about", "component---src-pages-about-tsx", []],
  ] as const) {
    mkdirSync(path.join(dir, "page-data", route), { recursive: true });
    writeFileSync(
      path.join(dir, "page-data", route, "page-data.json"),
      JSON.stringify({ componentChunkName: chunk, staticQueryHashes: queries }),
    );
  }
  writeFileSync(path.join(dir, "index.html"), "");
  mkdirSync(path.join(dir, "about"), { recursive: true });
  writeFileSync(path.join(dir, "about", "index.html"), "");
  return dir;
}

const ANALYTICS = { key: "phc_test", host: "http://127.0.0.1:4318" };
/** The lazy start with analytics on: how the test build is made. */
const LAZY: StartSettings = { lazy: true, analytics: ANALYTICS };
const ENV = { GATSBY_POSTHOG_KEY: ANALYTICS.key, GATSBY_POSTHOG_HOST: ANALYTICS.host };

let site: SiteScripts;
let root: string;
beforeAll(async () => {
  await buildInlineScripts();
  root = builtSite();
  site = await readSiteScripts(root, listPages(root), ["analytics-start"]);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The page, finished. */
const finished = (route = "/", content?: string, settings = LAZY) =>
  passOverPage(page(route, content), route, site, settings);
/** The page as a browser parses it. */
const parseHtml = (html: string) => new JSDOM(html).window.document;
const policyOf = (html: string) =>
  parsePolicy(
    parseHtml(html)
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute("content") ?? "",
  );

type ObserverCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** What the starter asked for: each script, and each preload (its URL, as, crossorigin). */
interface Requested {
  script?: string;
  preload?: string;
  as?: string;
  crossOrigin?: string | null;
}

/**
 * Runs the page's starter in a jsdom window holding `body`, with frames, timers and (when
 * `paintTiming`) the browser's paint reports under the test's control.
 */
function runStarter(
  html: string,
  {
    paintTiming = false,
    visibility = "visible",
    address = "https://example.com/",
    body = "<p>Text</p>",
    recorder = undefined as { fail: (url: string) => void } | undefined,
  } = {},
) {
  const starter = parseHtml(html).getElementById(STARTER_ID);
  const { window } = new JSDOM(`<!DOCTYPE html><head></head><body>${body}</body>`, {
    runScripts: "dangerously",
    url: address,
  });
  const { document } = window;
  Object.defineProperty(document, "visibilityState", { value: visibility });
  const frames: FrameRequestCallback[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const observers: ObserverCallback[] = [];
  const scripts = () => [...document.head.querySelectorAll("script[src]")];
  const added = (): Requested[] =>
    [...document.head.querySelectorAll("script[src], link[rel=preload]")].map((element) =>
      element.tagName === "SCRIPT"
        ? { script: element.getAttribute("src") ?? "" }
        : {
            preload: element.getAttribute("href") ?? "",
            as: element.getAttribute("as") ?? "",
            crossOrigin: element.getAttribute("crossorigin"),
          },
    );
  Object.assign(window, {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms }),
    __earlyAnalytics: recorder,
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
  // Running it appends script and link elements; jsdom does not fetch them (no resources option).
  const running = document.createElement("script");
  for (const { name, value } of starter?.attributes ?? []) running.setAttribute(name, value);
  running.textContent = starter?.textContent ?? "";
  document.body.append(running);
  /** The visitor acting on the page, by an event of this type, on `target` (the first <p>). */
  const act = (type: string, target = "p", init: KeyboardEventInit = {}) =>
    document
      .querySelector(target)
      ?.dispatchEvent(
        type === "keydown"
          ? new window.KeyboardEvent(type, { bubbles: true, ...init })
          : new window.Event(type, { bubbles: true }),
      );
  /** The browser showing the next frame, then running what waited for it. */
  const nextFrame = () => {
    frames.splice(0).forEach((frame) => frame(0));
    timers.splice(0).forEach((timer) => timer.callback());
  };
  /** The request for the script at `src` failing (the script element's error event). */
  const fail = (src: string) =>
    scripts()
      .filter((script) => script.getAttribute("src") === src)
      .forEach((script) => script.dispatchEvent(new window.Event("error")));
  return { document, frames, timers, report, added, act, nextFrame, fail };
}

// Once painted: the analytics entry, webpack's runtime first.
const ANALYTICS_SCRIPTS: Requested[] = [
  { script: "/webpack-runtime-1.js" },
  { script: "/analytics-start-7.js" },
];
// When the visitor first acts: Gatsby's other bundles (webpack runs the app once they are all
// there), the home page's template chunks and the data Gatsby's loader fetches, preloaded.
const REACT: Requested[] = [
  { script: "/framework-2.js" },
  { script: "/app-3.js" },
  { preload: "/shared-4.js", as: "script", crossOrigin: null },
  { preload: "/home-5.js", as: "script", crossOrigin: null },
  { preload: "/page-data/app-data.json", as: "fetch", crossOrigin: "anonymous" },
  { preload: "/page-data/index/page-data.json", as: "fetch", crossOrigin: "anonymous" },
  { preload: "/page-data/sq/d/111.json", as: "fetch", crossOrigin: "anonymous" },
];

it("replaces Gatsby's async bundle scripts with one inline starter at the end of the body", () => {
  const html = finished().html;
  const doc = parseHtml(html);
  expect(doc.querySelectorAll("script[src]")).toHaveLength(0);
  const scripts = [...doc.querySelectorAll("script")];
  expect(scripts.at(-1)?.id).toBe(STARTER_ID);
  expect(scripts.at(-1)?.parentElement).toBe(doc.body);
  // Inside Gatsby's slice markers, so a page Gatsby stitches again gets fresh bundles.
  expect(html).toMatch(
    new RegExp(`<script id="${STARTER_ID}" data-settings='[^']*'>[^]*?</script><!-- slice-end`),
  );
  // Everything else stays as it was.
  expect(doc.getElementById("gatsby-script-loader")?.textContent).toContain('window.pagePath="/";');
  expect(doc.querySelector('script[type="application/ld+json"]')?.textContent).toBe(
    '{"@type":"Article"}',
  );
  expect(doc.querySelector("#___gatsby p")?.textContent).toBe("Hello");
});

it("keeps a project key that could close the element inside the settings block", () => {
  const key = "phc_x</script><b>";
  const html = passOverPage(page(), "/", site, {
    lazy: true,
    analytics: { ...ANALYTICS, key },
  }).html;
  const settings = parseHtml(html).getElementById("analytics-settings")?.textContent ?? "";
  expect(JSON.parse(settings)).toMatchObject({ key });
  expect(parseHtml(html).querySelector("b")).toBeNull();
});

it("writes the early recorder and its settings last in <head>, with analytics on only", () => {
  const head = parseHtml(finished().html).head;
  const [settings, recorder] = [...head.children].slice(-2);
  expect(settings?.outerHTML).toBe(
    `<script type="application/json" id="analytics-settings">${JSON.stringify(ANALYTICS)}</script>`,
  );
  expect(recorder?.id).toBe("early-analytics");
  expect(recorder?.textContent).toBe(inlineScript("earlyRecorder"));
  const withoutKey = parseHtml(finished("/", undefined, { lazy: true, analytics: undefined }).html);
  expect(withoutKey.getElementById("early-analytics")).toBeNull();
  expect(withoutKey.getElementById("analytics-settings")).toBeNull();
  // A thank-you page's settings name the completion its page view counts.
  expect(
    JSON.parse(
      parseHtml(finished("/call-booked/").html).getElementById("analytics-settings")?.textContent ??
        "",
    ),
  ).toEqual({ ...ANALYTICS, completion: "booking_completed" });
});

it("adds the analytics entry once the first contentful paint is reported, and nothing else", () => {
  const { timers, report, added } = runStarter(finished().html, {
    paintTiming: true,
  });
  expect(added()).toEqual([]);
  report("first-paint");
  expect(added()).toEqual([]);
  report("first-contentful-paint");
  expect(added()).toEqual(ANALYTICS_SCRIPTS);
  // Only once, however the rest plays out.
  report("first-contentful-paint");
  timers.forEach((timer) => timer.callback());
  expect(added()).toEqual(ANALYTICS_SCRIPTS);
});

it.each([
  ["pointerdown", "p", {}],
  ["touchstart", "p", {}],
  ["focusin", "button", {}],
  ["keydown", "p", { key: " " }],
  // Tab from a focused link moves on: the page stays.
  ["keydown", "a", { key: "Tab" }],
])(
  "on the visitor's first %s (on <%s>) adds Gatsby's bundles and preloads the page's chunks and data",
  (type, target, init) => {
    const { report, added, act, nextFrame } = runStarter(finished().html, {
      paintTiming: true,
      body: '<p>Text</p><button>Menu</button><a href="/next/">Next</a>',
    });
    report("first-contentful-paint");
    act(type, target, init);
    // Not before the act's own effect (a menu opening) is on screen.
    expect(added()).toEqual(ANALYTICS_SCRIPTS);
    nextFrame();
    expect(added()).toEqual([...ANALYTICS_SCRIPTS, ...REACT]);
    // Once: later acts add nothing.
    act(type, target, init);
    act("pointerdown");
    nextFrame();
    expect(added()).toEqual([...ANALYTICS_SCRIPTS, ...REACT]);
  },
);

it.each([
  ["pointerdown", "a", {}],
  ["touchstart", "a span", {}],
  ["focusin", "a", {}],
  ["keydown", "a", { key: "Enter" }],
  ["pointerdown", "button[type=submit]", {}],
  ["keydown", "input", { key: "Enter" }],
])(
  "an act that leaves the page (%s on <%s>) starts no download; the browser does it",
  (type, target, init) => {
    const { report, added, act, nextFrame } = runStarter(finished().html, {
      paintTiming: true,
      body:
        '<p>Text</p><a href="/next/"><span>Next</span></a>' +
        '<form action="/search/"><input name="q"><button type="submit">Search</button></form>',
    });
    report("first-contentful-paint");
    act(type, target, init);
    nextFrame();
    expect(added()).toEqual(ANALYTICS_SCRIPTS);
    // The next act that stays on the page starts React.
    act("keydown", "input", { key: "a" });
    nextFrame();
    expect(added()).toEqual([...ANALYTICS_SCRIPTS, ...REACT]);
  },
);

it("an act before the first paint starts analytics at once, then the rest", () => {
  const { report, added, act, nextFrame } = runStarter(finished().html, { paintTiming: true });
  act("keydown", "p", { key: "Shift" });
  expect(added()).toEqual(ANALYTICS_SCRIPTS);
  nextFrame();
  expect(added()).toEqual([...ANALYTICS_SCRIPTS, ...REACT]);
  report("first-contentful-paint");
  expect(added()).toEqual([...ANALYTICS_SCRIPTS, ...REACT]);
});

describe("an archive search in the address", () => {
  const archive = "/newsletter/archive/";
  const searchForm =
    '<div id="archive-search"><form><input name="q" type="search"></form>' +
    '<p id="archive-search-note"></p></div><ul><li>Every issue</li></ul>';

  it("starts React at once, with the query in the box and a note that it is being searched", () => {
    const { document, added, nextFrame } = runStarter(finished(archive).html, {
      paintTiming: true,
      address: `https://example.com${archive}?q=legacy%20code`,
      body: searchForm,
    });
    expect(document.querySelector<HTMLInputElement>("input")?.value).toBe("legacy code");
    expect(document.getElementById("archive-search-note")?.textContent).toBe(
      "Searching for “legacy code”…",
    );
    nextFrame();
    expect(added().filter((request) => request.script)).toEqual([
      ...ANALYTICS_SCRIPTS,
      { script: "/framework-2.js" },
      { script: "/app-3.js" },
    ]);
  });

  it.each([
    ["another page's address", "/", "?q=legacy"],
    ["an empty query", archive, "?q=%20"],
    ["campaign tags", archive, "?utm_source=newsletter&utm_medium=email"],
    ["campaign tags in capitals", archive, "?UTM_SOURCE=newsletter"],
    ["an ad click", archive, "?gclid=abc123&gad_source=1"],
    ["a social click", archive, "?fbclid=IwAR0abc"],
    ["a Mailchimp campaign", archive, "?mc_cid=4f1a2b&mc_eid=9c8d7e"],
    ["a referral", archive, "?ref=producthunt"],
  ])("with %s, waits for the visitor", (_case, route, query) => {
    const { document, added, nextFrame } = runStarter(finished(route).html, {
      address: `https://example.com${route}${query}`,
      body: searchForm,
    });
    nextFrame();
    expect(added()).toEqual(ANALYTICS_SCRIPTS);
    expect(document.querySelector<HTMLInputElement>("input")?.value).toBe("");
    expect(document.getElementById("archive-search-note")?.textContent).toBe("");
  });

  it("says plainly when the search could not be loaded", () => {
    const fail = jest.fn();
    const starter = runStarter(finished(archive).html, {
      address: `https://example.com${archive}?q=legacy`,
      body: searchForm,
      recorder: { fail },
    });
    starter.nextFrame();
    starter.fail("/app-3.js");
    starter.fail("/app-3.js");
    expect(starter.document.getElementById("archive-search-note")?.textContent).toBe(
      SEARCH_FAILED_MESSAGE,
    );
    expect(fail).toHaveBeenCalledWith("/app-3.js");
  });
});

it("asks once more for a script that fails; a second failure goes to the early recorder, once", () => {
  const recorder = { fail: jest.fn() };
  const { added, act, nextFrame, fail } = runStarter(finished().html, { recorder });
  act("pointerdown");
  nextFrame();
  fail("/framework-2.js");
  // The failed element goes, so webpack never waits on it; the same URL is asked for again.
  expect(added().filter((request) => request.script === "/framework-2.js")).toHaveLength(1);
  expect(added().at(-1)).toEqual({ script: "/framework-2.js" });
  expect(recorder.fail).not.toHaveBeenCalled();
  fail("/framework-2.js");
  expect(added().filter((request) => request.script === "/framework-2.js")).toHaveLength(0);
  expect(recorder.fail.mock.calls).toEqual([["/framework-2.js"]]);
});

it("shows the visitor's year in the footer", () => {
  const { document } = runStarter(finished().html, {
    body: '<p>© <span id="copyright-year">2001</span> Coach</p>',
  });
  expect(document.getElementById("copyright-year")?.textContent).toBe(
    String(new Date().getFullYear()),
  );
});

it("starts anyway after 3 s if no paint is reported", () => {
  const { timers, added } = runStarter(finished().html, {
    paintTiming: true,
  });
  expect(timers.map((timer) => timer.ms)).toEqual([3000]);
  timers[0]?.callback();
  expect(added()).toEqual(ANALYTICS_SCRIPTS);
});

it("without paint timing, starts after the first frame", () => {
  const { frames, timers, added } = runStarter(finished().html);
  expect(added()).toEqual([]);
  expect(frames).toHaveLength(1);
  frames[0]?.(0);
  // Still nothing: the timeout set in the frame callback runs once the frame is done.
  expect(added()).toEqual([]);
  timers[0]?.callback();
  expect(added()).toEqual(ANALYTICS_SCRIPTS);
});

it("in a hidden tab, which reports no paint, starts after the first frame it gets", () => {
  const { frames, timers, added } = runStarter(finished().html, {
    paintTiming: true,
    visibility: "hidden",
  });
  frames[0]?.(0);
  timers[0]?.callback();
  expect(added()).toEqual(ANALYTICS_SCRIPTS);
});

it("keeps a path prefix in every URL", async () => {
  const dir = builtSite("/coaching-site");
  const prefixed = await readSiteScripts(dir, listPages(dir), ["analytics-start"]);
  rmSync(dir, { recursive: true, force: true });
  const { added, act, nextFrame } = runStarter(
    passOverPage(page("/", undefined, "/coaching-site"), "/", prefixed, LAZY).html,
  );
  act("pointerdown");
  nextFrame();
  expect(added()).toEqual(
    [...ANALYTICS_SCRIPTS, ...REACT].map(({ script, preload, ...rest }) =>
      script
        ? { script: `/coaching-site${script}` }
        : { preload: `/coaching-site${preload}`, ...rest },
    ),
  );
});

it("starts a page without template chunks of its own with Gatsby's bundles and its data", () => {
  const { added, act, nextFrame } = runStarter(finished("/about/").html);
  act("pointerdown");
  nextFrame();
  expect(added()).toEqual([
    ...ANALYTICS_SCRIPTS,
    { script: "/framework-2.js" },
    { script: "/app-3.js" },
    { preload: "/page-data/app-data.json", as: "fetch", crossOrigin: "anonymous" },
    { preload: "/page-data/about/page-data.json", as: "fetch", crossOrigin: "anonymous" },
  ]);
});

it("keeps a URL that could close the element or the attribute inside its attribute", () => {
  const slice = `${SLICE}<script src="/x'&quot;></script><b>.js" async></script>`;
  const evil = {
    ...site,
    bundles: [`/x'"></script><b>.js`],
    slice: { ...site.slice, html: slice },
  };
  const html = passOverPage(page("/", undefined, "", slice), "/", evil, LAZY).html;
  const starter = parseHtml(html).getElementById(STARTER_ID);
  expect(JSON.parse(starter?.getAttribute("data-settings") ?? "").later).toContain(
    `/x'"></script><b>.js`,
  );
  expect(parseHtml(html).querySelector("b")).toBeNull();
});

describe("with LAZY_START off: Gatsby's own start-up", () => {
  const off: StartSettings = { lazy: false, analytics: ANALYTICS };
  const gatsbyOwn = () =>
    [
      '/*<![CDATA[*/window.pagePath="/";/*]]>*/',
      'window.___chunkMapping="{}";',
      'window.___webpackCompilationHash="abc";',
      inlineScript("popover"),
    ].map(sha256Source);

  it("keeps Gatsby's script tags, adds no starter and no recorder, and still writes the policy", () => {
    const { html, foreign } = passOverPage(page(), "/", site, off);
    const doc = parseHtml(html);
    expect(doc.getElementById(STARTER_ID)).toBeNull();
    expect(doc.getElementById("early-analytics")).toBeNull();
    expect(doc.getElementById("analytics-settings")).toBeNull();
    expect(
      [...doc.querySelectorAll("script[src][async]")].map((s) => s.getAttribute("src")),
    ).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    // The policy hashes the page's own inline scripts (Gatsby's, the popover script), nothing else.
    expect([...(policyOf(html).get("script-src") ?? [])].sort()).toEqual(
      ["'self'", WASM_SOURCE, ...gatsbyOwn()].sort(),
    );
    expect(policyOf(html).get("connect-src")).toEqual(["'self'", "http://127.0.0.1:4318"]);
    expect(foreign).toEqual([]);
  });

  it("turns a page an earlier lazy build finished (and Gatsby kept) back into Gatsby's", () => {
    const lazy = finished().html;
    expect(passOverPage(lazy, "/", site, off).html).toBe(passOverPage(page(), "/", site, off).html);
  });

  it("builds without the analytics entry", async () => {
    const dir = builtSite("", { analyticsEntry: false });
    writeFileSync(path.join(dir, "index.html"), page("/"));
    writeFileSync(path.join(dir, "about", "index.html"), page("/about/"));
    await passOverPages(dir, { ...ENV, LAZY_START: "off" });
    const html = readFileSync(path.join(dir, "index.html"), "utf8");
    expect(parseHtml(html).querySelectorAll("script[src][async]")).toHaveLength(3);
    // No compile hints either: the bundles are as webpack wrote them.
    expect(readFileSync(path.join(dir, "app-3.js"), "utf8")).toBe(`"use strict";`);
    await expect(passOverPages(dir, ENV)).rejects.toThrow(
      'webpack.stats.json lists no files for the "analytics-start" entry',
    );
    rmSync(dir, { recursive: true, force: true });
  });
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

  it("hashes exactly the site's own inline scripts: Gatsby's, the starter, the early recorder and the popover script", () => {
    const { html, foreign } = finished("/case-study/");
    const scriptSrc = policyOf(html).get("script-src") ?? [];
    const own = [
      '/*<![CDATA[*/window.pagePath="/case-study/";/*]]>*/',
      'window.___chunkMapping="{}";',
      'window.___webpackCompilationHash="abc";',
      inlineScript("starter"),
      inlineScript("earlyRecorder"),
      inlineScript("popover"),
    ].map(sha256Source);
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
        `<script id="clean-address">${inlineScript("privateAddress")}</script>`,
      ]);
      expect(policyOf(html).get("script-src")).toContain(
        sha256Source(inlineScript("privateAddress")),
      );
      expect(foreign).toEqual([]);
      expect(checkPage(html, route, site)).toEqual([]);
      // Run again (a page Gatsby kept), the same page: one cleanup script, still first.
      expect(passOverPage(html, route, site, LAZY).html).toBe(html);
    },
  );

  it("no other page gets the script or its hash", () => {
    const { html } = finished("/newsletter/subscribed/");
    expect(html).not.toContain("clean-address");
    expect(policyOf(html).get("script-src")).not.toContain(
      sha256Source(inlineScript("privateAddress")),
    );
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
  expect(passOverPage(once, "/", site, LAZY).html).toBe(once);
});

it("gives a page an earlier version of the pass finished (Gatsby kept it) the current starter", () => {
  const current = finished().html;
  const older = current.replace(
    /(<script id="start-after-first-paint"[^>]*>)[^]*?(<\/script>)/,
    "$1(function(){/* an older starter */})();$2",
  );
  expect(older).not.toBe(current);
  const again = passOverPage(older, "/", site, LAZY);
  expect(again.html).toBe(current);
  expect(again.foreign).toEqual([]);
  expect(policyOf(again.html).get("script-src")).not.toContain(
    sha256Source("(function(){/* an older starter */})();"),
  );
});

describe("a page Gatsby kept from a build that wrote another scripts slice", () => {
  // Gatsby stitches a kept page again only when it finds the slice file changed, and writes that
  // file before it saves its state: after a build stopped in between, the next one finds the new
  // slice in place and keeps every page as the old slice left it (gatsbyOutput.ts,
  // withScriptsSlice).
  let stale: string;
  let older: SiteScripts;
  beforeAll(async () => {
    stale = page("/", undefined, "", OLDER_SLICE);
    const dir = builtSite("", { slice: OLDER_SLICE });
    older = await readSiteScripts(dir, listPages(dir), ["analytics-start"]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("is finished with this build's slice, as if Gatsby had stitched it again", () => {
    const again = passOverPage(stale, "/", site, LAZY);
    expect(again.html).toBe(finished().html);
    expect(again.html).not.toContain("-0.js");
    expect(again.foreign).toEqual([]);
  });

  it("when an earlier run of the pass finished it, gets this build's slice and starter", () => {
    const finishedBefore = passOverPage(stale, "/", older, LAZY).html;
    expect(finishedBefore).toContain('window.___webpackCompilationHash="old"');
    expect(passOverPage(finishedBefore, "/", site, LAZY).html).toBe(finished().html);
  });

  it("with LAZY_START off, gets this build's bundles", () => {
    const off: StartSettings = { lazy: false, analytics: ANALYTICS };
    expect(passOverPage(stale, "/", site, off).html).toBe(
      passOverPage(page(), "/", site, off).html,
    );
  });
});

describe("when Gatsby's markup is not what the pass knows, it stops the build, naming the file", () => {
  it.each([
    ["the scripts slice's markers missing", page().replace(/<!-- slice-(start|end) [^>]*-->/g, "")],
    [
      "its end marker before its start",
      page().replace(/slice-(start|end)/g, (m) =>
        m === "slice-start" ? "slice-end" : "slice-start",
      ),
    ],
    [
      "the markers twice",
      page().replace("</body>", `${page().match(/<!-- slice-start.*-->/)?.[0] ?? ""}</body>`),
    ],
    [
      "a bundle script outside the slice too",
      page().replace("</main>", '</main><script src="/app-3.js" async></script>'),
    ],
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
    const dir = builtSite("", { analyticsEntry: false });
    await expect(passOverPages(dir, {})).rejects.toThrow(
      'webpack.stats.json lists no files for the "analytics-start" entry (gatsby-node.ts adds it with the lazy start)',
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it("no scripts slice", async () => {
    await expect(readSiteScripts(tmpdir(), [])).rejects.toThrow(
      /expected one Gatsby scripts slice/,
    );
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
