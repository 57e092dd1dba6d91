// Markdown in content/ may not carry anything that runs code, embeds another page, sends a form or
// restyles the site. The build refuses such content, naming the file and line (docs/security.md
// says why it refuses rather than strips).
//
// The Markdown is parsed exactly as gatsby-transformer-remark parses it, so raw HTML is found where
// Gatsby would copy it into the page and the feed, and not inside code blocks. Each piece of raw
// HTML is read by parse5's tokenizer, the HTML standard's own rules, against an allow-list: what is
// not listed is refused. A piece that ends inside a tag or comment is refused too, since it would
// join the Markdown after it into one tag (`<div` + text `onclick=...>`).
import remark from "remark";
import remarkGfm from "remark-gfm";
import remarkFootnotes from "remark-footnotes";
import { Tokenizer, type Token, type TokenHandler } from "parse5";

/** Raw HTML the coach may use: GitHub's allow-list for rendered Markdown, without form controls. */
export const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set(
  (
    "a abbr b bdi bdo blockquote br caption cite code dd del details dfn div dl dt em figcaption " +
    "figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q rp rt ruby s samp small span " +
    "strike strong sub summary sup table tbody td tfoot th thead time tr tt ul var wbr"
  ).split(" "),
);

/** Attributes allowed on those elements; no event handlers, no `style`, no `srcdoc`. */
export const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set(
  (
    "abbr align alt aria-describedby aria-hidden aria-label aria-labelledby border cite class " +
    "colspan datetime dir headers height href hreflang id lang open rel reversed rowspan scope " +
    "span src start summary title type valign value width"
  ).split(" "),
);

/** Attributes holding a URL: they may only point to the web, an address or this site. */
const URL_ATTRIBUTES = new Set(["href", "src", "cite"]);
const SAFE_PROTOCOLS = new Set(["https:", "mailto:", "tel:"]);

/**
 * True for a path on this site or an https:, mailto: or tel: URL. Resolved by the WHATWG URL parser,
 * as a browser resolves it, so "java\tscript:" or " javascript:" are seen for what they are.
 */
export function isSafeUrl(value: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(value, "https://relative.invalid/").protocol);
  } catch {
    return false;
  }
}

export interface UnsafeContent {
  /** Line in the Markdown text that was checked (1-based). */
  line: number;
  message: string;
}

const urlProblem = (what: string, value: string): string =>
  `${what} ${JSON.stringify(value)} is not allowed: use https://, mailto:, tel: or a path on this site`;

/** Problems in one piece of raw HTML; lines count from the piece's first line. */
function rawHtmlProblems(html: string): UnsafeContent[] {
  const problems: UnsafeContent[] = [];
  const ignore = (): void => undefined;
  const handler: TokenHandler = {
    onStartTag(token: Token.TagToken) {
      const line = token.location?.startLine ?? 1;
      const tag = `<${token.tagName}>`;
      if (!ALLOWED_ELEMENTS.has(token.tagName)) {
        problems.push({ line, message: `${tag} is not allowed in content` });
        return;
      }
      for (const { name, value } of token.attrs) {
        const at = token.location?.attrs?.[name]?.startLine ?? line;
        if (!ALLOWED_ATTRIBUTES.has(name)) {
          problems.push({ line: at, message: `the ${name} attribute on ${tag} is not allowed` });
        } else if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) {
          problems.push({ line: at, message: urlProblem(`${name} on ${tag}`, value) });
        }
      }
    },
    // Reported where the piece starts: the end of the file is where parse5 notices.
    onParseError(error) {
      if (error.code.startsWith("eof-")) {
        problems.push({
          line: 1,
          message: "HTML that is not finished (a tag without its > or a comment without -->)",
        });
      }
    },
    onEndTag: ignore,
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
  children?: MarkdownNode[];
  position?: { start: { line: number } };
}

// The parser gatsby-transformer-remark 6 sets up (extend-node-type.js): remark 13 with GitHub
// Flavored Markdown and footnotes with inline notes, no other syntax plugins in gatsby-config.ts.
const parser = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });

/** Everything in a Markdown body that could run code or leave the allow-list, by line. */
export function findUnsafeMarkdown(markdown: string): UnsafeContent[] {
  const problems: UnsafeContent[] = [];
  const visit = (node: MarkdownNode): void => {
    const line = node.position?.start.line ?? 1;
    if (node.type === "html" && node.value !== undefined) {
      for (const problem of rawHtmlProblems(node.value)) {
        problems.push({ line: line + problem.line - 1, message: problem.message });
      }
    }
    if (node.url !== undefined && !isSafeUrl(node.url)) {
      problems.push({
        line,
        message: urlProblem(node.type === "image" ? "image" : "link", node.url),
      });
    }
    node.children?.forEach(visit);
  };
  visit(parser.parse(markdown) as MarkdownNode);
  return problems.sort((a, b) => a.line - b.line);
}
