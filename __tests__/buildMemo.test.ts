/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// What a build keeps for the next: results by their input, and never past a change of the code that
// reached them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BuildMemo, codeFingerprint } from "../src/node/cache/buildMemo";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "build-memo-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("BuildMemo", () => {
  const file = () => path.join(dir, "cache", "memo.json");

  it("gives the next build what this one worked out, without working it out again", () => {
    const first = new BuildMemo<number>(file(), "code-1");
    expect(first.get("body of issue 1", () => 1)).toBe(1);
    first.save();
    const work = jest.fn(() => 2);
    const next = new BuildMemo<number>(file(), "code-1");
    expect(next.get("body of issue 1", work)).toBe(1);
    expect(next.get("body of issue 2", work)).toBe(2);
    expect(work).toHaveBeenCalledTimes(1);
    expect(next.peek("body of issue 3")).toBeUndefined();
  });

  it("forgets everything when the code changed, and what a build did not use", () => {
    const first = new BuildMemo<string>(file(), "code-1");
    first.set("kept", "a");
    first.set("dropped", "b");
    first.save();
    const second = new BuildMemo<string>(file(), "code-1");
    expect(second.peek("kept")).toBe("a");
    second.save();
    expect(new BuildMemo<string>(file(), "code-1").peek("dropped")).toBeUndefined();
    expect(new BuildMemo<string>(file(), "code-2").peek("kept")).toBeUndefined();
  });

  it("starts empty from a damaged store", () => {
    mkdirSync(path.dirname(file()));
    writeFileSync(file(), "{not json");
    expect(new BuildMemo<string>(file(), "code-1").get("x", () => "worked out")).toBe("worked out");
  });
});

describe("codeFingerprint", () => {
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };

  it("changes with any file under src/, a gatsby-* file or the lockfile, not with content/ or the types Gatsby writes", () => {
    write("src/node/check.ts", "one");
    write("gatsby-node.ts", "node");
    write("package-lock.json", "{}");
    write("content/newsletter/a.md", "text");
    const before = codeFingerprint(dir);
    write("content/newsletter/a.md", "other text");
    write("src/gatsby-types.d.ts", "declare namespace Queries {}");
    expect(codeFingerprint(dir)).toBe(before);
    const edits: [string, string][] = [
      ["src/node/check.ts", "two"],
      ["src/components/New.tsx", "new"],
      ["gatsby-node.ts", "node 2"],
      ["package-lock.json", '{"v":2}'],
    ];
    for (const [name, text] of edits) {
      const last = codeFingerprint(dir);
      write(name, text);
      expect(codeFingerprint(dir)).not.toBe(last);
    }
  });
});
