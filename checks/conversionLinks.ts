// Every link to the booking or subscription page is counted: marked for analytics with its
// conversion event (SiteLink does it for every link it renders) and placed (a data-placement on the
// link or an element around it). A raw <a> added to a page, or a section without its placement,
// fails npm run check:security instead of silently going uncounted. Cheap: runs on every page.
import { parse } from "parse5";
import {
  CONVERSION_ATTRIBUTE,
  PLACEMENT_ATTRIBUTE,
  conversionEventFor,
  type ConversionUrls,
} from "../src/analytics/conversions";
import { attribute, elementsOf, type Element } from "../src/node/builtSite";

const placementOf = (link: Element): string | undefined => {
  for (let node: Element | undefined = link; node;) {
    const placement = attribute(node, PLACEMENT_ATTRIBUTE)?.trim();
    if (placement) return placement;
    const parent: Element["parentNode"] = node.parentNode;
    node = parent && "tagName" in parent ? parent : undefined;
  }
  return undefined;
};

const textOf = (element: Element): string =>
  element.childNodes
    .map((child) => ("value" in child ? child.value : "tagName" in child ? textOf(child) : ""))
    .join("");

/** What is wrong with the conversion links of one page's HTML (empty when all is well). */
export function conversionLinkProblems(html: string, urls: ConversionUrls): string[] {
  const problems: string[] = [];
  for (const link of elementsOf(parse(html)).filter((element) => element.tagName === "a")) {
    const href = attribute(link, "href") ?? "";
    const expected = conversionEventFor(href, urls);
    const marked = attribute(link, CONVERSION_ATTRIBUTE);
    if (!expected && marked === undefined) continue;
    const label = `link "${textOf(link).replace(/\s+/g, " ").trim()}" to ${href}`;
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
