// The one allow-list for HTML in content: GitHub's schema for rendered Markdown (hast-util-sanitize's
// defaultSchema), extended with harmless formatting and with the markup the site's own Markdown
// plugins write (code highlighting, footnotes). It judges the HTML the build actually ships: the
// output of gatsby-transformer-remark, highlighting included, parsed as a browser parses it. It
// refuses rather than strips: an element or attribute that sanitising would change is a problem to
// report, so what the coach wrote is either published as written or not at all (docs/security.md).
import { defaultSchema, sanitize, type Schema } from "hast-util-sanitize";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import { find, html as htmlProperties } from "property-information";
import type { Element, ElementContent, Nodes, Properties, Root } from "hast";

const github = defaultSchema;
// GitHub's schema defines every list read below; the fallbacks only satisfy its optional types.
// Stryker disable next-line ObjectLiteral: see above
const githubAttributes = github.attributes ?? {};
// Stryker disable next-line ArrayDeclaration: see above
const githubFor = (tag: string) => githubAttributes[tag] ?? [];

/** A code block's language as an info string may give it: `js`, `c++`, `c#`, `objective-c`. */
export const LANGUAGE_NAME = /^[A-Za-z0-9+#-]+$/;
const LANGUAGE_CLASS = /^language-[A-Za-z0-9+#-]+$/;

const TAG_NAMES = [
  // Stryker disable next-line ArrayDeclaration: GitHub's schema lists its tag names; the fallback only satisfies the optional type
  ...(github.tagNames ?? []),
  // Formatting GitHub renders too (or that is as inert): no script, style, form, embed or media.
  ..."abbr bdi bdo caption cite dfn figcaption figure mark small time u wbr".split(" "),
];
// Stryker disable next-line ObjectLiteral: GitHub's schema lists its ancestors; the fallback only satisfies the optional type
const ANCESTORS = github.ancestors ?? {};

export const CONTENT_SCHEMA: Schema = {
  ...github,
  tagNames: TAG_NAMES,
  attributes: {
    ...githubAttributes,
    // GitHub's global list, less what only means something on a form (no form element is allowed)
    // and `name`, which can shadow document properties the site's scripts use (DOM clobbering).
    "*": githubFor("*").filter(
      (name) =>
        // Stryker disable next-line ConditionalExpression: the list's other entries are [name, ...values] pairs, which the names below never equal
        typeof name === "string" &&
        !["accept", "acceptCharset", "action", "encType", "method", "name"].includes(name),
    ),
    a: [
      ...githubFor("a").filter((entry) => !Array.isArray(entry)),
      // The site adds rel="noopener noreferrer" to every link with a target (resolvers.ts).
      ["target", "_blank"],
      ["rel", "noopener", "noreferrer", "nofollow", "ugc", "sponsored", "external"],
      // gatsby-transformer-remark's footnote links.
      // GitHub's footnote classes and gatsby-transformer-remark's.
      ["className", "data-footnote-backref", "footnote-ref", "footnote-backref"],
    ],
    img: [
      ...githubFor("img"),
      ["loading", "lazy", "eager"],
      "decoding",
      // Responsive images (contentImages.ts makes them from content/images).
      "srcSet",
      "sizes",
    ],
    source: [...githubFor("source"), "type", "sizes"],
    ol: [...githubFor("ol"), "reversed", "type"],
    // gatsby-remark-prismjs: div.gatsby-highlight[data-language] > pre.language-x > code.language-x
    // with span.token ... inside; the footnotes' div.footnotes.
    div: [
      ...githubFor("div"),
      ["className", "gatsby-highlight", "footnotes"],
      ["dataLanguage", LANGUAGE_NAME],
    ],
    pre: [["className", LANGUAGE_CLASS]],
    code: [["className", LANGUAGE_CLASS]],
    span: [["className", /^[a-z][a-z0-9-]*$/]],
  },
  // Links to the web (https only), an address or a phone; images from this site (checked below).
  protocols: {
    href: ["https", "mailto", "tel"],
    cite: ["https"],
    // Stryker disable next-line ArrayDeclaration,StringLiteral: ownRules refuses every src that is not a path on this site before sanitising is asked, and a path has no protocol
    src: ["https"],
  },
  // Ids are kept as written, so an in-page link (`[x](#pricing)`) finds its target; the reserved
  // prefixes of the site's own ids are refused below.
  // Stryker disable next-line ArrayDeclaration: the only mutant, a list of one made-up name, clobbers no attribute
  clobber: [],
  // What a sanitiser would do with comments and with the content of refused elements. sanitized()
  // hands sanitize one bare element, no comment and no children: a refused element is refused
  // whether it is stripped or unwrapped, so these two cannot change a verdict here.
  // Stryker disable next-line BooleanLiteral: see above
  allowComments: true,
  // Stryker disable next-line ArrayDeclaration,StringLiteral: see above
  strip: ["script", "style", "template", "textarea", "title", "noscript", "xmp", "noembed"],
};

const ATTRIBUTE_RULES = CONTENT_SCHEMA.attributes ?? {};

/** The attribute's name as written in HTML (`className` is `class`, `dataLanguage` `data-language`). */
const attributeName = (property: string): string => find(htmlProperties, property).attribute;

/** A URL the browser resolves to this site, whatever the page it is on. */
const SITE = "https://site.invalid/a/page/";
function isSitePath(value: string): boolean {
  try {
    return new URL(value, SITE).origin === new URL(SITE).origin;
  } catch {
    return false;
  }
}

/** True for an https:, mailto: or tel: URL or a path on this site, resolved as a browser does. */
export function isSafeLink(value: string): boolean {
  try {
    const { protocol } = new URL(value, SITE);
    return ["https:", "mailto:", "tel:"].includes(protocol);
  } catch {
    return false;
  }
}

const IMAGE_ADVICE =
  "put the image in content/images/ and refer to it by its path from this file (../images/diagram.png), and the site publishes it in every size and format";

export interface HtmlProblem {
  message: string;
  /** Text the source file holds near the problem, most specific first, to find its line. */
  clues: string[];
}

export const linkProblem = (what: string, value: string): string =>
  `${what} ${JSON.stringify(value)} is not allowed: use https://, mailto:, tel: or a path on this site`;
const imageProblem = (what: string, value: string): string =>
  `${what} ${JSON.stringify(value)} is not allowed: images are served from this site only: ${IMAGE_ADVICE}`;

/** Problems with one URL-valued attribute, resolved as the browser resolves it. */
function urlProblems(tag: string, attribute: string, value: string): string[] {
  const what = `${attribute} on <${tag}>`;
  if (attribute === "href" || attribute === "cite" || attribute === "longdesc") {
    return isSafeLink(value) ? [] : [linkProblem(what, value)];
  }
  if (attribute === "src") return isSitePath(value) ? [] : [imageProblem(what, value)];
  // srcset: each candidate is a URL and what follows the first space after it.
  // Stryker disable next-line Regex,StringLiteral: split's first piece is the URL however many spaces follow it, and split always returns one
  const candidates = value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "");
  const offSite = candidates.find((url) => !isSitePath(url));
  return offSite === undefined ? [] : [imageProblem(what, offSite)];
}

const valueText = (value: Properties[string]): string =>
  Array.isArray(value) ? value.join(" ") : String(value);

/** The rules the schema cannot say: URLs as the browser resolves them, reserved ids, Prism's spans. */
function ownRules(tag: string, property: string, value: Properties[string]): string[] {
  const attribute = attributeName(property);
  const text = valueText(value);
  if (["href", "src", "srcset", "cite", "longdesc"].includes(attribute)) {
    return urlProblems(tag, attribute, text);
  }
  if (tag === "span" && attribute === "class" && !text.split(" ").includes("token")) {
    return [
      `the class attribute on <span> is kept for code highlighting (Prism's "token" classes)`,
    ];
  }
  if (attribute === "id" && /^(gatsby|___)/i.test(text)) {
    return [`id "${text}" on <${tag}> is reserved for the site's own page: choose another`];
  }
  return [];
}

/** The element as sanitising leaves it, given its ancestors' tag names (undefined: removed). */
function sanitized(element: Element, ancestors: string[]): Element | undefined {
  const bare = (tagName: string, properties: Properties, children: ElementContent[]): Element => ({
    type: "element",
    tagName,
    properties,
    children,
  });
  const allowed = ancestors.filter((tag) => TAG_NAMES.includes(tag));
  let tree: Element = bare(element.tagName, { ...element.properties }, []);
  for (const tag of [...allowed].reverse()) tree = bare(tag, {}, [tree]);
  // Each level holds one element or, where sanitising removed it, nothing: the first child of the
  // last level is the element as kept. (The tree holds elements only: the type tests below only
  // narrow the types.)
  let node: Nodes | undefined = sanitize({ type: "root", children: [tree] }, CONTENT_SCHEMA);
  for (let depth = 0; depth <= allowed.length; depth += 1) {
    // Stryker disable next-line ConditionalExpression: see above
    node = node && "children" in node ? node.children[0] : undefined;
  }
  // Stryker disable next-line ConditionalExpression: see above
  return node?.type === "element" ? node : undefined;
}

const same = (a: Properties[string], b: Properties[string]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** What is wrong with one element of content HTML ([] when sanitising leaves it as it is). */
export function elementProblems(element: Element, ancestors: string[]): HtmlProblem[] {
  const tag = element.tagName;
  const tagClue = `<${tag}`;
  const kept = sanitized(element, ancestors);
  if (!kept) {
    const required = ANCESTORS[tag];
    const where =
      required && TAG_NAMES.includes(tag) ? ` outside <${required.join("> or <")}>` : "";
    return [{ message: `<${tag}> is not allowed in content${where}`, clues: [tagClue] }];
  }
  const problems: HtmlProblem[] = [];
  for (const [property, value] of Object.entries(element.properties)) {
    const attribute = attributeName(property);
    const clues = [valueText(value), `${attribute}=`, tagClue].filter((clue) => clue.length > 0);
    const own = ownRules(tag, property, value);
    if (own.length > 0) {
      problems.push(...own.map((message) => ({ message, clues })));
    } else if (!same(value, kept.properties[property])) {
      // A link the browser would follow safely that sanitising still drops (a space before
      // "https:", an e-mail address as a citation) gets the links' advice.
      if (["href", "cite"].includes(attribute)) {
        problems.push({
          message: linkProblem(`${attribute} on <${tag}>`, valueText(value)),
          clues,
        });
        continue;
      }
      const rule = ATTRIBUTE_RULES[tag]?.some(
        (entry) => (Array.isArray(entry) ? entry[0] : entry) === property,
      );
      const message = rule
        ? `the ${attribute} attribute on <${tag}> may not be ${JSON.stringify(valueText(value))}`
        : `the ${attribute} attribute on <${tag}> is not allowed`;
      problems.push({ message, clues: [`${attribute}=`, tagClue] });
    }
  }
  return problems;
}

/**
 * The HTML with rel="noopener noreferrer" on every link that opens another tab, so the page it opens
 * cannot reach back into this one (older browsers do not imply it). Unchanged when there is none.
 */
export function withSafeTargets(html: string): string {
  if (!/<a\s[^>]*target=/i.test(html)) return html;
  const tree = fromHtml(html, { fragment: true });
  const visit = (nodes: Root["children"]): void => {
    for (const node of nodes) {
      if (node.type !== "element") continue;
      if (node.tagName === "a" && node.properties.target !== undefined) {
        const rel = new Set(
          valueText(node.properties.rel ?? "")
            .split(" ")
            .filter(Boolean),
        );
        node.properties.rel = [...rel, ...["noopener", "noreferrer"].filter((r) => !rel.has(r))];
      }
      visit(node.children);
    }
  };
  visit(tree.children);
  return toHtml(tree);
}

/** Every problem in a piece of HTML as the browser parses it, in document order. */
export function htmlProblems(html: string): HtmlProblem[] {
  const problems: HtmlProblem[] = [];
  const tree = fromHtml(html, {
    fragment: true,
    onerror(error) {
      problems.push({
        message: `HTML that is not well-formed: ${error.reason}`,
        clues: [],
      });
    },
  });
  const visit = (nodes: Root["children"], ancestors: string[]): void => {
    for (const node of nodes) {
      if (node.type !== "element") continue;
      problems.push(...elementProblems(node, ancestors));
      visit(node.children, [...ancestors, node.tagName]);
      if (node.content) visit(node.content.children, [...ancestors, node.tagName]);
    }
  };
  // Stryker disable next-line ArrayDeclaration: a made-up ancestor is not on the allow-list, so it counts for nothing
  visit(tree.children, []);
  return problems;
}
