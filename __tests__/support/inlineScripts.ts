// The inline scripts as the build bundles them (src/node/builtPages/inlineScripts.ts), for tests
// that need them synchronously or in jsdom (where esbuild refuses to run): a node process builds.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { InlineScript } from "../../src/node/builtPages/inlineScripts";

const built = new Map<InlineScript, string>();

export function builtInlineScript(name: InlineScript): string {
  let text = built.get(name);
  if (text === undefined) {
    const module = path.join(
      __dirname,
      "..",
      "..",
      "src",
      "node",
      "builtPages",
      "inlineScripts.ts",
    );
    text = execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import(${JSON.stringify(module)}).then(async (m) => { const { buildInlineScripts, inlineScript } = m.default ?? m; await buildInlineScripts(); process.stdout.write(inlineScript(${JSON.stringify(name)})); })`,
      ],
      { encoding: "utf8" },
    );
    built.set(name, text);
  }
  return text;
}
