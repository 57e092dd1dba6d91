/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// What content may not take or point to (issue 51): the paths the build and its tools write, the
// thank-you pages, hosts that pass for another site's. Each is refused naming the file and line.
import { validateContent } from "../src/node/content/validateContent";
import { htmlProblems } from "../src/node/htmlSafety/htmlAllowList";
import { EMAIL_CSS } from "../src/node/feed/emailHtml";
import { issue, legalPage, withExtraFiles, withFile } from "./fixtures/content";

const PAGE = "content/pages";
const NEWS = "content/newsletter/links.md";

/** The problems of one issue whose body is `body`, from its first body line on. */
const issueWith = (body: string) =>
  validateContent(withExtraFiles({ path: NEWS, text: issue.replace("Body of the issue.", body) }));
/** The line of the issue's body's first line in its file. */
const BODY_LINE = issue.split("\n").indexOf("Body of the issue.") + 1;

describe("a page at a path the build or its tools write", () => {
  it.each([
    ["pagefind", "/pagefind/"],
    ["page-data", "/page-data/"],
    ["static", "/static/"],
    ["icons", "/icons/"],
    ["social", "/social/"],
    ["home", "/home/"],
    ["newsletter", "/newsletter/"],
    ["case-study", "/case-study/"],
    ["call-booked", "/call-booked/"],
    ["subscribed", "/subscribed/"],
    ["404", "/404/"],
    ["dev-404-page", "/dev-404-page/"],
  ])("refuses content/pages/%s.md, naming the file", (slug, page) => {
    const path = `${PAGE}/${slug}.md`;
    expect(validateContent(withExtraFiles({ path, text: legalPage("Search") }))).toEqual([
      {
        file: path,
        field: "file name",
        message: `"${slug}" is taken by the site's own pages (${page}): choose another name`,
      },
    ]);
  });

  it.each(["_gatsby", "~partytown", "robots.txt", "404.html", "sitemap-0.xml", "chunk-map.json"])(
    "refuses content/pages/%s.md, a name no page address can have",
    (slug) => {
      const path = `${PAGE}/${slug}.md`;
      expect(validateContent(withExtraFiles({ path, text: legalPage("X") }))).toEqual([
        {
          file: path,
          field: "file name",
          message: `"${slug}" becomes the page address /${slug}/: use lower-case letters, digits and hyphens`,
        },
      ]);
    },
  );

  it("publishes a page whose name only starts like one of them", () => {
    const path = `${PAGE}/pagefind-tips.md`;
    expect(validateContent(withExtraFiles({ path, text: legalPage("Tips") }))).toEqual([]);
  });
});

const THANKS_CALL =
  "it leads to the thank-you page /call-booked/, and a visit there counts a booked call: each click would count one that did not happen (link to the booking page or the sign-up page instead)";
const THANKS_SUBSCRIPTION = THANKS_CALL.replace("/call-booked/", "/subscribed/").replace(
  "a booked call",
  "a subscription",
);

describe("a link to a thank-you page", () => {
  it.each([
    ["/call-booked/", THANKS_CALL],
    ["/call-booked", THANKS_CALL],
    ["../../call-booked/?name=Sam#top", THANKS_CALL],
    ["/site/call-booked/index.html", THANKS_CALL],
    ["/Call-Booked/", THANKS_CALL],
    ["/call%2Dbooked/", THANKS_CALL],
    ["https://craftwise.example.com/call-booked/", THANKS_CALL],
    ["https://owner.github.io/site/subscribed/?utm_source=x", THANKS_SUBSCRIPTION],
    ["/subscribed/", THANKS_SUBSCRIPTION],
  ])("refuses [book](%s), naming the line and why", (url, why) => {
    expect(issueWith(`Intro.\n\n[Book a call](${url})`)).toEqual([
      {
        file: NEWS,
        line: BODY_LINE + 2,
        field: "",
        message: `link ${JSON.stringify(url)} is not allowed: ${why}`,
      },
    ]);
  });

  it("refuses one written as HTML, on its line", () => {
    expect(issueWith('Intro.\n\n<p><a href="/subscribed/">Done</a></p>')).toEqual([
      {
        file: NEWS,
        line: BODY_LINE + 2,
        field: "",
        message: `href on <a> "/subscribed/" is not allowed: ${THANKS_SUBSCRIPTION}`,
      },
    ]);
  });

  it.each(["/newsletter/", "/call-booked-tips/", "https://example.com/booked/", "/subscribe/"])(
    "publishes a link to %s",
    (url) => {
      expect(issueWith(`[Read](${url})`)).toEqual([]);
    },
  );
});

const INVISIBLE =
  "browsers read its host as example.com: they drop or change the characters %s written in it (invisible, or look-alikes of others); write the address without them";
const lookAlike = (host: string, ascii: string, label: string, why: string) =>
  `its host ${host} is really ${ascii}: "${label}" ${why}, so the address passes for another site's`;
const LATIN_LOOKING = "is written with letters of another script that look like Latin ones";
const MIXED = "mixes Latin letters with letters of another script";

describe("a link whose host passes for another site's", () => {
  it.each([
    ["a soft hyphen", "https://exa\u00admple.com/", INVISIBLE.replace("%s", "U+00AD")],
    ["a zero-width space", "https://exa\u200bmple.com/", INVISIBLE.replace("%s", "U+200B")],
    ["a full-width letter", "https://\uff45xample.com/", INVISIBLE.replace("%s", "U+FF45")],
    [
      "a Cyrillic letter among Latin ones",
      "https://\u0430pple.com/login",
      lookAlike("\u0430pple.com", "xn--pple-43d.com", "\u0430pple", LATIN_LOOKING),
    ],
    [
      "Cyrillic letters only, looking Latin",
      "https://\u0440\u0430\u0443\u0440\u0430l.com/",
      lookAlike(
        "\u0440\u0430\u0443\u0440\u0430l.com",
        "xn--l-7sba6dbr.com",
        "\u0440\u0430\u0443\u0440\u0430l",
        LATIN_LOOKING,
      ),
    ],
    [
      "the same written as Punycode",
      "https://xn--pple-43d.com/",
      lookAlike("\u0430pple.com", "xn--pple-43d.com", "\u0430pple", LATIN_LOOKING),
    ],
    [
      "the same written with %-escapes",
      "https://%D0%B0pple.com/",
      lookAlike("\u0430pple.com", "xn--pple-43d.com", "\u0430pple", LATIN_LOOKING),
    ],
    [
      "a Cyrillic letter in an accented Latin name",
      "https://m\u00fcnch\u0435n.de/",
      lookAlike("m\u00fcnch\u0435n.de", "xn--mnchn-kva298c.de", "m\u00fcnch\u0435n", MIXED),
    ],
  ])("refuses %s, naming the line", (_case, url, why) => {
    expect(issueWith(`Intro.\n\n[Log in](${url})`)).toEqual([
      {
        file: NEWS,
        line: BODY_LINE + 2,
        field: "",
        message: `link ${JSON.stringify(url)} is not allowed: ${why}`,
      },
    ]);
  });

  it.each([
    "https://m\u00fcnchen.de/",
    "https://\u65e5\u672c.jp/",
    "https://\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444/",
    "https://EXAMPLE.com/",
    "https://example.com/\u00e4",
  ])("publishes a link to %s, an ordinary name in one script", (url) => {
    expect(issueWith(`[Read](${url})`)).toEqual([]);
  });
});

describe("the HTML the build ships", () => {
  it.each([
    // remark writes a link's non-ASCII characters %-escaped.
    ['<a href="https://exa%C2%ADmple.com/">x</a>', INVISIBLE.replace("%s", "U+00AD")],
    [
      '<a href="https://%D0%B0pple.com/">x</a>',
      lookAlike("\u0430pple.com", "xn--pple-43d.com", "\u0430pple", LATIN_LOOKING),
    ],
    ['<a href="/call-booked/">x</a>', THANKS_CALL],
  ])("refuses %s", (html, why) => {
    const href = /href="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(htmlProblems(html).map(({ message }) => message)).toEqual([
      `href on <a> ${JSON.stringify(href)} is not allowed: ${why}`,
    ]);
  });

  it("never lets content carry the e-mail's markers", () => {
    expect(htmlProblems('<p data-email="end"><a href="https://example.com/">Read</a></p>')).toEqual(
      [{ message: "the data-email attribute on <p> is not allowed", clues: ["data-email=", "<p"] }],
    );
  });

  it("styles by class only what content's code highlighting writes: the e-mail's own by marker", () => {
    const classes = new Set([...EMAIL_CSS.matchAll(/\.([a-z][\w-]*)/g)].map((match) => match[1]));
    expect(classes).toContain("token");
    for (const name of classes) {
      const html =
        name === "gatsby-highlight"
          ? `<div class="${name}">x</div>`
          : `<span class="token ${name}">x</span>`;
      expect(htmlProblems(html)).toEqual([]);
    }
    expect(EMAIL_CSS).toMatch(/\[data-email="button"\] a \{/);
  });
});

describe("a link in a YAML file's address field", () => {
  it("refuses a testimonial's profile at a look-alike host, naming the field", () => {
    const files = withFile("content/testimonials.yaml", (text) =>
      text.replace(/(\n {2}company: .*\n)/, '$1  profileUrl: "https://\u0430pple.com/in/sam"\n'),
    );
    expect(validateContent(files)).toEqual([
      {
        file: "content/testimonials.yaml",
        field: "[0].profileUrl",
        message: `address "https://\u0430pple.com/in/sam" is not allowed: ${lookAlike("\u0430pple.com", "xn--pple-43d.com", "\u0430pple", LATIN_LOOKING)}`,
      },
    ]);
  });
});
