// The srcset parser shared by the build and the checks (src/node/srcset.ts), against the HTML
// standard's "parse a srcset attribute": what it reads as a URL is what a browser would load, so
// the allow-list and the checks judge those URLs.
import { attributeUrls, parseSrcset, srcsetUrls } from "../src/node/srcset";

describe("parseSrcset", () => {
  it.each([
    ["", []],
    [" \t\n, ,", []],
    ["a.jpg", [{ url: "a.jpg", descriptors: [] }]],
    [
      "a.jpg 320w, b.jpg 640w",
      [
        { url: "a.jpg", descriptors: ["320w"] },
        { url: "b.jpg", descriptors: ["640w"] },
      ],
    ],
    [
      // Gatsby's own form: a line per candidate.
      "/static/1/a.avif 168w,\n/static/2/b.avif 336w",
      [
        { url: "/static/1/a.avif", descriptors: ["168w"] },
        { url: "/static/2/b.avif", descriptors: ["336w"] },
      ],
    ],
    [
      "\n\ta.jpg\f1x ,\r b.jpg   2x  ",
      [
        { url: "a.jpg", descriptors: ["1x"] },
        { url: "b.jpg", descriptors: ["2x"] },
      ],
    ],
    ["a.jpg 100w 200h", [{ url: "a.jpg", descriptors: ["100w", "200h"] }]],
  ])("reads %j as its candidates", (value, expected) => {
    expect(parseSrcset(value)).toEqual(expected);
  });

  it("keeps a comma inside a URL: a comma ends a candidate only after the URL's whitespace", () => {
    expect(srcsetUrls("a.jpg,b.jpg 2x")).toEqual(["a.jpg,b.jpg"]);
    expect(srcsetUrls("a,b.jpg,, c.jpg")).toEqual(["a,b.jpg", "c.jpg"]);
    expect(srcsetUrls("data:image/png;base64,iVBORw0KGgo= 1x, b.jpg 2x")).toEqual([
      "data:image/png;base64,iVBORw0KGgo=",
      "b.jpg",
    ]);
  });

  it("drops the commas that end a URL, however many, and starts the next candidate after them", () => {
    expect(parseSrcset("a.jpg,,, b.jpg,")).toEqual([
      { url: "a.jpg", descriptors: [] },
      { url: "b.jpg", descriptors: [] },
    ]);
  });

  it("reads a comma inside a descriptor's parentheses as part of it, not as a new candidate", () => {
    expect(parseSrcset("a.jpg 1x (, javascript:b) 2x, c.jpg")).toEqual([
      { url: "a.jpg", descriptors: ["1x", "(, javascript:b)", "2x"] },
      { url: "c.jpg", descriptors: [] },
    ]);
    expect(parseSrcset("a.jpg (1x, b.jpg")).toEqual([
      { url: "a.jpg", descriptors: ["(1x, b.jpg"] },
    ]);
  });

  it("returns a candidate a browser would skip for its descriptors too: every URL written is judged", () => {
    expect(srcsetUrls("javascript:alert(1) nonsense descriptors, b.jpg")).toEqual([
      "javascript:alert(1)",
      "b.jpg",
    ]);
  });
});

describe("attributeUrls", () => {
  it("reads srcset and a preload's imagesrcset as srcsets, every other attribute as one URL", () => {
    expect(attributeUrls("srcset", "a.jpg 1x, b.jpg 2x")).toEqual(["a.jpg", "b.jpg"]);
    expect(attributeUrls("imageSrcSet", "a.jpg 1x, b.jpg 2x")).toEqual(["a.jpg", "b.jpg"]);
    expect(attributeUrls("src", "/a.jpg, b.jpg 2x")).toEqual(["/a.jpg, b.jpg 2x"]);
  });
});
