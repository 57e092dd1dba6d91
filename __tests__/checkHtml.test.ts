/**
 * @jest-environment node
 */
// The Nu checker's filter (checks/vnu-filter.txt) accepts four messages by their text; the HTML
// check itself fails when an element that earns one of them is not gatsby-plugin-image's.
import { readFileSync } from "node:fs";
import path from "node:path";
import { unfilteredLookalikes } from "../checks/html";

const PLUGIN_MARKUP =
  '<picture><source type="image/avif" data-srcset="/static/a.avif 400w" sizes="100vw"/>' +
  '<img data-gatsby-image-ssr="" data-main-image="" sizes="100vw" data-src="/static/a.jpg" alt="A coach"/></picture>' +
  '<img alt="" role="presentation" aria-hidden="true" src="data:image/svg+xml;charset=utf-8,%3Csvg%3E"/>';
const html = (body: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

it("accepts gatsby-plugin-image's lazy markup", () => {
  expect(unfilteredLookalikes(html(PLUGIN_MARKUP))).toEqual([]);
});

it.each([
  [
    "a <source> without srcset",
    '<picture><source type="image/webp"/><img src="/a.jpg" alt="x"></picture>',
  ],
  ["an <img> without src", '<img alt="A coach" sizes="100vw">'],
  ["sizes without srcset", '<img src="/a.jpg" sizes="100vw" alt="x">'],
  ["an empty alt with a role", '<img src="/a.jpg" alt="" role="presentation">'],
])("fails %s of our own", (_name, markup) => {
  expect(unfilteredLookalikes(html(markup))).toHaveLength(1);
});

it("filters exactly four messages, each written out in full", () => {
  const patterns = readFileSync(path.join(__dirname, "..", "checks", "vnu-filter.txt"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"));
  expect(patterns).toHaveLength(4);
  for (const pattern of patterns) expect(pattern).toMatch(/^[A-Z].*\\\.$/);
});
