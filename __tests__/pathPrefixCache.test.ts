import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { forgetBuildWithOtherPrefix, rememberPathPrefix } from "../src/node/cache/pathPrefixCache";

describe("a build after one with another path prefix", () => {
  let site: string;
  const publicDir = () => path.join(site, "public");
  /** A finished build made with `prefix`: public/ and .cache/ with the marker in it. */
  const builtWith = (prefix: string) => {
    mkdirSync(publicDir(), { recursive: true });
    mkdirSync(path.join(site, ".cache"), { recursive: true });
    rememberPathPrefix(site, prefix);
  };

  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), "prefix-cache-"));
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it("starts clean (public/ removed, so Gatsby drops .cache/) when the prefix changed", () => {
    builtWith("");
    expect(forgetBuildWithOtherPrefix(site, "/coaching-site")).toBe(true);
    expect(existsSync(publicDir())).toBe(false);
  });

  it("also when going back to no prefix", () => {
    builtWith("/coaching-site");
    expect(forgetBuildWithOtherPrefix(site, "")).toBe(true);
    expect(existsSync(publicDir())).toBe(false);
  });

  it("keeps everything for the same prefix", () => {
    builtWith("/coaching-site");
    expect(forgetBuildWithOtherPrefix(site, "/coaching-site")).toBe(false);
    expect(existsSync(publicDir())).toBe(true);
  });

  it("treats a cache from before the marker as a build without prefix", () => {
    mkdirSync(publicDir(), { recursive: true });
    expect(forgetBuildWithOtherPrefix(site, "")).toBe(false);
    expect(forgetBuildWithOtherPrefix(site, "/coaching-site")).toBe(true);
  });

  it("has nothing to do on a fresh checkout", () => {
    expect(forgetBuildWithOtherPrefix(site, "/coaching-site")).toBe(false);
  });
});
