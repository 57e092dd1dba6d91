// Markdown in content/ may not carry anything that runs code, embeds another page, sends a form or
// restyles the site. Two checks keep that promise (docs/security.md says why they refuse, not
// strip):
// - this one reads the Markdown source before anything is built, so a mistake is named with its
//   line. It parses the Markdown as gatsby-transformer-remark does, so raw HTML is found where
//   Gatsby would copy it into the page and the feed, and not inside code blocks. Each piece of raw
//   HTML is read by parse5's tokenizer, the HTML standard's own rules, against the allow-list in
//   htmlAllowList.ts (a piece that ends inside a tag or comment is refused: it would join the
//   Markdown after it into one tag, `<div` + text `onclick=...>`); then all of a file's raw HTML
//   together is judged where it lands (an end tag too many, an element left open), and links,
//   images and code blocks' languages;
// - shippedHtml.ts then judges the HTML the build actually publishes against the same allow-list.
//   That one is the wall: pieces that pass here one by one can still join into something else.
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

/** An image a Markdown body shows (a Markdown image or an HTML <img>), by line. */
export interface ImageReference {
  line: number;
  src: string;
}

export interface UnsafeContent {
  /** Line in the Markdown text that was checked (1-based). */
  line: number;
  message: string;
}

const ALLOWED_ELEMENTS = new Set(CONTENT_SCHEMA.tagNames);

/** A tag's name as written: `Button` in `<Button onClick>`, `b` in `</b>`. */
function nameOf(tag: string): string {
  // Stryker disable next-line OptionalChaining,StringLiteral: every tag given starts with "<" and a
  // name (the tokenizer's or tagInText's pattern found it there), so the pattern always matches
  return /<\/?([^\s/>]*)/.exec(tag)?.[1] ?? "";
}

/**
 * True for a tag as written that is most likely text meant to be shown as it is: `List<String>`,
 * `<Button>`, `<Enter>`: not an HTML element, or a name in mixed case as no one writes HTML
 * (`<STYLE>` is HTML).
 */
function looksLikeProse(written: string): boolean {
  const name = nameOf(written);
  const unknown = htmlSpec.getTagID(name.toLowerCase()) === htmlSpec.TAG_ID.UNKNOWN;
  return unknown || (name !== name.toLowerCase() && name !== name.toUpperCase());
}

/**
 * The message for a start tag content may not use, with the backticks' advice a tutorial needs:
 * prose read as HTML (`<Enter>`), or an element the text names (the `<style>` element).
 */
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
 * The first HTML tag in a text field (a title) that reads as formatting: an end tag, a tag with
 * attributes, an element that takes no end tag (`<br>`, `<img>`), one closed later in the text
 * (`<b>Bold</b>`). The page, the feed and e-mail show a title as text, so such a tag never formats
 * anything. Prose (`List<String>`) and an element named alone, as a tutorial names it ("The <pre>
 * element"), are text and publish as written. (No part of the pattern can pass a "<", so each "<"
 * is read once however long the text.)
 */
export function tagInText(text: string): string | undefined {
  const tags = [...text.matchAll(/<\/?[A-Za-z][^\s/<>]*(?:[\s/][^<>]*)?>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !looksLikeProse(tag));
  const element = (tag: string) => nameOf(tag).toLowerCase();
  const closed = new Set(tags.filter((tag) => tag.startsWith("</")).map(element));
  return tags.find(
    // A space or a slash: an end tag, attributes, or a closing slash (`<span/>`).
    (tag) => /[\s/]/.test(tag) || VOID_ELEMENTS.has(element(tag)) || closed.has(element(tag)),
  );
}

/** Raw HTML as the file has it, read by the pieces in order (inline HTML comes in pieces). */
interface RawHtmlState {
  /** The pieces joined, each on its own line of the file, for the check of how they land. */
  text: string;
  /** Lines in `text`. */
  lines: number;
  /** Links opened by raw HTML and not yet closed: a Markdown link now would nest inside one. */
  openLinks: number;
  /** True once a piece did not parse: what it swallowed would be reported again as left open. */
  garbled: boolean;
}

/** Problems in one piece of raw HTML; lines count from the piece's first line. */
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
      // Stryker disable next-line OptionalChaining: the tokenizer runs with sourceCodeLocationInfo,
      // so every token has its location
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
      // Stryker disable next-line OptionalChaining,MethodExpression,ArrayDeclaration: the schema
      // has ancestor lists, of one entry each; a made-up ancestor is not on the allow-list, so it
      // counts for nothing
      const ancestors = CONTENT_SCHEMA.ancestors?.[token.tagName]?.slice(0, 1) ?? [];
      for (const { message, clues } of elementProblems(element, ancestors)) {
        const attribute = token.attrs.find(({ name }) => clues.includes(`${name}=`));
        // Stryker disable next-line OptionalChaining: the tokenizer runs with
        // sourceCodeLocationInfo, so every token has its location and of each of its attributes
        const at = attribute && token.location?.attrs?.[attribute.name]?.startLine;
        problems.push({ line: at ?? line, message });
      }
    },
    onEndTag(token: Token.TagToken) {
      if (token.tagName === "a") state.openLinks = Math.max(0, state.openLinks - 1);
    },
    // Any parse error refuses the piece: a bogus comment (`<?`, `<!x`, `<![CDATA[`) or a tag left
    // open runs on, in the page, into whatever Markdown follows it.
    // An unfinished piece is reported where it starts: the end is where parse5 notices.
    onParseError(error) {
      // A reference to a forbidden character: onCharacter and onStartTag name it.
      if (/^(control|noncharacter)-character-reference$/.test(error.code)) return;
      state.garbled = true;
      const line = error.code.startsWith("eof-") ? 1 : error.startLine;
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
  new Tokenizer({ sourceCodeLocationInfo: true }, handler).write(html, true);
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

// The parser gatsby-transformer-remark 6 sets up (extend-node-type.js): remark 13 with GitHub
// Flavored Markdown and footnotes with inline notes, no other syntax plugins in gatsby-config.ts.
const parser = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });

/** Everything in a Markdown body that could run code or leave the allow-list, by line. */
export const findUnsafeMarkdown = (markdown: string): UnsafeContent[] =>
  inspectMarkdown(markdown).problems;

/**
 * The address a link or a definition publishes, undefined for any other node. GFM makes a link of
 * a `www.` address by putting `http://` in front of it as written; the site publishes such a link
 * with https:// (plugins/gatsby-remark-www-links), so it is judged as that. Any other link is
 * written with more than its address ([www.example.com](http://www.example.com)).
 */
function publishedUrl(node: MarkdownNode, markdown: string): string | undefined {
  if (node.type !== "link" && node.type !== "definition") return undefined;
  // Stryker disable next-line OptionalChaining: the parser gives every node its position
  const written = markdown.slice(node.position?.start.offset, node.position?.end.offset);
  return node.url === `http://${written}` ? `https://${written}` : node.url;
}

/**
 * What the content checks need from a Markdown body, in one parse: what could run code or leave
 * the allow-list, and the images it shows (for the checks that they exist).
 */
export function inspectMarkdown(markdown: string): {
  problems: UnsafeContent[];
  images: ImageReference[];
} {
  const problems: UnsafeContent[] = [];
  const images: ImageReference[] = [];
  // Stryker disable next-line StringLiteral: text before all of the raw HTML opens and closes
  // nothing, and has no line break to move its lines
  const raw: RawHtmlState = { text: "", lines: 1, openLinks: 0, garbled: false };
  const visit = (node: MarkdownNode): void => {
    // Stryker disable next-line OptionalChaining: the parser gives every node its position
    const line = node.position?.start.line ?? 1;
    const html = node.type === "html" ? node.value : undefined;
    // Text as remark decoded it: `&#x202E;` is U+202E, `&#11;` U+FFFD. Raw HTML is read by its
    // own tokenizer; code shows references as written, except in its info string.
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
      // Stryker disable next-line ArrayDeclaration: an <img> needs no ancestor, and a made-up one
      // is not on the allow-list, so it counts for nothing
      for (const { message } of elementProblems(h("img", { src }), [])) {
        problems.push({ line, message });
      }
    }
    // gatsby-remark-prismjs writes the language, the info string's first word, into the page's
    // markup; the words after it are ignored, as GitHub ignores them (shippedHtml.ts warns). Only
    // a code block has a language (null when it has none): one that is not a language's name.
    if (node.lang?.match(LANGUAGE_NAME) === null) {
      problems.push({
        line,
        message: `the first word after \`\`\` names the code block's language, such as js, python or c++ (letters, digits and + # . _ -), got ${JSON.stringify(node.lang)}`,
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
  // All the raw HTML of the file, judged where it lands: an end tag that closes nothing of its
  // own, an element left open (the HTML check of the shipped page does the same, without lines).
  if (!raw.garbled) {
    problems.push(...landingProblems(raw.text).map(({ line, message }) => ({ line, message })));
  }
  return { problems: problems.sort((a, b) => a.line - b.line), images };
}

// What nests in Markdown: quotes, lists, links and images, emphasis and strike-through, notes.
const NESTING =
  /^(blockquote|list|link|linkReference|image|imageReference|emphasis|strong|delete|footnote)$/;

/**
 * The first node nested deeper than MAX_NESTING, read without recursion: what the source scan
 * cannot count (emphasis in emphasis) must not overflow the recursive passes after it either.
 */
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
    // Only a code block has words after its language (meta), and only when it has a language.
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
