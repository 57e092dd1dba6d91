// Runs gatsby-config.ts's checks so their message always reaches the coach. Gatsby 5 require()s the
// compiled config to test it and swallows what it throws; the import() that follows then yields an
// empty config, and the build fails later with an unrelated error ("Type with name MarkdownRemark
// does not exist") while `gatsby develop` hangs. So the message is written here, synchronously, and
// the process ends with exit code 1 before Gatsby can go on.
import { writeSync } from "node:fs";

/** Runs every check; when any throws, prints all their messages and exits with code 1. */
export function exitOnConfigProblems(checks: readonly (() => void)[]): void {
  const messages = checks.flatMap((check) => {
    try {
      check();
      return [];
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  });
  if (messages.length === 0) return;
  writeSync(2, `\nERROR: ${messages.join("\n\n")}\n\n`);
  process.exit(1);
}
