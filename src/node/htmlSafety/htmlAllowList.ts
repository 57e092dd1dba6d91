// The one allow-list for HTML in content: GitHub's schema plus the site's plugins' markup, judged
// on the HTML the build ships; it refuses rather than strips (docs/security.md).
import { defaultSchema, sanitize, type Schema } from "hast-util-sanitize";
import { h } from "hastscript";
import { find, html as htmlProperties } from "property-information";
import {
  Parser,
  parseFragment,
  type DefaultTreeAdapterMap,
  type ParserOptions,
  type Token,
} from "parse5";
import type { Element, ElementContent, Nodes, Properties } from "hast";
import { toUnicode } from "tr46";
import unhomoglyph from "unhomoglyph";
import { RESERVED_ID } from "../gatsbyOutput";
import { routes } from "../../routes";
import { srcsetUrls } from "../srcset";
import { prismClasses } from "./prismClasses";

const github = defaultSchema;
// GitHub's schema defines every list read below; the fallbacks only satisfy its optional types.
// Stryker disable next-line ObjectLiteral: see above
const githubAttributes = github.attributes ?? {};
// Stryker disable next-line ArrayDeclaration: see above
const githubFor = (tag: string) => githubAttributes[tag] ?? [];

/** A code block's language as GitHub reads its info string (`js`, `c++`, `objective-c`). */
export const LANGUAGE_NAME = /^[A-Za-z0-9+#._-]+$/;
const LANGUAGE_CLASS = /^language-[A-Za-z0-9+#._-]+$/;

const TAG_NAMES = [
  // Stryker disable next-line ArrayDeclaration: GitHub's schema lists its tag names; the fallback
  // only satisfies the optional type
  ...(github.tagNames ?? []),
  // Formatting GitHub renders too (or that is as inert): no script, style, form, embed or media.
  ..."abbr bdi bdo caption cite dfn figcaption figure mark small time u wbr".split(" "),
];
// Stryker disable next-line ObjectLiteral: GitHub's schema lists its ancestors; the fallback only
// satisfies the optional type
const ANCESTORS = github.ancestors ?? {};

export const CONTENT_SCHEMA: Schema = {
  ...github,
  tagNames: TAG_NAMES,
  attributes: {
    ...githubAttributes,
    // GitHub's list less form-only attributes, `name` (DOM clobbering), `tabindex`/`accesskey`
    // (keyboard order) and `hspace` (overflows the column).
    "*": githubFor("*").filter(
      (name) =>
        // Stryker disable next-line ConditionalExpression: the list's other entries are [name,
        // ...values] pairs, which the names below never equal
        typeof name === "string" &&
        ![
          ...["accept", "acceptCharset", "action", "encType", "method", "name"],
          ...["checked", "maxLength", "multiple", "readOnly", "selected", "size"],
          ...["accessKey", "tabIndex", "hSpace"],
        ].includes(name),
    ),
    input: [...githubFor("input"), ["checked", true]],
    a: [
      ...githubFor("a").filter((entry) => !Array.isArray(entry)),
      // resolvers.ts adds rel="noopener noreferrer" to every link with a target.
      ["target", "_blank"],
      ["rel", "noopener", "noreferrer", "nofollow", "ugc", "sponsored", "external"],
      ["className", "data-footnote-backref", "footnote-ref", "footnote-backref"],
    ],
    img: [...githubFor("img"), ["loading", "lazy", "eager"], "decoding", "srcSet", "sizes"],
    source: [...githubFor("source"), "type", "sizes"],
    ol: [...githubFor("ol"), "reversed", "type"],
    // gatsby-remark-prismjs' div.gatsby-highlight[data-language]; the footnotes' div.footnotes.
    div: [
      ...githubFor("div"),
      ["className", "gatsby-highlight", "footnotes"],
      ["dataLanguage", LANGUAGE_NAME],
    ],
    // Every code block is in the Tab order so a wide block scrolls by keyboard (publishedHtml.ts).
    pre: [
      ["className", LANGUAGE_CLASS],
      ["tabIndex", 0],
    ],
    code: [["className", LANGUAGE_CLASS]],
    // Prism's classes are judged by ownRules.
    span: [["className", /^[a-z][a-z0-9-]*$/, LANGUAGE_CLASS]],
  },
  protocols: {
    href: ["https", "mailto", "tel"],
    cite: ["https"],
    // Stryker disable next-line ArrayDeclaration,StringLiteral: ownRules refuses every src that is
    // not a path on this site before sanitising is asked, and a path has no protocol
    src: ["https"],
  },
  // Ids kept as written so in-page links work; the site's reserved prefixes are refused below.
  // Stryker disable next-line ArrayDeclaration: a list of one made-up name clobbers nothing
  clobber: [],
  // sanitized() passes one bare element, so stripping vs unwrapping cannot change a verdict.
  // Stryker disable next-line BooleanLiteral: see above
  allowComments: true,
  // Stryker disable next-line ArrayDeclaration,StringLiteral: see above
  strip: ["script", "style", "template", "textarea", "title", "noscript", "xmp", "noembed"],
};

const ATTRIBUTE_RULES = CONTENT_SCHEMA.attributes ?? {};

/** The attribute's name as written in HTML (`className` is `class`). */
const attributeName = (property: string): string => find(htmlProperties, property).attribute;

const SITE = "https://site.invalid/a/page/";
const SITE_ORIGIN = new URL(SITE).origin;

function resolved(value: string): URL | undefined {
  try {
    return new URL(value, SITE);
  } catch {
    return undefined;
  }
}

const isSitePath = (value: string): boolean => resolved(value)?.origin === SITE_ORIGIN;

const hasScheme = (value: string): boolean => /^[\0-\x20]*[a-z][a-z0-9+.-]*:/i.test(value);

/**
 * Why an address does not go where it reads under WHATWG URL parsing (dropped characters, a path
 * that is really another host), or undefined.
 */
function misleadingUrl(value: string): string | undefined {
  const url = resolved(value);
  const elsewhere =
    url && url.origin !== SITE_ORIGIN && !hasScheme(value) ? url.host || url.href : undefined;
  const goes = elsewhere ? `, so it goes to another site, ${elsewhere}` : "";
  if ([...value].some((char) => char <= "\x1f" || char === "\x7f")) {
    return `it has a tab, line break or other control character in it, which browsers drop${goes}: write the address on one line, without them`;
  }
  if (value.includes("\\")) {
    return `browsers read "\\" in an address as "/"${goes}: write "/" for a path on this site, or the other site's full https:// address`;
  }
  if (value !== value.trim()) return "it has spaces around it: remove them";
  if (elsewhere) {
    return `it starts with "//", which makes what follows another site's address (${elsewhere}): write the full address, https://${elsewhere}/..., for that site, or one "/" for a path on this site`;
  }
  return url && lookAlikeHost(value, url);
}

const IDNA = { checkBidi: true, checkHyphens: true, checkJoiners: true, useSTD3ASCIIRules: true };
/** Scripts allowed beside Latin in one name (UTS #39's "highly restrictive" level). */
const NOT_WITH_LATIN =
  /[^\p{sc=Latin}\p{sc=Common}\p{sc=Inherited}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Bopomofo}]/u;
const skeleton = (text: string): string => unhomoglyph(text.normalize("NFD")).normalize("NFD");

/** Decodes %-escapes, as browsers decode a host. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const isAscii = (text: string): boolean => /^[\0-\x7f]*$/.test(text);

/**
 * Why a host would pass for another site's (IDNA changes it, invalid IDN, mixed or look-alike
 * script), or undefined.
 */
function lookAlikeHost(value: string, url: URL): string | undefined {
  // Stryker disable next-line StringLiteral: without "//" an address has this site's host or none
  const written = decoded(/^[^/]*\/\/(?:[^/?#]*@)?([^/?#:]*)/.exec(value)?.[1] ?? "");
  if (isAscii(written) && !/(^|\.)xn--/i.test(url.hostname)) return undefined;
  const { domain, error } = toUnicode(url.hostname, IDNA);
  if (error) return `its host ${written} is not a valid international domain name (UTS #46)`;
  const shown = written.normalize("NFC").toLowerCase();
  if (shown !== domain && shown !== url.hostname) {
    const codes = [...written]
      .filter((char) => !domain.includes(char.toLowerCase()))
      .map((char) => `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}`);
    return `browsers read its host as ${domain}: they drop or change the characters ${codes.join(", ")} written in it (invisible, or look-alikes of others); write the address without them`;
  }
  for (const label of domain.split(".").filter((part) => !isAscii(part))) {
    const why = isAscii(skeleton(label))
      ? "is written with letters of another script that look like Latin ones"
      : /\p{sc=Latin}/u.test(label) && NOT_WITH_LATIN.test(label)
        ? "mixes Latin letters with letters of another script"
        : undefined;
    if (why) {
      return `its host ${domain} is really ${url.hostname}: "${label}" ${why}, so the address passes for another site's`;
    }
  }
  return undefined;
}

/** Thank-you pages by what a visit counts (docs/analytics.md). */
const THANK_YOU: Record<string, string> = {
  [routes.callBooked]: "a booked call",
  [routes.subscribed]: "a subscription",
};

/** The thank-you page a URL leads to, under any path prefix or site address, or undefined. */
function thankYouPage(url: URL): string | undefined {
  const path = decoded(url.pathname);
  return Object.keys(THANK_YOU).find((route) =>
    new RegExp(`${route.slice(0, -1)}(/(index\\.html)?)?$`, "i").test(path),
  );
}

const quoted = (value: string): string => JSON.stringify(value).replace(/\\\\/g, "\\");

const protocolsOf = (attribute: string): string[] =>
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: every caller asks about href, cite
  // or longdesc, which the schema lists
  (CONTENT_SCHEMA.protocols?.[attribute === "longdesc" ? "href" : attribute] ?? []).map(
    (protocol) => `${protocol}:`,
  );

/**
 * What is wrong with a link's address as the browser resolves it (scheme other than https, mailto,
 * tel; misleading; user info hiding the host), or undefined.
 */
export function linkProblem(what: string, value: string, attribute = "href"): string | undefined {
  const refused = (why: string) => `${what} ${quoted(value)} is not allowed: ${why}`;
  const protocols = protocolsOf(attribute);
  const url = resolved(value);
  if (!url || !protocols.includes(url.protocol)) {
    const schemes = protocols.map((protocol) => (protocol === "https:" ? "https://" : protocol));
    return refused(`use ${schemes.join(", ")} or a path on this site`);
  }
  const misleading = misleadingUrl(value);
  if (misleading) return refused(misleading);
  if (url.username || url.password) {
    return refused(
      `the part before "@" makes it look like another address, but it goes to ${url.host}; write the address without it`,
    );
  }
  const thankYou = thankYouPage(url);
  return thankYou
    ? refused(
        `it leads to the thank-you page ${thankYou}, and a visit there counts ${THANK_YOU[thankYou]}: each click would count one that did not happen (link to the booking page or the sign-up page instead)`,
      )
    : undefined;
}

const IMAGE_ADVICE =
  "put the image in content/images/ and refer to it by its path from this file (../images/diagram.png), and the site publishes it in every size and format";

export interface HtmlProblem {
  message: string;
  /** Source text near the problem, most specific first, to find its line. */
  clues: string[];
}

const imageProblem = (what: string, value: string): string =>
  `${what} ${JSON.stringify(value)} is not allowed: images are served from this site only: ${IMAGE_ADVICE}`;

const URL_ATTRIBUTES = ["href", "src", "srcset", "cite", "longdesc"];

function urlProblems(tag: string, attribute: string, value: string): string[] {
  const what = `${attribute} on <${tag}>`;
  if (attribute === "href" || attribute === "cite" || attribute === "longdesc") {
    const problem = linkProblem(what, value, attribute);
    return problem ? [problem] : [];
  }
  if (attribute === "src") return isSitePath(value) ? [] : [imageProblem(what, value)];
  const offSite = srcsetUrls(value).find((url) => !isSitePath(url));
  return offSite === undefined ? [] : [imageProblem(what, offSite)];
}

const valueText = (value: Properties[string]): string =>
  Array.isArray(value) ? value.join(" ") : String(value);

const ATTRIBUTE_ADVICE: Record<string, string> = {
  name: 'to mark a place a link can jump to, give the element an id instead (id="pricing", and link to it with #pricing)',
  tabindex:
    "the order of the Tab key through the page is the page's own: content follows it as written",
  accesskey: "keyboard shortcuts are the browser's and the visitor's, not the page's",
  hspace: "the space around an image comes from the site's styles",
  vspace: "the space around an image comes from the site's styles",
};

export const TASK_CHECKBOX_ONLY =
  "<input> is allowed only as a task list's checkbox: start a list item with [ ] or [x] (- [x] done)";

// Content may not take the site's own ids (RESERVED_ID) or scripts and screen readers find the
// wrong element; the layout's ids are checked in contentPlacement.ts.

/** Rules the schema cannot say: URLs as the browser resolves them, reserved ids, Prism spans. */
function ownRules(tag: string, property: string, value: Properties[string]): string[] {
  const attribute = attributeName(property);
  const text = valueText(value);
  if (URL_ATTRIBUTES.includes(attribute)) return urlProblems(tag, attribute, text);
  if (tag === "input" && !["type", "disabled", "checked"].includes(attribute)) {
    return [TASK_CHECKBOX_ONLY];
  }
  if (tag === "span" && attribute === "class") {
    const classes = text.split(/\s+/).filter(Boolean);
    // Prism's Markdown writes language-<word> for any word after an inner fence's ```.
    const other = classes.filter((name) => !prismClasses().has(name) && !LANGUAGE_CLASS.test(name));
    if (!classes.includes("token") || other.length > 0) {
      const named =
        other.length > 0 ? `: ${other.map((name) => `"${name}"`).join(", ")} is not one` : "";
      return [
        `the class attribute on <span> is kept for code highlighting (Prism's "token" and its token names)${named}; the site's own classes are not for content`,
      ];
    }
  }
  if (attribute === "id" && RESERVED_ID.test(text)) {
    return [`id "${text}" on <${tag}> is reserved for the site's own page: choose another`];
  }
  return [];
}

/** The element as sanitising leaves it, given its ancestors (undefined: removed). */
function sanitized(
  element: Element,
  ancestors: string[],
  schema: Schema = CONTENT_SCHEMA,
): Element | undefined {
  const bare = (tagName: string, properties: Properties, children: ElementContent[]): Element => ({
    type: "element",
    tagName,
    properties,
    children,
  });
  const allowed = ancestors.filter((tag) => TAG_NAMES.includes(tag));
  // ownRules judges URLs (sanitize's protocol check is case-sensitive), so a path stands in here.
  const properties = Object.fromEntries(
    Object.entries(element.properties).map(([property, value]) => [
      property,
      URL_ATTRIBUTES.includes(attributeName(property)) ? "/" : value,
    ]),
  );
  let tree: Element = bare(element.tagName, properties, []);
  for (const tag of [...allowed].reverse()) tree = bare(tag, {}, [tree]);
  // Each level holds one element or nothing; the type tests below only narrow types.
  let node: Nodes | undefined = sanitize({ type: "root", children: [tree] }, schema);
  for (let depth = 0; depth <= allowed.length; depth += 1) {
    // Stryker disable next-line ConditionalExpression: see above
    node = node && "children" in node ? node.children[0] : undefined;
  }
  // Stryker disable next-line ConditionalExpression: see above
  return node?.type === "element" ? node : undefined;
}

const same = (a: Properties[string], b: Properties[string]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

function elementNotAllowed(tag: string): string {
  const required = ANCESTORS[tag];
  const where = required && TAG_NAMES.includes(tag) ? ` outside <${required.join("> or <")}>` : "";
  return `<${tag}> is not allowed in content${where}`;
}

/** What is wrong with one element of content HTML ([] when sanitising leaves it as it is). */
export function elementProblems(element: Element, ancestors: string[]): HtmlProblem[] {
  const tag = element.tagName;
  const tagClue = `<${tag}`;
  const kept = sanitized(element, ancestors);
  if (!kept) return [{ message: elementNotAllowed(tag), clues: [tagClue] }];
  const problems: HtmlProblem[] = [];
  for (const [property, value] of Object.entries(element.properties)) {
    const attribute = attributeName(property);
    const clues = [valueText(value), `${attribute}=`, tagClue].filter((clue) => clue.length > 0);
    const own = ownRules(tag, property, value);
    if (own.length > 0) {
      problems.push(...own.map((message) => ({ message, clues })));
    } else if (
      URL_ATTRIBUTES.includes(attribute)
        ? kept.properties[property] === undefined
        : !same(value, kept.properties[property])
    ) {
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
  // What sanitising would add (an <input>'s type, disabled) is a difference too.
  for (const [property, value] of Object.entries(kept.properties)) {
    if (element.properties[property] === undefined) {
      // Stryker disable next-line StringLiteral: only an <input> has attributes sanitising adds,
      // and all its problems read as TASK_CHECKBOX_ONLY
      const message = `<${tag}> must have ${attributeName(property)}=${JSON.stringify(valueText(value))}`;
      // Stryker disable next-line ObjectLiteral,ArrayDeclaration: see above
      problems.push({ message, clues: [tagClue] });
    }
  }
  return tag === "input" && problems.length > 0
    ? [{ message: TASK_CHECKBOX_ONLY, clues: [tagClue] }]
    : problems;
}

type Parse5Node = DefaultTreeAdapterMap["node"];
type Parse5Element = DefaultTreeAdapterMap["element"];

// Content lands inside a <div> (Prose.tsx; a feed reader's own div), so it is parsed there.
const CONTAINER = parseFragment("<div></div>").childNodes[0] as Parse5Element;

export const parseAsContent = (
  html: string,
  options: ParserOptions<DefaultTreeAdapterMap> = {},
): DefaultTreeAdapterMap["documentFragment"] => parseFragment(CONTAINER, html, options);

/** Elements whose text is not HTML: they take in the page up to their end tag. */
export const TAKES_IN_TEXT: ReadonlySet<string> = new Set(
  "plaintext xmp noembed noframes noscript iframe textarea title style script".split(" "),
);

const AFTER = "<p>The page goes on.</p>";

// Void elements, and those the page's </div> closes cleanly (a last <p> or <li>).
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(
  "area base br col embed hr img input link meta source track wbr param keygen basefont bgsound frame".split(
    " ",
  ),
);
const CLOSED_BY_THE_PAGE = new Set(
  "p li dt dd option optgroup rb rp rt rtc tbody thead tfoot tr td th caption colgroup".split(" "),
);

/** parse5's parser, noting every tag it is handed. */
class TagNotingParser extends Parser<DefaultTreeAdapterMap> {
  // Stryker disable next-line ArrayDeclaration: a string here has no location: readers skip it
  startTags: Token.TagToken[] = [];
  // Stryker disable next-line ArrayDeclaration: see above
  endTags: Token.TagToken[] = [];
  override onStartTag(token: Token.TagToken): void {
    this.startTags.push(token);
    super.onStartTag(token);
  }
  override onEndTag(token: Token.TagToken): void {
    this.endTags.push(token);
    super.onEndTag(token);
  }
}

function parseNotingTags(
  html: string,
  onParseError?: ParserOptions<DefaultTreeAdapterMap>["onParseError"],
): { fragment: DefaultTreeAdapterMap["documentFragment"]; parser: TagNotingParser } {
  const parser = TagNotingParser.getFragmentParser<DefaultTreeAdapterMap>(CONTAINER, {
    sourceCodeLocationInfo: true,
    onParseError,
  }) as TagNotingParser;
  parser.tokenizer.write(html, true);
  return { fragment: parser.getFragment(), parser };
}

// Browsers stop nesting at 512, where their tree and ours part; each pass here stays linear.
const MAX_DEPTH = 100;
export const TOO_DEEP = `elements nested more than ${MAX_DEPTH} deep (each inside the one before): write flatter HTML`;

/**
 * Visits every element under `root` in document order, with its ancestors' tag names, down to
 * MAX_DEPTH without recursion. Returns the first element too deep to visit, if any.
 */
export function forEachElement(
  root: Parse5Node,
  visit: (element: Parse5Element, ancestors: readonly string[]) => void,
): Parse5Element | undefined {
  // Stryker disable next-line ArrayDeclaration: its length is set to the depth before each visit
  const ancestors: string[] = [];
  const children = (node: Parse5Node): Parse5Node[] => [
    // Stryker disable next-line ArrayDeclaration: asked only of the root and elements: they have it
    ...("childNodes" in node ? node.childNodes : []),
    ...("content" in node ? node.content.childNodes : []),
  ];
  const stack = children(root)
    .reverse()
    .map((node) => ({ node, depth: 0 }));
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { node, depth } = entry;
    if (!("tagName" in node)) continue;
    if (depth >= MAX_DEPTH) return node;
    ancestors.length = depth;
    visit(node, ancestors);
    ancestors.push(node.tagName);
    for (const child of children(node).reverse()) stack.push({ node: child, depth: depth + 1 });
  }
  return undefined;
}

interface LandingProblem extends HtmlProblem {
  /** 1-based line in the HTML judged. */
  line: number;
}

export const strayEndTag = (tag: string): string =>
  `</${tag}> closes nothing this file opened: remove it, or add the <${tag}> it belongs to (in the page it would close the page's own elements)`;
export const voidEndTag = (tag: string): string =>
  `</${tag}> is not needed: <${tag}> takes no end tag, so write <${tag}> alone${tag === "br" ? " (browsers read </br> as a second line break)" : ""}`;
export const leftOpen = (tag: string): string =>
  `<${tag}> is never closed: add </${tag}> where it ends (left open, it takes in the rest of the page)`;
export const NESTED_LINK =
  "a link inside a link: the address in the link's text became a second link; write the text without the address, or write the link in Markdown: [text](https://...)";

/**
 * What in HTML reaches outside where it lands (docs/security.md): stray end tags, elements left
 * open, links cut short. An element left open is reported only when content may use it.
 */
export function landingProblems(html: string): LandingProblem[] {
  const end = html.length;
  const { fragment, parser } = parseNotingTags(html + AFTER);
  const closers = new Set<number>();
  const open = new Map<number, LandingProblem>();
  const links = new Map<number, Parse5Element>();
  const tooDeep = forEachElement(fragment, (node) => {
    const location = node.sourceCodeLocation;
    if (!location?.startTag) return;
    const { startTag, endTag } = location;
    if (endTag) closers.add(endTag.startOffset);
    if (node.tagName === "a") links.set(startTag.startOffset, node);
    if (
      startTag.startOffset < end &&
      !endTag &&
      location.endOffset >= end &&
      !VOID_ELEMENTS.has(node.tagName) &&
      !CLOSED_BY_THE_PAGE.has(node.tagName) &&
      TAG_NAMES.includes(node.tagName)
    ) {
      open.set(startTag.startOffset, {
        message: leftOpen(node.tagName),
        clues: [`<${node.tagName}`],
        line: startTag.startLine,
      });
    }
  });
  // Below too deep nothing was read, so end tags would read as stray.
  if (tooDeep) {
    const line = tooDeep.sourceCodeLocation?.startLine ?? 1;
    return [{ message: TOO_DEEP, clues: [`<${tooDeep.tagName}`], line }];
  }
  const problems: LandingProblem[] = [];
  for (const { tagName, location } of parser.endTags) {
    if (location && location.startOffset < end && !closers.has(location.startOffset)) {
      problems.push({
        message: VOID_ELEMENTS.has(tagName) ? voidEndTag(tagName) : strayEndTag(tagName),
        clues: [`</${tagName}`],
        line: location.startLine,
      });
    }
  }
  for (const link of links.values()) {
    const location = link.sourceCodeLocation;
    if (location && !location.endTag && links.has(location.endOffset)) {
      problems.push({ message: NESTED_LINK, clues: ["<a"], line: location.startLine });
    }
  }
  problems.push(...open.values());
  return problems.sort((a, b) => a.line - b.line);
}

const COMMENT =
  "a comment is written <!-- like this -->, with nothing but text between <!-- and -->";
const PARSE_ERRORS: Record<string, string> = {
  "eof-in-tag": 'a tag is not finished: each tag ends with > (as in <div class="note">)',
  "eof-in-comment": `a comment is not finished: ${COMMENT}`,
  "unexpected-question-mark-instead-of-tag-name":
    "<? starts nothing in HTML: to show it as text, put it in backticks (`<?xml ...?>`)",
  "cdata-in-html-content":
    "<![CDATA[ is not used in HTML: write the text as it is (put it in backticks to show it as code)",
};

/** A parse error of the HTML standard (parse5's code) in words a coach can act on. */
export function parseErrorMessage(code: string): string {
  const known = PARSE_ERRORS[code];
  if (known) return known;
  if (code.includes("comment")) return `a comment is not written right: ${COMMENT}`;
  return `HTML the browser would have to guess at (${code.replace(/-/g, " ")}): write each tag as <name attribute="value"> and close it with </name>`;
}

const bareElement = ({ tagName, attrs }: Parse5Element): Element =>
  h(tagName, Object.fromEntries(attrs.map(({ name, value }) => [name, value])));

/**
 * Every problem in content HTML as parsed inside a `<div>`: each element against the allow-list,
 * start tags the browser drops there, and what reaches outside (landingProblems).
 */
export function htmlProblems(html: string): HtmlProblem[] {
  const problems: HtmlProblem[] = [];
  const { fragment, parser } = parseNotingTags(html, (error) => {
    problems.push({
      message: `HTML that is not well-formed: ${parseErrorMessage(error.code)}`,
      clues: [],
    });
  });
  const openers = new Set<number>();
  // Too deep elements are refused by landingProblems.
  const tooDeep = forEachElement(fragment, (node, ancestors) => {
    const offset = node.sourceCodeLocation?.startTag?.startOffset;
    if (offset !== undefined) openers.add(offset);
    problems.push(...elementProblems(bareElement(node), [...ancestors]));
  });
  for (const { tagName, location } of parser.startTags) {
    if (!tooDeep && location && !openers.has(location.startOffset)) {
      problems.push({ message: elementNotAllowed(tagName), clues: [`<${tagName}`] });
    }
  }
  problems.push(...landingProblems(html).map(({ message, clues }) => ({ message, clues })));
  return problems;
}

/** A colour as juice writes it into Outlook's bgcolor attribute. */
const HEX_COLOR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

/**
 * The feed e-mail's allow-list (emailHtml.ts): content's, plus juice's inline styles, data-email
 * markers, the call to action's tables with bgcolor, and absolute https images.
 */
const EMAIL_SCHEMA: Schema = {
  ...CONTENT_SCHEMA,
  attributes: {
    ...ATTRIBUTE_RULES,
    "*": [...(ATTRIBUTE_RULES["*"] ?? []), "style", ["dataEmail", /^[a-z-]+$/]],
    table: [...(ATTRIBUTE_RULES.table ?? []), ["role", "presentation"], ["bgColor", HEX_COLOR]],
    td: [...(ATTRIBUTE_RULES.td ?? []), ["bgColor", HEX_COLOR]],
    th: [...(ATTRIBUTE_RULES.th ?? []), ["bgColor", HEX_COLOR]],
  },
};

// No URL, expression, behaviour, escape or angle bracket: juice's own declarations never hold one.
const UNSAFE_STYLE =
  /url\s*\(|expression\s*\(|behavior\s*:|-moz-binding|javascript:|@import|\\|[<>]/i;

function emailOwnRules(tag: string, property: string, value: Properties[string]): string[] {
  const attribute = attributeName(property);
  const text = valueText(value);
  if (["href", "cite", "longdesc"].includes(attribute)) return urlProblems(tag, attribute, text);
  if (attribute === "src" || attribute === "srcset") {
    return /^https:\/\/[^\s,]+$/i.test(text) && misleadingUrl(text) === undefined
      ? []
      : [`${attribute} on <${tag}> ${JSON.stringify(text)} is not one absolute https:// address`];
  }
  if (attribute === "style" && UNSAFE_STYLE.test(text)) {
    return [`the style attribute on <${tag}> holds ${JSON.stringify(text)}`];
  }
  return [];
}

/** What is wrong with the feed's e-mail HTML as a mail client parses it ([] when safe to send). */
export function emailHtmlProblems(html: string): string[] {
  const problems: string[] = [];
  const { fragment } = parseNotingTags(html, (error) => {
    problems.push(`HTML that is not well-formed: ${parseErrorMessage(error.code)}`);
  });
  forEachElement(fragment, (node, ancestors) => {
    const element = bareElement(node);
    const tag = element.tagName;
    const kept = sanitized(element, [...ancestors], EMAIL_SCHEMA);
    if (!kept) problems.push(`<${tag}> is not allowed in e-mail`);
    for (const [property, value] of Object.entries(element.properties)) {
      const own = emailOwnRules(tag, property, value);
      if (own.length > 0) problems.push(...own);
      else if (
        kept &&
        (URL_ATTRIBUTES.includes(attributeName(property))
          ? kept.properties[property] === undefined
          : !same(value, kept.properties[property]))
      ) {
        problems.push(
          `the ${attributeName(property)} attribute on <${tag}> is not allowed in e-mail: ${JSON.stringify(valueText(value))}`,
        );
      }
    }
  });
  problems.push(...landingProblems(html).map(({ message }) => message));
  return problems;
}
