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
import { Parser, parseFragment, type DefaultTreeAdapterMap, type Token } from "parse5";
import type { Element, ElementContent, Nodes, Properties, Root } from "hast";
import { RESERVED_ID } from "../gatsbyOutput";

const github = defaultSchema;
// GitHub's schema defines every list read below; the fallbacks only satisfy its optional types.
// Stryker disable next-line ObjectLiteral: see above
const githubAttributes = github.attributes ?? {};
// Stryker disable next-line ArrayDeclaration: see above
const githubFor = (tag: string) => githubAttributes[tag] ?? [];

/**
 * A code block's language, the first word of its info string as GitHub reads it: `js`, `c++`, `c#`,
 * `objective-c`, `next.js`, `shell_session`. Prism highlights the names it knows; others show as
 * plain code (shippedHtml.ts warns).
 */
export const LANGUAGE_NAME = /^[A-Za-z0-9+#._-]+$/;
const LANGUAGE_CLASS = /^language-[A-Za-z0-9+#._-]+$/;

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
    // GitHub's global list, less what only means something on a form (the one input allowed is the
    // task list's disabled checkbox), `name`, which can shadow document properties the site's
    // scripts use (DOM clobbering), `tabindex` and `accesskey`, which take the page's keyboard
    // order and shortcuts, and `hspace`, which pushes the column wider than the screen.
    "*": githubFor("*").filter(
      (name) =>
        // Stryker disable next-line ConditionalExpression: the list's other entries are [name, ...values] pairs, which the names below never equal
        typeof name === "string" &&
        ![
          ...["accept", "acceptCharset", "action", "encType", "method", "name"],
          ...["checked", "maxLength", "multiple", "readOnly", "selected", "size"],
          ...["accessKey", "tabIndex", "hSpace"],
        ].includes(name),
    ),
    // The task list's checkbox as GitHub Flavored Markdown writes it (`- [x] done`): disabled.
    input: [...githubFor("input"), ["checked", true]],
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

/**
 * The host a link really goes to when it hides it behind user info
 * (`https://site.example@evil.example/` goes to evil.example), else undefined.
 */
export function hiddenHost(value: string): string | undefined {
  try {
    const url = new URL(value, SITE);
    return url.username || url.password ? url.host : undefined;
  } catch {
    return undefined;
  }
}

const IMAGE_ADVICE =
  "put the image in content/images/ and refer to it by its path from this file (../images/diagram.png), and the site publishes it in every size and format";

export interface HtmlProblem {
  message: string;
  /** Text the source file holds near the problem, most specific first, to find its line. */
  clues: string[];
}

export const linkProblem = (what: string, value: string): string => {
  const host = hiddenHost(value);
  return host === undefined
    ? `${what} ${JSON.stringify(value)} is not allowed: use https://, mailto:, tel: or a path on this site`
    : `${what} ${JSON.stringify(value)} is not allowed: the part before "@" makes it look like another address, but it goes to ${host}; write the address without it`;
};
const imageProblem = (what: string, value: string): string =>
  `${what} ${JSON.stringify(value)} is not allowed: images are served from this site only: ${IMAGE_ADVICE}`;

/** Problems with one URL-valued attribute, resolved as the browser resolves it. */
function urlProblems(tag: string, attribute: string, value: string): string[] {
  const what = `${attribute} on <${tag}>`;
  if (attribute === "href" || attribute === "cite" || attribute === "longdesc") {
    return isSafeLink(value) && hiddenHost(value) === undefined ? [] : [linkProblem(what, value)];
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

/** What to write instead of an attribute content may not use, where there is a better way. */
const ATTRIBUTE_ADVICE: Record<string, string> = {
  name: 'to mark a place a link can jump to, give the element an id instead (id="pricing", and link to it with #pricing)',
  tabindex:
    "the order of the Tab key through the page is the page's own: content follows it as written",
  accesskey: "keyboard shortcuts are the browser's and the visitor's, not the page's",
  hspace: "the space around an image comes from the site's styles",
  vspace: "the space around an image comes from the site's styles",
};

/** The one form control content may hold: the task list's checkbox, as GFM writes it. */
export const TASK_CHECKBOX_ONLY =
  "<input> is allowed only as a task list's checkbox: start a list item with [ ] or [x] (- [x] done)";

// Ids the site's own page uses (Gatsby's: RESERVED_ID) may not be taken by content, or a page
// script or a screen reader would find the content's element instead. The layout's ids are read
// from the built pages (contentPlacement.ts, in the post-build pass).

/** The rules the schema cannot say: URLs as the browser resolves them, reserved ids, Prism's spans. */
function ownRules(tag: string, property: string, value: Properties[string]): string[] {
  const attribute = attributeName(property);
  const text = valueText(value);
  if (["href", "src", "srcset", "cite", "longdesc"].includes(attribute)) {
    return urlProblems(tag, attribute, text);
  }
  // Global attributes such as value and title mean something else on a form control.
  if (tag === "input" && !["type", "disabled", "checked"].includes(attribute)) {
    return [TASK_CHECKBOX_ONLY];
  }
  if (tag === "span" && attribute === "class" && !text.split(" ").includes("token")) {
    return [
      `the class attribute on <span> is kept for code highlighting (Prism's "token" classes)`,
    ];
  }
  if (attribute === "id" && RESERVED_ID.test(text)) {
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
      const advice = ATTRIBUTE_ADVICE[attribute];
      const message = rule
        ? `the ${attribute} attribute on <${tag}> may not be ${JSON.stringify(valueText(value))}`
        : `the ${attribute} attribute on <${tag}> is not allowed${advice ? `: ${advice}` : ""}`;
      problems.push({ message, clues: [`${attribute}=`, tagClue] });
    }
  }
  // The other way round: what sanitising would add (an <input> gets type="checkbox" and disabled)
  // is a difference too, so nothing ships that works differently from what sanitising keeps.
  for (const [property, value] of Object.entries(kept.properties)) {
    if (element.properties[property] === undefined) {
      const message = `<${tag}> must have ${attributeName(property)}=${JSON.stringify(valueText(value))}`;
      problems.push({ message, clues: [tagClue] });
    }
  }
  // An input is a form control unless it is exactly the task list's checkbox: one message for it.
  return tag === "input" && problems.length > 0
    ? [{ message: TASK_CHECKBOX_ONLY, clues: [tagClue] }]
    : problems;
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

type Parse5Node = DefaultTreeAdapterMap["node"];
type Parse5Element = DefaultTreeAdapterMap["element"];

/**
 * Content lands in the page inside `<div data-content-body>` (Prose.tsx), inside `<article>` inside
 * `<main>`; an RSS reader or e-mail client puts a feed item in a `<div>` of its own. It is parsed as
 * the browser parses it there: inside a `<div>` with the page going on after it.
 */
const CONTAINER = parseFragment("<div></div>").childNodes[0] as Parse5Element;
// What follows the content in the page: anything the content left open takes it in.
const AFTER = "<p>The page goes on.</p>";

// Elements with no end tag, and those the page's own </div> closes cleanly when content stops
// without one (a last <p> or <li>); the table parts are inside a <table> that is reported itself.
const VOID = new Set(
  "area base br col embed hr img input link meta source track wbr param keygen basefont bgsound frame".split(
    " ",
  ),
);
const CLOSED_BY_THE_PAGE = new Set(
  "p li dt dd option optgroup rb rp rt rtc tbody thead tfoot tr td th caption colgroup".split(" "),
);

/** parse5's parser, noting every end tag it is handed (what it does with each is in the tree). */
class EndTagParser extends Parser<DefaultTreeAdapterMap> {
  endTags: Token.TagToken[] = [];
  override onEndTag(token: Token.TagToken): void {
    this.endTags.push(token);
    super.onEndTag(token);
  }
}

/** Where one problem of how content lands is: its line, if known, and clues to find it. */
interface LandingProblem extends HtmlProblem {
  /** Line in the HTML judged (1-based). */
  line: number;
}

export const strayEndTag = (tag: string): string =>
  `</${tag}> closes nothing this file opened: remove it, or add the <${tag}> it belongs to (in the page it would close the page's own elements)`;
export const leftOpen = (tag: string): string =>
  `<${tag}> is never closed: add </${tag}> where it ends (left open, it takes in the rest of the page)`;
export const NESTED_LINK =
  "a link inside a link: the address in the link's text became a second link; write the text without the address, or write the link in Markdown: [text](https://...)";

/**
 * What in a piece of HTML reaches outside it where it lands (docs/security.md): an end tag that
 * closes nothing of its own (in the page it closes the article, main, the layout), an element it
 * leaves open (it takes in the rest of the page, or its formatting runs on into it), a link the
 * parser cuts short because another starts inside it. An element left open is reported only when
 * content may use it: any other is refused as an element already.
 */
export function landingProblems(html: string): LandingProblem[] {
  const end = html.length;
  // getFragmentParser makes an instance of the class it is called on (`new this`).
  const parser = EndTagParser.getFragmentParser<DefaultTreeAdapterMap>(CONTAINER, {
    sourceCodeLocationInfo: true,
  }) as EndTagParser;
  parser.tokenizer.write(html + AFTER, true);
  const fragment = parser.getFragment();
  const closers = new Set<number>();
  const open = new Map<number, LandingProblem>();
  const links = new Map<number, Parse5Element>();
  const visit = (node: Parse5Node): void => {
    const location = "tagName" in node ? node.sourceCodeLocation : undefined;
    if ("tagName" in node && location?.startTag) {
      const { startTag, endTag } = location;
      if (endTag) closers.add(endTag.startOffset);
      if (node.tagName === "a") links.set(startTag.startOffset, node);
      if (
        startTag.startOffset < end &&
        !endTag &&
        location.endOffset >= end &&
        !VOID.has(node.tagName) &&
        !CLOSED_BY_THE_PAGE.has(node.tagName) &&
        TAG_NAMES.includes(node.tagName)
      ) {
        open.set(startTag.startOffset, {
          message: leftOpen(node.tagName),
          clues: [`<${node.tagName}`],
          line: startTag.startLine,
        });
      }
    }
    if ("childNodes" in node) node.childNodes.forEach(visit);
    if ("content" in node) visit(node.content);
  };
  visit(fragment);
  const problems: LandingProblem[] = [];
  // An end tag the parser was handed that closed no element of the content's own.
  for (const { tagName, location } of parser.endTags) {
    if (location && location.startOffset < end && !closers.has(location.startOffset)) {
      problems.push({
        message: strayEndTag(tagName),
        clues: [`</${tagName}`],
        line: location.startLine,
      });
    }
  }
  // A link closed by the start of another: the parser cut it short where a link began inside it.
  for (const link of links.values()) {
    const location = link.sourceCodeLocation;
    if (location && !location.endTag && links.has(location.endOffset)) {
      problems.push({ message: NESTED_LINK, clues: ["<a"], line: location.startLine });
    }
  }
  problems.push(...open.values());
  return problems.sort((a, b) => a.line - b.line);
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
  problems.push(...landingProblems(html).map(({ message, clues }) => ({ message, clues })));
  return problems;
}
