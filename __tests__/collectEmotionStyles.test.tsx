/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
/* eslint-disable testing-library/render-result-naming-convention -- these are React's server
   renderers returning strings, not Testing Library's render. */
// Server rendering puts Emotion's styles in the head, not next to elements in the body (the W3C
// checker rejects <style> inside <button> and <ul>), labelled so the browser's Emotion adopts them.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { JSDOM } from "jsdom";
import { css, Global } from "@emotion/react";
import { renderWithStylesInHead } from "../src/wrap/collectEmotionStyles";
import { createBrowserEmotionCache } from "../src/wrap/emotionCache";

/** Markup of head elements, as Gatsby would write them. */
const toHtml = (nodes: ReactNode): string => renderToStaticMarkup(<>{nodes}</>);

const red = css`
  color: red;
`;

function Page() {
  return (
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <ul>
        <li>
          <button type="button" css={red}>
            Go
          </button>
        </li>
      </ul>
    </>
  );
}

it("renders the body without <style> elements", () => {
  const { html } = renderWithStylesInHead(<Page />);
  expect(html).not.toContain("<style");
  expect(html).toMatch(/<button type="button" class="css-[a-z0-9]+">Go<\/button>/);
});

it("returns the global rules and the class rules as labelled <style> elements for the head", () => {
  const { html, styles } = renderWithStylesInHead(<Page />);
  const headHtml = toHtml(styles);
  const className = /class="(css-[a-z0-9]+)"/.exec(html)?.[1] ?? "";
  expect(headHtml).toContain(`.${className}{color:red;}`);
  expect(headHtml).toContain("body{margin:0;}");
  // What a browser <Global> looks up to adopt its rules, then the class rules' names.
  expect(headHtml).toMatch(
    new RegExp(
      `^<style data-emotion="css-global [a-z0-9-]+" data-s="">body{margin:0;}</style>` +
        `<style data-emotion-ssr="${className.replace(/^css-/, "")}">`,
    ),
  );
});

it("writes every class rule into one element, in the order first used", () => {
  const blue = css`
    color: blue;
  `;
  const { html, styles } = renderWithStylesInHead(
    <>
      <p css={blue}>One</p>
      <p css={red}>Two</p>
      <p css={blue}>Three</p>
    </>,
  );
  const headHtml = toHtml(styles);
  const [first = "", second = ""] = [...html.matchAll(/class="css-([a-z0-9]+)"/g)].map(
    (match) => match[1],
  );
  expect(headHtml).toContain(`<style data-emotion-ssr="${first} ${second}">`);
  expect(headHtml.indexOf("color:blue")).toBeLessThan(headHtml.indexOf("color:red"));
  expect(headHtml.match(/<style/g)).toHaveLength(1);
});

it("hands the browser's cache every class it wrote, so hydration inserts none again", () => {
  const { styles } = renderWithStylesInHead(<Page />);
  const doc = new JSDOM(`<!DOCTYPE html><html><head>${toHtml(styles)}</head></html>`).window
    .document;
  const cache = createBrowserEmotionCache(doc);
  const label = doc.querySelector("style[data-emotion-ssr]")?.getAttribute("data-emotion-ssr");
  expect(Object.keys(cache.inserted)).toEqual([label]);
  // And it leaves the server's elements where they are.
  expect(doc.head.children).toHaveLength(2);
});

it("stops the build when Emotion's cache does not hold a class the markup uses", () => {
  // As if an Emotion upgrade stopped calling insert() the way this module relies on.
  expect(() => renderWithStylesInHead(<p className="css-abc123">Unstyled</p>)).toThrow(
    /Emotion's server cache no longer works .*no rules for abc123/,
  );
});
