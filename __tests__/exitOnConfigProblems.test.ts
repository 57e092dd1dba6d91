/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import fs from "node:fs";
import { exitOnConfigProblems } from "../src/config/exitOnConfigProblems";

describe("exitOnConfigProblems", () => {
  let written: string;
  let exit: jest.SpyInstance;

  beforeEach(() => {
    written = "";
    jest.spyOn(fs, "writeSync").mockImplementation((_fd, text) => {
      written += String(text);
      return 0;
    });
    exit = jest.spyOn(process, "exit").mockImplementation(() => undefined as never);
  });

  afterEach(() => jest.restoreAllMocks());

  it("prints every failing check's message and ends the process with code 1", () => {
    exitOnConfigProblems([
      () => {
        throw new Error("siteMetadata.email must be an email address");
      },
      () => undefined,
      () => {
        throw new Error("GATSBY_POSTHOG_HOST must use https://");
      },
    ]);
    expect(written).toContain("siteMetadata.email must be an email address");
    expect(written).toContain("GATSBY_POSTHOG_HOST must use https://");
    expect(exit).toHaveBeenCalledWith(1);
  });

  it("in GitHub Actions, also annotates each problem on its file and line, before exiting", () => {
    const saved = process.env.GITHUB_ACTIONS;
    process.env.GITHUB_ACTIONS = "true";
    try {
      exitOnConfigProblems([
        () => {
          throw Object.assign(new Error("gatsby-config.ts: 1 problem(s) in siteMetadata"), {
            annotations: [
              { file: "gatsby-config.ts", line: 30, message: "siteMetadata.email is bad" },
            ],
          });
        },
        () => {
          throw new Error("GATSBY_POSTHOG_HOST must use https://");
        },
      ]);
    } finally {
      if (saved === undefined) delete process.env.GITHUB_ACTIONS;
      else process.env.GITHUB_ACTIONS = saved;
    }
    expect(written).toContain("::error file=gatsby-config.ts,line=30::siteMetadata.email is bad\n");
    expect(written).toContain("::error::GATSBY_POSTHOG_HOST must use https://\n");
    expect(exit).toHaveBeenCalledWith(1);
  });

  it("does nothing when every check passes", () => {
    exitOnConfigProblems([() => undefined]);
    expect(written).toBe("");
    expect(exit).not.toHaveBeenCalled();
  });
});
