// Checks Markdown source before the build, so a problem is named with its line: raw HTML where
// gatsby-transformer-remark would copy it, read by parse5 against htmlAllowList.ts. shippedHtml.ts
// is the wall: pieces that pass here one by one can still join (docs/security.md).
import remark from "remark";
import remarkGfm from "remark-gfm";
import remarkFootnotes from "remark-footnotes";
import { Tokenizer, html as htmlSpec, type Token, type TokenHandler } from "parse5";
import { h } from "hastscript";
import {
  CONTENT_SCHEMA,
  LANGUAGE_NAME,
  NESTED_LINK,
  elementProblems,
  landingProblems,
  linkProblem,
  parseErrorMessage,
  TAKES_IN_TEXT,
  VOID_ELEMENTS,
} from "./htmlAllowList";
import { characterProblem, referenceProblem } from "../contentFiles/characters";
import { MAX_NESTING, markdownLimitProblems } from "./markdownLimits";
import { prismHelper } from "./prismClasses";

/** An image a Markdown body shows (a Markdown image or an HTML <img>), by line. */
export interface ImageReference {
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
        return;
      }
      const element = h(
        token.tagName,
        Object.fromEntries(token.attrs.map(({ name, value }) => [name, value])),
      );
      // A piece is read alone: the ancestors an element needs (a table for <td>) count as there.
      // Stryker disable next-line OptionalChaining,MethodExpression,ArrayDeclaration: a made-up
      // ancestor is not on the allow-list, so it counts for nothing
      const ancestors = CONTENT_SCHEMA.ancestors?.[token.tagName]?.slice(0, 1) ?? [];
      for (const { message, clues } of elementProblems(element, ancestors)) {
        const attribute = token.attrs.find(({ name }) => clues.includes(`${name}=`));
        // Stryker disable next-line OptionalChaining: every attribute is located
        const at = attribute && token.location?.attrs?.[attribute.name]?.startLine;
        problems.push({ line: at ?? line, message });
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

interface MarkdownNode {
  type: string;
  value?: string;
  url?: string;
  title?: string | null;
  alt?: string | null;
  lang?: string | null;
  meta?: string | null;
  children?: MarkdownNode[];
  position?: { start: { line: number; offset?: number }; end: { offset?: number } };
}

// The parser gatsby-transformer-remark 6 sets up: remark 13, GFM and footnotes with inline notes.
const parser = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });

export const findUnsafeMarkdown = (markdown: string): UnsafeContent[] =>
  inspectMarkdown(markdown).problems;

/**
 * The address a link or definition publishes, else undefined. A GFM `www.` autolink is judged as
 * https://, as plugins/gatsby-remark-www-links publishes it.
 */
function publishedUrl(node: MarkdownNode, markdown: string): string | undefined {
  if (node.type !== "link" && node.type !== "definition") return undefined;
  // Stryker disable next-line OptionalChaining: the parser gives every node its position
  const written = markdown.slice(node.position?.start.offset, node.position?.end.offset);
  return node.url === `http://${written}` ? `https://${written}` : node.url;
}

/** In one parse: what could run code or leave the allow-list, and the images a body shows. */
export function inspectMarkdown(markdown: string): {
  problems: UnsafeContent[];
  images: ImageReference[];
} {
  const problems: UnsafeContent[] = [];
  const images: ImageReference[] = [];
  // Stryker disable next-line StringLiteral: text before the raw HTML opens and closes nothing
  const raw: RawHtmlState = { text: "", lines: 1, openLinks: 0, garbled: false };
  const visit = (node: MarkdownNode): void => {
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
    const url = publishedUrl(node, markdown);
    const linkRefused = url === undefined ? undefined : linkProblem("link", url);
    if (linkRefused) problems.push({ line, message: linkRefused });
    const src = node.type === "image" ? node.url : undefined;
    if (src !== undefined) {
      images.push({ line, src });
      // Stryker disable next-line ArrayDeclaration: a made-up ancestor counts for nothing
      for (const { message } of elementProblems(h("img", { src }), [])) {
        problems.push({ line, message });
      }
    }
    // gatsby-remark-prismjs writes the info string's first word into the markup; it must be a name.
    if (node.lang?.match(LANGUAGE_NAME) === null) {
      problems.push({
        line,
        message: `the first word after \`\`\` names the code block's language, such as js, python or c++ (letters, digits and + # . _ -), got ${JSON.stringify(node.lang)}`,
      });
    }
    if (node.lang && prismHelper(node.lang)) {
      problems.push({
        line,
        message: `the code block's language "${node.lang}" is a part of Prism that other languages' highlighting uses, not a language: name the language the code is written in (css, javascript, php, html)`,
      });
    }
    node.children?.forEach(visit);
  };
  const limits = markdownLimitProblems(markdown);
  if (limits.length > 0) return { problems: limits, images };
  const tree = parser.parse(markdown) as MarkdownNode;
  const tooDeep = deeperThan(tree);
  if (tooDeep) return { problems: [tooDeep], images };
  visit(tree);
  // All the file's raw HTML judged where it lands, with lines (shippedHtml.ts repeats it without).
  if (!raw.garbled) {
    problems.push(...landingProblems(raw.text).map(({ line, message }) => ({ line, message })));
  }
  return { problems: problems.sort((a, b) => a.line - b.line), images };
}

const NESTING =
  /^(blockquote|list|link|linkReference|image|imageReference|emphasis|strong|delete|footnote)$/;

/** The first node deeper than MAX_NESTING, found without recursion so no later pass overflows. */
function deeperThan(tree: MarkdownNode): UnsafeContent | undefined {
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

/** Code blocks whose info string says more than the language: the rest is ignored, by line. */
export function ignoredFenceWords(markdown: string): UnsafeContent[] {
  const found: UnsafeContent[] = [];
  const visit = (node: MarkdownNode): void => {
    if (node.meta) {
      found.push({
        // Stryker disable next-line OptionalChaining: the parser gives every node its position
        line: node.position?.start.line ?? 1,
        message: `the code block's language is "${node.lang}"; the words after it (${node.meta}) are ignored`,
      });
    }
    node.children?.forEach(visit);
  };
  visit(parser.parse(markdown) as MarkdownNode);
  return found;
}

/** A code block (fenced or indented) in the file's order: its lines and its language. */
export interface CodeBlock {
  line: number;
  endLine: number;
  lang: string | null;
}

export function codeBlocks(markdown: string): CodeBlock[] {
  const found: CodeBlock[] = [];
  const visit = (node: MarkdownNode & { position?: { end: { line?: number } } }): void => {
    if (node.type === "code") {
      // Stryker disable next-line OptionalChaining: the parser gives every node its position
      const line = node.position?.start.line ?? 1;
      found.push({ line, endLine: node.position?.end.line ?? line, lang: node.lang ?? null });
    }
    node.children?.forEach(visit);
  };
  visit(parser.parse(markdown) as MarkdownNode);
  return found;
}
