// replaceHydrateFunction is typed by hand against how Gatsby calls it (GatsbyBrowser's type is
// still ReactDOM 17's render()); the browser tests fail if a Gatsby upgrade changes the call.
import { act } from "react";
import { replaceHydrateFunction } from "../gatsby-browser";

// React's act() needs this flag (Testing Library sets it when imported; this file drives React
// directly): https://react.dev/reference/react/act#setting-up-your-test-environment
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
