/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// Every text field of the feed is text: markup written in any front-matter field, in a topic's
// name in content/topics.yaml or in the site's description reaches a feed reader (which may render
// a title, description or category as HTML) as the characters written, never as an element. The
// feed is made by gatsby-plugin-feed itself, with the site's options, and read with a feed parser.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import Parser from "rss-parser";
import { onPostBuild } from "gatsby-plugin-feed/gatsby-node";
import { newsletterFeed } from "../src/node/feed/feed";
import { routes } from "../src/routes";
import { byEngines, unrendered } from "./support/templateEngines";

// What a coach might write in each field, as typed: markup, a CDATA end, character references,
// the sending services' template code (a service may place a field in its e-mail: Mailchimp's
// *|RSSITEM:TITLE|*).
const MARKUP = '<img src=x onerror=alert(1)><script>alert(2)</script></title>]]><b x="&quot;">';
const TEMPLATE =
  "{{ subscriber.email }} {% if false %}*|IF:FNAME|*{% comment %}{# x #}*%7CEMAIL%7C*";
const FIELDS = {
  // A title may hold what reads as prose (validateContent refuses a real tag in it).
  title: "Why List<String> & x < y]]> beat </title> and <Enter>, or {{ name }} and *|FNAME|*",
  summary: `Summary ${MARKUP} &amp; more ${TEMPLATE}`,
  topic: `Topic ${MARKUP} {% raw %}`,
  siteDescription: `Coaching ${MARKUP} ${TEMPLATE}`,
};

const site = {
  siteMetadata: {
    title: "Craftwise Coaching",
    description: FIELDS.siteDescription,
    siteUrl: "https://craftwise.example.com",
    site_url: "https://craftwise.example.com",
    bookingUrl: "https://cal.example.com/coach/intro",
  },
};
const issues = {
  allNewsletterIssue: {
    nodes: [
      {
        slug: "markup-everywhere",
        title: FIELDS.title,
        date: "2026-03-05",
        summary: FIELDS.summary,
        topics: [{ name: FIELDS.topic }, { name: "Testing" }],
        hideEmailCallToAction: false,
        markdown: {
          html: "<p>Body.</p>",
          fileAbsolutePath: "/site/content/newsletter/markup-everywhere.md",
        },
      },
    ],
  },
  allSitePage: { nodes: [{ path: "/newsletter/markup-everywhere/" }] },
  offerYaml: {
    introCall: "A free 30-minute call.",
    closing: { title: "Let's talk", text: "Tell me where your team is." },
  },
};

/** The feed gatsby-plugin-feed writes with the site's options, in a folder of its own. */
async function builtFeed(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "feed-text-"));
  const cwd = process.cwd();
  // The plugin writes to ./public; the e-mail HTML's memo fingerprints ./src.
  mkdirSync(path.join(dir, "src"));
  process.chdir(dir);
  try {
    const graphql = async (query: string) => ({
      data: query.includes("allNewsletterIssue") ? issues : { site },
    });
    const reporter = { warn: jest.fn() };
    await onPostBuild({ graphql, reporter }, { plugins: [], ...newsletterFeed("") });
    return readFileSync(path.join(dir, "public", routes.newsletterFeed), "utf8");
  } finally {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a reader that renders a field as HTML shows: its text, and the elements it made. */
function rendered(field: string): { text: string; elements: string[] } {
  const { body } = new JSDOM("").window.document;
  body.innerHTML = field;
  return {
    text: body.textContent ?? "",
    elements: [...body.querySelectorAll("*")].map((e) => e.tagName),
  };
}

let xml: string;
beforeAll(async () => {
  xml = await builtFeed();
});

it("gives a reader each field as the text written, with no element in it", async () => {
  const feed = await new Parser().parseString(xml);
  const [item] = feed.items;
  const shown = {
    title: rendered(item?.title ?? ""),
    summary: rendered(item?.content ?? ""),
    topics: (item?.categories ?? []).map((category) => rendered(category)),
    siteDescription: rendered(feed.description ?? ""),
  };
  expect(shown).toEqual({
    title: { text: FIELDS.title, elements: [] },
    summary: { text: FIELDS.summary, elements: [] },
    topics: [
      { text: FIELDS.topic, elements: [] },
      { text: "Testing", elements: [] },
    ],
    siteDescription: { text: FIELDS.siteDescription, elements: [] },
  });
  expect(feed.title).toBe("The Craftwise Newsletter");
});

it("has no text field anywhere in the feed that a reader would render as markup", () => {
  // Every element of the XML but the item's e-mail HTML (content:encoded, judged by emailHtml.ts).
  const document = new JSDOM(xml, { contentType: "text/xml" }).window.document;
  const fields = [...document.querySelectorAll("*")].filter(
    (element) => element.children.length === 0 && element.tagName !== "content:encoded",
  );
  expect(fields.length).toBeGreaterThan(10);
  for (const field of fields) {
    expect({ field: field.tagName, elements: rendered(field.textContent ?? "").elements }).toEqual({
      field: field.tagName,
      elements: [],
    });
  }
});

it("is well-formed XML, every field of which comes out of the services' engines as it went in", async () => {
  // jsdom's XML parser (saxes) is strict: it throws on XML that is not well-formed.
  expect(() => new JSDOM(xml, { contentType: "text/xml" })).not.toThrow();
  const feed = await new Parser().parseString(xml);
  const [item] = feed.items;
  const fields = [
    feed.title,
    feed.description,
    item?.title,
    item?.content,
    ...(item?.categories ?? []),
  ].map(String);
  expect(fields).toHaveLength(6);
  for (const field of fields) expect(byEngines(field)).toEqual(unrendered(field));
  // As written, the engines would evaluate them.
  expect(byEngines(FIELDS.summary)).not.toEqual(unrendered(FIELDS.summary));
});
