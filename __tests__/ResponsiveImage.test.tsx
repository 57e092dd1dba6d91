import { screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ResponsiveImage } from "../src/components/ResponsiveImage";
import { renderWithTheme } from "./support/site";

const portrait: IGatsbyImageData = {
  layout: "constrained",
  width: 416,
  height: 520,
  backgroundColor: "#c8d0d0",
  images: {
    fallback: {
      src: "/static/a/416.jpg",
      srcSet: "/static/a/416.jpg 416w,\n/static/a/832.jpg 832w",
      sizes: "(min-width: 768px) 416px, 72px",
    },
    sources: [
      {
        type: "image/avif",
        srcSet: "/static/a/416.avif 416w",
        sizes: "(min-width: 768px) 416px, 72px",
      },
      {
        type: "image/webp",
        srcSet: "/static/a/416.webp 416w",
        sizes: "(min-width: 768px) 416px, 72px",
      },
    ],
  },
};

describe("ResponsiveImage", () => {
  it("offers AVIF and WebP before the JPEG, at the sizes the page asked for", () => {
    const { container } = renderWithTheme(<ResponsiveImage image={portrait} alt="Morgan Reyes" />);
    // <source> has no role: the markup is the only place the offered formats show.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(sources[0]).toHaveAttribute("sizes", "(min-width: 768px) 416px, 72px");
    const img = screen.getByRole("img", { name: "Morgan Reyes" });
    expect(img).toHaveAttribute("src", "/static/a/416.jpg");
    expect(img.getAttribute("srcset")).toContain("/static/a/832.jpg 832w");
  });

  it("keeps its space before it arrives, on the image's dominant colour", () => {
    renderWithTheme(<ResponsiveImage image={portrait} alt="Morgan Reyes" />);
    const img = screen.getByRole("img", { name: "Morgan Reyes" });
    expect(img).toHaveAttribute("width", "416");
    expect(img).toHaveAttribute("height", "520");
    expect(img).toHaveStyle({ backgroundColor: "#c8d0d0" });
  });

  it("loads lazily unless it is the first screen's image, which is fetched first", () => {
    renderWithTheme(<ResponsiveImage image={portrait} alt="A case study" />);
    renderWithTheme(
      <ResponsiveImage image={portrait} alt="Morgan Reyes" loading="eager" highPriority />,
    );
    const later = screen.getByRole("img", { name: "A case study" });
    expect(later).toHaveAttribute("loading", "lazy");
    expect(later).not.toHaveAttribute("fetchpriority");
    const first = screen.getByRole("img", { name: "Morgan Reyes" });
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
  });

  it("can be decorative: an empty alt leaves it out of the accessibility tree", () => {
    renderWithTheme(<ResponsiveImage image={portrait} alt="" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
