/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// How responsive pictures replace images in the published HTML: __tests__/publishedHtml.test.ts.
import { isRelativePath } from "../src/node/contentFiles/contentImages";

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
