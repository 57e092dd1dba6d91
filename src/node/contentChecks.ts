// Runs the content checks (validateContent.ts) where the coach sees them: before `gatsby build` or
// `gatsby develop` reads anything, and again in `gatsby develop` whenever a file in content/ is
// saved, so a mistake is named (file and field) instead of surfacing as a GraphQL error.
import type { CreateNodeArgs, GatsbyNode, Node, ParentSpanPluginArgs, Reporter } from "gatsby";
import { readContentFiles } from "./readContentFiles";
import { formatProblems, validateContent } from "./validateContent";

const problemsNow = () => validateContent(readContentFiles(process.cwd()));

// Runs before the transformers read content/, so one message lists every problem in every file
// (a transformer would stop at the first file it cannot parse).
export function checkContent({ reporter }: ParentSpanPluginArgs): void {
  const problems = problemsNow();
  if (problems.length > 0) reporter.panicOnBuild(formatProblems(problems));
}

let watching = false;
let pending: ReturnType<typeof setTimeout> | undefined;
let lastMessage = "";

// From here on, a changed file in content/ means the coach saved it in `gatsby develop`.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  watching = process.env.gatsby_executing_command === "develop";
};

/** Checks content/ again shortly after a save (one check for a burst of saves), without stopping. */
function recheck(reporter: Reporter): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    const problems = problemsNow();
    const message = problems.length > 0 ? formatProblems(problems, "fix them and save") : "";
    if (message) reporter.error(message);
    else if (lastMessage) reporter.success("content/ checked: the problems are fixed");
    lastMessage = message;
  }, 100);
}

export function recheckSavedContent({ node, reporter }: CreateNodeArgs): void {
  const file = node as Node & { sourceInstanceName?: string };
  if (watching && file.internal.type === "File" && file.sourceInstanceName === "content") {
    recheck(reporter);
  }
}
