/**
 * @jest-environment node
 */
// The promise to the coach, through the real path: a real `gatsby build` of a temporary copy of the
// site with broken offer and testimonial content stops before building anything and names each
// file and field (the unit tests of validateContent cover every rule; this proves the message
// reaches the build log).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const COPIED = [
  "content",
  "src",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
];

function edit(root: string, file: string, change: (text: string) => string): void {
  const full = path.join(root, file);
  writeFileSync(full, change(readFileSync(full, "utf8")));
}

it("a build with broken offer and testimonial content stops, naming each file and field", () => {
  const root = mkdtempSync(path.join(tmpdir(), "content-build-"));
  try {
    for (const entry of COPIED)
      cpSync(path.join(ROOT, entry), path.join(root, entry), { recursive: true });
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
    edit(root, "content/offer.yaml", (text) => text.replace(/^introCall: .*\n/m, ""));
    edit(root, "content/testimonials.yaml", (text) =>
      text.replace(
        '  company: "Tidewater Analytics"\n',
        '  company: "Tidewater Analytics"\n  profileUrl: "http://example.com/marcus"\n',
      ),
    );
    const result = spawnSync(
      process.execPath,
      [path.join(ROOT, "node_modules/gatsby/cli.js"), "build"],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NODE_ENV: "production" },
        timeout: 240_000,
      },
    );
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain("content/offer.yaml: introCall is missing");
    expect(output).toMatch(
      /content\/testimonials\.yaml: \[1\]\.profileUrl must be a full https:\/\/ address/,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}, 300_000);
