// axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules, and violations printed so a failure says
// what is wrong, where, and how to fix it.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

function formatViolations(violations: AxeResults["violations"]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.join(" ")}\n      ${(node.failureSummary ?? "").replace(/\n/g, "\n      ")}`,
        )
        .join("\n");
      return `${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n\n");
}

/** Runs axe on the page as it is now; resolves to the readable report ("" when clean). */
export async function axeReport(page: Page): Promise<string> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return formatViolations(results.violations);
}
