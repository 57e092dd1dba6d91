import { screen } from "@testing-library/react";
import { Prose } from "../src/components/Prose";
import { renderWithTheme } from "./support/site";
import { PUBLISHED } from "./fixtures/publishedHtml";

// (What the server renders, byte for byte: Prose.server.test.tsx.)
describe("Prose", () => {
  it("renders in the browser exactly the elements its HTML makes, nothing added or changed", () => {
    const { container } = renderWithTheme(<Prose html={PUBLISHED} />);
    const expected = document.createElement("template");
    expected.innerHTML = PUBLISHED;
    // The content body is what is compared.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    const body = container.querySelector("[data-content-body]") as HTMLElement;
    expect(body.childNodes.length).toBe(expected.content.childNodes.length);
    [...expected.content.childNodes].forEach((node, index) => {
      expect(body.childNodes[index]?.isEqualNode(node)).toBe(true);
    });
  });

  it("shows the content as its HTML says: code blocks in the Tab order, a title that mentions a tag as text", () => {
    renderWithTheme(<Prose html={PUBLISHED} />);
    for (const text of ["const answer = 42;", "plain block"]) {
      // The <pre> around the code is what scrolls.
      // eslint-disable-next-line testing-library/no-node-access
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
