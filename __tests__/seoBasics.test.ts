import { seoProblems } from "../checks/seoBasics";

const HEAD =
  '<title>Tidy First | Craftwise</title><meta name="description" content="On tidying."><link rel="canonical" href="https://owner.github.io/site/newsletter/tidy-first/">';
const page = ({
  head = HEAD,
  body = '<a href="/site/newsletter/">The newsletter archive</a>',
} = {}) => `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe("seoProblems", () => {
  it("finds nothing on a page with a title, a description, a canonical address and followable links", () => {
    expect(seoProblems(page(), "/newsletter/tidy-first/")).toEqual([]);
  });

  it.each([
    [
      "no title",
      page({
        head: '<meta name="description" content="x"><link rel="canonical" href="https://a.example/">',
      }),
      "has 0 <title>",
    ],
    [
      "an empty title",
      page({
        head: '<title> </title><meta name="description" content="x"><link rel="canonical" href="https://a.example/">',
      }),
      "has an empty <title>",
    ],
    [
      "no description",
      page({ head: '<title>T</title><link rel="canonical" href="https://a.example/">' }),
      "has no meta description",
    ],
    [
      "a relative canonical",
      page({
        head: '<title>T</title><meta name="description" content="x"><link rel="canonical" href="/x/">',
      }),
      "not an absolute https address",
    ],
    [
      "a javascript: link",
      page({ body: '<a href="javascript:void(0)">Menu</a>' }),
      "a link a crawler cannot follow",
    ],
    ["a link without href", page({ body: "<a>Menu</a>" }), "a link a crawler cannot follow"],
    [
      "a vague link",
      page({ body: '<a href="/site/x/">Read more</a>' }),
      'says nothing of where it goes: "Read more"',
    ],
  ])("names %s", (_what, html, message) => {
    expect(seoProblems(html, "/newsletter/tidy-first/").join("\n")).toContain(message);
  });

  it("takes an <svg>'s title for the drawing's, not the page's", () => {
    const html = page({ body: '<svg><title>Logo</title></svg><a href="/site/">Home</a>' });
    expect(seoProblems(html, "/")).toEqual([]);
  });

  it("wants the thank-you and 404 pages kept out of search, and every other page in it", () => {
    const noindex = '<meta name="robots" content="noindex">';
    expect(seoProblems(page(), "/call-booked/")).toContain(
      "lets robots index a page meant to stay out of search",
    );
    expect(seoProblems(page({ head: HEAD + noindex }), "/call-booked/")).toEqual([]);
    expect(seoProblems(page({ head: HEAD + noindex }), "/404.html")).toEqual([]);
    expect(seoProblems(page({ head: HEAD + noindex }), "/")).toContain(
      "asks robots not to index a page that should be found",
    );
  });
});
