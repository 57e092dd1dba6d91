// replaceHydrateFunction is typed by hand against how Gatsby calls it (GatsbyBrowser's type is still
// ReactDOM 17's render()). If a Gatsby upgrade changes the call, the first test fails.
import { readFileSync } from "node:fs";
import path from "node:path";
import { act } from "react";
import { replaceHydrateFunction } from "../gatsby-browser";

// React's act() needs this flag (Testing Library sets it when imported; this file drives React
// directly): https://react.dev/reference/react/act#setting-up-your-test-environment
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cacheDir = path.join(path.dirname(require.resolve("gatsby/package.json")), "cache-dir");

it("matches how Gatsby 5 calls it: renderer(<App />, rootElement), the result its cleanup", () => {
  const production = readFileSync(path.join(cacheDir, "production-app.js"), "utf8");
  expect(production).toContain(
    "apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)[0]",
  );
  expect(production).toContain("renderer(<App />, rootElement)");
  const develop = readFileSync(path.join(cacheDir, "app.js"), "utf8");
  expect(develop).toContain("renderer(<App />, rootElement)");
  expect(develop).toContain("cleanupFn = renderer(<Indicator />, indicatorMountElement)");
});

function Greeting() {
  return <p>Hello</p>;
}

it("hydrates server-rendered markup without replacing it, and the cleanup unmounts", async () => {
  const container = document.createElement("div");
  container.innerHTML = "<p>Hello</p>"; // what the server rendered
  const serverParagraph = container.firstChild;
  let cleanup: () => void = () => undefined;
  await act(async () => {
    cleanup = replaceHydrateFunction()(<Greeting />, container);
  });
  expect(container.firstChild).toBe(serverParagraph);
  await act(async () => cleanup());
  expect(container.innerHTML).toBe("");
});

it("renders into an empty container (gatsby develop renders no HTML on the server)", async () => {
  const container = document.createElement("div");
  await act(async () => {
    replaceHydrateFunction()(<Greeting />, container);
  });
  expect(container.innerHTML).toBe("<p>Hello</p>");
});
