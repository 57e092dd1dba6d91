// The one allow-list for HTML in content: GitHub's schema for rendered Markdown
// (hast-util-sanitize's defaultSchema), extended with harmless formatting and with the markup the
// site's own Markdown plugins write (code highlighting, footnotes). It judges the HTML the build
// actually ships: the output of gatsby-transformer-remark, highlighting included, parsed as a
// browser parses it. It refuses rather than strips: an element or attribute that sanitising would
// change is a problem to report, so what the coach wrote is either published as written or not at
// all (docs/security.md).
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
    // GitHub's global list, less what only means something on a form (the one input allowed is the
    // task list's disabled checkbox), `name`, which can shadow document properties the site's
    // scripts use (DOM clobbering), `tabindex` and `accesskey`, which take the page's keyboard
    // order and shortcuts, and `hspace`, which pushes the column wider than the screen.
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
    // The site puts every code block in the Tab order, so a block that scrolls sideways can be
    // scrolled by keyboard (publishedHtml.ts); no other value, and on no other element.
    pre: [
      ["className", LANGUAGE_CLASS],
      ["tabIndex", 0],
    ],
    code: [["className", LANGUAGE_CLASS]],
    // The classes themselves are judged by ownRules, against what Prism writes.
    span: [["className", /^[a-z][a-z0-9-]*$/, LANGUAGE_CLASS]],
  },
  // Links to the web (https only), an address or a phone; images from this site (checked below).
  protocols: {
    href: ["https", "mailto", "tel"],
    cite: ["https"],
    // Stryker disable next-line ArrayDeclaration,StringLiteral: ownRules refuses every src that is
    // not a path on this site before sanitising is asked, and a path has no protocol
    src: ["https"],
  },
  // Ids are kept as written, so an in-page link (`[x](#pricing)`) finds its target; the reserved
  // prefixes of the site's own ids are refused below.
  // Stryker disable next-line ArrayDeclaration: the only mutant, a list of one made-up name,
  // clobbers no attribute
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

/**
 * The attribute's name as written in HTML (`className` is `class`, `dataLanguage` `data-language`).
 */
const attributeName = (property: string): string => find(htmlProperties, property).attribute;

/** A URL the browser resolves to this site, whatever the page it is on. */
const SITE = "https://site.invalid/a/page/";
const SITE_ORIGIN = new URL(SITE).origin;

/** The URL as the browser resolves it on a page of this site; undefined when it cannot. */
function resolved(value: string): URL | undefined {
  try {
    return new URL(value, SITE);
  } catch {
    return undefined;
  }
}

const isSitePath = (value: string): boolean => resolved(value)?.origin === SITE_ORIGIN;

/** A URL that names its scheme (`https:`, `mailto:`), as opposed to a path or `//host`. */
const hasScheme = (value: string): boolean => /^[\0-\x20]*[a-z][a-z0-9+.-]*:/i.test(value);

/**
 * Why an address does not go where it reads, as browsers parse URLs (the WHATWG URL standard),
 * or undefined: characters the parser drops or reads as something else, and a path that is
 * really another site's address. Each would send the reader elsewhere than the text (and a
 * reviewer of the file) says, and the feed and e-mail would take such a path for one on this site.
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

/** UTS #46 (IDNA) at its strictest, as registries apply it to a domain name. */
const IDNA = { checkBidi: true, checkHyphens: true, checkJoiners: true, useSTD3ASCIIRules: true };
/** Scripts written beside Latin letters in one name (UTS #39's "highly restrictive" level). */
const NOT_WITH_LATIN =
  /[^\p{sc=Latin}\p{sc=Common}\p{sc=Inherited}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Bopomofo}]/u;
/** UTS #39's skeleton: what a text looks like, from Unicode's confusables.txt. */
const skeleton = (text: string): string => unhomoglyph(text.normalize("NFD")).normalize("NFD");

/** Text with its %-escapes decoded, as browsers decode a host (and servers a path). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const isAscii = (text: string): boolean => /^[\0-\x7f]*$/.test(text);

/**
 * Why a host does not read as the site it goes to, or undefined: characters the IDNA mapping
 * drops or changes (a soft hyphen, a zero-width space, full-width letters), a name that is not a
 * valid international domain name, or a label that mixes Latin with another script or looks all
 * Latin though it is not (Cyrillic "а" for "a"): it would pass for another site's address.
 */
function lookAlikeHost(value: string, url: URL): string | undefined {
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

/** The thank-you pages by what a visit there counts (analytics: docs/analytics.md). */
const THANK_YOU: Record<string, string> = {
  [routes.callBooked]: "a booked call",
  [routes.subscribed]: "a subscription",
};

/**
 * The thank-you page a URL leads to, whatever the path prefix or site address it is written
 * with (the site has more than one: siteUrl, GitHub Pages'), or undefined.
 */
function thankYouPage(url: URL): string | undefined {
  const path = decoded(url.pathname);
  return Object.keys(THANK_YOU).find((route) =>
    new RegExp(`${route.slice(0, -1)}(/(index\\.html)?)?$`, "i").test(path),
  );
}

/** A value in quotes as the file has it, a tab or line break shown as \t or \n. */
const quoted = (value: string): string => JSON.stringify(value).replace(/\\\\/g, "\\");

/** The schemes each URL attribute may use, from the schema (a path on this site always may). */
const protocolsOf = (attribute: string): string[] =>
  (CONTENT_SCHEMA.protocols?.[attribute === "longdesc" ? "href" : attribute] ?? []).map(
    (protocol) => `${protocol}:`,
  );

/**
 * What is wrong with a link's address (an href, a citation), resolved as the browser resolves it,
 * or undefined: a scheme other than https:, mailto: or tel: (in any case: `HTTPS://` is https),
 * an address that does not go where it reads (misleadingUrl), or user info that hides the host.
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
  /** Text the source file holds near the problem, most specific first, to find its line. */
  clues: string[];
}

const imageProblem = (what: string, value: string): string =>
  `${what} ${JSON.stringify(value)} is not allowed: images are served from this site only: ${IMAGE_ADVICE}`;

/** Attributes whose value is a URL: judged here as the browser resolves them. */
const URL_ATTRIBUTES = ["href", "src", "srcset", "cite", "longdesc"];

/** Problems with one URL-valued attribute, resolved as the browser resolves it. */
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

let tokenNames: ReadonlySet<string> | undefined;
/**
 * The classes Prism writes on a token's <span> (gatsby-remark-prismjs highlights with it): "token",
 * and each token type and alias of every grammar Prism has, read from the grammars themselves
 * (all loaded, once, when a span's class is first judged: that takes a second).
 */
function tokenClasses(): ReadonlySet<string> {
  if (tokenNames) return tokenNames;
  // Loaded here, not on import: Prism in a browser-like test environment highlights the page.
  /* eslint-disable @typescript-eslint/no-require-imports -- see above */
  const Prism: typeof import("prismjs").default = require("prismjs");
  const loadLanguages: typeof import("prismjs/components/index").default = require("prismjs/components/index");
  loadLanguages();
  /* eslint-enable @typescript-eslint/no-require-imports */
  const names = new Set(["token"]);
  const seen = new Set<object>();
  const visit = (grammar: unknown): void => {
    if (!grammar || typeof grammar !== "object" || seen.has(grammar)) return;
    seen.add(grammar);
    for (const [name, rule] of Object.entries(grammar)) {
      if (name === "rest") visit(rule);
      const tokens = [rule].flat() as {
        pattern?: RegExp;
        alias?: string | string[];
        inside?: unknown;
      }[];
      // A token is a pattern, or one with its alias and grammar inside (other keys are helpers).
      if (name === "rest" || !tokens.every((token) => token instanceof RegExp || token?.pattern))
        continue;
      names.add(name);
      for (const token of tokens) {
        for (const alias of [token.alias ?? []].flat()) names.add(alias);
        visit(token.inside);
      }
    }
  };
  Object.values(Prism.languages).forEach(visit);
  tokenNames = names;
  return names;
}

// Ids the site's own page uses (Gatsby's: RESERVED_ID) may not be taken by content, or a page
// script or a screen reader would find the content's element instead. The layout's ids are read
// from the built pages (contentPlacement.ts, in the post-build pass).

/**
 * The rules the schema cannot say: URLs as the browser resolves them, reserved ids, Prism's spans.
 */
function ownRules(tag: string, property: string, value: Properties[string]): string[] {
  const attribute = attributeName(property);
  const text = valueText(value);
  if (URL_ATTRIBUTES.includes(attribute)) return urlProblems(tag, attribute, text);
  // Global attributes such as value and title mean something else on a form control.
  if (tag === "input" && !["type", "disabled", "checked"].includes(attribute)) {
    return [TASK_CHECKBOX_ONLY];
  }
  if (tag === "span" && attribute === "class") {
    const classes = text.split(/\s+/).filter(Boolean);
    const other = classes.filter((name) => !tokenClasses().has(name) && !LANGUAGE_CLASS.test(name));
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

/** The element as sanitising leaves it, given its ancestors' tag names (undefined: removed). */
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
  // URLs are judged by ownRules, as the browser resolves them (sanitising's own protocol check is
  // case-sensitive: it would drop HTTPS://); sanitising is asked only whether the element may have
  // the attribute, with a path in its place.
  const properties = Object.fromEntries(
    Object.entries(element.properties).map(([property, value]) => [
      property,
      URL_ATTRIBUTES.includes(attributeName(property)) ? "/" : value,
    ]),
  );
  let tree: Element = bare(element.tagName, properties, []);
  for (const tag of [...allowed].reverse()) tree = bare(tag, {}, [tree]);
  // Each level holds one element or, where sanitising removed it, nothing: the first child of the
  // last level is the element as kept. (The tree holds elements only: the type tests below only
  // narrow the types.)
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

/** Why an element may not be where it is: not on the allow-list, or outside what it belongs in. */
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

type Parse5Node = DefaultTreeAdapterMap["node"];
type Parse5Element = DefaultTreeAdapterMap["element"];

/**
 * Content lands in the page inside `<div data-content-body>` (Prose.tsx), inside `<article>` inside
 * `<main>`; an RSS reader or e-mail client puts a feed item in a `<div>` of its own. It is parsed
 * as the browser parses it there: inside a `<div>`.
 */
const CONTAINER = parseFragment("<div></div>").childNodes[0] as Parse5Element;

/** HTML parsed as the browser parses content where it lands: inside a `<div>`. */
export const parseAsContent = (
  html: string,
  options: ParserOptions<DefaultTreeAdapterMap> = {},
): DefaultTreeAdapterMap["documentFragment"] => parseFragment(CONTAINER, html, options);

/**
 * Elements whose text is not HTML: the browser reads what follows as their text up to their end
 * tag (without one, the rest of the page), or, for <plaintext>, all the rest of the page.
 */
export const TAKES_IN_TEXT: ReadonlySet<string> = new Set(
  "plaintext xmp noembed noframes noscript iframe textarea title style script".split(" "),
);

// What follows the content in the page: anything the content left open takes it in.
const AFTER = "<p>The page goes on.</p>";

// Elements with no end tag, and those the page's own </div> closes cleanly when content stops
// without one (a last <p> or <li>); the table parts are inside a <table> that is reported itself.
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(
  "area base br col embed hr img input link meta source track wbr param keygen basefont bgsound frame".split(
    " ",
  ),
);
const CLOSED_BY_THE_PAGE = new Set(
  "p li dt dd option optgroup rb rp rt rtc tbody thead tfoot tr td th caption colgroup".split(" "),
);

/** parse5's parser, noting every tag it is handed (what it does with each is in the tree). */
class TagNotingParser extends Parser<DefaultTreeAdapterMap> {
  startTags: Token.TagToken[] = [];
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

/** Parses content inside a `<div>` as TagNotingParser, with every node's place in the text. */
function parseNotingTags(
  html: string,
  onParseError?: ParserOptions<DefaultTreeAdapterMap>["onParseError"],
): { fragment: DefaultTreeAdapterMap["documentFragment"]; parser: TagNotingParser } {
  // getFragmentParser makes an instance of the class it is called on (`new this`).
  const parser = TagNotingParser.getFragmentParser<DefaultTreeAdapterMap>(CONTAINER, {
    sourceCodeLocationInfo: true,
    onParseError,
  }) as TagNotingParser;
  parser.tokenizer.write(html, true);
  return { fragment: parser.getFragment(), parser };
}

/**
 * How deep content may nest elements. No writing needs more than a few levels; browsers stop
 * nesting at 512 (Chromium and WebKit put deeper elements beside, not inside, their parent), where
 * their tree and the one judged here part; and each pass here stays linear in the length.
 */
const MAX_DEPTH = 100;
export const TOO_DEEP = `elements nested more than ${MAX_DEPTH} deep (each inside the one before): write flatter HTML`;

/**
 * Visits every element under `root` in document order (a template's content too), with the tag
 * names of the elements around it, down to MAX_DEPTH: without recursion, so no depth overflows the
 * stack. Returns the first element deeper than that, which it did not visit, if there is one.
 */
export function forEachElement(
  root: Parse5Node,
  visit: (element: Parse5Element, ancestors: readonly string[]) => void,
): Parse5Element | undefined {
  const ancestors: string[] = [];
  const children = (node: Parse5Node): Parse5Node[] => [
    ...("childNodes" in node ? node.childNodes : []),
    ...("content" in node ? node.content.childNodes : []),
  ];
  // Each entry: a node and how many elements are around it; children pushed last first.
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

/** Where one problem of how content lands is: its line, if known, and clues to find it. */
interface LandingProblem extends HtmlProblem {
  /** Line in the HTML judged (1-based). */
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
 * What in a piece of HTML reaches outside it where it lands (docs/security.md): an end tag that
 * closes nothing of its own (in the page it closes the article, main, the layout), an element it
 * leaves open (it takes in the rest of the page, or its formatting runs on into it), a link the
 * parser cuts short because another starts inside it. An element left open is reported only when
 * content may use it: any other is refused as an element already.
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
  // Too deep: the elements below were not read, so their end tags would read as stray.
  if (tooDeep) {
    const line = tooDeep.sourceCodeLocation?.startLine ?? 1;
    return [{ message: TOO_DEEP, clues: [`<${tooDeep.tagName}`], line }];
  }
  const problems: LandingProblem[] = [];
  // An end tag the parser was handed that closed no element of the content's own.
  for (const { tagName, location } of parser.endTags) {
    if (location && location.startOffset < end && !closers.has(location.startOffset)) {
      problems.push({
        message: VOID_ELEMENTS.has(tagName) ? voidEndTag(tagName) : strayEndTag(tagName),
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

/** What an unfinished or garbled piece of HTML looks like, in words a coach can act on. */
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

/** A parse error of the HTML standard (parse5's code) in words: a comment's mistakes alike. */
export function parseErrorMessage(code: string): string {
  const known = PARSE_ERRORS[code];
  if (known) return known;
  if (code.includes("comment")) return `a comment is not written right: ${COMMENT}`;
  return `HTML the browser would have to guess at (${code.replace(/-/g, " ")}): write each tag as <name attribute="value"> and close it with </name>`;
}

/** A parse5 element as hast sees it (its attributes as properties), without its children. */
const bareElement = ({ tagName, attrs }: Parse5Element): Element =>
  h(tagName, Object.fromEntries(attrs.map(({ name, value }) => [name, value])));

/**
 * Every problem in a piece of HTML as the browser parses it where content lands (inside a `<div>`),
 * in document order: each element against the allow-list, with its ancestors; a start tag the
 * browser drops there (it may mean something in another place: `<td>`, `<body>`, whose
 * attributes the page's own body would take); what reaches outside it (landingProblems).
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
  // Elements nested too deep are not judged one by one: landingProblems refuses them.
  const tooDeep = forEachElement(fragment, (node, ancestors) => {
    const start = node.sourceCodeLocation?.startTag?.startOffset;
    if (start !== undefined) openers.add(start);
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

/** A colour as juice writes it into Outlook's bgcolor attribute from the e-mail's styles. */
const HEX_COLOR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

/**
 * The allow-list of the feed's e-mail HTML (src/node/feed/emailHtml.ts): the content's, plus what
 * the e-mail adds itself and nothing else: inline styles (juice writes them from the site's
 * theme), the markers of its own elements (data-email), the closing call to action's presentation
 * tables with the background colour Outlook reads from `bgcolor`, and images at absolute https
 * addresses (an e-mail resolves no path).
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

/**
 * What a style attribute of the e-mail may not hold: a URL (a request, or a script in old
 * engines), an expression or behaviour (old Internet Explorer and Outlook run them), an escape or
 * an angle bracket (a way to hide either). Its declarations are juice's, from the e-mail's own
 * stylesheet: any of these means something else wrote them.
 */
const UNSAFE_STYLE =
  /url\s*\(|expression\s*\(|behavior\s*:|-moz-binding|javascript:|@import|\\|[<>]/i;

/** The rules of e-mail HTML the schema cannot say: URLs as a mail client resolves them, styles. */
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

/**
 * What is wrong with the feed's e-mail HTML as a mail client or a feed reader parses it, inside a
 * `<div>` of its own: anything the allow-list refuses (no element that runs code, embeds, styles
 * the page or refreshes it; no event handler), and anything that reaches outside it (an end tag
 * closing the reader's own elements, an element left open). [] when it is safe to send.
 */
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
