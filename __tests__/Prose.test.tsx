import { screen } from "@testing-library/react";
import { focusableCodeBlocks, Prose } from "../src/components/Prose";
import { renderWithTheme } from "./support/site";

// What gatsby-remark-prismjs makes of a fenced block.
const highlighted =
  '<div class="gatsby-highlight" data-language="ts"><pre class="language-ts"><code class="language-ts">const answer = 42;</code></pre></div>';

describe("Prose", () => {
  it("puts every code block in the Tab order, so a block that scrolls sideways can be scrolled by keyboard", () => {
    renderWithTheme(<Prose html={`<p>Before</p>${highlighted}<pre>plain block</pre>`} />);
    for (const text of ["const answer = 42;", "plain block"]) {
      // eslint-disable-next-line testing-library/no-node-access -- the <pre> around the code is what scrolls
      const block = screen.getByText(text).closest("pre");
      expect(block).toHaveAttribute("tabindex", "0");
    }
  });

  it("leaves a block's own tabindex, inline code and everything else alone", () => {
    expect(focusableCodeBlocks('<pre tabindex="-1">x</pre>')).toBe('<pre tabindex="-1">x</pre>');
    expect(focusableCodeBlocks("<p><code>x</code> <preview>y</preview></p>")).toBe(
      "<p><code>x</code> <preview>y</preview></p>",
    );
  });

  it("keeps an image within the column whatever width its HTML gives it", () => {
    renderWithTheme(<Prose html={'<p><img src="/a.png" alt="A wide chart" width="4000"></p>'} />);
    const image = screen.getByRole("img", { name: "A wide chart" });
    expect(getComputedStyle(image).maxWidth).toBe("100%");
    expect(getComputedStyle(image).height).toBe("auto");
  });
});
