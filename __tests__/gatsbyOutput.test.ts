/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// Each part of Gatsby's output and internals the site relies on (src/node/gatsbyOutput.ts, numbered
// as there), checked against the installed Gatsby's own code: a Gatsby release that changes one
// fails here, naming it, before a build or a visitor finds out. What the site does with each is
// tested where it is used (pagePass.test.ts, replaceHydrateFunction.test.tsx, the browser suite).
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  GATSBY_ANNOUNCER_ID,
  GATSBY_APP_ENTRY,
  RESERVED_ID,
  gatsbyPageLoader,
  isGatsbyDevelop,
  withEntry,
} from "../src/node/gatsbyOutput";

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
/** A file of the installed Gatsby, or of a package it brings (resolved from Gatsby's folder). */
function installed(file: string, from = gatsbyDir): string {
  return readFileSync(path.join(from, file), "utf8");
}
/** The folder of a package Gatsby depends on, as Gatsby resolves it. */
function packageDir(name: string): string {
  const main = require.resolve(name, { paths: [gatsbyDir] });
  return (
    main.slice(0, main.lastIndexOf(`${path.sep}node_modules${path.sep}${name}${path.sep}`)) +
    `${path.sep}node_modules${path.sep}${name}`
  );
}

const statsExtractor = installed("dist/utils/gatsby-webpack-stats-extractor.js");
const staticEntry = installed("cache-dir/static-entry.js");
const loader = installed("cache-dir/loader.js");
const webpackConfig = installed("dist/utils/webpack.config.js");

describe("the built site Gatsby writes", () => {
  it("1. a page at <path>/index.html, fragments under public/_gatsby/", () => {
    const coreUtils = packageDir("gatsby-core-utils");
    expect(installed("dist/page-html.js", coreUtils)).toContain(
      "outputFileName = _path.default.join(outputFileName, `index.html`)",
    );
    expect(statsExtractor).toContain("_path.default.join(`public`, `_gatsby`, `slices`)");
  });

  it("2. the scripts slice: Gatsby's inline scripts and the app entry's bundles as <script src async>, stitched between comment markers", () => {
    expect(staticEntry).toContain("sliceId: `_gatsby-scripts`");
    expect(statsExtractor).toContain("`_gatsby-scripts-1.html`");
    expect(statsExtractor).toContain("if (`app` in assets && assets.app)");
    expect(statsExtractor).toContain(
      'assetSliceContents.push(`<script src="${this.publicPath}/${asset}" async></script>`)',
    );
    expect(GATSBY_APP_ENTRY).toBe("app");
    const stitching = installed("dist/utils/slices/stitching.js");
    expect(stitching).toContain('`<!-- slice-start id="${meta.id}" -->`');
    expect(stitching).toContain('}<!-- slice-end id="${meta.id}" -->`');
    // Between the markers, the slice file named by the id, as it is (withScriptsSlice does the
    // same).
    expect(stitching).toContain("`${sliceHtmlName}.html`");
    expect(stitching).toContain(
      "processedHTML += `${await stitchSlices(await getSliceContent(meta.id)",
    );
  });

  it("3. the page loader script, with the page's path", () => {
    expect(staticEntry).toContain(
      "`/*<![CDATA[*/window.pagePath=${JSON.stringify(\n      pagePath\n    )};",
    );
    expect(gatsbyPageLoader("/case-study/")).toBe(
      '/*<![CDATA[*/window.pagePath="/case-study/";/*]]>*/',
    );
  });

  it("4. webpack's chunk list in public/webpack.stats.json, a chunk group's files by name", () => {
    expect(statsExtractor).toContain("assetsByChunkName: assets");
    expect(statsExtractor).toContain("_path.default.join(`public`, `webpack.stats.json`)");
  });

  it("5. page data where the loader fetches it, with XMLHttpRequest, on the same origin, without credentials", () => {
    const coreUtils = packageDir("gatsby-core-utils");
    expect(installed("dist/page-data.js", coreUtils)).toContain(
      "return pagePath === `/` ? `index` : pagePath;",
    );
    expect(loader).toContain(
      "const fixedPath = path === `/` ? `index` : stripSurroundingSlashes(path)",
    );
    expect(loader).toContain("`${__PATH_PREFIX__}/page-data/${fixedPath}/page-data.json${");
    expect(loader).toContain("`${__PATH_PREFIX__}/page-data/sq/d/${staticQueryHash}.json`");
    expect(loader).toContain("this.memoizedGet(`${__PATH_PREFIX__}/page-data/app-data.json`)");
    expect(loader).toContain("staticQueryHashes: pageStaticQueryHashes = []");
    expect(loader).toContain("componentChunkName,");
    // What a <link rel=preload as=fetch crossorigin=anonymous> matches: a same-origin request whose
    // credentials mode is "same-origin", as XMLHttpRequest's default is.
    expect(loader).toContain("const req = new XMLHttpRequest()\n    req.open(method, url, true)");
    expect(loader).not.toContain("withCredentials");
    // The page data is asked for without the address's query (findPath cleans it off).
    expect(installed("cache-dir/find-path.js")).toContain("E.g. `/foo?bar=far` => `/foo`");
  });

  it("6. bundles at the root of public/, loaded by webpack as classic scripts without crossorigin", () => {
    const buildJavascript = webpackConfig.slice(
      webpackConfig.indexOf("case `build-javascript`:\n        return {\n          filename"),
    );
    expect(buildJavascript).toMatch(
      /^case `build-javascript`:\s+return \{\s+filename: `\[name\]-\[contenthash\]\.js`,\s+chunkFilename: `\[name\]-\[contenthash\]\.js`,\s+path: directoryPath\(`public`\),\s+publicPath: [^\n]+\n\s+\};/,
    );
    // crossOriginLoading is set for `gatsby develop` only.
    expect(webpackConfig.match(/crossOriginLoading/g)).toHaveLength(1);
    expect(webpackConfig.indexOf("crossOriginLoading")).toBeLessThan(
      webpackConfig.indexOf("case `build-javascript`:\n        return {\n          filename"),
    );
  });

  it("7. the browser bundle's entries are named, and share one runtime chunk", () => {
    expect(webpackConfig).toContain(
      "case `build-javascript`:\n        return (0, _browserslist.hasES6ModuleSupport)(directory) ? {\n          app: directoryPath(`.cache/production-app`)",
    );
    expect(webpackConfig).toContain("runtimeChunk: {\n        name: `webpack-runtime`\n      }");
    const config = { entry: { app: "production-app" }, devtool: false };
    expect(withEntry(config, "analytics-start", "start.ts")).toEqual({
      entry: { app: "production-app", "analytics-start": "start.ts" },
      devtool: false,
    });
    expect(() => withEntry({ entry: { main: "x" } }, "analytics-start", "start.ts")).toThrow(
      `Gatsby's browser bundle has no "app" entry to add "analytics-start" beside`,
    );
  });

  it("8. gatsby_executing_command names the command", () => {
    expect(installed("lib/create-cli.js", packageDir("gatsby-cli"))).toContain(
      "process.env.gatsby_executing_command = command;",
    );
    expect(isGatsbyDevelop({ gatsby_executing_command: "develop" })).toBe(true);
    expect(isGatsbyDevelop({ gatsby_executing_command: "build" })).toBe(false);
  });

  it("9. every id Gatsby gives its own elements is reserved, the route announcer among them", () => {
    const runtime = [
      "cache-dir/default-html.js",
      "cache-dir/production-app.js",
      "cache-dir/static-entry.js",
      "cache-dir/route-announcer-props.js",
    ].map((file) => installed(file));
    const ids = runtime.flatMap((code) =>
      [...code.matchAll(/\bid(?:=|: )["`]([^"`$]+)["`]/g)].map((match) => match[1] ?? ""),
    );
    expect(ids).toEqual(
      expect.arrayContaining(["___gatsby", "gatsby-focus-wrapper", GATSBY_ANNOUNCER_ID]),
    );
    for (const id of ids) expect(id).toMatch(RESERVED_ID);
    expect(installed("cache-dir/route-announcer-props.js")).toContain(
      `id: \`${GATSBY_ANNOUNCER_ID}\``,
    );
  });
});

describe("in the browser (gatsby-browser.tsx)", () => {
  it("Gatsby calls replaceHydrateFunction as renderer(<App />, rootElement) and keeps its result as the cleanup", () => {
    const production = installed("cache-dir/production-app.js");
    expect(production).toContain(
      "apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)[0]",
    );
    expect(production).toContain("renderer(<App />, rootElement)");
    const develop = installed("cache-dir/app.js");
    expect(develop).toContain("renderer(<App />, rootElement)");
    expect(develop).toContain("cleanupFn = renderer(<Indicator />, indicatorMountElement)");
  });

  it("Gatsby's scroll handler asks shouldUpdateScroll at the router's mount without prevRouterProps, and follows the last answer", () => {
    const scroll = installed("scroll-handler.js", packageDir("gatsby-react-router-scroll"));
    const mount = scroll.slice(
      scroll.indexOf("_proto.componentDidMount"),
      scroll.indexOf("_proto.componentWillUnmount"),
    );
    expect(mount).toContain("this.scrollToHash(decodeURI(hash), undefined);");
    expect(mount).toContain("this.windowScroll(scrollPosition, undefined);");
    expect(scroll).toContain(
      "if (node && _this.shouldUpdateScroll(prevProps, _this.props)) {\n        node.scrollIntoView();",
    );
    expect(scroll).toContain(
      "if (_this.shouldUpdateScroll(prevProps, _this.props)) {\n        window.scrollTo(0, position);",
    );
    const navigation = installed("cache-dir/navigation.js");
    expect(navigation).toContain(
      "const results = apiRunner(`shouldUpdateScroll`, {\n    prevRouterProps,",
    );
    expect(navigation).toContain("return results[results.length - 1]");
  });
});
