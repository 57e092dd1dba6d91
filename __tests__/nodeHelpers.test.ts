/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// In node, as the build runs these (the feed's juice loads cheerio's node build).
import {
  ARCHIVE_PAGE_SIZE,
  archivePages,
  newsletterContexts,
  topicPages,
} from "../src/node/pages/createPages";
import { robotsTxt } from "../src/node/builtPages/robots";
import { yamlTypeName } from "../src/node/content/yamlTypeName";
import { JSDOM } from "jsdom";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  feedChannel,
  newsletterFeed,
  serializeNewsletterFeed,
  type FeedQueryResult,
} from "../src/node/feed/feed";
import * as email from "../src/node/feed/emailHtml";

describe("newsletterContexts", () => {
  it("links each issue to the older one (previous) and the newer one (next), '' at the ends", () => {
    const newestFirst = [
      { id: "c", slug: "newest" },
      { id: "b", slug: "middle" },
      { id: "a", slug: "oldest" },
    ];
    expect(newsletterContexts(newestFirst)).toEqual([
      { id: "c", previousId: "b", nextId: "" },
      { id: "b", previousId: "a", nextId: "c" },
      { id: "a", previousId: "", nextId: "b" },
    ]);
  });
});

describe("archivePages", () => {
  it("numbers the archive's pages newest first, each taking the next slice of issues", () => {
    expect(archivePages(45, 20)).toEqual([
      { path: "/newsletter/archive/", context: { skip: 0, limit: 20 } },
      { path: "/newsletter/archive/2/", context: { skip: 20, limit: 20 } },
      { path: "/newsletter/archive/3/", context: { skip: 40, limit: 20 } },
    ]);
  });

  it.each([
    [0, 1],
    [1, 1],
    [ARCHIVE_PAGE_SIZE, 1],
    [ARCHIVE_PAGE_SIZE + 1, 2],
    [1000, Math.ceil(1000 / ARCHIVE_PAGE_SIZE)],
  ])("makes one page for %i issues, or %i pages", (issues, pages) => {
    expect(archivePages(issues)).toHaveLength(pages);
  });
});

describe("topicPages", () => {
  const issues = [
    { topics: ["code-review", "legacy-code"] },
    { topics: ["code-review"] },
    { topics: ["code-review"] },
  ];

  it("gives each topic its own numbered pages, each taking the next slice of its issues", () => {
    expect(topicPages(["code-review", "legacy-code"], issues, 2)).toEqual([
      {
        path: "/newsletter/topics/code-review/",
        context: { topic: "code-review", skip: 0, limit: 2 },
      },
      {
        path: "/newsletter/topics/code-review/2/",
        context: { topic: "code-review", skip: 2, limit: 2 },
      },
      {
        path: "/newsletter/topics/legacy-code/",
        context: { topic: "legacy-code", skip: 0, limit: 2 },
      },
    ]);
  });

  it("makes no page for a topic no published issue carries (its issues are drafts)", () => {
    expect(topicPages(["measuring-delivery"], issues)).toEqual([]);
  });
});

describe("robotsTxt", () => {
  it.each([
    ["", "https://craftwise.example.com/sitemap-index.xml"],
    ["/site", "https://craftwise.example.com/site/sitemap-index.xml"],
  ])("points to the sitemap under path prefix %p", (prefix, sitemap) => {
    expect(robotsTxt("https://craftwise.example.com", prefix)).toContain(`Sitemap: ${sitemap}\n`);
  });
});

describe("yamlTypeName", () => {
  it.each([
    ["home", "HomeYaml"],
    ["testimonials", "TestimonialsYaml"],
    ["case-notes", "CaseNotesYaml"],
  ])("names the type for %s.yaml after the file", (name, type) => {
    expect(yamlTypeName({ node: { name } })).toBe(type);
  });
});

/**
 * siteMetadata.bookingUrl and content/offer.yaml's closing words, as the feed's query reads them.
 */
const BOOKING = "https://cal.example.com/coach/intro";
const OFFER: FeedQueryResult["offerYaml"] = {
  introCall: "A free 30-minute call.",
  closing: { title: "Let's make your team's speed safe", text: "Tell me where your team is." },
};

/** The feed's query with one published issue, tidy-first, with the given body and front matter. */
const oneIssue = (
  html: string,
  { hideEmailCallToAction = false, siteUrl = "https://owner.github.io" } = {},
): FeedQueryResult => ({
  site: { siteMetadata: { title: "T", description: "d", siteUrl, bookingUrl: BOOKING } },
  allNewsletterIssue: {
    nodes: [
      {
        slug: "tidy-first",
        title: "Tidy First",
        date: "2026-11-12",
        summary: "S",
        hideEmailCallToAction,
        markdown: {
          html,
          fileAbsolutePath: path.join(process.cwd(), "content/newsletter/tidy-first.md"),
        },
      },
    ],
  },
  allSitePage: { nodes: [{ path: "/newsletter/tidy-first/" }] },
  offerYaml: OFFER,
});

describe("serializeNewsletterFeed", () => {
  it("gives each issue with a page an absolute link and its full text, and leaves out the rest", () => {
    const query: FeedQueryResult = {
      site: {
        siteMetadata: {
          title: "Craftwise",
          description: "d",
          siteUrl: "https://craftwise.example.com",
          bookingUrl: BOOKING,
        },
      },
      allNewsletterIssue: {
        nodes: [
          {
            slug: "tidy-first",
            title: "Tidy First",
            date: "2026-11-12",
            summary: "S",
            hideEmailCallToAction: false,
            markdown: { html: "<p>Body</p>", fileAbsolutePath: "/x.md" },
          },
          {
            slug: "a-draft",
            title: "A Draft",
            date: "2026-11-13",
            summary: "Not out yet",
            hideEmailCallToAction: false,
            markdown: { html: "<p>Draft</p>", fileAbsolutePath: "/x.md" },
          },
        ],
      },
      allSitePage: { nodes: [{ path: "/newsletter/tidy-first/" }, { path: "/" }] },
      offerYaml: OFFER,
    };
    const items = serializeNewsletterFeed("/site")({ query });
    expect(items.map((item) => item.title)).toEqual(["Tidy First"]);
    const [item] = items;
    expect(item).toMatchObject({
      title: "Tidy First",
      description: "S",
      url: "https://craftwise.example.com/site/newsletter/tidy-first/",
      custom_elements: [
        { "content:encoded": expect.stringContaining(">Body</p>") },
        {
          "media:content": {
            _attr: {
              url: "https://craftwise.example.com/site/social/newsletter/tidy-first.png",
              medium: "image",
              type: "image/png",
              width: 1200,
              height: 630,
            },
          },
        },
      ],
    });
  });

  it("keeps each issue's e-mail HTML for the next build, and makes it again when the issue changes", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "feed-memo-"));
    const memoFile = path.join(dir, "email-html.json");
    const issueQuery = (html: string) => oneIssue(html, { siteUrl: "https://coach.example" });
    const made = jest.spyOn(email, "emailHtml");
    try {
      const first = serializeNewsletterFeed("", memoFile)({ query: issueQuery("<p>A</p>") });
      const again = serializeNewsletterFeed("", memoFile)({ query: issueQuery("<p>A</p>") });
      expect(again).toEqual(first);
      expect(made).toHaveBeenCalledTimes(1);
      serializeNewsletterFeed("", memoFile)({ query: issueQuery("<p>B</p>") });
      expect(made).toHaveBeenCalledTimes(2);
      expect(readFileSync(memoFile, "utf8")).toContain(">B</p>");
    } finally {
      made.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe("the end of each issue's e-mail", () => {
    const query = (hideEmailCallToAction: boolean, html = "<p>Body</p>") =>
      oneIssue(html, { hideEmailCallToAction });
    const body = (items: ReturnType<ReturnType<typeof serializeNewsletterFeed>>) => {
      const encoded = items[0]?.custom_elements[0] as { "content:encoded": string };
      return new JSDOM(encoded["content:encoded"]).window.document.body;
    };

    it("links to the issue's page, tagged as e-mail, then invites to the call in the site's words", () => {
      const html = body(serializeNewsletterFeed("/site")({ query: query(false) }));
      const links = [...html.querySelectorAll("a")];
      const read = links.find((link) => link.textContent === "Read it on the site");
      expect(read?.getAttribute("href")).toBe(
        "https://owner.github.io/site/newsletter/tidy-first/?utm_source=newsletter&utm_medium=email&utm_campaign=tidy-first",
      );
      expect(html.querySelector("h2")?.textContent).toBe(OFFER.closing.title);
      expect(html.textContent).toContain(OFFER.closing.text);
      expect(html.textContent).toContain(OFFER.introCall);
      const call = links.at(-1);
      expect(call?.textContent).toBe("Schedule a Call");
      expect(call?.getAttribute("href")).toBe(BOOKING);
    });

    it("ends with the link to the page alone when the front matter turns the call off", () => {
      const html = body(serializeNewsletterFeed("/site")({ query: query(true) }));
      expect([...html.querySelectorAll("a")].map((link) => link.textContent)).toEqual([
        "Read it on the site",
      ]);
      expect(html.textContent).not.toContain(OFFER.closing.title);
      expect(html.innerHTML).not.toContain(BOOKING);
    });

    it("stops the feed naming the issue's file when its e-mail HTML is refused", () => {
      // The page's checks refuse this long before; the e-mail's own check is the last net.
      expect(() =>
        serializeNewsletterFeed("/site")({
          query: query(false, '<p>Hi</p><script>alert(1)</script><img src="x" onerror="alert(1)">'),
        }),
      ).toThrow(
        /content\/newsletter\/tidy-first\.md: its e-mail HTML is not safe to send: <script> is not allowed in e-mail; .*the onerror attribute on <img>/,
      );
    });
  });

  it("declares the media namespace its items' images use", () => {
    const [feed] = newsletterFeed("").feeds;
    expect(feed?.custom_namespaces).toEqual({ media: "http://search.yahoo.com/mrss/" });
  });
});

describe("serializeNewsletterFeed: titles as text", () => {
  it("escapes markup in an issue's title and summary, as readers may render both as HTML", () => {
    const query: FeedQueryResult = {
      site: {
        siteMetadata: {
          title: "t",
          description: "d",
          siteUrl: "https://x.example",
          bookingUrl: BOOKING,
        },
      },
      allNewsletterIssue: {
        nodes: [
          {
            slug: "s",
            title: "<img src=x onerror=alert(1)><b>Bold</b> & more]]>",
            date: "2026-11-12",
            summary: "<i>S</i>",
            hideEmailCallToAction: false,
            markdown: { html: "<p>Body</p>", fileAbsolutePath: "/x.md" },
          },
        ],
      },
      allSitePage: { nodes: [{ path: "/newsletter/s/" }] },
      offerYaml: OFFER,
    };
    const [item] = serializeNewsletterFeed("")({ query });
    expect(item?.title).toBe(
      "&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;Bold&lt;/b&gt; &amp; more]]&gt;",
    );
    expect(item?.description).toBe("&lt;i&gt;S&lt;/i&gt;");
  });
});

describe("feedChannel", () => {
  it("keeps the site's metadata and the feed's options, with the title and description as text", () => {
    const channel = feedChannel({
      query: {
        site: {
          siteMetadata: { title: "Site", description: "Tests <b>first</b>", siteUrl: "https://x" },
        },
      },
      title: "News & <i>notes</i>",
      output: "/rss.xml",
    });
    expect(channel).toEqual({
      title: "News &amp; &lt;i&gt;notes&lt;/i&gt;",
      description: "Tests &lt;b&gt;first&lt;/b&gt;",
      siteUrl: "https://x",
      output: "/rss.xml",
    });
  });
});

describe("serializeNewsletterFeed's categories", () => {
  it.each([
    [
      [{ name: "Code review" }, { name: "Legacy code" }],
      ["Code review", "Legacy code"],
    ],
    [null, []],
  ])("gives an issue with topics %j the categories %j", (topics, categories) => {
    const query: FeedQueryResult = {
      site: {
        siteMetadata: {
          title: "T",
          description: "d",
          siteUrl: "https://x.example.com",
          bookingUrl: BOOKING,
        },
      },
      allNewsletterIssue: {
        nodes: [
          {
            slug: "a",
            title: "A",
            date: "2026-11-12",
            summary: "S",
            topics,
            hideEmailCallToAction: false,
            markdown: { html: "", fileAbsolutePath: "/x.md" },
          },
        ],
      },
      allSitePage: { nodes: [{ path: "/newsletter/a/" }] },
      offerYaml: OFFER,
    };
    const [item] = serializeNewsletterFeed("")({ query });
    expect(item?.categories).toEqual(categories);
  });
});

describe("newsletterFeed", () => {
  it.each([
    ["/newsletter/archive/", true],
    ["/newsletter/tidy-first/", true],
    ["/", false],
    ["/case-study/", false],
  ])("links the feed from the head of %s: %p", (pathname, linked) => {
    const [feed] = newsletterFeed("").feeds;
    expect(new RegExp(feed?.match ?? "(?!)").test(pathname)).toBe(linked);
  });
});
