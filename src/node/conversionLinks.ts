// A check over every built page that every link to the booking or subscription page is counted:
// marked for analytics with its conversion event (SiteLink does it for every link it renders)
// and placed (a data-placement on the link or an element around it). A raw <a> added to a page,
// or a section without its placement, fails the build's tests instead of silently going
// uncounted. Cheap enough to run on every page; the runner is scripts/check-security.ts.
import { parse, type HTMLElement } from "node-html-parser";
import {
  CONVERSION_ATTRIBUTE,
  PLACEMENT_ATTRIBUTE,
  conversionEventFor,
  type ConversionUrls,
} from "../analytics/conversions";

const placementOf = (link: HTMLElement): string | undefined => {
  for (let node: HTMLElement | null = link; node; node = node.parentNode) {
    const placement = node.getAttribute?.(PLACEMENT_ATTRIBUTE)?.trim();
    if (placement) return placement;
  }
  return undefined;
};

/** What is wrong with the conversion links of one page's HTML (empty when all is well). */
export function conversionLinkProblems(html: string, urls: ConversionUrls): string[] {
  const problems: string[] = [];
  for (const link of parse(html).querySelectorAll("a")) {
    const href = link.getAttribute("href") ?? "";
    const expected = conversionEventFor(href, urls);
    const marked = link.getAttribute(CONVERSION_ATTRIBUTE);
    if (!expected && marked === undefined) continue;
    const label = `link "${link.text.replace(/\s+/g, " ").trim()}" to ${href}`;
    if (!expected) {
      problems.push(`${label} is marked ${CONVERSION_ATTRIBUTE}="${marked}" but is no conversion`);
      continue;
    }
    if (marked !== expected) {
      problems.push(
        `${label} is not counted: render it with SiteLink or Button (${CONVERSION_ATTRIBUTE}="${expected}")`,
      );
    }
    if (!placementOf(link)) {
      problems.push(`${label} has no ${PLACEMENT_ATTRIBUTE} on it or on an element around it`);
    }
  }
  return problems;
}
