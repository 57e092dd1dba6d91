/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The build reads the feed gatsby-plugin-feed wrote with a strict XML parser and stops, naming the
// issue's file, if it is not well-formed: a feed reader or sending service would refuse all of it.
// The feed is written here by the plugin itself, with the site's options, from issues holding what
// the content checks refuse (as if one got past them).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { onPostBuild } from "gatsby-plugin-feed/gatsby-node";
import { newsletterFeed } from "../src/node/feed/feed";
import { checkFeed, feedXmlProblem } from "../src/node/feed/wellFormedFeed";

const site = {
  siteMetadata: {
    title: "Craftwise Coaching",
    description: "Coaching",
    siteUrl: "https://craftwise.example.com",
    site_url: "https://craftwise.example.com",
    bookingUrl: "https://cal.example.com/coach/intro",
  },
};

const issue = (slug: string, title: string, summary = "A summary.") => ({
  slug,
  title,
  date: "2026-03-05",
  summary,
  topics: [{ name: "Testing" }],
  hideEmailCallToAction: false,
  markdown: { html: "<p>Body.</p>", fileAbsolutePath: `content/newsletter/${slug}.md` },
});

type Issue = ReturnType<typeof issue>;

/** Writes the feed of `issues` in a new site folder and runs the build's check on it. */
async function checkBuilt(issues: Issue[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "well-formed-feed-"));
  const cwd = process.cwd();
  mkdirSync(path.join(dir, "src"));
  process.chdir(dir);
  const nodes = issues.map((item) => ({
    ...item,
    markdown: {
      ...item.markdown,
      fileAbsolutePath: path.join(dir, item.markdown.fileAbsolutePath),
    },
  }));
  const data = {
    allNewsletterIssue: { nodes },
    allSitePage: { nodes: issues.map(({ slug }) => ({ path: `/newsletter/${slug}/` })) },
    offerYaml: { introCall: "A call.", closing: { title: "Talk", text: "Tell me." } },
  };
  const graphql = jest.fn(async (query: string) => ({
    data: query.includes("allNewsletterIssue") ? data : { site },
  }));
  const reporter = { warn: jest.fn(), panicOnBuild: jest.fn() };
  try {
    await onPostBuild({ graphql, reporter }, { plugins: [], ...newsletterFeed("") });
    await checkFeed({ graphql, reporter } as never, dir);
    return reporter.panicOnBuild.mock.calls.map(([message]) => message as string);
  } finally {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the build's check of its own feed", () => {
  it("passes a feed of ordinary issues, right-to-left text and characters XML allows", async () => {
    const issues = [
      issue("first", "Tabs\tand line\nbreaks"),
      issue(
        "second",
        "שלום\u200f and مرحبا, 😀 & <b>",
        "\u0085 \u00a0 \ufffd \u202e is allowed XML",
      ),
    ];
    expect(await checkBuilt(issues)).toEqual([]);
  });

  it.each([
    ["in a title", "\u000b", ""],
    ["in a summary", "", "\u001b"],
    ["as U+FFFE", "\ufffe", ""],
    ["as U+0000", "\u0000", ""],
  ])(
    "stops the build naming the issue's file, with a forbidden character %s",
    async (_where, title, summary) => {
      const issues = [
        issue("fine", "A fine issue"),
        issue("broken", `Broken ${title}`, `Summary ${summary}`),
        issue("after", "Another fine issue"),
      ];
      expect(await checkBuilt(issues)).toEqual([
        expect.stringMatching(
          /^1 problem\(s\) in content\/, the feed is broken:\n {2}- content\/newsletter\/broken\.md: makes the newsletter feed \(public\/newsletter\/rss\.xml\) not well-formed XML \(\d+:\d+: disallowed character\.\): feed readers and sending services would refuse all of it$/,
        ),
      ]);
    },
  );
});

describe("feedXmlProblem", () => {
  const feed = (items: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>x</title>${items}</channel></rss>`;

  it("names the link of the item the error is in, and none outside an item", () => {
    const item = (title: string, link: string) =>
      `<item><title>${title}</title><link>${link}</link></item>`;
    expect(
      feedXmlProblem(feed(item("a", "https://x/a/") + item("b\u0001", "https://x/b/"))),
    ).toEqual({
      message: expect.stringContaining("disallowed character") as string,
      link: "https://x/b/",
    });
    expect(feedXmlProblem(feed("<title>\u0001</title>"))).toEqual({
      message: expect.stringContaining("disallowed character") as string,
    });
  });

  it.each([
    ["an unescaped &", "<item><title>a & b</title></item>"],
    ["an element left open", "<item><title>a</item>"],
    ["an undeclared prefix", "<item><media:content/></item>"],
  ])("finds %s", (_name, items) => {
    expect(feedXmlProblem(feed(items))).toBeDefined();
  });
});
