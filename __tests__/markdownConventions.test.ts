/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The site's Markdown conventions as the one judge publishes them (markdownSafety.ts): a fence's
// first word is its language, an address written as www. goes to https://, and code in every
// language Prism highlights publishes as written.
import { JSDOM } from "jsdom";
import { validateContent } from "../src/node/content/validateContent";
import { inspectMarkdown } from "../src/node/htmlSafety/markdownSafety";
import { htmlProblems } from "../src/node/htmlSafety/htmlAllowList";
import {
  EVERY_LANGUAGE_CODE,
  everyLanguage,
  everyLanguageIssue,
} from "./build/fixtures/everyLanguage";
import { withExtraFiles } from "./fixtures/content";
import { parseMarkdown } from "../src/node/contentFiles/parseContent";

const hrefs = (html: string): (string | null)[] =>
  [...new JSDOM(html).window.document.querySelectorAll("a")].map((a) => a.getAttribute("href"));

describe("a fence's language", () => {
  it("is its first word, the words after it dropped, in lists too", () => {
    const { html, problems } = inspectMarkdown(
      '```js title="app.js"\na\n```\n\n- ```shell session\n  b\n  ```\n\n```\nc\n```\n',
    );
    expect(problems).toEqual([]);
    const languages = [...new JSDOM(html).window.document.querySelectorAll("div[data-language]")];
    expect(languages.map((block) => block.getAttribute("data-language"))).toEqual([
      "js",
      "shell",
      "text",
    ]);
  });
});

describe("an address written as www.", () => {
  it("links to https://, in lists too", () => {
    const { html } = inspectMarkdown("Visit www.example.com/docs today.\n\n- or www.example.org\n");
    expect(hrefs(html)).toEqual(["https://www.example.com/docs", "https://www.example.org"]);
  });

  it("leaves a link the coach wrote as written: https:// published, http:// refused on its line", () => {
    expect(hrefs(inspectMarkdown("[site](https://www.example.com)\n").html)).toEqual([
      "https://www.example.com",
    ]);
    expect(
      inspectMarkdown(
        "Intro.\n\n[www.example.com](http://www.example.com) and http://www.example.com\n",
      ).problems,
    ).toEqual([
      {
        line: 3,
        message: expect.stringContaining('link "http://www.example.com" is not allowed') as string,
      },
      {
        line: 3,
        message: expect.stringContaining('link "http://www.example.com" is not allowed') as string,
      },
    ]);
  });
});

describe("a fenced block in every language Prism highlights", () => {
  const { html, problems } = inspectMarkdown(parseMarkdown(everyLanguageIssue()).body);

  it("counts every id and alias of components.json with a grammar, and plain text", () => {
    expect(everyLanguage()).toEqual(expect.arrayContaining(["liquid", "django", "jinja2", "text"]));
    expect(everyLanguage()).not.toEqual(expect.arrayContaining(["markup-templating"]));
    expect(everyLanguage()).not.toEqual(expect.arrayContaining(["css-extras"]));
  });

  it("passes every content check, and publishes within the allow-list, highlighted", () => {
    const file = { path: "content/newsletter/every-language.md", text: everyLanguageIssue() };
    expect(validateContent(withExtraFiles(file))).toEqual([]);
    expect(problems).toEqual([]);
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('<span class="token liquid language-liquid">');
    expect(html).toContain('<span class="token django language-django">');
  });

  it("shows each block's code exactly as written, in its language", () => {
    const blocks = [...new JSDOM(html).window.document.querySelectorAll("div.gatsby-highlight")];
    expect(blocks.map((block) => block.getAttribute("data-language"))).toEqual(everyLanguage());
    for (const block of blocks) {
      expect([
        block.getAttribute("data-language"),
        block.querySelector("pre")?.textContent,
      ]).toEqual([block.getAttribute("data-language"), EVERY_LANGUAGE_CODE]);
    }
  });
});
