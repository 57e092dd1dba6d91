/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The sending services render the e-mail as a template before they send it (Kit: Liquid,
// Buttondown: Django's language, Mailchimp: merge tags). Through their real engines, each issue's
// e-mail comes out exactly as it went in, and a reader sees what the coach wrote: text, link
// addresses and titles alike. In node: juice's cheerio is published for browsers as ES modules.
import { JSDOM } from "jsdom";
import { emailHtml, READ_ON_THE_SITE, type EmailContext } from "../src/node/feed/emailHtml";
import { byEngines, mailchimp, unrendered } from "./support/templateEngines";

const context: EmailContext = {
  siteUrl: "https://owner.github.io",
  pathPrefix: "/site",
  pageUrl: "https://owner.github.io/site/newsletter/templates/",
  campaign: "templates",
};

const link = (href: string, title: string, text: string) =>
  `<a href="${href.replace(/&/g, "&amp;")}" title="${title.replace(/"/g, "&quot;")}">${text}</a>`;

// Issue HTML as MarkdownRemark hands it on: a coach's tutorials and an attacker's tries.
const CASES: [string, string][] = [
  [
    "a Liquid tutorial",
    '<p>Greet with <code>{{ subscriber.first_name | default: "friend" }}</code>, loop with ' +
      "<code>{% for tag in tags %}</code>…<code>{% endfor %}</code>, show tags as written with " +
      "<code>{%- raw -%}</code>, and comment with {# a note #}.</p>",
  ],
  ["a tag that hides the rest", "<p>{% if false %}</p><p>The whole issue.</p><p>{% endif %}</p>"],
  ["an unclosed comment tag", "<p>Start a comment with {% comment %} and the rest is gone.</p>"],
  [
    "a merge-tag how-to",
    "<p>Write *|FNAME|* for the first name, *|IF:FNAME|*Hi *|FNAME|**|ELSE:|*Hi*|END:IF|* " +
      `for a fallback, and *|UNSUB|* for the footer. ${link("https://mailchimp.com/help/", "The *|FNAME|* tag", "Mailchimp's list")}</p>`,
  ],
  [
    "a subscriber's address in a link",
    `<p>${link("https://collect.example/?e=*|EMAIL|*&l={{ subscriber.email }}&u=*%7CEMAIL%7C*", "Win {{ subscriber.email }}", "a prize")}</p>`,
  ],
  ["Handlebars in a comment", "<p>Before.</p><!-- {{#each items}} --><p>After.</p>"],
  [
    "Liquid writing the comment's end before an image",
    '<p>Before.</p><!-- {{ "--" | append: ">" }}<img src=x onerror=alert(1)> --><p>After.</p>',
  ],
  ["a merge tag hiding the rest from a comment", "<!-- *|IF:NOPE|* --><p>The whole issue.</p>"],
  ["ERB", "<p>ERB prints with &lt;%= user.name %&gt; and runs &lt;% code %&gt;.</p>"],
  [
    "Handlebars in a code block and in a link title",
    '<div class="gatsby-highlight" data-language="handlebars"><pre class="language-handlebars"><code class="language-handlebars">' +
      '<span class="token punctuation">{{</span>#each items<span class="token punctuation">}}</span>\n' +
      '  &lt;li&gt;<span class="token punctuation">{{{</span>this<span class="token punctuation">}}}</span>&lt;/li&gt;\n' +
      '<span class="token punctuation">{{</span>/each<span class="token punctuation">}}</span></code></pre></div>' +
      `<p>${link("https://handlebarsjs.com/guide/", "{{#if author}}{{author}}{{/if}}", "The guide")}</p>`,
  ],
];

/** What a reader of the page or the e-mail is shown: its text, links and images. */
function shown(html: string) {
  const { body } = new JSDOM(html).window.document;
  return {
    text: (body.textContent ?? "").replace(/\s+/g, " ").trim(),
    links: [...body.querySelectorAll("a")].map((a) => [a.getAttribute("href"), a.title]),
    images: body.querySelectorAll("img").length,
  };
}

describe.each(CASES)("%s", (_, html) => {
  const email = emailHtml(html, context);

  it("comes out of every engine exactly as it went in: nothing to evaluate", () => {
    expect(byEngines(email)).toEqual(unrendered(email));
  });

  it("shows the reader what the coach wrote, in text, link addresses and titles", () => {
    const page = shown(html);
    expect(shown(email)).toEqual({
      text: `${page.text}${READ_ON_THE_SITE}`,
      links: [...page.links, [expect.stringContaining(context.pageUrl), ""]],
      images: page.images,
    });
  });

  it("holds no comment", () => {
    expect(email).not.toContain("<!--");
  });
});

it("gives each engine something to evaluate in the issues as written (the test can fail)", () => {
  const changed = Object.keys(unrendered("")).filter((engine) =>
    CASES.some(([, html]) => byEngines(html)[engine] !== html),
  );
  expect(changed).toEqual(Object.keys(unrendered("")));
});

it("substitutes Mailchimp's merge tags as Mailchimp does, in text and in a link's encoding", () => {
  expect(
    mailchimp(
      "Hi *|FNAME|*, *|IF:FNAME|*known*|ELSE:|*new*|END:IF|* *|IFNOT:NOPE|*shown*|END:IF|*" +
        ' *|IF:FNAME=Sam|*Sam*|END:IF|*<a href="https://x.example/?e=*%7CEMAIL%7C*">',
    ),
  ).toBe('Hi Sam, known shown Sam<a href="https://x.example/?e=sam@example.com">');
});

it("keeps a code block's lines and its Handlebars as written", () => {
  const [, html] = CASES.at(-1) ?? ["", ""];
  const { body } = new JSDOM(emailHtml(html, context)).window.document;
  expect(body.querySelector("pre")?.textContent?.split("\n")).toEqual([
    "{{#each items}}",
    "  <li>{{{this}}}</li>",
    "{{/each}}",
  ]);
});
