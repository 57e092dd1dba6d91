// The one judge of a Markdown body, before the build: parsed once, judged on that tree with each
// node's line, and published from the same tree (publishedHtml.ts judges each element there).
// Here: limits, nesting, characters, addresses, code languages, and raw HTML as written (tags
// content may not use, parse errors, what reaches outside where it lands) (docs/security.md).
import remark from "remark";
import remarkGfm from "remark-gfm";
import remarkFootnotes from "remark-footnotes";
import { Tokenizer, html as htmlSpec, type Token, type TokenHandler } from "parse5";
import {
  CONTENT_SCHEMA,
  LANGUAGE_NAME,
  NESTED_LINK,
  TOO_DEEP,
  landingProblems,
  linkProblem,
  parseErrorMessage,
  TAKES_IN_TEXT,
  VOID_ELEMENTS,
} from "./htmlAllowList";
import { characterProblem, referenceProblem } from "../contentFiles/characters";
import { MAX_NESTING, markdownLimitProblems } from "./markdownLimits";
import { prismHelper, prismLanguages } from "./prismClasses";
import { landingAsJudged, publishTree, type JudgedId, type MarkdownNode } from "./publishedHtml";

/** An image a Markdown body shows (a Markdown image or an HTML <img>), by line. */
interface ImageReference {
  line: number;
  src: string;
}

export interface UnsafeContent {
  /** 1-based line in the Markdown checked. */
  line: number;
  message: string;
}

const ALLOWED_ELEMENTS = new Set(CONTENT_SCHEMA.tagNames);

function nameOf(tag: string): string {
  // Stryker disable next-line OptionalChaining,StringLiteral: every tag given starts with "<" and a
  // name, so the pattern always matches
  return /<\/?([^\s/>]*)/.exec(tag)?.[1] ?? "";
}

/** True for a tag most likely meant as prose (`List<String>`, `<Button>`). */
function looksLikeProse(written: string): boolean {
  const name = nameOf(written);
  const unknown = htmlSpec.getTagID(name.toLowerCase()) === htmlSpec.TAG_ID.UNKNOWN;
  return unknown || (name !== name.toLowerCase() && name !== name.toUpperCase());
}

/** The message for a start tag content may not use, with advice to use backticks where it helps. */
function notAllowed(tag: string, written: string): string {
  const backticks = `to show it as text, put it in backticks (\`${written}\`)`;
  if (looksLikeProse(written)) {
    return `${written} was read as an HTML tag, which content may not use: ${backticks}`;
  }
  const effect = TAKES_IN_TEXT.has(tag)
    ? tag === "plaintext"
      ? " (the browser would show all that follows it as text, the page's own HTML included)"
      : ` (the browser would read what follows it up to </${tag}> as its text)`
    : "";
  return `<${tag}> is not allowed in content${effect}: ${backticks}`;
}

/**
 * The first tag in a text field (a title) that reads as formatting, which a title never gets.
 * Prose (`List<String>`) and an element named alone ("The <pre> element") publish as written.
 */
export function tagInText(text: string): string | undefined {
  const tags = [...text.matchAll(/<\/?[A-Za-z][^\s/<>]*(?:[\s/][^<>]*)?>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !looksLikeProse(tag));
  const element = (tag: string) => nameOf(tag).toLowerCase();
  const closed = new Set(tags.filter((tag) => tag.startsWith("</")).map(element));
  return tags.find(
    (tag) => /[\s/]/.test(tag) || VOID_ELEMENTS.has(element(tag)) || closed.has(element(tag)),
  );
}

/** Raw HTML as the file has it, read piece by piece (inline HTML comes in pieces). */
interface RawHtmlState {
  /** The pieces joined, each on its own line of the file, for the landing check. */
  text: string;
  lines: number;
  /** Links opened by raw HTML and not yet closed: a Markdown link now would nest inside one. */
  openLinks: number;
  /** Once a piece did not parse, what it swallowed would be reported again as left open. */
  garbled: boolean;
}

/** parse5's tokenizer, telling the line the token it is reading starts on. */
class LocatingTokenizer extends Tokenizer {
  get tokenLine(): number | undefined {
    return this.currentToken?.location?.startLine;
  }
}

function rawHtmlProblems(
  html: string,
  state: RawHtmlState,
  images: ImageReference[],
): UnsafeContent[] {
  const problems: UnsafeContent[] = [];
  const ignore = (): void => undefined;
  const handler: TokenHandler = {
    onStartTag(token: Token.TagToken) {
      if (token.tagName === "a" && !token.selfClosing) state.openLinks += 1;
      // Stryker disable next-line OptionalChaining: sourceCodeLocationInfo gives every token one
      const line = token.location?.startLine ?? 1;
      const written = characterProblem(
        token.attrs.map(({ value }) => value).join(" "),
        html,
        "a character reference",
      );
      if (written) problems.push({ line, message: written });
      const src = token.tagName === "img" && token.attrs.find(({ name }) => name === "src");
      if (src) images.push({ line, src: src.value });
      if (!ALLOWED_ELEMENTS.has(token.tagName)) {
        // Stryker disable next-line OptionalChaining: see above
        const { startOffset = 0, endOffset = html.length } = token.location ?? {};
        problems.push({
          line,
          message: notAllowed(token.tagName, html.slice(startOffset, endOffset)),
        });
      }
    },
    onEndTag(token: Token.TagToken) {
      if (token.tagName === "a") state.openLinks = Math.max(0, state.openLinks - 1);
    },
    // Any parse error refuses the piece, which would run on into the Markdown after it.
    onParseError(error) {
      if (/^(control|noncharacter)-character-reference$/.test(error.code)) return;
      state.garbled = true;
      // At the end, the tag or comment left unfinished: where it starts is where to finish it.
      const line = error.code.startsWith("eof-") ? (tokenizer.tokenLine ?? 1) : error.startLine;
      problems.push({ line, message: parseErrorMessage(error.code) });
    },
    onComment: ignore,
    onDoctype: ignore,
    onEof: ignore,
    onCharacter(token) {
      const message = characterProblem(token.chars, html, "a character reference");
      // Stryker disable next-line OptionalChaining: see above
      if (message) problems.push({ line: token.location?.startLine ?? 1, message });
    },
    onNullCharacter: ignore,
    onWhitespaceCharacter: ignore,
  };
  const tokenizer = new LocatingTokenizer({ sourceCodeLocationInfo: true }, handler);
  tokenizer.write(html, true);
  return problems;
}

interface JudgedNode extends MarkdownNode {
  url?: string;
  title?: string | null;
  alt?: string | null;
  children?: JudgedNode[];
}

// remark 13 with GFM and inline footnotes, as gatsby-transformer-remark 6 reads Markdown.
const parser = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });

export const findUnsafeMarkdown = (markdown: string): UnsafeContent[] =>
  inspectMarkdown(markdown).problems;

/** A body as judged: its problems and warnings by body line, its images, and its HTML. */
export interface JudgedMarkdown {
  problems: UnsafeContent[];
  /** Code blocks shown other than written: words after the language, a language Prism lacks. */
  warnings: UnsafeContent[];
  images: ImageReference[];
  /** The published HTML ("" when there are problems). */
  html: string;
  /** The ids its elements take, by body line, for the post-build pass. */
  ids: JudgedId[];
}

/**
 * The address a link publishes: one GFM linked from `www.` (with http://, which links may not use)
 * goes to https://.
 */
function publishedUrl(node: JudgedNode, markdown: string): string | undefined {
  // Stryker disable next-line OptionalChaining: the parser gives every node its position
  const written = markdown.slice(node.position?.start.offset, node.position?.end.offset);
  return node.type === "link" && node.url === `http://${written}` ? `https://${written}` : node.url;
}

/** Highlighting writes a fence's language into the markup: it must be a language's name. */
function languageProblem(lang: string): string | undefined {
  if (!LANGUAGE_NAME.test(lang)) {
    return `the first word after \`\`\` names the code block's language, such as js, python or c++ (letters, digits and + # . _ -), got ${JSON.stringify(lang)}`;
  }
  return prismHelper(lang)
    ? `the code block's language "${lang}" is a part of Prism that other languages' highlighting uses, not a language: name the language the code is written in (css, javascript, php, html)`
    : undefined;
}

/** In one parse: what could run code or leave the allow-list, the images, the published HTML. */
export function inspectMarkdown(markdown: string): JudgedMarkdown {
  const problems: UnsafeContent[] = [];
  const warnings: UnsafeContent[] = [];
  const images: ImageReference[] = [];
  // Stryker disable next-line StringLiteral: text before the raw HTML opens and closes nothing
  const raw: RawHtmlState = { text: "", lines: 1, openLinks: 0, garbled: false };
  const visit = (node: JudgedNode): void => {
    // Stryker disable next-line OptionalChaining: the parser gives every node its position
    const line = node.position?.start.line ?? 1;
    const html = node.type === "html" ? node.value : undefined;
    // remark decodes references in text; code shows them as written, except in its info string.
    const code = node.type === "code" || node.type === "inlineCode";
    const decoded = [node.url, node.title, node.alt, node.lang, node.meta];
    if (!code && html === undefined) decoded.push(node.value);
    if (decoded.some((text) => text && /[\ufffd\p{Cc}\p{Cf}\p{Cs}\p{Cn}]/u.test(text))) {
      // Stryker disable next-line OptionalChaining: the parser gives every node its position
      const written = markdown.slice(node.position?.start.offset, node.position?.end.offset);
      const source = code ? written.split("\n")[0] : written;
      const message = referenceProblem(source ?? "");
      if (message) problems.push({ line, message });
    }
    if (html !== undefined) {
      const found: ImageReference[] = [];
      for (const problem of rawHtmlProblems(html, raw, found)) {
        problems.push({ line: line + problem.line - 1, message: problem.message });
      }
      images.push(...found.map((image) => ({ ...image, line: line + image.line - 1 })));
      // Each piece on the line it starts on, so the landing check's lines are the file's.
      const gap = Math.max(0, line - raw.lines);
      raw.text += "\n".repeat(gap) + html;
      raw.lines += gap + (html.match(/\n/g)?.length ?? 0);
    }
    if (node.type === "link" && raw.openLinks > 0) problems.push({ line, message: NESTED_LINK });
    if (node.meta) {
      warnings.push({
        line,
        message: `the code block's language is "${node.lang}"; the words after it (${node.meta}) are ignored`,
      });
      // As on GitHub: highlighting would glue them to the language.
      node.meta = null;
    }
    // A reference's address is judged where it is written, in its definition.
    if (node.type === "link" || node.type === "definition") {
      node.url = publishedUrl(node, markdown);
      const refused = linkProblem("link", node.url ?? "");
      if (refused) problems.push({ line, message: refused });
    }
    if (node.type === "image" && node.url !== undefined) images.push({ line, src: node.url });
    const refused = node.lang ? languageProblem(node.lang) : undefined;
    if (refused) {
      problems.push({ line, message: refused });
      // Not highlighted, so the block is refused once.
      node.lang = null;
    }
    const lang = node.lang?.toLowerCase().replace(/^diff-/, "");
    if (lang && !prismLanguages().has(lang)) {
      warnings.push({
        line,
        message: `the code block's language "${node.lang?.toLowerCase()}" is unknown: it is shown as plain code`,
      });
    }
    node.children?.forEach(visit);
  };
  const judged = (found: UnsafeContent[], html = "", ids: JudgedId[] = []): JudgedMarkdown => ({
    problems: found.sort((a, b) => a.line - b.line),
    warnings,
    images,
    html,
    ids,
  });
  const limits = markdownLimitProblems(markdown);
  if (limits.length > 0) return judged(limits);
  const tree = parser.parse(markdown) as JudgedNode;
  const tooDeep = deeperThan(tree);
  if (tooDeep) return judged([tooDeep]);
  visit(tree);
  // All the file's raw HTML judged where it lands, with lines.
  const landing = landingProblems(raw.text);
  // Once a piece did not parse, what it swallowed would be reported again as left open.
  if (!raw.garbled) problems.push(...landing.map(({ line, message }) => ({ line, message })));
  // Publishing would recurse into raw HTML nested too deep.
  if (landing.some(({ message }) => message === TOO_DEEP)) return judged(problems);
  const published = publishTree(tree, markdown);
  problems.push(...published.problems);
  if (problems.length === 0) problems.push(...landingAsJudged(published.html));
  return problems.length > 0 ? judged(problems) : judged([], published.html, published.ids);
}

const NESTING =
  /^(blockquote|list|link|linkReference|image|imageReference|emphasis|strong|delete|footnote)$/;

/** The first node deeper than MAX_NESTING, found without recursion so no later pass overflows. */
function deeperThan(tree: JudgedNode): UnsafeContent | undefined {
  const stack = [{ node: tree, depth: 0 }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const depth = entry.depth + (NESTING.test(entry.node.type) ? 1 : 0);
    if (depth > MAX_NESTING) {
      return {
        // Stryker disable next-line OptionalChaining: the parser gives every node its position
        line: entry.node.position?.start.line ?? 1,
        message: `links, emphasis, quotes and lists nest more than ${MAX_NESTING} deep here (each inside the one before): write flatter Markdown`,
      };
    }
    for (const node of entry.node.children ?? []) stack.push({ node, depth });
  }
  return undefined;
}
