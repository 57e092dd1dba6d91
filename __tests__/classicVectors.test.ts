/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// Classic vectors (the OWASP cheat sheet's, and the mutation and namespace-confusion cases from
// DOMPurify's issue tracker) written as content: each is refused by the content check of the
// Markdown, and, read as the HTML a file would publish, is either refused by the allow-list or
// publishes nothing that runs, loads, submits, restyles or switches the parser's namespace.
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { inspectMarkdown } from "../src/node/htmlSafety/markdownSafety";

type Node = DefaultTreeAdapterMap["node"];

const VECTORS = [
  '<img src=x onerror="alert(1)">',
  "<image src=x onerror=alert(1)>",
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>',
  '<noembed><p title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  "<svg><style><img src=x onerror=alert(1)></style></svg>",
  "<table><td><style><img src=x onerror=alert(1)>",
  "<select><template><style><img src=x onerror=alert(1)></style></template></select>",
  "<template><img src=x onerror=alert(1)></template>",
  "<![CDATA[><img src=x onerror=alert(1)>]]>",
  "<!--><img src=x onerror=alert(1)>-->",
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="/\\evil.example/">x</a>',
  "<details open ontoggle=alert(1)>x</details>",
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<input autofocus onfocus="alert(1)">',
  '<button formaction="javascript:alert(1)">x</button>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<img name="getElementById" src="/a.png" alt="">',
  '<form id="___gatsby"><input name="x"></form>',
  "<plaintext><img src=x onerror=alert(1)>",
  "<body onload=alert(1)>",
  "<html><head><title>x</title></head></html>",
  "<frameset onload=alert(1)>",
  '<a href="https://example.com"><a href="https://evil.example/">nested</a></a>',
  "</div></div></main><h1>Outside</h1>",
];

/** What would act in the page: an element or attribute that runs, loads, submits or restyles. */
function harmful(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node): void => {
    if ("tagName" in node) {
      if (
        /^(script|style|iframe|object|embed|form|input|button|base|meta|link|svg|math|template|noscript|xmp|noembed|plaintext|frameset|body|html)$/.test(
          node.tagName,
        )
      ) {
        found.push(`<${node.tagName}>`);
      }
      for (const { name, value } of node.attrs) {
        if (/^on|^style$|^formaction$|^name$/.test(name))
          found.push(`${name} on <${node.tagName}>`);
        const url = /^(href|src|srcset|cite|action)$/.test(name) ? value : "";
        if (/^[\0-\x20]*(javascript|data|vbscript):/i.test(url.replace(/[\t\n\r]/g, ""))) {
          found.push(`${name}=${value}`);
        }
      }
    }
    if ("childNodes" in node) node.childNodes.forEach(visit);
    if ("content" in node) visit(node.content);
  };
  const div = parseFragment("<div></div>").childNodes[0] as DefaultTreeAdapterMap["element"];
  visit(parseFragment(div, html, {}));
  return found;
}

// Read by the HTML standard (and so by Markdown) as text or a comment, these are inert: the check
// lets them through, and the allow-list below judges them as HTML all the same.
const INERT = [
  // A tag without its ">" is no tag: Markdown shows the text.
  "<img src=x onerror=alert(1)//",
  // "<!--!>" does not close a comment (only "-->" and "--!>" do): all of it is one comment.
  "<!--!><img src=x onerror=alert(1)>-->",
];

it.each(INERT)("lets %s through the content check as the text or comment it is", (vector) => {
  expect(inspectMarkdown(`Intro.\n\n${vector}\n`).problems).toEqual([]);
});

it.each(VECTORS)("refuses %s in the content check, on the lines it is written on", (vector) => {
  const { problems } = inspectMarkdown(`Intro.\n\n${vector}\n`);
  const lines = [3, 3 + (vector.match(/\n/g)?.length ?? 0)];
  expect(problems.length).toBeGreaterThan(0);
  for (const { line } of problems) {
    expect(line).toBeGreaterThanOrEqual(lines[0] ?? 3);
    expect(line).toBeLessThanOrEqual(lines[1] ?? 3);
  }
});

it.each([...VECTORS, ...INERT])(
  "refuses %s as published HTML, or publishes it harmless",
  (vector) => {
    const { problems, html } = inspectMarkdown(`Intro.\n\n${vector}\n`);
    expect(problems.length > 0 ? [] : harmful(html)).toEqual([]);
  },
);
