/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The one judge as the coach reads it: each refusal on the line of the file where the refused
// thing is written (checked against the source), warnings on theirs, the build stopped or let
// through; and the fingerprints of what it published, for the post-build pass.
import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreatePagesArgs, ParentSpanPluginArgs } from "gatsby";
import { sha256 } from "../src/node/cache/buildMemo";
import {
  readJudgedHtml,
  readJudgedIds,
  recordShippedHtml,
} from "../src/node/htmlSafety/shippedHtml";
import { checkContent } from "../src/node/content/contentChecks";
import { validateContent } from "../src/node/content/validateContent";
import { withExtraFiles } from "./fixtures/content";

const FILE = "content/newsletter/2026-03-05-issue.md";
const issueFile = (...body: string[]) =>
  ["---", 'title: "style= and <img in the frontmatter are not the body"', "date: 2026-03-05"]
    .concat(['summary: "x"', "---", ""], body)
    .join("\n");
const problemsOf = (text: string) => validateContent(withExtraFiles({ path: FILE, text }));

/** Each problem's line as the file has it, with the message. */
const located = (text: string) =>
  problemsOf(text).map(({ line, message }) => ({
    written: text.split("\n")[(line ?? 0) - 1],
    message,
  }));

describe("the judge names the line where the refused thing is written", () => {
  it("an attribute on its own line of a start tag, and an image on its line", () => {
    const text = issueFile(
      '<img src="/images/ok.png" alt="">',
      "",
      "<p",
      '  title="x"',
      '  STYLE="position:fixed">a</p>',
      "",
      '<img src="javascript:alert(1)" alt="">',
    );
    expect(located(text)).toEqual([
      {
        written: '  STYLE="position:fixed">a</p>',
        message: "the style attribute on <p> is not allowed",
      },
      {
        written: '<img src="javascript:alert(1)" alt="">',
        message: expect.stringMatching(
          /^src on <img> "javascript:alert\(1\)" is not allowed: /,
        ) as string,
      },
    ]);
  });

  const text = issueFile(
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
  );

  it("a span borrowing a site class in raw HTML, not a code block's that shows it; a class highlighting writes on the line of the code it marks", () => {
    // Arturo's grammar names CSS embedded after "{!css" with the site's own prefix (css-).
    expect(located(text)).toEqual([
      {
        written: "y: {!css",
        message: expect.stringContaining('"css-string" is not one') as string,
      },
      {
        written: '<p>Then <span class="token css-x">a menu</span></p>',
        message: expect.stringContaining('"css-x" is not one') as string,
      },
    ]);
  });

  it("an element on the body's first line, and on a file's first line", () => {
    expect(located(issueFile("<script>x()</script>"))).toEqual([
      { written: "<script>x()</script>", message: expect.stringContaining("<script>") as string },
    ]);
  });

  it("a reference's address in its definition, not where it is used", () => {
    expect(located(issueFile("[a][r] and [b][r]", "", "[r]: javascript:alert(1)"))).toEqual([
      {
        written: "[r]: javascript:alert(1)",
        message: expect.stringContaining('link "javascript:alert(1)" is not allowed') as string,
      },
    ]);
  });
});

describe("checkContent", () => {
  const reporter = { panicOnBuild: jest.fn(), warn: jest.fn(), info: jest.fn() };
  const environment = process.env.GITHUB_ACTIONS;
  let root: string;
  let annotations: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "judge-"));
    for (const dir of [".cache", "src", "content/newsletter", "content/images"]) {
      mkdirSync(path.join(root, dir), { recursive: true });
    }
    jest.spyOn(process, "cwd").mockReturnValue(root);
    annotations = "";
    process.env.GITHUB_ACTIONS = "true";
    jest.clearAllMocks();
  });

  afterEach(() => {
    jest.restoreAllMocks();
    if (environment === undefined) delete process.env.GITHUB_ACTIONS;
    else process.env.GITHUB_ACTIONS = environment;
    rmSync(root, { recursive: true, force: true });
  });

  const check = (...files: { path: string; text: string }[]) => {
    for (const file of withExtraFiles(...files)) {
      mkdirSync(path.join(root, path.dirname(file.path)), { recursive: true });
      writeFileSync(path.join(root, file.path), file.text ?? file.head ?? "");
    }
    // GitHub's annotations are written to standard output.
    const write = fs.writeSync.bind(fs) as (...args: unknown[]) => number;
    jest.spyOn(fs, "writeSync").mockImplementation((fd: number, text: unknown, ...rest) => {
      if (fd !== 1) return write(fd, text, ...rest);
      annotations += String(text);
      return String(text).length;
    });
    checkContent({
      reporter,
      cache: { directory: path.join(root, ".cache") },
    } as unknown as ParentSpanPluginArgs);
  };

  it("warns, on its line, of a code block in a language Prism lacks, and lets the build go on", () => {
    check({ path: FILE, text: issueFile("Klingon first.", "", "```klingon", "a", "```") });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(
      `${FILE}:9: the code block's language "klingon" is unknown: it is shown as plain code`,
    );
    expect(annotations).toMatch(
      /^::warning file=content\/newsletter\/2026-03-05-issue\.md,line=9::the code block/m,
    );
  });

  it("keeps where each id content gives an element is written, for the post-build pass", () => {
    check({ path: FILE, text: issueFile("Intro.", "", '<h2 id="pricing">Pricing</h2>') });
    expect(readJudgedIds(path.join(root, ".cache")).pricing).toEqual([`${FILE}:9`]);
  });

  it("stops the build naming each file and line", () => {
    check({ path: FILE, text: issueFile("Text.", "", "<script>x()</script>") });
    const [message] = reporter.panicOnBuild.mock.calls[0] as [string];
    expect(message).toContain(`${FILE}:9: <script> is not allowed`);
    expect(annotations).toMatch(
      /^::error file=content\/newsletter\/2026-03-05-issue\.md,line=9::<script> is not allowed/m,
    );
  });
});

describe("recordShippedHtml", () => {
  const reporter = { panicOnBuild: jest.fn() };
  let cacheDir: string;

  beforeEach(() => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), "shipped-"));
    jest.clearAllMocks();
  });
  afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

  const record = (result: { data?: unknown; errors?: unknown[] }) =>
    recordShippedHtml({
      graphql: () => Promise.resolve(result),
      reporter,
      cache: { directory: cacheDir },
    } as unknown as CreatePagesArgs);

  it("keeps the fingerprint of every file's published HTML", async () => {
    await record({
      data: { allMarkdownRemark: { nodes: [{ html: "<p>Text.</p>" }, { html: null }] } },
    });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(readJudgedHtml(cacheDir)).toEqual(new Set([sha256("<p>Text.</p>"), sha256("")]));
  });

  it.each([
    ["errors", { errors: [new Error("Cannot query field")] }],
    ["no data", {}],
  ])("stops the build when the HTML cannot be read (%s)", async (_, result) => {
    await record(result);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      "Could not read the HTML made from content/",
      (result as { errors?: unknown[] }).errors,
    );
  });
});
