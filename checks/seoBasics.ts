// The SEO basics Lighthouse's SEO category checked, read from each built page (npm run
// check:html): a title, a description, one absolute canonical link, robots that let an indexable
// page be indexed and keep the 404 and thank-you pages out, and links a crawler can follow (an href
// that is an address, and text or a label that says where it goes). Judged on the HTML that ships,
// not timed: Lighthouse itself now runs in `npm run bench`.
import { attribute, parsePage, type Element } from "../src/node/builtSite";
import { NOINDEX_ROUTES } from "../src/routes";

// Lighthouse's link-text audit: link text that says nothing about where the link goes.
const VAGUE_LINK_TEXT = new Set([
  "click here",
  "click this",
  "go",
  "here",
  "this",
  "start",
  "right here",
  "more",
  "learn more",
  "read more",
]);

const HTML = "http://www.w3.org/1999/xhtml";

const textOf = (element: Element): string =>
  element.childNodes
    .map((child) => ("value" in child ? child.value : "tagName" in child ? textOf(child) : ""))
    .join("");

const meta = (elements: Element[], name: string) =>
  elements.filter((e) => e.tagName === "meta" && attribute(e, "name") === name);

/** What keeps a page from the SEO basics ([] for none); `route` is its path, without the prefix. */
export function seoProblems(html: string, route: string): string[] {
  const elements = parsePage(html);
  const problems: string[] = [];
  // An <svg>'s <title> names the drawing, not the page.
  const titles = elements.filter((e) => e.tagName === "title" && e.namespaceURI === HTML);
  const [title] = titles;
  if (titles.length !== 1 || !title || textOf(title).trim() === "")
    problems.push(`has ${titles.length === 1 ? "an empty" : titles.length} <title>`);
  const descriptions = meta(elements, "description");
  const [description] = descriptions;
  if (
    descriptions.length !== 1 ||
    !description ||
    (attribute(description, "content") ?? "").trim() === ""
  )
    problems.push("has no meta description, or more than one");
  const canonicals = elements.filter(
    (e) => e.tagName === "link" && attribute(e, "rel") === "canonical",
  );
  const canonical =
    canonicals.length === 1 && canonicals[0] ? attribute(canonicals[0], "href") : undefined;
  if (!canonical || !/^https:\/\/[^/]/.test(canonical))
    problems.push(
      `has ${canonicals.length === 1 ? `a canonical link that is not an absolute https address (${canonical})` : `${canonicals.length} canonical links`}`,
    );
  const robots = meta(elements, "robots").map((e) => attribute(e, "content") ?? "");
  const noindex = robots.some((content) => /\bnoindex\b|\bnone\b/i.test(content));
  // GitHub Pages answers a missing path with /404.html: the same page as /404/.
  if (NOINDEX_ROUTES.includes(route.replace(/^(.*)\.html$/, "$1/")) !== noindex)
    problems.push(
      noindex
        ? "asks robots not to index a page that should be found"
        : "lets robots index a page meant to stay out of search",
    );
  for (const link of elements.filter((e) => e.tagName === "a")) {
    const href = attribute(link, "href");
    const name = (attribute(link, "aria-label") ?? textOf(link)).trim().replace(/\s+/g, " ");
    if (href === undefined || href.trim() === "" || /^\s*javascript:/i.test(href))
      problems.push(`has a link a crawler cannot follow: <a href="${href ?? ""}"> "${name}"`);
    else if (VAGUE_LINK_TEXT.has(name.toLowerCase()))
      problems.push(`has a link whose text says nothing of where it goes: "${name}" (${href})`);
  }
  return problems;
}
