// Markdown in content/ may not carry anything that runs code, embeds another page, sends a form or
// restyles the site. The build refuses such content, naming the file and line (docs/security.md
// says why it refuses rather than strips).
//
// The Markdown is parsed exactly as gatsby-transformer-remark parses it, so raw HTML is found where
// Gatsby would copy it into the page and the feed, and not inside code blocks. Each piece of raw
// HTML is read by parse5's tokenizer, the HTML standard's own rules, against an allow-list: what is
// not listed is refused. A piece that ends inside a tag or comment is refused too, since it would
// join the Markdown after it into one tag (`<div` + text `onclick=...>`).
// Markdown in content/ may not carry anything that runs code, embeds another page, sends a form or
// restyles the site. Two checks keep that promise (docs/security.md says why they refuse rather than
// strip):
// - this one reads the Markdown source before anything is built, so a mistake is named with its
//   line: raw HTML (each piece read by parse5's tokenizer, the HTML standard's own rules) against
//   the allow-list in htmlAllowList.ts, links and images, code blocks' language names;
// - shippedHtml.ts then judges the HTML the build actually publishes against the same allow-list.
//   That one is the wall: pieces that pass here one by one can still join into something else.
import remark from "remark";
import remarkGfm from "remark-gfm";
import remarkFootnotes from "remark-footnotes";
import { Tokenizer, type Token, type TokenHandler } from "parse5";
import { h } from "hastscript";
import {
  CONTENT_SCHEMA,
  LANGUAGE_NAME,
  elementProblems,
  isSafeLink,
  linkProblem,
} from "./htmlAllowList";

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
const unfinished = "HTML that is not finished (a tag without its > or a comment without -->)";

/**
 * Problems in one piece of raw HTML; lines count from the piece's first line. `opened`: tags opened
 * in the file so far (inline HTML comes in pieces: `<object>` and `</object>` are two).
 */
function rawHtmlProblems(
  html: string,
  opened: Set<string>,
  images: ImageReference[],
): UnsafeContent[] {
  const problems: UnsafeContent[] = [];
  const ignore = (): void => undefined;
  const handler: TokenHandler = {
    onStartTag(token: Token.TagToken) {
      opened.add(token.tagName);
      // Stryker disable next-line OptionalChaining: the tokenizer runs with sourceCodeLocationInfo, so every token has its location
      const line = token.location?.startLine ?? 1;
      const src = token.tagName === "img" && token.attrs.find(({ name }) => name === "src");
      if (src) images.push({ line, src: src.value });
      const element = h(
        token.tagName,
        Object.fromEntries(token.attrs.map(({ name, value }) => [name, value])),
      );
      // A piece is read alone: the ancestors an element needs (a table for <td>) count as there.
      // Stryker disable next-line OptionalChaining,MethodExpression,ArrayDeclaration: the schema has ancestor lists, of one entry each; a made-up ancestor is not on the allow-list, so it counts for nothing
      const ancestors = CONTENT_SCHEMA.ancestors?.[token.tagName]?.slice(0, 1) ?? [];
      for (const { message, clues } of elementProblems(element, ancestors)) {
        const attribute = token.attrs.find(({ name }) => clues.includes(`${name}=`));
        // Stryker disable next-line OptionalChaining: the tokenizer runs with sourceCodeLocationInfo, so every token has its location and of each of its attributes
        const at = attribute && token.location?.attrs?.[attribute.name]?.startLine;
        problems.push({ line: at ?? line, message });
      }
    },
    onEndTag(token: Token.TagToken) {
      // One that closes what the page itself opened (</main>): its start tag is reported otherwise.
      if (!ALLOWED_ELEMENTS.has(token.tagName) && !opened.has(token.tagName)) {
        // Stryker disable next-line OptionalChaining: the tokenizer runs with sourceCodeLocationInfo, so every token has its location
        const line = token.location?.startLine ?? 1;
        problems.push({ line, message: `</${token.tagName}> is not allowed in content` });
      }
    },
    // Any parse error refuses the piece: a bogus comment (`<?`, `<!x`, `<![CDATA[`) or a tag left
    // open runs on, in the page, into whatever Markdown follows it.
    // An unfinished piece is reported where it starts: the end is where parse5 notices.
    onParseError(error) {
      if (error.code.startsWith("eof-")) problems.push({ line: 1, message: unfinished });
      else {
        const message = `HTML that is not well-formed (${error.code.replace(/-/g, " ")})`;
        problems.push({ line: error.startLine, message });
      }
    },
    onComment: ignore,
    onDoctype: ignore,
    onEof: ignore,
    onCharacter: ignore,
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
  lang?: string | null;
  meta?: string | null;
  children?: MarkdownNode[];
  position?: { start: { line: number } };
}

// The parser gatsby-transformer-remark 6 sets up (extend-node-type.js): remark 13 with GitHub
// Flavored Markdown and footnotes with inline notes, no other syntax plugins in gatsby-config.ts.
const parser = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });

/** Everything in a Markdown body that could run code or leave the allow-list, by line. */
export const findUnsafeMarkdown = (markdown: string): UnsafeContent[] =>
  inspectMarkdown(markdown).problems;

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
  const opened = new Set<string>();
  const visit = (node: MarkdownNode): void => {
    // Stryker disable next-line OptionalChaining: the parser gives every node its position
    const line = node.position?.start.line ?? 1;
    if (node.type === "html" && node.value !== undefined) {
      const found: ImageReference[] = [];
      for (const problem of rawHtmlProblems(node.value, opened, found)) {
        problems.push({ line: line + problem.line - 1, message: problem.message });
      }
      images.push(...found.map((image) => ({ ...image, line: line + image.line - 1 })));
    }
    if (
      (node.type === "link" || node.type === "definition") &&
      node.url !== undefined &&
      !isSafeLink(node.url)
    ) {
      problems.push({ line, message: linkProblem("link", node.url) });
    }
    if (node.type === "image" && node.url !== undefined) {
      images.push({ line, src: node.url });
      const element = h("img", { src: node.url, alt: "" });
      for (const { message } of elementProblems(element, [])) problems.push({ line, message });
    }
    // gatsby-remark-prismjs writes the info string into the page's markup as it is.
    if (node.type === "code" && node.lang) {
      const info = [node.lang, node.meta].filter(Boolean).join(" ");
      if (!LANGUAGE_NAME.test(info)) {
        problems.push({
          line,
          message: `a code block's info string must be a language name such as js, python or c++ (letters, digits, +, - and #), got ${JSON.stringify(info)}`,
        });
      }
    }
    node.children?.forEach(visit);
  };
  visit(parser.parse(markdown) as MarkdownNode);
  return { problems: problems.sort((a, b) => a.line - b.line), images };
}
