/**
 * @jest-environment node
 */
// The promise to the coach, tested through the real path: a build with a wrong analytics setting
// stops and says which variable and why. (Gatsby swallows what gatsby-config throws and fails
// later with an unrelated error; only a real build shows the message gets out.) Runs
// `gatsby build` on a temporary copy of the project, which stops while loading its config.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const COPIED = [
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "src",
  "content",
  "static",
];

it("stops the build on a wrong analytics setting, naming the variable and the fix", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "analytics-env-build-"));
  try {
    for (const entry of COPIED)
      cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
    const result = spawnSync(
      process.execPath,
      [path.join(ROOT, "node_modules/gatsby/cli.js"), "build"],
      {
        cwd: dir,
        encoding: "utf8",
        timeout: 120_000,
        env: {
          ...process.env,
          CI: "true",
          GATSBY_TELEMETRY_DISABLED: "1",
          GATSBY_POSTHOG_KEY: "phc_build_test_key",
          GATSBY_POSTHOG_HOST: "http://analytics.example.com",
          GATSBY_POSTHOG_PERSISTENCE: "localStorage",
        },
      },
    );
    const output = `${result.stdout}${result.stderr}`.replace(/\s+/g, " ");
    expect(result.status).not.toBe(0);
    expect(output).toContain("Analytics settings need fixing before the site can build");
    expect(output).toContain("GATSBY_POSTHOG_HOST must use https://");
    expect(output).toContain("GATSBY_POSTHOG_PERSISTENCE is no longer used");
    expect(output).toContain("remove the variable");
    // Stopped at once: not the unrelated failure Gatsby reaches with a swallowed config error.
    expect(output).not.toContain("MarkdownRemark");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 150_000);
