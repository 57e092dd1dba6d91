// The site's inline scripts, each the bundle of its typed module in src/inline/ (importing the
// rules the rest of the site uses), built once per process; the policy hashes their exact text.
import path from "node:path";
import { build, type Plugin } from "esbuild";

const NAMES = ["earlyRecorder", "starter", "popover", "privateAddress"] as const;
export type InlineScript = (typeof NAMES)[number];

// The site's modules run nothing on import that a script needs, so what a script does not use of
// them goes, top-level lists and objects included (esbuild keeps those of a module with effects).
const siteModulesArePure: Plugin = {
  name: "site-modules-are-pure",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^\.\.?\// }, async ({ path: request, pluginData, ...args }) => {
      if (args.kind === "entry-point" || pluginData === "resolving") return undefined;
      const resolved = await esbuild.resolve(request, { ...args, pluginData: "resolving" });
      return { ...resolved, sideEffects: false };
    });
  },
};

async function bundle(name: InlineScript): Promise<string> {
  const { outputFiles } = await build({
    // Gatsby resolves site paths from its working directory (gatsby-node.ts).
    entryPoints: [path.join(process.cwd(), "src", "inline", `${name}.ts`)],
    bundle: true,
    format: "iife",
    // Gatsby's default browserslist reaches UC Browser 15.5 (Chromium 78): no ?. or ??.
    target: "es2019",
    minify: true,
    charset: "utf8",
    legalComments: "none",
    sourcemap: false,
    write: false,
    plugins: [siteModulesArePure],
  });
  return outputFiles.map((file) => file.text.trim()).join("");
}

let built: Map<InlineScript, string> | undefined;

/** Bundles the inline scripts, once: call before inlineScript(). */
export async function buildInlineScripts(): Promise<void> {
  if (built) return;
  const texts = await Promise.all(NAMES.map(bundle));
  built = new Map(NAMES.map((name, index) => [name, texts[index] ?? ""]));
}

/** The text of an inline script, ready to write into a page. */
export function inlineScript(name: InlineScript): string {
  const text = built?.get(name);
  if (text === undefined) throw new Error("inlineScript() before buildInlineScripts()");
  return text;
}
