/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
/* eslint-disable testing-library/render-result-naming-convention -- React's server renderer
   returns a string, not Testing Library's render. */
// The server render of content: the HTML the build judged, byte for byte, inside the content body.
import { ThemeProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { Prose } from "../src/components/Prose";
import { theme } from "../src/theme";
import { PUBLISHED } from "./fixtures/publishedHtml";

it("renders on the server exactly the HTML it is given, byte for byte", () => {
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <Prose html={PUBLISHED} />
    </ThemeProvider>,
  );
  const body = html.split("<div data-content-body")[1] ?? "";
  expect(body.slice(body.indexOf(">") + 1)).toBe(`${PUBLISHED}</div>`);
});
