/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// Mistakes shown where the coach typed them: GitHub's workflow commands, escaped as GitHub
// documents, and each problem on its line in the coach's file.
import fs from "node:fs";
import { annotate, workflowCommand } from "../src/config/githubAnnotations";
import { contentAnnotations } from "../src/node/content/contentChecks";
import { validateContent } from "../src/node/content/validateContent";
import { assertValidSiteMetadata, lineInConfig } from "../src/config/siteMetadata";
import { testSiteMetadata } from "./support/site";

describe("workflowCommand", () => {
  it("names the file and line", () => {
    expect(workflowCommand("error", { file: "content/offer.yaml", line: 4, message: "x" })).toBe(
      "::error file=content/offer.yaml,line=4::x",
    );
  });

  it("escapes %, carriage returns and line breaks in the message, and : and , in the file", () => {
    expect(
      workflowCommand("warning", { file: "content/a,b:c.md", line: 2, message: "50%\r\nnext" }),
    ).toBe("::warning file=content/a%2Cb%3Ac.md,line=2::50%25%0D%0Anext");
  });

  it("annotates the run itself when there is no file", () => {
    expect(workflowCommand("error", { message: "GATSBY_POSTHOG_HOST must use https://" })).toBe(
      "::error::GATSBY_POSTHOG_HOST must use https://",
    );
  });
});

describe("annotate", () => {
  let written: string;
  beforeEach(() => {
    written = "";
    jest.spyOn(fs, "writeSync").mockImplementation((_fd, text) => {
      written += String(text);
      return 0;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("prints in GitHub Actions only", () => {
    annotate("error", [{ file: "content/home.yaml", line: 3, message: "x" }], {});
    expect(written).toBe("");
    annotate("error", [{ file: "content/home.yaml", line: 3, message: "x" }], {
      GITHUB_ACTIONS: "true",
    });
    expect(written).toBe("::error file=content/home.yaml,line=3::x\n");
  });
});

describe("content problems as annotations", () => {
  it("puts a field's problem on its line and a body problem on the line found", () => {
    const files = [
      {
        path: "content/newsletter/tidy.md",
        text: '---\ntitle: "Tidy"\ndate: "2026-02-30"\nsummary: "S."\n---\n\nText.\n\n<iframe src="https://example.com"></iframe>\n',
      },
    ];
    const annotations = contentAnnotations(validateContent(files), files);
    // The other annotations are for the files this test leaves out (home.yaml and the rest).
    expect(annotations.filter((annotation) => annotation.file === files[0]?.path)).toEqual([
      {
        file: "content/newsletter/tidy.md",
        line: 3,
        message: 'date must be a real calendar date written YYYY-MM-DD, got "2026-02-30"',
      },
      {
        file: "content/newsletter/tidy.md",
        line: 9,
        message: expect.stringMatching(/^<iframe> is not allowed in content/),
      },
    ]);
  });
});

describe("siteMetadata problems as annotations", () => {
  const CONFIG =
    'const siteMetadata: SiteMetadata = {\n  title: "T",\n  email: "x",\n  social: {\n    linkedin: "l",\n    x: "y",\n  },\n};\n';

  it("finds each key's line in gatsby-config.ts", () => {
    expect(lineInConfig(CONFIG, "siteMetadata.email")).toBe(3);
    expect(lineInConfig(CONFIG, "siteMetadata.social.x")).toBe(6);
  });

  it("attaches the line to each problem it throws", () => {
    jest.spyOn(fs, "readFileSync").mockReturnValue(CONFIG);
    try {
      assertValidSiteMetadata(
        { ...testSiteMetadata, email: "hello at example" },
        "gatsby-config.ts",
      );
      throw new Error("no problem found");
    } catch (error) {
      expect((error as { annotations?: unknown }).annotations).toEqual([
        {
          file: "gatsby-config.ts",
          line: 3,
          message:
            'siteMetadata.email must be an email address like name@example.com, got "hello at example"',
        },
      ]);
    } finally {
      jest.restoreAllMocks();
    }
  });
});
