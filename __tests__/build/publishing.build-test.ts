/**
 * The promises to the coach, proven on real `gatsby build` and `gatsby develop` runs of temporary
 * copies of the project (clean checkouts: no .cache, no public/):
 *
 * - a bad siteMetadata value (an email without @, a booking URL with a space and line break around
 *   it, a siteUrl with a path) and bad settings (a plain-http analytics host, the retired
 *   GATSBY_POSTHOG_PERSISTENCE, a LAZY_START that is neither on nor off) stop `gatsby build` and
 *   `gatsby develop` (which must exit, not hang) with the project's own message naming every bad
 *   key;
 * - with LAZY_START off, the pages start as Gatsby starts them (the publishing build below);
 * - bad content stops the build before anything is built, naming each file (and line): Markdown
 *   that could run code (script, event handler, javascript: link, iframe), two files for one
 *   address (.md and .MD), a file name that is no clean address (.markdown), missing fields in a
 *   .Markdown file, a .YML file the site does not read, a text file saved as .jpg, an offer without
 *   its intro-call line, a testimonial profile link that is not https://, an issue naming a topic
 *   content/topics.yaml does not have and one naming a `related` issue that does not exist, a page
 *   at Pagefind's folder, an issue linking to a thank-you page, to a look-alike host, and wearing
 *   the page's and the e-mail's classes, a title holding a control character as a YAML escape
 *   ("\x0B"), a right-to-left override as a character reference, 10,000 nested quotes (each named
 *   with its file and line); run as the deploy runs it
 *   in GitHub Actions, the same build also prints each problem as an annotation on its file and
 *   line, and lists every placeholder still shipped (refused: the deploy would not publish);
 * - one successful build, run as the deploy runs it on a custom domain (configure-pages' origin
 *   https://coach.example and an empty base_path: no path prefix, as `npm start` builds too; the
 *   test build, npm run build:test, has one), placeholders allowed as for a demo, publishes its
 *   canonical links, og:url, sitemap, feed and robots.txt under https://coach.example/, shows
 *   visitors no text meant for the coach (no placeholder portrait), has no broken link,
 *   publishes an issue dated today (New York) and leaves out a draft and an issue dated tomorrow
 *   everywhere (page, archive, home page, feed, sitemap, topic pages); with no case study
 *   /case-study/ and the home page say so and offer a call; code in Markdown is shown, not run; a
 *   topic page lists only its published issues, a topic only a draft carries gets no page, and the
 *   issue shows its reading time, topics, Read next and (being featured) Start here;
 * - the same build's feed, read with a feed parser, carries an issue with an image, a link to
 *   another issue, a long code line and an outside link as an e-mail client needs it (absolute
 *   URLs, one JPEG that fits 600 px, code styled inline, links back tagged as e-mail, the social
 *   card as the item's image), while the issue's page keeps its responsive image and plain links;
 *   every item passes npm run check:email, keeps its images' max-width, wraps its code, carries its
 *   font inline and ends with the tagged link to its page and the call to book (not the issue whose
 *   front matter turns the call off); a tutorial on templates publishes as text; an issue about
 *   the services' templates (and template code in comments and link addresses) reads on the site
 *   and in the e-mail as written, and every item's e-mail and text field comes out of liquidjs,
 *   Nunjucks, Handlebars and Mailchimp's merge tags unchanged; each item,
 *   embedded in a plain <div> in Chromium, runs nothing, closes nothing outside it and fits
 *   375 px; the
 *   thank-you pages are built, noindex, and left out of the sitemap, the feed, site search and
 *   every page's links;
 * - an issue that got past the source check with a control character in its title, put into
 *   that build's real feed, stops the build's own strict reading of the feed (the step after the
 *   feed plugin's), naming the issue's file; the feed as built reads to the end with the same
 *   parser;
 * - in Chromium, a 9 KB link title's page runs no pattern over the content on load or at
 *   hydration, and the content changes nothing outside it.
 *
 * The failing runs stop within seconds; the four go side by side, so the whole file costs about one
 * full build. (A rebuild stopped mid-way is Gatsby's to break: npm run check:gatsby tries it once
 * per Gatsby version, checks/gatsbyRebuild.ts.) `npm run test:build`.
 */
import { spawnSync } from "node:child_process";
import { JSDOM } from "jsdom";
import Parser from "rss-parser";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { BUILD_DATE, SiteCopy, type Run } from "../../testing/siteCopy";
import { serveSite } from "../../testing/serve";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../testing/chromium";
import { issueFile as issue, LINK_TITLE_PIECE, linkTitleIssue } from "../../testing/issueFile";
import { feedItems, overflowing, showEmail } from "../../testing/emailPreview";
import { waitForHydration } from "../../testing/hydration";
import { parsePage } from "../../src/node/builtSite";
import { GATSBY_PUBLIC_FOLDERS } from "../../src/node/gatsbyOutput";
import { contentBodies } from "../../src/node/builtPages/contentPlacement";
import { dateIn, PUBLICATION_TIME_ZONE } from "../../src/publication";
import { RESERVED_TOP_LEVEL_SLUGS } from "../../src/routes";
import { byEngines, unrendered } from "../support/templateEngines";
import { checkFeed, feedXmlProblem } from "../../src/node/feed/wellFormedFeed";
import { EVERY_LANGUAGE_CODE, everyLanguage, everyLanguageIssue } from "./fixtures/everyLanguage";

const BUILD_SECONDS = 480;

/** Every HTML page below `dir`, as paths relative to it. */
const htmlPages = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
/**
 * Once the page has rendered two frames: what its last act scheduled (a timer of 0, a refresh, a
 * focus move in an effect) has had its turn. A barrier on the page's own steps, not a sleep.
 */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
const DEVELOP_SECONDS = 240;
const DEVELOP_PORT = process.env.BUILD_TEST_DEVELOP_PORT ?? "8010";

const DAY = 24 * 60 * 60 * 1000;
const today = dateIn(PUBLICATION_TIME_ZONE, BUILD_DATE);
const tomorrow = dateIn(PUBLICATION_TIME_ZONE, new Date(BUILD_DATE.getTime() + DAY));

/** siteMetadata with four bad values, as a coach might type them. */
function breakSiteMetadata(site: SiteCopy): void {
  site.edit("gatsby-config.ts", (text) =>
    text
      .replace('email: "hello@craftwise.example.com"', 'email: "hello at example"')
      .replace(
        'bookingUrl: "https://cal.example.com/craftwise/intro-call"',
        'bookingUrl: " https://cal.example.com/craftwise/intro-call\\n"',
      )
      .replace(
        'siteUrl: "https://craftwise.example.com"',
        'siteUrl: "https://owner.github.io/coaching-site/"',
      )
      // Another service chosen, its form address left as Buttondown's.
      .replace('service: "buttondown"', 'service: "kit"'),
  );
}

const INJECTED = [
  "---",
  'title: "Injected"',
  'date: "2026-01-05"',
  'summary: "Tries to run code."',
  "---",
  "",
  "An ordinary paragraph.",
  "",
  '<script>document.title = "owned"</script>',
  "",
  '<img src="../images/coach-portrait.jpg" alt="" onerror="alert(1)">',
  "",
  "[Click me](javascript:alert(1))",
  "",
  '<iframe src="https://example.com"></iframe>',
  "",
].join("\n");

// The two ways past the old check of raw-HTML pieces, one at a time: a bogus comment that, joined
// to the next piece in the page, turns a title attribute into a meta refresh; and a code fence's
// info string, which the highlighter writes into the markup as it is.
const BOGUS_COMMENT = issue(
  "Bogus Comment",
  "2026-01-08",
  "",
  "<div><?\n\n<div title=\"><meta http-equiv=refresh content='0;url=https://evil.example/'>\">x</div>",
);
const INFO_STRINGS = issue(
  "Info Strings",
  "2026-01-09",
  "",
  [
    '```x"><meta/http-equiv="refresh"/content="0;url=https://evil.example/">',
    "code",
    "```",
    "",
    '```x"&#32;style="position:fixed;inset:0;z-index:99999;background:red',
    "code",
    "```",
    "",
    "![A chart](https://example.com/chart.png)",
  ].join("\n"),
);

// Content that acts on the page around it (issue 39): end tags that close the article, main and
// the layout; an element left open that swallows the rest of the page; a title with markup for
// the feed; a link that takes the first Tab stop and a shortcut key.
const AROUND_THE_CONTENT: Record<string, string> = {
  "stray-end-tags": issue(
    "Stray End Tags",
    "2026-01-10",
    "",
    "</div></div></div></div>\n<h1>Outside the article?</h1>",
  ),
  "left-open": issue("Left Open", "2026-01-11", "", "Intro.\n\n<div><table><tr><td>\n\nThe rest."),
  "title-markup": issue("<img src=x onerror=alert(1)><b>Bold</b>", "2026-01-12"),
  "tab-stop": issue(
    "Tab Stop",
    "2026-01-13",
    "",
    '<a href="https://evil.example/login" tabindex="1" accesskey="h">Skip to content</a>',
  ),
};

// Links that go elsewhere than they read (issue 44): a path the browser reads as another host, an
// invisible override that turns the link's text round, an end tag <br> does not take, and an
// element that would take in the rest of the page as text.
const SPOOFS = issue(
  "Spoofs",
  "2026-01-18",
  "",
  [
    "[Pricing](/\\evil.example/pricing)",
    "",
    '<a href="\\\\evil.example/">Home</a>',
    "",
    '<a href="/&#9;/evil.example/">Home</a>',
    "",
    "[Docs](//evil.example/docs)",
    "",
    "[craftwise.example\u202e](https://evil.example/)",
    "",
    "One line<br></br>two",
    "",
    "The <plaintext> element shows text.",
  ].join("\n"),
);

// Issue 51: a link that would count a booked call, a look-alike host, the page's and the e-mail's
// own classes on a code token; and a page at Pagefind's folder.
const ROUTES_AND_HOSTS = issue(
  "Routes and Hosts",
  "2026-01-11",
  "",
  [
    "[Book a call](/call-booked/)",
    "",
    "[Sign in](https://\u0430pple.com/login)",
    "",
    '<span class="token css-x"><a href="https://example.com/">Menu</a></span>',
    "",
    '<span class="token email-button"><a href="https://example.com/">Book now</a></span>',
  ].join("\n"),
);

function breakContent(site: SiteCopy): void {
  site.write("content/newsletter/routes-and-hosts.md", ROUTES_AND_HOSTS);
  site.write(
    "content/pages/pagefind.md",
    '---\ntitle: "Search"\ndescription: "Find an issue."\nupdated: "2026-01-05"\n---\n\nText.\n',
  );
  site.write("content/newsletter/spoofs.md", SPOOFS);
  for (const [name, text] of Object.entries(AROUND_THE_CONTENT)) {
    site.write(`content/newsletter/${name}.md`, text);
  }
  site.write("content/newsletter/injected.md", INJECTED);
  site.write("content/newsletter/bogus-comment.md", BOGUS_COMMENT);
  site.write("content/newsletter/info-strings.md", INFO_STRINGS);
  site.write(
    "content/newsletter/tdd-with-ai-agents.MD",
    site.read("content/newsletter/tdd-with-ai-agents.md"),
  );
  site.write("content/newsletter/Bad Name.markdown", issue("Bad Name", "2026-01-06"));
  site.write("content/newsletter/missing-fields.Markdown", '---\ntitle: "Half"\n---\n\nText.\n');
  site.write("content/testimonials.YML", site.read("content/testimonials.yaml"));
  site.write("content/images/notes.jpg", "These are notes, not a picture.\n");
  site.edit("content/offer.yaml", (text) => text.replace(/^introCall: .*\n/m, ""));
  // A topic content/topics.yaml does not have (its slug is legacy-code), on line 6.
  site.edit("content/newsletter/refactoring-legacy-code-in-small-steps.md", (text) =>
    text.replace("topics:\n  - legacy-code\n", "topics:\n  - legacy\n"),
  );
  // A related issue that does not exist, on line 6.
  site.edit("content/newsletter/small-batches-continuous-delivery.md", (text) =>
    text.replace(/^(summary: .*\n)/m, "$1related:\n  - no-such-issue\n"),
  );
  site.edit("content/testimonials.yaml", (text) =>
    text.replace(
      '  company: "Tidewater Analytics"\n',
      '  company: "Tidewater Analytics"\n  profileUrl: "http://example.com/marcus"\n',
    ),
  );
  // What would break the feed or the build, written as escapes and references (issue 51).
  site.write("content/newsletter/control-title.md", issue("Tab\\x0Bbed", "2026-01-07"));
  site.write(
    "content/newsletter/references.md",
    issue("References", "2026-01-08", "", "Text &#x202E;reversed and &#11; a control."),
  );
  site.write(
    "content/newsletter/deep-quotes.md",
    issue("Deep", "2026-01-08", "", ">".repeat(10_000)),
  );
}

// An issue as a coach writes it: a content image, a link to another issue, a code block with a
// line far wider than an e-mail, and a link to another site.
const LONG_LINE = `const note = "${"a line that runs well past the 600 pixels of an e-mail, ".repeat(3).trim()}";`;
const EMAIL_PROBE = issue(
  "E-mail Probe",
  "2026-01-10",
  "",
  [
    "![A team at a whiteboard](../images/case-study-payments-platform-tdd.jpg)",
    "",
    "Start with [the issue out today](../out-today/), then [an outside page](https://example.com/reading?ref=coach).",
    "",
    "```js",
    LONG_LINE,
    "const next = 2;",
    "```",
  ].join("\n"),
);

// What a coach writes about templates (issue 44: juice once read {{…}} and <%…%> as template code
// and wrote it back after parsing): a link title with markup and juice's own marker text, titles
// that open {{ or <% with text closing them later, a Handlebars and ERB tutorial in prose. And an
// issue whose e-mail ends without the call to action.
const TEMPLATE_TUTORIAL = issue(
  "Template Tutorial",
  "2026-01-15",
  "",
  [
    'Here is [a link](https://example.com/a "{{<img src=x onerror=alert(1)>}} JUICE_CODE_BLOCK_0_") and JUICE_CODE_BLOCK_0_ in prose.',
    "",
    'Then [one](https://example.com/b "x {{") with }} later, and [two](https://example.com/c "y <%") with %> later.',
    "",
    "![ onerror=alert(1) x=](../images/case-study-payments-platform-tdd.jpg)",
    "",
    "- Handlebars loops with `{{#each items}}`: a loop opens with {{#each items",
    "",
    "> and closes with }}.",
    "",
    "ERB prints a value with <%= user.name %> and runs code with <% if admin? %>.",
    "",
    "<div>",
    "",
    "The end of the tutorial.",
    "",
    "</div>",
  ].join("\n"),
);
// An ordinary issue about the sending services' templates (issue 51), and an attacker's tries: a
// Liquid tutorial, a merge-tag how-to, Handlebars in a code block and a link title, tags that
// would hide the rest, a subscriber's address in link addresses, template code in comments.
const TEMPLATES_TITLE = "Templates: {{ name }}, *|FNAME|* and {% raw %}";
const TEMPLATES_HOW_TO = issue(
  TEMPLATES_TITLE,
  "2026-01-18",
  "",
  [
    'Kit prints a name with `{{ subscriber.first_name | default: "friend" }}` and picks a branch with {% if subscriber.tags contains "vip" %}…{% endif %}; {# a note #} is a comment.',
    "",
    "Mailchimp: `*|IF:FNAME|*Hi *|FNAME|*!*|ELSE:|*Hi!*|END:IF|*` greets, and \\*|UNSUB|\\* ends the footer.",
    "",
    "{% if false %}",
    "",
    "Everything after an unclosed {% comment %} still reads.",
    "",
    '[A prize](<https://collect.example/?e=*|EMAIL|*&l={{ subscriber.email }}> "The *|FNAME|* tag") and <a href="https://collect.example/?e=*|EMAIL|*&amp;l={{ subscriber.email }}" title="Win {{ subscriber.email }}">another</a>.',
    "",
    "<!-- {{#each items}} -->",
    "",
    '<!-- {{ "--" | append: ">" }}<img src=x onerror=alert(1)> -->',
    "",
    "<!-- *|IF:NOPE|* -->",
    "",
    "ERB runs <% if admin? %> and prints <%= user.name %>.",
    "",
    "```handlebars",
    "{{#each items}}",
    "  <li>{{{this}}}</li>",
    "{{/each}}",
    "```",
    "",
    '[The guide](https://handlebarsjs.com/guide/ "{{#if author}}{{author}}{{/if}}") ends here.',
  ].join("\n"),
);
const NO_CALL = issue("No Call", "2026-01-16", "hideEmailCallToAction: true\n", "A short note.");
// Markup written where the page shows text (issue 44): a link title, an image's alt, an abbr's and
// a reference's title holding "<pre" and what an attack would put after it. Each publishes as the
// text written; none becomes an element, in the page or in its search result.
const IMAGE = "../images/case-study-payments-platform-tdd.jpg";
const REFRESH_TITLE = "<pre><meta http-equiv=refresh content='0;url=https://evil.example/'>";
const OVERLAY_ALT =
  "A chart <pre><div style=position:fixed;inset:0;z-index:99999><a href=https://evil.example/>Sign in</a></div>";
const MARKUP_IN_ATTRIBUTES = issue(
  "Markup In Attributes",
  "2026-01-15",
  "topics:\n  - markup\n",
  [
    `A [pricing page](https://example.com/pricing "${REFRESH_TITLE}") and [another](https://example.com/ "<PRE tabindex=1 autofocus onfocus=alert(1)>").`,
    "",
    `![${OVERLAY_ALT}](${IMAGE} "&lt;pre&gt;<h1>Outside</h1><main>")`,
    "",
    '<abbr title="<pre><form action=https://evil.example/><input type=password autofocus>">PRE</abbr> and a [reference][r].',
    "",
    "[r]: https://example.com/ref \"<pre data-pagefind-meta='title:Account suspended, log in at evil.example'>\"",
    "",
    "```html",
    "<pre>code</pre>",
    "```",
  ].join("\n"),
);
// What a coach writing a tutorial writes: a headline and link titles that name elements, a scheme
// in capitals, ERB and Handlebars in a sentence and in a code block.
const TUTORIAL = issue(
  "Why the <pre> Element Keeps Spaces",
  "2026-01-16",
  "",
  [
    'The [pre element](https://developer.mozilla.org/docs/Web/HTML/Element/pre "the <pre> element keeps spaces") keeps spaces; the [style element](https://developer.mozilla.org/docs/Web/HTML/Element/style "the <style> element holds CSS") holds CSS. <abbr title="the <pre> element">PRE</abbr> blocks scroll.',
    "",
    `![The <pre> element in a page](${IMAGE})`,
    "",
    "Our [offer](HTTPS://CRAFTWISE.EXAMPLE.COM/offer/) is written in capitals.",
    "",
    'In ERB, write <%= link_to "Home", root_path %>; in Handlebars, {{#each items}}{{this}}{{/each}}.',
    "",
    "```erb",
    "<% @items.each do |item| %>",
    "  <li><%= item.name %></li>",
    "<% end %>",
    "```",
  ].join("\n"),
);
function publishingContent(site: SiteCopy): void {
  site.remove("content/newsletter");
  site.remove("content/case-studies");
  // No credentials or logos yet: the proof block left out altogether.
  site.edit("content/home.yaml", (text) => text.replace(/^proof:\n(?:(?: {2}.*)?\n)+/m, ""));
  const code = "Try this:\n\n```html\n<script>alert('shown, never run')</script>\n```";
  site.write(
    "content/topics.yaml",
    [
      "- name: Testing",
      "  slug: testing",
      "  description: Tests written first.",
      "- name: Held back",
      "  slug: held-back",
      "  description: Only a draft has it.",
      '- name: "Markup <img src=x onerror=alert(1)> & <b>bold</b>"',
      "  slug: markup",
      '  description: "Topics with <script>alert(1)</script> in them."',
      "",
    ].join("\n"),
  );
  site.write(
    "content/newsletter/out-today.md",
    issue("Out Today", today, "topics:\n  - testing\nfeatured: true\n", code),
  );
  site.write(
    "content/newsletter/a-draft.md",
    issue("A Draft", "2026-01-05", "draft: true\ntopics:\n  - held-back\n"),
  );
  site.write(
    "content/newsletter/tomorrow.md",
    issue("Out Tomorrow", tomorrow, "topics: [testing]\n"),
  );
  site.write("content/newsletter/email-probe.md", EMAIL_PROBE);
  site.write(
    "content/newsletter/every-allowed-element.md",
    readFileSync(`${__dirname}/fixtures/every-allowed-element.md`, "utf8"),
  );
  site.write("content/newsletter/every-language.md", everyLanguageIssue());
  site.write("content/newsletter/ordinary-writing.md", ORDINARY_WRITING);
  site.write("content/newsletter/template-tutorial.md", TEMPLATE_TUTORIAL);
  site.write("content/newsletter/no-call.md", NO_CALL);
  site.write("content/newsletter/templates-how-to.md", TEMPLATES_HOW_TO);
  site.write("content/newsletter/markup-in-attributes.md", MARKUP_IN_ATTRIBUTES);
  site.write("content/newsletter/tutorial-writing.md", TUTORIAL);
  site.write("content/newsletter/long-title.md", linkTitleIssue("Long Title", "2026-01-17", 9_000));
  site.write("content/newsletter/short-title.md", linkTitleIssue("Short Title", "2026-01-17", 21));
}

// What a coach writes as most documentation does: code fences with words after the language, a
// language Prism does not know, a type name in backticks, a list whose items close themselves.
const ORDINARY_WRITING = issue(
  "Ordinary Writing",
  "2026-01-14",
  "",
  [
    '```js title="app.js"',
    "const answer = 42;",
    "```",
    "",
    "```next.js",
    "export default function Page() {}",
    "```",
    "",
    "Return a `List<String>` and press `<Enter>`: see https://example.com/docs or www.example.com.",
    "",
    "<ul><li>one<li>two</ul>",
  ].join("\n"),
);

/** The deploy workflow's build step for a project site (.github/workflows/deploy.yml). */
const DEPLOY_ENV = {
  SITE_URL: "https://owner.github.io",
  PREFIX_PATHS: "true",
  PATH_PREFIX: "/site",
  REFUSE_PLACEHOLDERS: "true",
};

/**
 * The successful build's settings: the deploy's on a custom domain, where configure-pages gives an
 * empty base_path (no path prefix, as `npm start` builds; the test build has one, and every check
 * after it reads that one), placeholders allowed as for a demo.
 */
const PUBLISHED = "https://coach.example/";
const PUBLISHING_ENV = {
  ...DEPLOY_ENV,
  SITE_URL: "https://coach.example",
  PATH_PREFIX: "",
  ALLOW_PLACEHOLDERS: "true",
  GATSBY_POSTHOG_KEY: "phc_build_test_key",
  LAZY_START: "off",
};

/** Settings a coach might get wrong in the deploy workflow's variables. */
const BAD_SETTINGS_ENV = {
  GATSBY_POSTHOG_KEY: "phc_build_test_key",
  GATSBY_POSTHOG_HOST: "http://analytics.example.com",
  GATSBY_POSTHOG_PERSISTENCE: "localStorage",
  LAZY_START: "sometimes",
};

interface Scenario {
  site: SiteCopy;
  run: Run;
}

let badConfigBuild: Scenario;
let badConfigDevelop: Scenario;
let badContent: Scenario;
let publishing: Scenario;

async function scenario(
  name: string,
  prepare: (site: SiteCopy) => void,
  args: string[],
  seconds: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Scenario> {
  const site = new SiteCopy(name);
  prepare(site);
  return { site, run: await site.gatsby(args, seconds, env) };
}

beforeAll(
  async () => {
    // The long successful build starts first; the failing runs finish beside it.
    [publishing, badConfigBuild, badConfigDevelop, badContent] = await Promise.all([
      // With Gatsby's own start-up (the lazy start is built by the test build, npm run build:test).
      scenario("publishing", publishingContent, ["build"], BUILD_SECONDS, PUBLISHING_ENV),
      scenario("bad-config", breakSiteMetadata, ["build"], BUILD_SECONDS, BAD_SETTINGS_ENV),
      scenario(
        "bad-config-develop",
        breakSiteMetadata,
        ["develop", "--host", "127.0.0.1", "--port", DEVELOP_PORT],
        DEVELOP_SECONDS,
        BAD_SETTINGS_ENV,
      ),
      scenario("bad-content", breakContent, ["build"], BUILD_SECONDS, {
        ...DEPLOY_ENV,
        GITHUB_ACTIONS: "true",
      }),
    ]);
    const runs = { publishing, badConfigBuild, badConfigDevelop, badContent };
    console.log(
      Object.entries(runs)
        .map(([name, { run }]) => `${name}: exit ${run.code}${run.timedOut ? ", timed out" : ""}`)
        .join("\n"),
    );
  },
  (BUILD_SECONDS + 60) * 1000,
);

afterAll(() => {
  for (const scenario of [publishing, badConfigBuild, badConfigDevelop, badContent]) {
    scenario?.site.dispose();
  }
});

const SITE_METADATA_MESSAGES = [
  "4 problem(s) in siteMetadata",
  "siteMetadata.newsletter.formUrl must be Kit's form address from its embed code, like https://app.kit.com/forms/<form id>/subscriptions",
  'siteMetadata.email must be an email address like name@example.com, got "hello at example"',
  'siteMetadata.bookingUrl has spaces or line breaks around it: remove them (got " https://cal.example.com/craftwise/intro-call\\n")',
  "siteMetadata.siteUrl must be the site's address without a path, like https://owner.github.io",
  "gets it from PATH_PREFIX",
  "Analytics settings need fixing before the site can build",
  'GATSBY_POSTHOG_HOST must use https:// (plain http only for 127.0.0.1 or localhost), got "http://analytics.example.com"',
  "GATSBY_POSTHOG_PERSISTENCE is no longer used",
  'LAZY_START must be "on" or "off" (unset: on), got "sometimes"',
];

describe.each([
  ["gatsby build", () => badConfigBuild],
  ["gatsby develop", () => badConfigDevelop],
])("%s with bad siteMetadata and analytics settings on a clean checkout", (_command, get) => {
  it("exits with an error instead of hanging or building", () => {
    const { run, site } = get();
    expect(run.timedOut).toBe(false);
    expect(run.code).not.toBe(0);
    expect(existsSync(site.path("public/index.html"))).toBe(false);
  });

  it.each(SITE_METADATA_MESSAGES)("prints the project's own message: %s", (message) => {
    expect(get().run.output).toContain(message);
  });

  it("does not fail later with Gatsby's unrelated schema error", () => {
    expect(get().run.output).not.toContain("MarkdownRemark");
  });
});

describe("gatsby build with bad content", () => {
  it("stops before building anything", () => {
    expect(badContent.run.code).not.toBe(0);
    expect(existsSync(badContent.site.path("public/index.html"))).toBe(false);
    expect(badContent.run.output).not.toMatch(/ProbeError|GraphQL/);
  });

  it.each([
    "content/newsletter/injected.md:9: <script> is not allowed in content",
    "content/newsletter/injected.md:11: the onerror attribute on <img> is not allowed",
    'content/newsletter/injected.md:13: link "javascript:alert(1)" is not allowed',
    "content/newsletter/injected.md:15: <iframe> is not allowed in content",
    "content/newsletter/bogus-comment.md:7: <? starts nothing in HTML: to show it as text, put it in backticks",
    "content/newsletter/info-strings.md:7: the first word after ``` names the code block's language",
    "content/newsletter/info-strings.md:11: the first word after ``` names the code block's language",
    "content/newsletter/stray-end-tags.md:7: </div> closes nothing this file opened: remove it, or add the <div> it belongs to",
    "content/newsletter/left-open.md:9: <div> is never closed: add </div> where it ends",
    "content/newsletter/left-open.md:9: <table> is never closed: add </table> where it ends",
    "content/newsletter/title-markup.md:2: title has the HTML tag <img src=x onerror=alert(1)>: a title is plain text",
    "content/newsletter/tab-stop.md:7: the tabindex attribute on <a> is not allowed",
    "content/newsletter/tab-stop.md:7: the accesskey attribute on <a> is not allowed",
    'content/newsletter/info-strings.md:15: src on <img> "https://example.com/chart.png" is not allowed: images are served from this site only: put the image in content/images/',
    "content/newsletter/tdd-with-ai-agents.MD: file name gives the same page address (/newsletter/tdd-with-ai-agents/) as content/newsletter/tdd-with-ai-agents.md",
    "content/newsletter/tdd-with-ai-agents.md: file name gives the same page address (/newsletter/tdd-with-ai-agents/) as content/newsletter/tdd-with-ai-agents.MD",
    'content/newsletter/Bad Name.markdown: file name "Bad Name" becomes the page address /newsletter/Bad Name/',
    "content/newsletter/missing-fields.Markdown: date is missing",
    "content/newsletter/missing-fields.Markdown: summary is missing",
    "content/testimonials.YML: (whole file) is not a file the site reads",
    "content/images/notes.jpg: (whole file) is not an image",
    "content/offer.yaml: introCall is missing",
    "content/testimonials.yaml: [1].profileUrl must start with https:// (got http:)",
    'content/newsletter/refactoring-legacy-code-in-small-steps.md:6: topics[0] "legacy" is not a topic in content/topics.yaml',
    'content/newsletter/small-batches-continuous-delivery.md:6: related[0] "no-such-issue" is not an issue: there is no content/newsletter/no-such-issue.md',
    'content/newsletter/spoofs.md:7: link "/\\evil.example/pricing" is not allowed: browsers read "\\" in an address as "/", so it goes to another site, evil.example',
    'content/newsletter/spoofs.md:9: href on <a> "\\\\evil.example/" is not allowed: browsers read "\\" in an address as "/", so it goes to another site, evil.example',
    'content/newsletter/spoofs.md:11: href on <a> "/\\t/evil.example/" is not allowed: it has a tab, line break or other control character in it, which browsers drop, so it goes to another site, evil.example',
    'content/newsletter/spoofs.md:13: link "//evil.example/docs" is not allowed: it starts with "//", which makes what follows another site\'s address (evil.example)',
    "content/newsletter/spoofs.md:15: has an invisible right-to-left override character (U+202E)",
    "content/newsletter/spoofs.md:17: </br> is not needed: <br> takes no end tag, so write <br> alone",
    'content/pages/pagefind.md: file name "pagefind" is taken by the site\'s own pages (/pagefind/): choose another name',
    'content/newsletter/routes-and-hosts.md:7: link "/call-booked/" is not allowed: it leads to the thank-you page /call-booked/, and a visit there counts a booked call: each click would count one that did not happen',
    'content/newsletter/routes-and-hosts.md:9: link "https://\u0430pple.com/login" is not allowed: its host \u0430pple.com is really xn--pple-43d.com: "\u0430pple" is written with letters of another script that look like Latin ones',
    'content/newsletter/routes-and-hosts.md:11: the class attribute on <span> is kept for code highlighting (Prism\'s "token" and its token names): "css-x" is not one',
    'content/newsletter/routes-and-hosts.md:13: the class attribute on <span> is kept for code highlighting (Prism\'s "token" and its token names): "email-button" is not one',
    "content/newsletter/control-title.md:2: title has the invisible control character U+000B (written as a YAML escape), which XML forbids",
    "content/newsletter/control-title.md:4: summary has the invisible control character U+000B (written as a YAML escape)",
    "content/newsletter/references.md:7: has an invisible right-to-left override character (U+202E) (written as &#x202E;)",
    "content/newsletter/deep-quotes.md:7: quotes and lists nest more than 32 deep here",
    "content/newsletter/spoofs.md:19: <plaintext> is not allowed in content (the browser would show all that follows it as text, the page's own HTML included): to show it as text, put it in backticks (`<plaintext>`)",
  ])("names the file: %s", (message) => {
    expect(badContent.run.output).toContain(message);
  });
});

describe("the deploy's build in GitHub Actions with bad content and the shipped placeholders", () => {
  const output = () => badContent.run.output;

  // The line the bad content adds to content/testimonials.yaml: the one after Marcus's company.
  const profileLine =
    readFileSync(join(__dirname, "../../content/testimonials.yaml"), "utf8")
      .split("\n")
      .indexOf('  company: "Tidewater Analytics"') + 2;

  it.each([
    "::error file=content/newsletter/injected.md,line=9::<script> is not allowed in content",
    "::error file=content/newsletter/missing-fields.Markdown,line=2::date is missing",
    // A field's problem is marked on the field's own line.
    `::error file=content/testimonials.yaml,line=${profileLine}::[1].profileUrl must start with https:// (got http:)`,
    "::error file=content/images/notes.jpg,line=1::(whole file) is not an image",
    '::error file=content/newsletter/refactoring-legacy-code-in-small-steps.md,line=6::topics[0] "legacy" is not a topic',
  ])("marks each content problem on its file and line: %s", (annotation) => {
    expect(output()).toContain(annotation);
  });

  it("lists every placeholder with its file and line, as an annotation too, and refuses to publish", () => {
    expect(output()).toMatch(/\d+ placeholder\(s\) still to replace before launch/);
    expect(output()).toContain("so the site was not published");
    for (const key of [
      "gatsby-config.ts:\\d+: siteMetadata.siteUrl",
      "gatsby-config.ts:\\d+: siteMetadata.email",
      "content/home.yaml:\\d+: coach.portrait points to content/images/coach-portrait.jpg",
      "content/offer.yaml:\\d+: formats.items\\[2\\].price",
    ]) {
      expect(output()).toMatch(new RegExp(key));
    }
    expect(output()).toMatch(/::error file=content\/home\.yaml,line=\d+::coach\.portraitAlt /);
  });
});

describe("gatsby build with a draft, an issue dated tomorrow and no case study", () => {
  const built = (file: string) => publishing.site.read(`public/${file}`);

  it("builds", () => {
    expect(publishing.run.output).not.toContain("ERROR");
    expect(publishing.run.code).toBe(0);
  });

  it("writes a feed a strict XML parser reads to the end", () => {
    expect(feedXmlProblem(built("newsletter/rss.xml"))).toBeUndefined();
  });

  // An issue that got past the source check with a control character in its title: the build's
  // own step after the feed plugin's (checkFeed, gatsby-node.ts) reads this build's real feed with
  // the character put in, and stops the build naming the issue's file.
  it("stops at its strict reading of the feed an issue that got past the source check, naming its file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "broken-feed-"));
    try {
      const feed = built("newsletter/rss.xml");
      const broken = feed.replace(
        "<title><![CDATA[Out Today]]></title>",
        "<title><![CDATA[Out\u000bToday]]></title>",
      );
      expect(broken).not.toBe(feed);
      mkdirSync(join(dir, "public/newsletter"), { recursive: true });
      writeFileSync(join(dir, "public/newsletter/rss.xml"), broken);
      const nodes = readdirSync(publishing.site.path("content/newsletter")).map((file) => ({
        slug: file.replace(/\.md$/, ""),
        markdown: { fileAbsolutePath: join(dir, "content/newsletter", file) },
      }));
      const graphql = jest.fn(async () => ({ data: { allNewsletterIssue: { nodes } } }));
      const reporter = { panicOnBuild: jest.fn() };
      await checkFeed({ graphql, reporter } as never, dir);
      expect(reporter.panicOnBuild.mock.calls).toEqual([
        [
          expect.stringMatching(
            /content\/newsletter\/out-today\.md: makes the newsletter feed \(public\/newsletter\/rss\.xml\) not well-formed XML \(\d+:\d+: disallowed character\.\)/,
          ),
        ],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("with LAZY_START off, starts every page as Gatsby starts it: its own script tags, nothing added", () => {
    const slice = built("_gatsby/slices/_gatsby-scripts-1.html");
    const bundles = [...slice.matchAll(/<script src="([^"]+)" async><\/script>/g)].map(
      (match) => match[1],
    );
    expect(bundles.at(-1)).toMatch(/^\/app-[0-9a-f]+\.js$/);
    for (const page of ["index.html", "newsletter/archive/index.html", "404.html"]) {
      const doc = new JSDOM(built(page)).window.document;
      expect([...doc.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"))).toEqual(
        bundles,
      );
      for (const added of ["start-after-first-paint", "early-analytics", "analytics-settings"]) {
        expect(doc.getElementById(added)).toBeNull();
      }
    }
    expect(built("webpack.stats.json")).not.toContain("analytics-start");
    expect(
      readdirSync(publishing.site.path("public")).filter((f) => f.includes("analytics")),
    ).toEqual([]);
    // The bundles are as webpack wrote them: no compile hint.
    const app = bundles.at(-1)?.replace("/", "") ?? "";
    expect(built(app).startsWith("//# allFunctionsCalledOnLoad")).toBe(false);
  });

  it("publishes a demo with placeholders when ALLOW_PLACEHOLDERS is true, saying so", () => {
    expect(publishing.run.output).toContain("published anyway because ALLOW_PLACEHOLDERS is true");
  });

  it("names a siteUrl that disagrees with the domain GitHub Pages publishes at", () => {
    expect(publishing.run.output).toContain(
      'siteMetadata.siteUrl is "https://craftwise.example.com", but the site is published at https://coach.example',
    );
  });

  it("publishes canonical links, og:url, the sitemap, the feed and robots.txt under the custom domain", () => {
    const home = built("index.html");
    expect(home).toContain(`<link rel="canonical" href="${PUBLISHED}"`);
    expect(home).toMatch(new RegExp(`<meta property="og:url" content="${PUBLISHED}"`));
    const locations = [...built("sitemap-0.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations.length).toBeGreaterThan(5);
    for (const location of locations) expect(location?.startsWith(PUBLISHED)).toBe(true);
    expect(built("robots.txt")).toContain(`Sitemap: ${PUBLISHED}sitemap-index.xml`);
    expect(built("newsletter/rss.xml")).toContain(`<link>${PUBLISHED}newsletter/out-today/</link>`);
    expect(built("newsletter/out-today/index.html")).toContain(
      `<link rel="canonical" href="${PUBLISHED}newsletter/out-today/"`,
    );
  });

  it("shows visitors no text meant for the coach: no placeholder, no portrait until there is one", () => {
    const pages = htmlPages(publishing.site.path("public"));
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const text = publishing.site.read(`public/${page}`);
      // What a visitor reads or hears: the text and the alt text, without scripts and styles.
      const visible = text
        .replace(/<(script|style)\b[^]*?<\/\1>/g, "")
        .replace(/<[^>]*\balt="([^"]*)"[^>]*>/g, " $1 ")
        .replace(/<[^>]+>/g, " ");
      expect({ page, found: visible.match(/placeholder|Replace content\//gi) }).toEqual({
        page,
        found: null,
      });
    }
    const home = built("index.html");
    expect(home).not.toContain("coach-portrait");
    expect(home).toContain("Morgan Reyes");
  });

  it("publishes the issue dated today (New York) and neither of the others", () => {
    expect(existsSync(publishing.site.path("public/newsletter/out-today/index.html"))).toBe(true);
    for (const slug of ["a-draft", "tomorrow"]) {
      expect(existsSync(publishing.site.path(`public/newsletter/${slug}`))).toBe(false);
      expect(existsSync(publishing.site.path(`public/page-data/newsletter/${slug}`))).toBe(false);
    }
  });

  it.each([
    ["the archive", "newsletter/archive/index.html"],
    ["the home page", "index.html"],
    ["the RSS feed", "newsletter/rss.xml"],
    ["the sitemap", "sitemap-0.xml"],
  ])("lists only the published issue in %s", (_where, file) => {
    const text = built(file);
    expect(text).toContain("out-today");
    expect(text).not.toMatch(/a-draft|A Draft|\/tomorrow\/|Out Tomorrow/);
  });

  it("makes a page for a topic listing only its published issue, and none for a draft's topic", () => {
    const topic = built("newsletter/topics/testing/index.html");
    expect(topic).toContain("Tests written first.");
    expect(topic).toContain("Out Today");
    expect(topic).not.toContain("Out Tomorrow");
    expect(existsSync(publishing.site.path("public/newsletter/topics/held-back"))).toBe(false);
    expect(built("sitemap-0.xml")).toContain(`${PUBLISHED}newsletter/topics/testing/`);
    expect(built("sitemap-0.xml")).not.toContain("held-back");
    expect(built("newsletter/rss.xml")).toContain("<category><![CDATA[Testing]]></category>");
  });

  it("shows the issue's reading time, its topic, Read next, and Start here on the archive (it is featured)", () => {
    const page = built("newsletter/out-today/index.html");
    expect(page).toMatch(/\d+ min read/);
    expect(page).toContain('href="/newsletter/topics/testing/"');
    expect(page).toContain("Read next");
    expect(built("newsletter/archive/index.html")).toContain("Start here");
  });

  // The maintainer's own command after a build: it takes the prefix the build was made with.
  it("writes no folder into public/ that a page from content/pages/ could take unrefused", () => {
    const pages = readdirSync(publishing.site.path("content/pages")).map((name) =>
      name.replace(/\.md$/, ""),
    );
    const folders = readdirSync(publishing.site.path("public"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !pages.includes(entry.name))
      .map((entry) => entry.name);
    expect(folders).toContain("pagefind");
    const reserved = [...RESERVED_TOP_LEVEL_SLUGS, ...GATSBY_PUBLIC_FOLDERS];
    expect(folders.filter((name) => !reserved.includes(name))).toEqual([]);
  });

  it("has no broken internal link, asset or anchor, with no path prefix", () => {
    const check = spawnSync("npm", ["run", "--silent", "check:links"], {
      cwd: publishing.site.dir,
      encoding: "utf8",
    });
    // npm may warn on stderr about the machine's own npm config; a broken link is reported there
    // too.
    expect(check.stderr).not.toMatch(/broken|prefix/);
    expect(check.status).toBe(0);
    const pages = /No broken internal link, asset or anchor on (\d+) pages/.exec(check.stdout);
    expect(Number(pages?.[1])).toBeGreaterThan(5);
  });

  it("says in the build log what it held back", () => {
    expect(publishing.run.output).toContain(`Not published in this build (${today})`);
    expect(publishing.run.output).toContain("content/newsletter/a-draft.md: draft");
    expect(publishing.run.output).toContain(
      `content/newsletter/tomorrow.md: scheduled for ${tomorrow}`,
    );
  });

  it("shows code from Markdown as text in the page and the feed, never as a script", () => {
    const page = built("newsletter/out-today/index.html");
    // Highlighted at build time: Prism's token spans around the text, which stays escaped.
    const code = page.match(/<pre[^>]*>[^]*?<\/pre>/)?.[0] ?? "";
    expect(code).toContain('<span class="token');
    expect(code.replace(/<\/?span[^>]*>/g, "")).toMatch(
      /(&lt;|&#x3C;)script(&gt;|>)alert\((&#x27;|')shown, never run/,
    );
    expect(page.match(/<script>alert\([^]{0,40}/g)).toBeNull();
    expect(built("newsletter/rss.xml").match(/<script>alert\([^]{0,40}/g)).toBeNull();
  });

  it("judges the HTML it publishes and names unknown code languages with file and line", () => {
    expect(publishing.run.output).toMatch(
      /\d+ Markdown files judged, each element against the allow-list/,
    );
    expect(publishing.run.output).toContain(
      'content/newsletter/every-allowed-element.md:29: the code block\'s language "unknownlang" is unknown: it is shown as plain code',
    );
  });

  it("publishes what a coach writes as documentation does, warning of what it ignores", () => {
    expect(publishing.run.output).toContain(
      'content/newsletter/ordinary-writing.md:7: the code block\'s language is "js"; the words after it (title="app.js") are ignored',
    );
    const page = built("newsletter/ordinary-writing/index.html");
    // The first word is the language; the words after it are not in the markup.
    expect(page).toContain('<div class="gatsby-highlight" data-language="js">');
    expect(page).not.toContain("app.js");
    expect(page).toContain('data-language="next.js"');
    // GFM links www. with http://; the site publishes the https:// link.
    expect(page).toContain('<a href="https://www.example.com">www.example.com</a>');
    expect(page).toMatch(/<code>List(&lt;|&#x3C;)String(&gt;|>)<\/code>/);
    // The content stays in its article, the page's own end tags after it (published as the
    // browser reads it: the items closed).
    const body = page.match(/data-content-body=""[^]*?<\/article>/)?.[0] ?? "";
    expect(body).toContain("<li>one</li><li>two</li></ul>");
  });

  it("publishes the harmless formatting set: images from content/ responsive, safe link targets", () => {
    const page = built("newsletter/every-allowed-element/index.html");
    const body = page.match(/data-content-body=""[^]*?<\/article>/)?.[0] ?? "";
    for (const tag of ["u", "mark", "abbr", "small", "time", "figure", "figcaption", "details"]) {
      expect(body).toContain(`<${tag}`);
    }
    expect(body).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">outside page</a>',
    );
    const picture =
      body
        .split("<picture>")
        .find((part) => part.includes('alt="A team at a whiteboard"'))
        ?.split("</picture>")[0] ?? "";
    expect(picture).toMatch(/^<source type="image\/avif"/);
    expect(picture).toMatch(/<img src="\/static\/[^"]+\.jpg" srcset="[^"]+ 672w/);
    expect(picture).toMatch(
      /alt="A team at a whiteboard" title="From content\/images" width="672" height="\d+"/,
    );
    // The summary's markup is text in the feed item as on the page.
    const feed = built("newsletter/rss.xml");
    expect(feed).toContain(
      "Shows &lt;b&gt;every&lt;/b&gt; element the site allows &amp; nothing else",
    );
    expect(feed).not.toMatch(/<script>alert|<b>every/);
  });

  it("renders every allowed element in Chromium with no console error or policy violation", async () => {
    const server = await serveSite(publishing.site.path("public"), 0);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || /Content.Security.Policy/i.test(message.text()))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(`${server.origin}/newsletter/every-allowed-element/`);
      const image = page.locator('img[alt="A team at a whiteboard"]');
      await image.scrollIntoViewIfNeeded();
      // Loaded from the site under the policy's img-src 'self', in a format Chromium picked.
      await image.evaluate((img: HTMLImageElement) => img.decode());
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const link = page.locator("a", { hasText: "outside page" });
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await page.locator("[data-content-body] mark").textContent()).toBe("marked");
      expect(await page.locator("[data-content-body] pre code").first().textContent()).toContain(
        "const answer = 42;",
      );
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  }, 60_000);

  it("without credentials or logos the coach's byline ends the hero's side: no empty block, no gap", async () => {
    expect(built("index.html")).not.toContain("data-proof");
    const server = await serveSite(publishing.site.path("public"), 0);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      for (const width of [390, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(`${server.origin}/`);
        const hero = await page.locator("[data-placement='hero']").evaluate((header) => {
          // The side (under the text on a phone, beside it from lg) ends on the byline.
          const last = header.lastElementChild?.lastElementChild;
          const style = getComputedStyle(header);
          return {
            last: last?.tagName,
            // What lies between the byline and the hero's end: its own padding, nothing else.
            gap:
              header.getBoundingClientRect().bottom - (last?.getBoundingClientRect().bottom ?? 0),
            padding: parseFloat(style.paddingBottom),
          };
        });
        expect(hero.last).toBe("FIGURE");
        // On a phone the side comes last: nothing between the byline and the hero's padding.
        if (width === 390) expect(Math.round(hero.gap)).toBe(Math.round(hero.padding));
        await page.close();
      }
    } finally {
      await browser.close();
      await server.close();
    }
  }, 60_000);

  it("says there is no success story yet and offers a call, on /case-study/ and the home page", () => {
    const list = built("case-study/index.html");
    expect(list).toContain("No success stories are published yet");
    // The way onward: a booking link inside the block the analytics code counts it by.
    const call = 'href="https://cal.example.com/craftwise/intro-call"';
    expect(list.match(/data-placement="closing-cta"[^]*?<\/section>/)?.[0]).toContain(call);
    const home = built("index.html");
    expect(home).toContain("No success stories are published yet.");
    expect(home).not.toMatch(/being written up/);
    expect(home.match(/data-placement="case-study"[^]*?<\/div>/)?.[0]).toContain(call);
  });

  describe("the feed, as an RSS-to-email service sends it", () => {
    const PROBE_PAGE = `${PUBLISHED}newsletter/email-probe/`;
    const item = async () => {
      const parser = new Parser<
        object,
        { "content:encoded": string; media?: { $: Record<string, string> } }
      >({
        customFields: { item: [["media:content", "media"]] },
      });
      const feed = await parser.parseString(built("newsletter/rss.xml"));
      const found = feed.items.find((entry) => entry.title === "E-mail Probe");
      if (!found) throw new Error("no E-mail Probe item in the feed");
      return found;
    };
    const body = async () => new JSDOM((await item())["content:encoded"]).window.document.body;

    it("parses, and declares the media namespace its items use", async () => {
      expect((await item()).link).toBe(PROBE_PAGE);
      expect(built("newsletter/rss.xml")).toContain('xmlns:media="http://search.yahoo.com/mrss/"');
    });

    it("has no relative URL: every link and image is absolute, on the site's domain", async () => {
      const urls = [...(await body()).querySelectorAll("[href], [src], [srcset]")].flatMap(
        (element) => ["href", "src", "srcset"].map((name) => element.getAttribute(name) ?? ""),
      );
      const present = urls.filter((url) => url !== "");
      expect(present.length).toBeGreaterThanOrEqual(3);
      for (const url of present) expect(url).toMatch(/^(https:\/\/|mailto:|tel:)/);
    });

    it("shows the image as one JPEG that fits a 600 px e-mail", async () => {
      const html = await body();
      expect(html.querySelector("picture, source")).toBeNull();
      const img = html.querySelector('img[alt="A team at a whiteboard"]') as HTMLImageElement;
      expect(img.getAttribute("src")).toMatch(/^https:\/\/coach\.example\/static\/.+\.jpg$/);
      expect(img.hasAttribute("srcset")).toBe(false);
      expect(Number(img.getAttribute("width"))).toBeLessThanOrEqual(600);
      // No height attribute: Yahoo would keep it on a phone and squash the picture.
      expect(img.hasAttribute("height")).toBe(false);
      expect(img.style.maxWidth).toBe("100%");
      expect(img.style.height).toBe("auto");
      // The file is really there.
      const file = new URL(img.getAttribute("src") ?? "").pathname.slice(1);
      expect(existsSync(publishing.site.path(`public/${file}`))).toBe(true);
    });

    it("keeps the code block's lines, wrapping, with inline styles instead of the site's stylesheet", async () => {
      const pre = (await body()).querySelector("pre") as HTMLElement;
      expect(pre.style.whiteSpace).toBe("pre-wrap");
      expect(pre.style.overflowX).toBe("");
      expect(pre.style.fontFamily).toContain("monospace");
      expect(pre.textContent?.split("\n").slice(0, 2)).toEqual([LONG_LINE, "const next = 2;"]);
      // Prism's token colours, inline (the classes that carried them are gone).
      expect(pre.querySelector("span")?.getAttribute("style")).toMatch(/color:/);
    });

    it("tags links back to the site as e-mail traffic and leaves outside links as written", async () => {
      const links = [...(await body()).querySelectorAll("a")].map((a) => a.getAttribute("href"));
      expect(links).toContain(
        `${PUBLISHED}newsletter/out-today/?utm_source=newsletter&utm_medium=email&utm_campaign=email-probe`,
      );
      expect(links).toContain("https://example.com/reading?ref=coach");
    });

    it("names the issue's social card as the item's image, and the card is published", async () => {
      const media = (await item()).media?.$;
      expect(media).toMatchObject({
        url: `${PUBLISHED}social/newsletter/email-probe.png`,
        medium: "image",
        type: "image/png",
      });
      expect(existsSync(publishing.site.path("public/social/newsletter/email-probe.png"))).toBe(
        true,
      );
    });

    it("leaves the issue's page as it was: a responsive picture and plain links", () => {
      const page = built("newsletter/email-probe/index.html");
      const article = page.match(/data-content-body=""[^]*?<\/article>/)?.[0] ?? "";
      expect(article).toMatch(/<picture><source type="image\/avif"/);
      expect(article).toContain('href="../out-today/"');
      expect(article).not.toContain("utm_");
    });
  });

  describe("every item's e-mail, as the services send it and mail clients show it", () => {
    const items = () => feedItems(publishing.site.path("public/newsletter/rss.xml"));
    const parse = (html: string) => new JSDOM(html).window.document.body;
    const CALL_TITLE = "Let's make your team's speed safe";
    const BOOKING = "https://cal.example.com/craftwise/intro-call";

    it("passes npm run check:email: only what Gmail, Apple Mail, Outlook and Yahoo support, or a fallback", () => {
      const check = spawnSync("npm", ["run", "--silent", "check:email"], {
        cwd: publishing.site.dir,
        encoding: "utf8",
      });
      expect(check.stderr).not.toMatch(/drops|not supported/);
      expect(check.status).toBe(0);
      const count = /(\d+) e-mail items use only what Gmail/.exec(check.stdout);
      expect(Number(count?.[1])).toBeGreaterThanOrEqual(5);
    });

    it("keeps every image's max-width, wraps every code block, and sets every text block's font inline", async () => {
      const all = await items();
      const elements = (selector: string) =>
        all.flatMap((item) => [...parse(item.html).querySelectorAll<HTMLElement>(selector)]);
      const images = elements("img");
      expect(images.length).toBeGreaterThanOrEqual(3);
      for (const img of images) {
        expect({
          img: img.outerHTML,
          maxWidth: img.style.maxWidth,
          height: img.style.height,
        }).toEqual({ img: img.outerHTML, maxWidth: "100%", height: "auto" });
        expect(Number(img.getAttribute("width"))).toBeLessThanOrEqual(600);
      }
      const code = elements("pre");
      expect(code.length).toBeGreaterThanOrEqual(5);
      for (const pre of code) expect(pre.style.whiteSpace).toBe("pre-wrap");
      const text = elements("p, li, blockquote, td, th, h2, h3");
      expect(text.length).toBeGreaterThan(20);
      for (const block of text) {
        expect({ block: block.outerHTML.slice(0, 80), font: block.style.fontFamily }).toEqual({
          block: block.outerHTML.slice(0, 80),
          font: expect.stringMatching(/^"Source (Sans 3|Serif 4)", /),
        });
      }
    });

    it("ends each item with its tagged link and the call to book, unless its front matter turns the call off", async () => {
      const all = await items();
      expect(all.map((item) => item.title)).toContain("No Call");
      for (const item of all) {
        const body = parse(item.html);
        const links = [...body.querySelectorAll("a")].map((a) => [a.textContent, a.href]);
        const slug = new URL(item.link).pathname.split("/").at(-2) ?? "";
        const read = [
          "Read it on the site",
          `${item.link}?utm_source=newsletter&utm_medium=email&utm_campaign=${slug}`,
        ];
        if (item.title === "No Call") {
          expect(links.at(-1)).toEqual(read);
          expect(body.textContent).not.toContain(CALL_TITLE);
          expect(item.html).not.toContain(BOOKING);
        } else {
          expect({ item: item.title, end: links.slice(-2) }).toEqual({
            item: item.title,
            end: [read, ["Schedule a Call", BOOKING]],
          });
          expect(body.querySelector("table h2")?.textContent).toBe(CALL_TITLE);
        }
      }
    });

    it("publishes a tutorial on templates as text: the title with markup and the marker, Handlebars and ERB intact", async () => {
      const item = (await items()).find((entry) => entry.title === "Template Tutorial");
      const body = parse(item?.html ?? "");
      expect(body.querySelector("a")?.getAttribute("title")).toBe(
        "{{<img src=x onerror=alert(1)>}} JUICE_CODE_BLOCK_0_",
      );
      expect([...body.querySelectorAll("a")].slice(1, 3).map((a) => a.title)).toEqual([
        "x {{",
        "y <%",
      ]);
      for (const text of [
        "and JUICE_CODE_BLOCK_0_ in prose",
        "with }} later",
        "with %> later",
        "a loop opens with {{#each items",
        "ERB prints a value with <%= user.name %> and runs code with <% if admin? %>.",
        "The end of the tutorial.",
      ]) {
        expect(body.textContent).toContain(text);
      }
      expect(body.querySelector("blockquote")?.textContent?.trim()).toBe("and closes with }}.");
      expect(body.querySelector("[onerror], script, style, meta")).toBeNull();
      expect(body.querySelector("img")?.getAttribute("alt")).toBe(" onerror=alert(1) x=");
    });

    it("reads an issue about templates on the site and in the e-mail exactly as written", async () => {
      const item = (await items()).find((entry) => entry.link.endsWith("/templates-how-to/"));
      const email = parse(item?.html ?? "");
      const page = new JSDOM(built("newsletter/templates-how-to/index.html")).window.document;
      const shown = (body: Element | null) => ({
        text: (body?.textContent ?? "").replace(/\s+/g, " ").trim(),
        links: [...(body?.querySelectorAll("a") ?? [])].map((a) => [
          a.getAttribute("href"),
          a.title,
        ]),
      });
      const onSite = shown(page.querySelector("[data-content-body]"));
      const inEmail = shown(email);
      expect(page.querySelector("h1")?.textContent).toBe(TEMPLATES_TITLE);
      expect(inEmail.text.slice(0, inEmail.text.indexOf("Read it on the site"))).toBe(onSite.text);
      expect(inEmail.links.slice(0, -2)).toEqual(onSite.links);
      expect(onSite.links).toEqual([
        [
          "https://collect.example/?e=*%7CEMAIL%7C*&l=%7B%7B%20subscriber.email%20%7D%7D",
          "The *|FNAME|* tag",
        ],
        [
          "https://collect.example/?e=*|EMAIL|*&l={{ subscriber.email }}",
          "Win {{ subscriber.email }}",
        ],
        ["https://handlebarsjs.com/guide/", "{{#if author}}{{author}}{{/if}}"],
      ]);
      for (const text of [
        '{% if subscriber.tags contains "vip" %}…{% endif %}; {# a note #} is a comment.',
        "*|IF:FNAME|*Hi *|FNAME|*!*|ELSE:|*Hi!*|END:IF|* greets, and *|UNSUB|* ends the footer.",
        "{% if false %} Everything after an unclosed {% comment %} still reads.",
        "ERB runs <% if admin? %> and prints <%= user.name %>.",
      ]) {
        expect(onSite.text).toContain(text);
      }
      expect(email.querySelector("pre")?.textContent?.split("\n")).toEqual([
        "{{#each items}}",
        "  <li>{{{this}}}</li>",
        "{{/each}}",
      ]);
      expect(email.querySelector("img, [onerror]")).toBeNull();
      expect(item?.html).not.toContain("<!--");
    });

    it("comes out of Liquid, Nunjucks, Handlebars and Mailchimp's merge tags as it went in: every item's e-mail and text", async () => {
      const feed = await new Parser().parseString(built("newsletter/rss.xml"));
      const all = await items();
      expect(all.map((item) => item.link)).toContain(`${PUBLISHED}newsletter/templates-how-to/`);
      const fields = [
        feed.title,
        feed.description,
        ...feed.items.flatMap((item) => [item.title, item.content, ...(item.categories ?? [])]),
      ];
      for (const html of [...all.map((item) => item.html), ...fields.map(String)]) {
        expect(byEngines(html)).toEqual(unrendered(html));
      }
      // What the services received, read as the HTML it is, is the title written.
      const title = feed.items.find((item) => item.link?.endsWith("/templates-how-to/"))?.title;
      expect(parse(title ?? "").textContent).toBe(TEMPLATES_TITLE);
    });

    it("embedded in a plain <div> of a reader's page, runs nothing, closes nothing outside it and fits 375 px", async () => {
      const server = await serveSite(publishing.site.path("public"), 0);
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        const page = await browser.newPage();
        const ran: string[] = [];
        page.on("dialog", (dialog) => {
          ran.push(dialog.message());
          void dialog.dismiss();
        });
        page.on("pageerror", (error) => ran.push(error.message));
        const all = await items();
        for (const item of all) {
          const embedded = `<div id="email">${item.html}</div><p id="after">The reader's page goes on.</p>`;
          await showEmail(page, embedded, 375, {
            site: item.link,
            servedAt: new URL(server.origin).origin,
          });
          await twoFrames(page);
          const around = await page.evaluate(() => ({
            body: [...document.body.children].map((element) => element.id),
            after: document.getElementById("after")?.parentElement?.tagName,
            url: location.href,
          }));
          expect({ item: item.title, around }).toEqual({
            item: item.title,
            around: { body: ["email", "after"], after: "BODY", url: "about:blank" },
          });
          expect({ item: item.title, overflowing: await overflowing(page) }).toEqual({
            item: item.title,
            overflowing: [],
          });
        }
        expect(ran).toEqual([]);
      } finally {
        await browser.close();
        await server.close();
      }
    }, 120_000);
  });

  describe("the thank-you pages", () => {
    const THANK_YOU = ["call-booked", "subscribed"];

    it.each(THANK_YOU)(
      "builds /%s/ inside the layout, asking search engines not to index it",
      (slug) => {
        const page = built(`${slug}/index.html`);
        expect(page).toContain('<meta name="robots" content="noindex"');
        expect(page).toContain("What happens next");
        expect(page).toMatch(/<header[^]*<main[^]*<footer/);
        // Site search indexes only pages marked as its body (the issues).
        expect(page).not.toContain("data-pagefind-body");
      },
    );

    it("leaves them out of the sitemap, the feed, robots.txt and every page's links", () => {
      for (const file of ["sitemap-0.xml", "newsletter/rss.xml", "robots.txt"]) {
        expect({ file, found: built(file).match(/call-booked|subscribed\//g) }).toEqual({
          file,
          found: null,
        });
      }
      for (const page of htmlPages(publishing.site.path("public"))) {
        if (THANK_YOU.some((slug) => page.startsWith(`${slug}/`))) continue;
        const links = [...built(page).matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
        expect({
          page,
          links: links.filter((href) => /call-booked|\/subscribed\//.test(href)),
        }).toEqual({
          page,
          links: [],
        });
      }
    });
  });
});

describe("gatsby build with markup in titles, alt text, a topic and an 80 KB title (issue 44)", () => {
  const built = (file: string) => publishing.site.read(`public/${file}`);
  /** The content body of a built page, exactly as the page's text has it. */
  const bodyOf = (file: string) => {
    const html = built(file);
    return contentBodies(parsePage(html), html)[0] ?? "";
  };

  it("publishes ordinary tutorial writing, and markup in attributes, as the text written", () => {
    expect(publishing.run.code).toBe(0);
    for (const slug of ["markup-in-attributes", "tutorial-writing", "long-title", "short-title"]) {
      expect(existsSync(publishing.site.path(`public/newsletter/${slug}/index.html`))).toBe(true);
    }
    // Its title names an element, as a tutorial's does: text on the page and in the feed.
    const page = new JSDOM(built("newsletter/tutorial-writing/index.html")).window.document;
    expect(page.querySelector("h1")?.textContent).toBe("Why the <pre> Element Keeps Spaces");
    expect(built("newsletter/rss.xml")).toContain(
      "<title><![CDATA[Why the &lt;pre&gt; Element Keeps Spaces]]></title>",
    );
    const tutorial = new JSDOM(bodyOf("newsletter/tutorial-writing/index.html")).window.document;
    const titles = [...tutorial.querySelectorAll("[title]")].map((e) => e.getAttribute("title"));
    expect(titles).toEqual([
      "the <pre> element keeps spaces",
      "the <style> element holds CSS",
      "the <pre> element",
    ]);
    expect(tutorial.querySelector("img")?.getAttribute("alt")).toBe("The <pre> element in a page");
    expect(tutorial.querySelector('a[href="HTTPS://CRAFTWISE.EXAMPLE.COM/offer/"]')).not.toBeNull();
    expect(tutorial.body.textContent).toContain(
      'In ERB, write <%= link_to "Home", root_path %>; in Handlebars, {{#each items}}{{this}}{{/each}}.',
    );
    expect(tutorial.querySelector("pre")?.textContent).toBe(
      "<% @items.each do |item| %>\n  <li><%= item.name %></li>\n<% end %>",
    );
    // Every code block in the Tab order, from the published HTML itself.
    expect(tutorial.querySelector("pre")?.getAttribute("tabindex")).toBe("0");
  });

  it("ships each content body byte for byte as the build judged it, in the page and its page data", () => {
    for (const slug of ["markup-in-attributes", "tutorial-writing", "ordinary-writing"]) {
      const body = bodyOf(`newsletter/${slug}/index.html`);
      expect(body.length).toBeGreaterThan(100);
      // No "<" inside an attribute value: whatever reads the text later sees no tag there.
      expect(body).not.toMatch(/="[^"]*</);
      expect(built(`page-data/newsletter/${slug}/page-data.json`)).toContain(JSON.stringify(body));
    }
    // The post-build pass compared every page's content with what the allow-list judged.
    expect(publishing.run.output).not.toContain("is not the HTML the allow-list judged");
  });

  it("shows a topic's markup as text on its page and in the feed", async () => {
    const name = "Markup <img src=x onerror=alert(1)> & <b>bold</b>";
    const topic = new JSDOM(built("newsletter/topics/markup/index.html")).window.document;
    expect(topic.querySelector("h1")?.textContent).toBe(name);
    expect(topic.querySelector("main img[src=x], main b, main script")).toBeNull();
    const feed = await new Parser().parseString(built("newsletter/rss.xml"));
    const item = feed.items.find((entry) => entry.title === "Markup In Attributes");
    const category = new JSDOM("").window.document.createElement("div");
    category.innerHTML = item?.categories?.[0] ?? "";
    expect({ text: category.textContent, elements: category.children.length }).toEqual({
      text: name,
      elements: 0,
    });
  });

  describe("opened in Chromium with the site's policy", () => {
    let server: Awaited<ReturnType<typeof serveSite>>;
    let browser: Awaited<ReturnType<typeof chromium.launch>>;
    beforeAll(async () => {
      server = await serveSite(publishing.site.path("public"), 0);
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    type Page = Awaited<ReturnType<typeof browser.newPage>>;
    /**
     * The page's body with each content body emptied: all that the content must leave alone. The
     * site's scripts (which the starter adds), React's comments between texts and, after a route
     * change, the route announcer's words aside.
     */
    const outsideContent = (page: Page) =>
      page.evaluate(() => {
        const body = document.body.cloneNode(true) as HTMLElement;
        for (const content of body.querySelectorAll("[data-content-body]"))
          content.replaceChildren();
        for (const script of body.querySelectorAll("script")) script.remove();
        body.querySelector("#gatsby-announcer")?.replaceChildren();
        const comments = document.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
        const found: Node[] = [];
        while (comments.nextNode()) found.push(comments.currentNode);
        for (const comment of found) comment.parentNode?.removeChild(comment);
        body.normalize();
        return body.outerHTML;
      });
    /** The scripts the page runs from files: all the site's own. */
    const scriptFiles = (page: Page) =>
      page.evaluate(() =>
        [...document.scripts].flatMap((script) =>
          script.src ? [new URL(script.src).pathname] : [],
        ),
      );
    /**
     * Whether the content body holds exactly the elements the HTML that was judged and shipped
     * (the page's content body as built, its page data's HTML too) makes.
     */
    const contentIs = (page: Page, html: string) =>
      page.evaluate((judged) => {
        const content = document.querySelector("[data-content-body]") as HTMLElement;
        const expected = document.createElement("template");
        expected.innerHTML = judged;
        const nodes = [...expected.content.childNodes];
        return (
          content.childNodes.length === nodes.length &&
          nodes.every((node, index) => content.childNodes[index]?.isEqualNode(node))
        );
      }, html);
    const ISSUE = "newsletter/markup-in-attributes/index.html";

    it("changes nothing outside the content, navigates nowhere and takes no focus", async () => {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      // Every request leaves the site only by a test's mistake: none may go elsewhere.
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(server.origin)) elsewhere.push(request.url());
      });
      const documents: string[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) documents.push(frame.url());
      });
      const url = `${server.origin}/newsletter/markup-in-attributes/`;
      await page.goto(url, { waitUntil: "load" });
      const loaded = await outsideContent(page);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(await outsideContent(page)).toBe(loaded);
      for (const file of await scriptFiles(page)) expect(file).toMatch(/^\/[^/]+\.js$/);
      expect(await contentIs(page, bodyOf(ISSUE))).toBe(true);
      // The page's own structure: one <main>, its one heading, no refresh, nothing that takes
      // focus.
      expect(
        await page.evaluate(() => ({
          main: document.querySelectorAll("main").length,
          h1: [...document.querySelectorAll("h1")].map((h1) => h1.closest("main") !== null),
          meta: document.querySelectorAll('meta[http-equiv="refresh" i], body meta').length,
          focusable: document.querySelectorAll(
            "[data-content-body] [autofocus], [data-content-body] form, [data-content-body] [tabindex]:not(pre)",
          ).length,
          elements: [
            ...new Set(
              [...document.querySelectorAll("[data-content-body] *")].map((e) => e.tagName),
            ),
          ].sort(),
        })),
      ).toEqual({
        main: 1,
        h1: [true],
        meta: 0,
        focusable: 0,
        elements: ["A", "ABBR", "CODE", "DIV", "IMG", "P", "PICTURE", "PRE", "SOURCE", "SPAN"],
      });
      expect(await page.locator("a", { hasText: "pricing page" }).getAttribute("title")).toBe(
        REFRESH_TITLE,
      );
      expect(await page.locator("[data-content-body] img").getAttribute("alt")).toBe(OVERLAY_ALT);
      // The first Tab goes to the page's skip link.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
        "Skip to main content",
      );
      await twoFrames(page);
      expect(documents).toEqual([url]);
      expect(page.url()).toBe(url);
      expect(elsewhere).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }, 60_000);

    it("changes nothing outside the content after client-side navigation either", async () => {
      const page = await browser.newPage();
      const topic = `${server.origin}/newsletter/topics/markup/`;
      await page.goto(topic);
      await waitForHydration(page);
      await page.evaluate(() => {
        (window as Window & { sameDocument?: boolean }).sameDocument = true;
      });
      await page.locator("main a", { hasText: "Markup In Attributes" }).first().click();
      await page.waitForURL(/\/newsletter\/markup-in-attributes\/$/);
      // Gatsby announces the new page once it has rendered it and moved focus.
      await page.waitForFunction(
        () => (document.getElementById("gatsby-announcer")?.textContent ?? "") !== "",
      );
      await page.waitForLoadState("networkidle");
      await twoFrames(page);
      expect(
        await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      expect(await contentIs(page, bodyOf(ISSUE))).toBe(true);
      // Gatsby moves focus to its wrapper after a route change: never into the content.
      expect(
        await page.evaluate(() => document.activeElement?.closest("[data-content-body]") === null),
      ).toBe(true);
      const navigated = await outsideContent(page);
      // The same page loaded directly: the same page around the content (the route announcer
      // aside, which says where the visitor went).
      const direct = await browser.newPage();
      await direct.goto(`${server.origin}/newsletter/markup-in-attributes/`);
      await waitForHydration(direct);
      expect(navigated).toBe(await outsideContent(direct));
      expect(page.url()).toBe(`${server.origin}/newsletter/markup-in-attributes/`);
      await page.close();
      await direct.close();
    }, 60_000);

    // A regular expression over the HTML (Prose's, before publishedHtml.ts added the code blocks'
    // tabindex at build time) made 979 ms long tasks of an 80 KB title at hydration, scanning on
    // from each "<pre" in it. No script on the page runs a pattern over the content: every
    // pattern run is recorded (replace, match, split and test all call exec). The time itself is
    // a bench figure (npm run bench -- long-title).
    it("runs no pattern over a 9 KB link title's content, on load or at hydration", async () => {
      const page = await browser.newPage();
      await page.addInitScript((piece) => {
        const exec = RegExp.prototype.exec;
        const over: string[] = [];
        (window as Window & { patternsOverTitle?: string[] }).patternsOverTitle = over;
        RegExp.prototype.exec = function (this: RegExp, subject: string) {
          // The title's run of pieces, as the HTML writes it and as the DOM decodes it.
          const text = String(subject);
          if (text.length > 2000 && text.split(piece).length > 20) {
            over.push(`/${this.source}/${this.flags} over ${text.length} characters`);
          }
          return exec.call(this, subject);
        };
      }, LINK_TITLE_PIECE.slice(1));
      await page.goto(`${server.origin}/newsletter/long-title/`, { waitUntil: "load" });
      await waitForHydration(page);
      const title = await page.locator("[data-content-body] a[title]").getAttribute("title");
      expect(title?.length).toBeGreaterThan(8_000);
      expect(
        await page.evaluate(
          () => (window as Window & { patternsOverTitle?: string[] }).patternsOverTitle,
        ),
      ).toEqual([]);
      await page.close();
    }, 60_000);
  });
});

describe("gatsby build with a fenced block in every language Prism highlights", () => {
  /** Each code block's language and text, in the order of the issue. */
  const blocks = (html: string) =>
    [...new JSDOM(html).window.document.querySelectorAll("pre")].map((pre) => ({
      language: pre.closest("[data-language]")?.getAttribute("data-language") ?? pre.className,
      text: pre.textContent,
    }));
  const written = () =>
    everyLanguage().map((language) => ({ language, text: EVERY_LANGUAGE_CODE }));

  it("publishes each block on the page exactly as written", () => {
    const page = publishing.site.read("public/newsletter/every-language/index.html");
    expect(blocks(page)).toEqual(written());
  });

  it("sends each block in the e-mail (the feed's content:encoded) exactly as written", async () => {
    const items = await feedItems(publishing.site.path("public/newsletter/rss.xml"));
    const item = items.find(({ title }) => title === "Every Language");
    // The e-mail keeps no class: its blocks are in the issue's order.
    expect(blocks(item?.html ?? "").map(({ text }) => text)).toEqual(
      written().map(({ text }) => text),
    );
  });
});
