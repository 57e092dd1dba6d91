/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import {
  isRelativePath,
  withContentImages,
  type ContentImageData,
} from "../src/node/content/contentImages";

const FILE = "/site/content/newsletter/an-issue.md";
const CHART: ContentImageData = {
  width: 672,
  height: 336,
  images: {
    fallback: {
      src: "/static/1/chart.png",
      srcSet: "/static/1/chart-168.png 168w,/static/1/chart.png 672w",
      sizes: "(min-width: 672px) 672px, 100vw",
    },
    sources: [
      {
        srcSet: "/static/1/chart-168.avif 168w,/static/1/chart.avif 672w",
        type: "image/avif",
        sizes: "(min-width: 672px) 672px, 100vw",
      },
    ],
  },
};

describe("withContentImages", () => {
  it("makes an image relative to the Markdown file a responsive picture with its size", async () => {
    const asked: string[] = [];
    const html = await withContentImages(
      '<p>See <img src="../images/chart.png" alt="Lead time by week" title="Lead time">.</p>',
      FILE,
      async (path) => {
        asked.push(path);
        return CHART;
      },
    );
    expect(asked).toEqual(["/site/content/images/chart.png"]);
    expect(html).toBe(
      '<p>See <picture><source type="image/avif" srcset="/static/1/chart-168.avif 168w,/static/1/chart.avif 672w" sizes="(min-width: 672px) 672px, 100vw">' +
        '<img src="/static/1/chart.png" srcset="/static/1/chart-168.png 168w,/static/1/chart.png 672w" sizes="(min-width: 672px) 672px, 100vw" alt="Lead time by week" title="Lead time" width="672" height="336" loading="lazy" decoding="async"></picture>.</p>',
    );
  });

  it("leaves site paths, other images and HTML without images exactly as they are", async () => {
    const lookup = jest.fn(async () => CHART);
    const html = '<p><img src="/icons/icon.png" alt="">Text &amp; more</p>';
    expect(await withContentImages(html, FILE, lookup)).toBe(html);
    expect(await withContentImages("<p>a &amp; b</p>", FILE, lookup)).toBe("<p>a &amp; b</p>");
    expect(lookup).not.toHaveBeenCalled();
  });

  it("leaves an image it cannot find as it is", async () => {
    const html = '<img src="../images/gone.png" alt="">';
    expect(await withContentImages(html, FILE, async () => undefined)).toBe(html);
  });
});

describe("isRelativePath", () => {
  it.each([
    ["../images/x.png", true],
    ["images/x.png", true],
    ["/images/x.png", false],
    ["//example.com/x.png", false],
    ["https://example.com/x.png", false],
    ["data:image/png;base64,AA", false],
    ["#top", false],
    ["", false],
  ])("%p -> %p", (src, relative) => {
    expect(isRelativePath(src)).toBe(relative);
  });
});
