/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
/* eslint-disable testing-library/render-result-naming-convention -- these are React's server
   renderers returning strings, not Testing Library's render. */
// Server rendering puts Emotion's styles in the head, not next to elements in the body (the W3C
// checker rejects <style> inside <button> and <ul>), labelled for the browser's cache
// (that hydration inserts none again is also checked in a real browser: e2e/site.spec.ts).
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { css, Global } from "@emotion/react";
import { JSDOM } from "jsdom";
import { renderWithStylesInHead } from "../src/wrap/collectEmotionStyles";
import { createEmotionCache } from "../src/wrap/emotionCache";

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

it("returns the global rules, then the class rules, for the head", () => {
  const { html, styles } = renderWithStylesInHead(<Page />);
  const name = /class="css-([a-z0-9]+)"/.exec(html)?.[1] ?? "";
  expect(toHtml(styles)).toMatch(
    new RegExp(
      `^<style data-emotion-ssr="[a-z0-9-]+">body{margin:0;}</style>` +
        `<style data-emotion-ssr="${name}">\\.css-${name}{color:red;}</style>$`,
    ),
  );
});

it("writes every class rule into one element, each once", () => {
  const blue = css`
    color: blue;
  `;
  const { styles } = renderWithStylesInHead(
    <>
      <p css={blue}>One</p>
      <p css={red}>Two</p>
      <p css={blue}>Three</p>
    </>,
  );
  const headHtml = toHtml(styles);
  expect(headHtml.match(/<style/g)).toHaveLength(1);
  expect(headHtml.match(/color:blue/g)).toHaveLength(1);
  expect(headHtml.match(/color:red/g)).toHaveLength(1);
});

it("hands the browser's cache every class it wrote, so hydration inserts none again", () => {
  const { html, styles } = renderWithStylesInHead(<Page />);
  const { document } = new JSDOM(
    `<!DOCTYPE html><html><head>${toHtml(styles)}</head><body>${html}</body></html>`,
  ).window;
  const cache = createEmotionCache(document);
  const global = /data-emotion-ssr="([a-z0-9-]+)">body/.exec(toHtml(styles))?.[1];
  const classes = [...html.matchAll(/class="css-([a-z0-9]+)"/g)].map((match) => match[1]);
  expect(Object.keys(cache.inserted)).toEqual([global, ...classes]);
});

it("stops the build if Emotion writes a <style> into the body", () => {
  expect(() =>
    renderWithStylesInHead(<style dangerouslySetInnerHTML={{ __html: "p{}" }} />),
  ).toThrow(/Emotion wrote a <style> into the page body/);
});
