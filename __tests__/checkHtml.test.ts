/**
 * @jest-environment node
 */
// The HTML check accepts exactly gatsby-plugin-image's four known lazy-markup messages on the
// plugin's own elements, and fails every other error. Extracts are as the Nu checker reports them.
import { classify, type NuMessage } from "../scripts/lib/htmlCheck";

const PLUGIN_SOURCE =
  '<source type="image/avif" data-srcset="/static/a.avif 400w" sizes="(min-width: 400px) 400px, 100vw"/>';
const PLUGIN_IMG =
  '<img data-gatsby-image-ssr="" data-main-image="" sizes="100vw" decoding="async" loading="lazy" data-src="/static/a.jpg" data-srcset="/static/a.jpg 400w" alt="A coach"/>';
const PLUGIN_SIZER =
  '<img alt="" role="presentation" aria-hidden="true" src="data:image/svg+xml;charset=utf-8,%3Csvg%3E"/>';

const error = (message: string, tag: string): NuMessage => ({
  type: "error",
  message,
  extract: `xx${tag}yy`,
  hiliteStart: 2,
  hiliteLength: tag.length,
});

const SOURCE_SRCSET = "Element “source” is missing required attribute “srcset”.";
const SIZES =
  "The “sizes” attribute must only be specified if the “srcset” attribute is also specified.";
const IMG_SRC =
  "Element “img” is missing one or more of the following attributes: “src”, “srcset”.";
const ROLE_ALT =
  "An “img” element with a “role” attribute must not have an “alt” attribute whose value is the empty string.";

it.each([
  [SOURCE_SRCSET, PLUGIN_SOURCE],
  [SIZES, PLUGIN_SOURCE],
  [SIZES, PLUGIN_IMG],
  [IMG_SRC, PLUGIN_IMG],
  [ROLE_ALT, PLUGIN_SIZER],
])("accepts %s on gatsby-plugin-image's element", (message, tag) => {
  expect(classify([error(message, tag)])).toEqual({
    failures: [],
    accepted: [error(message, tag)],
  });
});

it.each([
  ["the same message on our own <img>", IMG_SRC, '<img alt="Our logo">'],
  ["the same message on our own <source>", SOURCE_SRCSET, '<source type="image/webp">'],
  ["a role/alt clash on our own image", ROLE_ALT, '<img alt="" role="presentation" src="/a.png">'],
  ["any other message on the plugin's element", "Bad value “x” for attribute “sizes”.", PLUGIN_IMG],
  [
    "a style element in the body",
    "A “style” element in “body” must be the first child of its parent.",
    '<style data-emotion="css 1itzbxx">',
  ],
])("fails %s", (_name, message, tag) => {
  expect(classify([error(message, tag)]).failures).toHaveLength(1);
});

it("ignores info messages and fails non-document errors", () => {
  const { failures } = classify([
    { type: "info", message: "Trailing slash on void elements has no effect." },
    { type: "non-document-error", message: "Could not read public/x.html" },
  ]);
  expect(failures.map((message) => message.type)).toEqual(["non-document-error"]);
});
