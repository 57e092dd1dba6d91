import { screen } from "@testing-library/react";
import { ThemeProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { Prose } from "../src/components/Prose";
import { theme } from "../src/theme";
import { renderWithTheme } from "./support/site";

// HTML as the build publishes it (publishedHtml.ts): code blocks already in the Tab order, "<" in
// attribute values escaped, a title that mentions markup.
const published =
  '<p>Before <a href="/x" title="the &lt;pre&gt; element">x</a></p><div class="gatsby-highlight" data-language="ts"><pre class="language-ts" tabindex="0"><code class="language-ts">const answer = 42;</code></pre></div><pre tabindex="0">plain block</pre>';

describe("Prose", () => {
  it("renders on the server exactly the HTML it is given, byte for byte", () => {
    const view = renderToString(
      <ThemeProvider theme={theme}>
        <Prose html={published} />
      </ThemeProvider>,
    );
    expect(view).toContain(`data-content-body="">${published}</div>`);
  });

  it("shows the content as its HTML says: code blocks in the Tab order, a title that mentions a tag as text", () => {
    renderWithTheme(<Prose html={published} />);
    for (const text of ["const answer = 42;", "plain block"]) {
      // eslint-disable-next-line testing-library/no-node-access -- the <pre> around the code is what scrolls
      const block = screen.getByText(text).closest("pre");
      expect(block).toHaveAttribute("tabindex", "0");
    }
    expect(screen.getByRole("link", { name: "x" })).toHaveAttribute("title", "the <pre> element");
  });

  it("keeps an image within the column whatever width its HTML gives it", () => {
    renderWithTheme(<Prose html={'<p><img src="/a.png" alt="A wide chart" width="4000"></p>'} />);
    const image = screen.getByRole("img", { name: "A wide chart" });
    expect(getComputedStyle(image).maxWidth).toBe("100%");
    expect(getComputedStyle(image).height).toBe("auto");
  });
});
