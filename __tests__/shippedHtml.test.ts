/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The wall's findings as the coach reads them: the source file and the line to fix; and the wall
// as createPages runs it: the build stopped or let through, what the log and a pull request show,
// and the fingerprints the post-build pass compares each page's content with.
import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { sha256 } from "../src/node/cache/buildMemo";
import {
  checkShippedHtml,
  readJudgedHtml,
  shippedHtmlFindings,
} from "../src/node/htmlSafety/shippedHtml";

const FILE = "content/newsletter/2026-03-05-issue.md";

describe("shippedHtmlFindings", () => {
  it("names the line of the Markdown body that holds each problem, most specific clue first", () => {
    const source = [
      "---",
      'title: "style= and <img in the frontmatter are not the body"',
      "---",
      "",
      '<img src="/images/ok.png" alt="">',
      "",
      "<p",
      '  title="x"',
      '  STYLE="position:fixed">a</p>',
      "",
      '<img src="javascript:alert(1)" alt="">',
    ].join("\n");
    const html = [
      '<img src="/images/ok.png" alt="">',
      '<p title="x" style="position:fixed">a</p>',
      '<img src="javascript:alert(1)" alt="">',
    ].join("\n");
    expect(shippedHtmlFindings(FILE, source, html)).toEqual({
      problems: [
        { file: FILE, field: "", line: 9, message: "the style attribute on <p> is not allowed" },
        {
          file: FILE,
          field: "",
          line: 11,
          message: expect.stringMatching(/^src on <img> "javascript:alert\(1\)" is not allowed: /),
        },
      ],
      warnings: [],
    });
  });

  it("reports a problem whose text is nowhere in the source without a line", () => {
    const source = "---\ntitle: x\n---\n\n<div class='note'>\n";
    expect(shippedHtmlFindings(FILE, source, "<div").problems).toEqual([
      {
        file: FILE,
        field: "",
        message:
          'HTML that is not well-formed: a tag is not finished: each tag ends with > (as in <div class="note">)',
      },
    ]);
  });

  it("warns, on its line, of a code block in a language Prism does not highlight", () => {
    const source = [
      "---",
      "title: x",
      "---",
      "",
      "```JS",
      "a",
      "```",
      "",
      "~~~klingon",
      "b",
      "~~~",
      "",
      "```diff-js",
      "c",
      "```",
      "",
      "```html",
      "d",
      "```",
      "",
      "```text",
      "e",
      "```",
    ].join("\n");
    const highlighted = (language: string): string =>
      `<div class="gatsby-highlight" data-language="${language}"><pre class="language-${language}"><code class="language-${language}">x</code></pre></div>`;
    const html = ["JS", "klingon", "diff-js", "html", "text"].map(highlighted).join("\n");
    expect(shippedHtmlFindings(FILE, source, html)).toEqual({
      problems: [],
      warnings: [
        {
          file: FILE,
          field: "",
          line: 9,
          message: 'the code block\'s language "klingon" is unknown: it is shown as plain code',
        },
      ],
    });
  });

  it("warns, on its line in the file, that the words after a code block's language are ignored", () => {
    const source = ["---", "title: x", "---", "", '```js title="app.js"', "a", "```"].join("\n");
    const html =
      '<div class="gatsby-highlight" data-language="js"><pre class="language-js"><code class="language-js">a</code></pre></div>';
    expect(shippedHtmlFindings(FILE, source, html)).toEqual({
      problems: [],
      warnings: [
        {
          file: FILE,
          field: "",
          line: 5,
          message:
            'the code block\'s language is "js"; the words after it (title="app.js") are ignored',
        },
      ],
    });
  });

  it("names the line of an end tag that would close the page's own elements", () => {
    const source = ["---", "title: x", "---", "", "Intro.", "", "</article>"].join("\n");
    expect(shippedHtmlFindings(FILE, source, "<p>Intro.</p>\n</article>").problems).toEqual([
      {
        file: FILE,
        field: "",
        line: 7,
        message:
          "</article> closes nothing this file opened: remove it, or add the <article> it belongs to (in the page it would close the page's own elements)",
      },
    ]);
  });

  it("names a problem on the body's first line, and on a file's first line", () => {
    const withFrontmatter = ["---", "title: x", "---", "<script>x()</script>"].join("\n");
    expect(shippedHtmlFindings(FILE, withFrontmatter, "<script>x()</script>").problems).toEqual([
      expect.objectContaining({ line: 4 }),
    ]);
    expect(
      shippedHtmlFindings(FILE, "<script>x()</script>", "<script>x()</script>").problems,
    ).toEqual([expect.objectContaining({ line: 1 })]);
  });

  it("names the fence's line for an unknown language, though the text mentions it before", () => {
    const source = [
      "---",
      "title: x",
      "---",
      "Klingon and Vulcan, two made-up languages:",
      "",
      "```klingon",
      "a",
      "```",
      "",
      "~~~vulcan",
      "b",
      "~~~",
    ].join("\n");
    const html = ["klingon", "vulcan"]
      .map((language) => `<div class="gatsby-highlight" data-language="${language}"></div>`)
      .join("\n");
    expect(shippedHtmlFindings(FILE, source, html).warnings.map(({ line }) => line)).toEqual([
      6, 10,
    ]);
  });

  it("reads only a diff- prefix as Prism's diff of a language", () => {
    const source = ["---", "title: x", "---", "```xdiff-ml", "a", "```"].join("\n");
    const html = '<div class="gatsby-highlight" data-language="xdiff-ml"></div>';
    expect(shippedHtmlFindings(FILE, source, html).warnings).toEqual([
      expect.objectContaining({
        line: 4,
        message: expect.stringContaining('"xdiff-ml" is unknown'),
      }),
    ]);
  });
});

describe("shippedHtmlFindings: the line of what it refuses, checked against the source", () => {
  const source = [
    "---",
    "title: x",
    "---",
    "",
    "Write a span like this:",
    "",
    "```html",
    '<span class="token css-x">a</span>',
    "```",
    "",
    "```arturo",
    "x: 1",
    "y: {!css",
    "a {}",
    "}",
    "```",
    "",
    '<p>Then <span class="token css-x">a menu</span></p>',
  ].join("\n");
  const html = [
    "<p>Write a span like this:</p>",
    '<div class="gatsby-highlight" data-language="html"><pre class="language-html"><code class="language-html">&lt;span class="token css-x">a&lt;/span></code></pre></div>',
    '<div class="gatsby-highlight" data-language="arturo"><pre class="language-arturo"><code class="language-arturo">x: 1',
    'y: <span class="token css-string">{!css',
    "a {}",
    "}</span></code></pre></div>",
    '<p>Then <span class="token css-x">a menu</span></p>',
  ].join("\n");
  const lines = source.split("\n");
  const problems = shippedHtmlFindings(FILE, source, html).problems;

  it("names a span in raw HTML on its own line, not on a code block's that shows the same text", () => {
    const found = problems.find(({ message }) => message.includes('"css-x"'));
    expect(found?.line).toBe(18);
    expect(lines[(found?.line ?? 0) - 1]).toContain('<span class="token css-x">');
  });

  it("names what highlighting wrote in a code block on the line of the code it marks", () => {
    const found = problems.find(({ message }) => message.includes('"css-string"'));
    expect(found?.line).toBe(13);
    expect(lines[(found?.line ?? 0) - 1]).toBe("y: {!css");
  });
});

describe("checkShippedHtml", () => {
  const reporter = { panicOnBuild: jest.fn(), warn: jest.fn(), info: jest.fn() };
  const environment = process.env.GITHUB_ACTIONS;
  let root: string;
  let cacheDir: string;
  let annotations: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "shipped-"));
    cacheDir = path.join(root, ".cache");
    for (const dir of [cacheDir, path.join(root, "src"), path.join(root, "content", "newsletter")])
      mkdirSync(dir, { recursive: true });
    jest.spyOn(process, "cwd").mockReturnValue(root);
    annotations = "";
    jest.spyOn(fs, "writeSync").mockImplementation((_fd, text) => {
      annotations += String(text);
      return 0;
    });
    process.env.GITHUB_ACTIONS = "true";
    jest.clearAllMocks();
  });

  afterEach(() => {
    jest.restoreAllMocks();
    if (environment === undefined) delete process.env.GITHUB_ACTIONS;
    else process.env.GITHUB_ACTIONS = environment;
    rmSync(root, { recursive: true, force: true });
  });

  /** A Markdown file in the copy's content/, and the node gatsby-transformer-remark made of it. */
  function issue(name: string, source: string, html: string | null) {
    const fileAbsolutePath = path.join(root, "content", "newsletter", name);
    writeFileSync(fileAbsolutePath, source);
    return { fileAbsolutePath, html };
  }

  const check = (result: { data?: unknown; errors?: unknown[] }) =>
    checkShippedHtml({
      graphql: () => Promise.resolve(result),
      reporter,
      cache: { directory: cacheDir },
    } as unknown as CreatePagesArgs);

  it("stops the build naming each file and line, warns on its line, and keeps what it judged", async () => {
    const nodes = [
      issue(
        "bad.md",
        "---\ntitle: x\n---\n\nText.\n\n<script>x()</script>\n",
        "<p>Text.</p>\n<script>x()</script>",
      ),
      issue(
        "code.md",
        "---\ntitle: y\n---\n\n```klingon\na\n```\n",
        '<div class="gatsby-highlight" data-language="klingon"></div>',
      ),
    ];
    await check({ data: { allMarkdownRemark: { nodes } } });
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    const [message] = reporter.panicOnBuild.mock.calls[0] as [string];
    expect(message).toMatch(
      /^1 problem\(s\) in content\/, nothing was built:\n {2}- content\/newsletter\/bad\.md:7: <script> is not allowed/,
    );
    expect(reporter.warn).toHaveBeenCalledWith(
      'content/newsletter/code.md:5: the code block\'s language "klingon" is unknown: it is shown as plain code',
    );
    expect(reporter.info).not.toHaveBeenCalled();
    expect(annotations).toMatch(
      /^::warning file=content\/newsletter\/code\.md,line=5::the code block/m,
    );
    expect(annotations).toMatch(
      /^::error file=content\/newsletter\/bad\.md,line=7::<script> is not allowed/m,
    );
    expect(readJudgedHtml(cacheDir)).toEqual(new Set(nodes.map(({ html }) => sha256(html ?? ""))));
  });

  it("lets the build go on when every file is within the allow-list, and says how many it checked", async () => {
    const nodes = [
      issue("one.md", "---\ntitle: x\n---\n\nText.\n", "<p>Text.</p>"),
      issue("empty.md", "---\ntitle: y\n---\n", null),
    ];
    await check({ data: { allMarkdownRemark: { nodes } } });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith(
      "HTML of 2 content files checked against the allow-list",
    );
    expect(annotations).toBe("");
    expect(readJudgedHtml(cacheDir)).toEqual(new Set([sha256("<p>Text.</p>"), sha256("")]));
  });

  it.each([
    ["errors", { errors: [new Error("Cannot query field")] }],
    ["no data", {}],
  ])("stops the build when the HTML cannot be read (%s)", async (_, result) => {
    await check(result);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      "Could not read the HTML made from content/",
      (result as { errors?: unknown[] }).errors,
    );
  });
});
