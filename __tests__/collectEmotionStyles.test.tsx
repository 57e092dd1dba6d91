/**
 * @jest-environment node
 */
/* eslint-disable testing-library/render-result-naming-convention -- these are React's server
   renderers returning strings, not Testing Library's render. */
// Server rendering puts Emotion's styles in the head, not next to elements in the body (the W3C
// checker rejects <style> inside <button> and <ul>), labelled so the browser's Emotion adopts them.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { css, Global } from "@emotion/react";
import { renderWithStylesInHead } from "../src/wrap/collectEmotionStyles";

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

it("returns each style, global and class rules, as a labelled <style> for the head", () => {
  const { html, styles } = renderWithStylesInHead(<Page />);
  const headHtml = toHtml(styles);
  const className = /class="(css-[a-z0-9]+)"/.exec(html)?.[1] ?? "";
  expect(headHtml).toContain(`.${className}{color:red;}`);
  expect(headHtml).toContain("body{margin:0;}");
  const labels = [...headHtml.matchAll(/data-emotion="([^"]+)"/g)].map((match) => match[1]);
  expect(labels).toHaveLength(2);
  for (const label of labels) expect(label).toMatch(/^css [a-z0-9-]+$/);
  expect(labels).toContain(`css ${className.replace(/^css-/, "")}`);
});
