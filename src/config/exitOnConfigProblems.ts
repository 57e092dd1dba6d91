// Runs gatsby-config.ts's checks so their message always reaches the coach. Gatsby 5 require()s the
// compiled config to test it and swallows what it throws; the import() that follows then yields an
// empty config, and the build fails later with an unrelated error ("Type with name MarkdownRemark
// does not exist") while `gatsby develop` hangs. So the message is written here, synchronously, and
// the process ends with exit code 1 before Gatsby can go on. In GitHub Actions each problem is also
// printed as an annotation on the line of gatsby-config.ts it names (githubAnnotations.ts).
import { writeSync } from "node:fs";
import { annotate, type Annotation } from "./githubAnnotations";

const hasAnnotations = (error: unknown): error is Error & { annotations: Annotation[] } =>
  error instanceof Error && Array.isArray((error as { annotations?: unknown }).annotations);

/** Runs every check; when any throws, prints all their messages and exits with code 1. */
export function exitOnConfigProblems(checks: readonly (() => void)[]): void {
  const failures = checks.flatMap((check) => {
    try {
      check();
      return [];
    } catch (error) {
      return [error];
    }
  });
  if (failures.length === 0) return;
  const messages = failures.map((error) =>
    error instanceof Error ? error.message : String(error),
  );
  // A problem without a place in a file (an environment variable) is annotated on the run itself.
  annotate(
    "error",
    failures.flatMap((error, index) =>
      hasAnnotations(error) ? error.annotations : [{ message: messages[index] ?? "" }],
    ),
  );
  writeSync(2, `\nERROR: ${messages.join("\n\n")}\n\n`);
  process.exit(1);
}
