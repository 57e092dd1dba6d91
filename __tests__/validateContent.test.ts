/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import {
  fileKind,
  imageFormat,
  isCalendarDate,
  validateContent,
} from "../src/node/content/validateContent";
import { formatProblems } from "../src/node/contentFiles/contentProblems";
import { resolveRelative } from "../src/node/contentFiles/contentImages";
import {
  issue,
  JPEG_HEAD,
  legalPage,
  validFiles,
  withExtraFiles,
  withFile,
} from "./fixtures/content";

const ISSUE = "content/newsletter/write-the-test-first.md";
const STUDY = "content/case-studies/daily-deploys.md";
const PRIVACY = "content/pages/privacy-policy.md";
const TESTIMONIALS = "content/testimonials.yaml";
const TOPICS = "content/topics.yaml";
const HOME = "content/home.yaml";
const OFFER = "content/offer.yaml";

describe("validateContent", () => {
  it("accepts a complete, valid content folder", () => {
    expect(validateContent(validFiles())).toEqual([]);
  });

  it.each([
    [
      "a date that is not on the calendar",
      ISSUE,
      'date: "2026-03-05"',
      'date: "2026-02-30"',
      "date",
      /real calendar date/,
    ],
    [
      "an unquoted impossible date",
      ISSUE,
      'date: "2026-03-05"',
      "date: 2026-02-30",
      "date",
      /"2026-02-30"/,
    ],
    [
      "a date in another format",
      ISSUE,
      'date: "2026-03-05"',
      'date: "05/03/2026"',
      "date",
      /YYYY-MM-DD/,
    ],
    ["an empty title", ISSUE, 'title: "Write the Test First"', 'title: "  "', "title", /is empty/],
    ["a missing summary", ISSUE, /summary: .*\n/, "", "summary", /is missing/],
    [
      "unparseable frontmatter",
      ISSUE,
      'title: "Write the Test First"',
      'title: "Write the Test First',
      "frontmatter",
      /cannot be read: .*\(line 5\)/,
    ],
    ["no frontmatter at all", ISSUE, /^---[\s\S]*?---\n/, "", "frontmatter", /is missing/],
    ["an empty body", ISSUE, "Body of the issue.", "", "body", /is empty/],
    [
      "a case-study image that does not exist",
      STUDY,
      "case-study-demo.jpg",
      "case-study-gone.jpg",
      "image",
      /no file at content\/images\/case-study-gone\.jpg/,
    ],
    [
      "an image field that names a file that is not an image",
      STUDY,
      "../images/case-study-demo.jpg",
      "../pages/privacy-policy.md",
      "image",
      /use a jpg, jpeg, png, webp, avif, tif, tiff image/,
    ],
    [
      "a draft flag that is not true or false",
      ISSUE,
      "summary:",
      'draft: "yes"\nsummary:',
      "draft",
      /true or false/,
    ],
    [
      "a misspelt field, which would otherwise be dropped silently",
      ISSUE,
      "summary:",
      "drafts: true\nsummary:",
      "drafts",
      /is not a field here \(the fields are title, date, summary, topics, related, featured, draft, hideEmailCallToAction\)/,
    ],
    [
      "frontmatter in another language than YAML",
      ISSUE,
      /^---\n/,
      "---json\n",
      "frontmatter",
      /must be YAML, not json/,
    ],
    [
      "an order that is not a whole number",
      STUDY,
      "order: 1",
      'order: "first"',
      "order",
      /whole number/,
    ],
    [
      "an outcome without a metric",
      STUDY,
      '  - metric: "Lead time"\n    before',
      "  - before",
      "outcomes[0].metric",
      /is missing/,
    ],
    ["a quote without a name", STUDY, '  name: "Priya Raman"\n', "", "quote.name", /is missing/],
    [
      "a legal page with a bad updated date",
      PRIVACY,
      '"2026-11-22"',
      '"2026-13-01"',
      "updated",
      /real calendar date/,
    ],
    [
      "a testimonial without a name",
      TESTIMONIALS,
      '- name: "Marcus Bell"\n  role',
      "- role",
      "[1].name",
      /is missing/,
    ],
    [
      "a testimonial photo that does not exist",
      TESTIMONIALS,
      "testimonial-1.jpg",
      "testimonial-9.jpg",
      "[0].photo",
      /no file/,
    ],
    [
      "unparseable YAML",
      TESTIMONIALS,
      '  role: "Engineering Manager"',
      "  role: [unclosed",
      "(whole file)",
      /cannot be read: .*\(line 3\)/,
    ],
    [
      "a YAML tag the site does not read, named on its own line",
      TESTIMONIALS,
      '  role: "Engineering Manager"',
      "  role: !!binary aGk=",
      "(whole file)",
      /cannot be read: unknown tag .*\(line 2\)$/,
    ],
    [
      "a coach portrait that does not exist",
      HOME,
      "coach-portrait.jpg",
      "coach.jpg",
      "coach.portrait",
      /no file/,
    ],
    [
      "a step without a description",
      HOME,
      '      description: "We pair on real tickets."\n',
      "",
      "system.steps[0].description",
      /is missing/,
    ],
    // Trust (issue 13): the offer, proof and the coach.
    [
      "a profile link that is not https",
      TESTIMONIALS,
      "https://www.linkedin.com/in/marcus-bell-example",
      "http://www.linkedin.com/in/marcus-bell-example",
      "[1].profileUrl",
      /https:\/\//,
    ],
    [
      "a highlight that is not true or false",
      STUDY,
      "highlight: true",
      'highlight: "yes"',
      "outcomes[0].highlight",
      /true or false/,
    ],
    ["a coach without a role", HOME, '  role: "Technical coach"\n', "", "coach.role", /is missing/],
    [
      "home without its results strip text",
      HOME,
      /results:\n.*\n.*\n/,
      "",
      "results",
      /is missing/,
    ],
    [
      "an offer without the intro call line",
      OFFER,
      /introCall: .*\n/,
      "",
      "introCall",
      /is missing/,
    ],
    [
      "an empty good-fit line",
      OFFER,
      '    - "Leaders whose teams use AI agents"',
      '    - ""',
      "audience.goodFit[0]",
      /is empty/,
    ],
    [
      "a not-a-fit list written as one line",
      OFFER,
      /notAFit:\n.*\n/,
      'notAFit: "A one-off talk"\n',
      "audience.notAFit",
      /must be a list/,
    ],
    [
      "an empty list of what a format includes",
      OFFER,
      / {6}includes:\n {8}- "A read-out"\n/,
      "      includes: []\n",
      "formats.items[0].includes",
      /needs at least 1 item/,
    ],
    [
      "a format without what it includes",
      OFFER,
      / {6}includes:\n {8}- "A read-out"\n/,
      "",
      "formats.items[0].includes",
      /is missing/,
    ],
    [
      "a format whose booking link is not https",
      OFFER,
      "https://cal.example.com/assessment",
      "javascript:alert(1)",
      "formats.items[0].bookingUrl",
      /https:\/\//,
    ],
    [
      "a question without an answer",
      OFFER,
      / {6}answer: .*\n/,
      "",
      "faq.items[0].answer",
      /is missing/,
    ],
    ["no FAQ at all", OFFER, /faq:\n( {2}.*\n)+/, "", "faq", /is missing/],
    [
      "a closing band without its title",
      OFFER,
      / {2}title: "Let's make.*\n/,
      "",
      "closing.title",
      /is missing/,
    ],
  ])("rejects %s, naming the file and field", (_case, file, find, replace, field, message) => {
    const problems = validateContent(withFile(file, (text) => text.replace(find, replace)));
    expect(problems).toEqual([{ file, field, message: expect.stringMatching(message) }]);
  });

  it("reports every problem in every file, not just the first", () => {
    const files = withFile(ISSUE, (text) =>
      text.replace('"2026-03-05"', '"2026-02-30"').replace('"Write the Test First"', '""'),
    ).map((file) =>
      file.path === TESTIMONIALS
        ? { ...file, text: file.text?.replace('name: "Marcus Bell"', 'name: ""') }
        : file,
    );
    const problems = validateContent(files);
    expect(problems.map(({ file, field }) => `${file} ${field}`)).toEqual([
      `${ISSUE} title`,
      `${ISSUE} date`,
      `${TESTIMONIALS} [1].name`,
    ]);
    const message = formatProblems(problems);
    expect(message).toContain("3 problem(s) in content/, nothing was built:");
    expect(message).toContain(`${TESTIMONIALS}: [1].name is empty`);
  });

  it.each([
    [PRIVACY, "is missing: the site links to /privacy-policy/"],
    [HOME, "is missing"],
    ["content/thank-you.yaml", "is missing"],
  ])("names a file the site needs when it is missing: %s", (missing, message) => {
    const files = validFiles().filter((file) => file.path !== missing);
    expect(validateContent(files)).toEqual([{ file: missing, field: "(whole file)", message }]);
  });

  it("builds with no newsletter issue and no case study: a new coach starts with none", () => {
    const files = validFiles().filter((file) => file.path !== ISSUE && file.path !== STUDY);
    expect(validateContent(files)).toEqual([]);
  });

  it.each([
    ["content/newsletter/My Issue.md", "My Issue"],
    ["content/newsletter/Tidy-First.markdown", "Tidy-First"],
  ])("rejects a file name that cannot be a clean address: %s", (path, slug) => {
    expect(validateContent(withExtraFiles({ path, text: issue }))).toEqual([
      {
        file: path,
        field: "file name",
        message: `"${slug}" becomes the page address /newsletter/${slug}/: use lower-case letters, digits and hyphens`,
      },
    ]);
  });

  it.each(["content/newsletter/x.MD", "content/newsletter/x.Markdown", "content/newsletter/x.mkd"])(
    "checks Markdown whatever the case of its extension: %s",
    (path) => {
      const problems = validateContent(
        withExtraFiles({ path, text: "---\ntitle: X\n---\nBody\n" }),
      );
      expect(problems).toEqual([
        { file: path, field: "date", message: "is missing" },
        { file: path, field: "summary", message: "is missing" },
      ]);
    },
  );

  it("stops on two files that would share one page address, naming both", () => {
    const twin = "content/newsletter/write-the-test-first.MD";
    const problems = validateContent(withExtraFiles({ path: twin, text: issue }));
    expect(problems).toEqual([
      {
        file: ISSUE,
        field: "file name",
        message: `gives the same page address (/newsletter/write-the-test-first/) as ${twin}: rename one of them`,
      },
      expect.objectContaining({ file: twin, message: expect.stringContaining(`as ${ISSUE}`) }),
    ]);
  });

  it("names all the others when three files would share one page address", () => {
    const upper = "content/newsletter/write-the-test-first.MD";
    const mkd = "content/newsletter/write-the-test-first.mkd";
    const problems = validateContent(
      withExtraFiles({ path: mkd, text: issue }, { path: upper, text: issue }),
    );
    expect(problems.map(({ file, message }) => `${file}: ${message}`)).toEqual([
      `${ISSUE}: gives the same page address (/newsletter/write-the-test-first/) as ${upper}, ${mkd}: rename one of them`,
      `${upper}: gives the same page address (/newsletter/write-the-test-first/) as ${ISSUE}, ${mkd}: rename one of them`,
      `${mkd}: gives the same page address (/newsletter/write-the-test-first/) as ${ISSUE}, ${upper}: rename one of them`,
    ]);
  });

  it("names the YAML files the site reads when it finds another", () => {
    const extra = "content/pricing.yaml";
    expect(validateContent(withExtraFiles({ path: extra, text: "a: 1\n" }))).toEqual([
      {
        file: extra,
        field: "(whole file)",
        message:
          "is not a file the site reads (those are content/topics.yaml, content/testimonials.yaml, content/home.yaml, content/offer.yaml, content/thank-you.yaml)",
      },
    ]);
  });

  it("refuses a page in content/pages/ that would take the address of the site's own page", () => {
    const path = "content/pages/case-study.md";
    expect(validateContent(withExtraFiles({ path, text: legalPage("Success Stories") }))).toEqual([
      {
        file: path,
        field: "file name",
        message: `"case-study" is taken by the site's own pages (/case-study/): choose another name`,
      },
    ]);
  });

  it.each([
    ["archive", "/newsletter/archive/"],
    ["topics", "/newsletter/topics/"],
  ])("refuses an issue named %s, whose address the site's own pages use", (slug, page) => {
    const path = `content/newsletter/${slug}.md`;
    expect(validateContent(withExtraFiles({ path, text: issue }))).toEqual([
      {
        file: path,
        field: "file name",
        message: `"${slug}" is taken by the site's own pages (${page}): choose another name`,
      },
    ]);
  });

  it.each([
    ["content/drafts/idea.md", /Markdown files belong directly in content\/newsletter\//],
    ["content/newsletter/2026/idea.md", /belong directly in/],
    ["content/newsletter/idea.txt", /only Markdown files \(\.md\) become pages/],
    ["content/pricing.yaml", /is not a file the site reads/],
    ["content/home.yml", /is not a file the site reads/],
  ])("names a file the site would never publish: %s", (path, message) => {
    expect(validateContent(withExtraFiles({ path, text: issue }))).toEqual([
      { file: path, field: "(whole file)", message: expect.stringMatching(message) },
    ]);
  });

  it("names an image file that does not hold an image (a text file saved as .jpg)", () => {
    const path = "content/images/notes.JPG";
    const head = new TextEncoder().encode("just some text");
    expect(validateContent(withExtraFiles({ path, head }))).toEqual([
      {
        file: path,
        field: "(whole file)",
        message: "is not an image: a .jpg file must hold a JPEG, PNG, WebP, AVIF or TIFF image",
      },
    ]);
  });

  it.each([
    [
      "a list field given as text",
      OFFER,
      /goodFit:\n.*\n/,
      'goodFit: "Leaders"\n',
      "audience.goodFit",
      "must be a list, not string",
    ],
    [
      "an empty list of texts",
      OFFER,
      /goodFit:\n.*\n/,
      "goodFit: []\n",
      "audience.goodFit",
      "needs at least 1 item(s)",
    ],
    [
      "a list of entries given as text",
      OFFER,
      /items:\n {4}- name[\s\S]*?\nfaq:/,
      'items: "all"\nfaq:',
      "formats.items",
      "must be a list, not string",
    ],
    [
      "an empty list of entries",
      OFFER,
      /items:\n {4}- name[\s\S]*?\nfaq:/,
      "items: []\nfaq:",
      "formats.items",
      "needs at least 1 item(s)",
    ],
    [
      "a text field given a number",
      OFFER,
      /^introCall: .*$/m,
      "introCall: 30",
      "introCall",
      "must be text, not number",
    ],
  ])("names the field and what is wrong: %s", (_, path, from, to, field, message) => {
    expect(validateContent(withFile(path, (text) => text.replace(from, to)))).toEqual([
      { file: path, field, message },
    ]);
  });

  it("publishes nothing from a dotfile or an image inside a Markdown folder, and says nothing of them", () => {
    expect(
      validateContent(
        withExtraFiles(
          { path: "content/newsletter/.gitkeep" },
          { path: "content/case-studies/cover.jpg", head: JPEG_HEAD },
        ),
      ),
    ).toEqual([]);
  });

  it("ignores files the site does not read outside the Markdown folders (.gitkeep)", () => {
    expect(validateContent(withExtraFiles({ path: "content/.gitkeep" }))).toEqual([]);
  });

  it("names the file and line of content that could run code, below the frontmatter", () => {
    const text = issue.replace(
      "Body of the issue.",
      "Body of the issue.\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1))",
    );
    const problems = validateContent(withFile(ISSUE, () => text));
    expect(problems).toEqual([
      {
        file: ISSUE,
        line: 9,
        field: "",
        message: expect.stringMatching(/^<script> is not allowed in content/),
      },
      expect.objectContaining({ file: ISSUE, line: 11 }),
    ]);
    expect(formatProblems(problems)).toContain(`${ISSUE}:9: <script> is not allowed in content`);
  });

  it("names the line of a title with an HTML tag in it, and publishes one with a type name", () => {
    const tagged = validateContent(
      withFile(ISSUE, (text) =>
        text.replace(/^title: .*$/m, 'title: "<img src=x onerror=alert(1)><b>Bold</b>"'),
      ),
    );
    expect(tagged).toEqual([
      {
        file: ISSUE,
        line: 2,
        field: "title",
        message:
          "has the HTML tag <img src=x onerror=alert(1)>: a title is plain text (the page, the feed and e-mail show it as written): write it without tags",
      },
    ]);
    expect(formatProblems(tagged)).toContain(`${ISSUE}:2: title has the HTML tag <img`);
    const lower = withFile(ISSUE, (text) =>
      text.replace(/^(title: .*)\n(date: .*)$/m, '$2\ntitle: "A <b>bold</b> move"'),
    );
    expect(formatProblems(validateContent(lower))).toContain(
      `${ISSUE}:3: title has the HTML tag <b>`,
    );
    const typeName = withFile(ISSUE, (text) =>
      text.replace(/^title: .*$/m, 'title: "Why List<String> beats x < y"'),
    );
    expect(validateContent(typeName)).toEqual([]);
  });

  it("takes images in the text from content/ by a path relative to the file, and names the rest", () => {
    const body = [
      "![The coach](../images/coach-portrait.jpg)",
      "",
      "![Gone](../images/gone.png)",
      "",
      '<img src="write-the-test-first.md" alt="">',
      "",
      "![Elsewhere](https://example.com/chart.png)",
      "",
      '<img alt="The coach again" src="../images/coach-portrait.jpg">',
      "",
      "![Half](../images/50%.png)",
    ].join("\n");
    const problems = validateContent(
      withFile(ISSUE, () => issue.replace("Body of the issue.", body)),
    );
    expect(problems).toEqual([
      {
        file: ISSUE,
        line: 9,
        field: "",
        message:
          'image "../images/gone.png" is not there: there is no file at content/images/gone.png',
      },
      {
        file: ISSUE,
        line: 11,
        field: "",
        message:
          'image "write-the-test-first.md" must be a jpg, jpeg, png, webp, avif, tif, tiff image',
      },
      {
        file: ISSUE,
        line: 13,
        field: "",
        message: expect.stringContaining(
          'src on <img> "https://example.com/chart.png" is not allowed: images are served from this site only: put the image in content/images/',
        ),
      },
      {
        file: ISSUE,
        line: 17,
        field: "",
        message:
          'image "../images/50%.png" has a % that starts no escape: rename the file without "%", or write it as %25',
      },
    ]);
  });
});

describe("validateContent: what the coach is told when a value has the wrong shape", () => {
  it.each([
    ["a YAML file written as a list", HOME, () => "- a\n", "(whole file)", "not a list"],
    [
      "a quote written as a list",
      STUDY,
      (text: string) =>
        text.replace(/quote:\n( {2}.*\n)+/, 'quote:\n  - "Deploys are boring now."\n'),
      "quote",
      "not a list",
    ],
    [
      "an empty entry in a list",
      TESTIMONIALS,
      (text: string) => `${text}-\n`,
      "[2]",
      "not nothing",
    ],
  ])("names %s", (_case, file, edit, field, what) => {
    expect(validateContent(withFile(file, edit))).toEqual([
      { file, field, message: `must be a set of fields, ${what}` },
    ]);
  });

  it("names a title that is not text, and looks for no tag in it", () => {
    const files = withFile(ISSUE, (text) => text.replace(/^title: .*$/m, "title: 5"));
    expect(validateContent(files)).toEqual([
      { file: ISSUE, field: "title", message: "must be text, not number" },
    ]);
  });

  it("refuses an order with a fraction", () => {
    const files = withFile(STUDY, (text) => text.replace("order: 1", "order: 1.5"));
    expect(validateContent(files)).toEqual([
      { file: STUDY, field: "order", message: "must be a whole number, got 1.5" },
    ]);
  });

  it.each([
    ["an empty list", "[]\n"],
    ["one entry without its dash", 'name: "Alicia"\n'],
  ])("refuses testimonials given as %s", (_case, text) => {
    expect(validateContent(withFile(TESTIMONIALS, () => text))).toEqual([
      {
        file: TESTIMONIALS,
        field: "(whole file)",
        message: "must be a list of entries, each starting with -",
      },
    ]);
  });

  it("accepts a TIFF portrait, and an image path written with %20 or spaces around it", () => {
    const body = [
      "![Chart](../images/my%20chart.jpg)",
      "",
      '<img src=" ../images/coach-portrait.jpg " alt="">',
    ].join("\n");
    const files = withExtraFiles(
      { path: "content/images/scan.tiff", head: new TextEncoder().encode("MM\0*\0\0\0\x08") },
      { path: "content/images/my chart.jpg", head: JPEG_HEAD },
    ).map((file) =>
      file.path === HOME
        ? { ...file, text: file.text?.replace("images/coach-portrait.jpg", "images/scan.tiff") }
        : file.path === ISSUE
          ? { ...file, text: issue.replace("Body of the issue.", body) }
          : file,
    );
    expect(validateContent(files)).toEqual([]);
  });

  it("lists a file's problems by line, whichever check found them", () => {
    const text = issue.replace(
      "Body of the issue.",
      "![Gone](../images/gone.png)\n\n<iframe></iframe>",
    );
    expect(validateContent(withFile(ISSUE, () => text))).toEqual([
      {
        file: ISSUE,
        line: 7,
        field: "",
        message:
          'image "../images/gone.png" is not there: there is no file at content/images/gone.png',
      },
      {
        file: ISSUE,
        line: 9,
        field: "",
        message: expect.stringMatching(/^<iframe> is not allowed in content/),
      },
    ]);
  });
});

describe("formatProblems", () => {
  it("gives one line per problem, with the file's line and the field when known", () => {
    expect(
      formatProblems(
        [
          {
            file: "content/a.md",
            line: 9,
            field: "",
            message: "<iframe> is not allowed in content",
          },
          { file: "content/b.yaml", field: "[0].name", message: "is missing" },
        ],
        "the site was not published",
      ),
    ).toBe(
      "2 problem(s) in content/, the site was not published:\n" +
        "  - content/a.md:9: <iframe> is not allowed in content\n" +
        "  - content/b.yaml: [0].name is missing",
    );
  });
});

describe("fileKind", () => {
  // gatsby-source-filesystem gives each file a media type with mime 3 (case does not count), and
  // the transformers pick their files by it; the checks must see the same files.
  const mime = jest.requireActual<{ getType(path: string): string | null }>(
    require.resolve("mime", { paths: [require.resolve("gatsby-source-filesystem")] }),
  );
  const gatsbyKind = (path: string) => {
    const type = mime.getType(path);
    if (type === "text/markdown" || type === "text/x-markdown") return "markdown";
    if (type === "text/yaml") return "yaml";
    return type?.startsWith("image/") ? "image" : "other";
  };

  it.each([
    "a.md",
    "a.MD",
    "a.Md",
    "a.markdown",
    "a.MARKDOWN",
    "a.mkd",
    "a.mdx",
    "a.mdown",
    "a.txt",
    "content/newsletter/md",
    "content/v1.0/notes",
  ])("sees %s as Gatsby's transformers do", (path) => {
    expect(fileKind(path)).toBe(gatsbyKind(path));
  });

  it.each(["a.yaml", "a.YML", "a.jpg", "a.JPEG", "a.png", "a.webp", "a.avif", "a.tif"])(
    "sees %s as Gatsby's transformers do",
    (path) => {
      expect(fileKind(path)).toBe(gatsbyKind(path));
    },
  );
});

describe("imageFormat", () => {
  it.each([
    [JPEG_HEAD, "JPEG"],
    [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "PNG"],
    [new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "), "WebP"],
    [new TextEncoder().encode("\0\0\0\x1cftypavif"), "AVIF"],
    [new TextEncoder().encode("II*\0\x08\0\0\0"), "TIFF"],
    [new TextEncoder().encode("MM\0*\0\0\0\x08"), "TIFF"],
    // A WAV sound is a RIFF file too, and one matching byte is no signature.
    [new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt "), undefined],
    [new TextEncoder().encode("RIFX\0\0\0\0WEBPVP8 "), undefined],
    [Uint8Array.from([0xff, 0x00, 0x00, 0x00]), undefined],
    [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00]), undefined],
    [new TextEncoder().encode("<svg xmlns"), undefined],
    [new Uint8Array(), undefined],
  ])("reads the format from the first bytes (%#)", (head, format) => {
    expect(imageFormat(head)).toBe(format);
  });
});

describe("isCalendarDate", () => {
  it.each([
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-04-31", false],
    ["2026-12-31", true],
    ["2026-1-5", false],
    ["x2026-03-05", false],
    ["2026-03-05x", false],
    ["2026-00-10", false],
    ["2026-03-00", false],
    ["2026-03-32", false],
    ["2026-13-01", false],
  ])("%s -> %s", (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe("resolveRelative", () => {
  it("resolves image paths against the folder of the file that names them", () => {
    expect(resolveRelative("content/case-studies/a.md", "../images/x.jpg")).toBe(
      "content/images/x.jpg",
    );
    expect(resolveRelative("content/home.yaml", "images/x.jpg")).toBe("content/images/x.jpg");
    expect(resolveRelative("content/case-studies/a.md", "./../images//x.jpg")).toBe(
      "content/images/x.jpg",
    );
  });
});

describe("validateContent: topics and related issues, named across files", () => {
  const TOPIC_LIST = `- name: "Test-driven development"
  slug: "test-driven-development"
  description: "Writing the test first."
- name: "Code review"
  slug: "code-review"
  description: "Reviews that teach."
`;
  const OTHER = "content/newsletter/code-review-that-teaches.md";
  /** The valid folder with two issues naming topics and each other (frontmatter from line 2). */
  const withTopics = (
    first: string,
    second = "topics:\n  - code-review\n",
    topicList = TOPIC_LIST,
  ) =>
    validFiles()
      .map((file) => {
        if (file.path === TOPICS) return { ...file, text: topicList };
        if (file.path === ISSUE)
          return { ...file, text: issue.replace("---\n\n", `${first}---\n\n`) };
        return file;
      })
      .concat({ path: OTHER, text: issue.replace("---\n\n", `${second}---\n\n`) });

  it("accepts issues that name existing topics and issues", () => {
    const first = "topics:\n  - test-driven-development\nrelated:\n  - code-review-that-teaches\n";
    expect(validateContent(withTopics(first))).toEqual([]);
  });

  it.each([
    [
      "an unknown topic",
      "topics:\n  - test-driven-development\n  - tdd\n",
      7,
      "topics[1]",
      '"tdd" is not a topic in content/topics.yaml (the topics are test-driven-development, code-review)',
    ],
    [
      "a topic named twice",
      "topics:\n  - test-driven-development\n  - test-driven-development\n",
      7,
      "topics[1]",
      '"test-driven-development" is already topics[0]: name it once',
    ],
    [
      "an unknown related issue",
      "topics:\n  - test-driven-development\nrelated:\n  - no-such-issue\n",
      8,
      "related[0]",
      '"no-such-issue" is not an issue: there is no content/newsletter/no-such-issue.md',
    ],
    [
      "the issue itself as related",
      "topics: [test-driven-development]\nrelated: [code-review-that-teaches, write-the-test-first]\n",
      // A list written on one line: its line.
      6,
      "related[1]",
      '"write-the-test-first" is this issue itself',
    ],
  ])("rejects %s, naming the file, line and field", (_case, first, line, field, message) => {
    expect(validateContent(withTopics(first))).toEqual([{ file: ISSUE, line, field, message }]);
  });

  it("accepts an issue whose related issues are left empty", () => {
    const first = "topics:\n  - test-driven-development\nrelated:\n";
    expect(validateContent(withTopics(first))).toEqual([]);
  });

  it.each([
    ["an empty topic", '"  "', "is empty"],
    ["a number for a topic", "5", "must be text, not number"],
  ])("names %s in an issue once, as the value it is", (_case, value, message) => {
    const first = `topics:\n  - test-driven-development\n  - ${value}\n`;
    expect(validateContent(withTopics(first))).toEqual([
      { file: ISSUE, field: "topics[1]", message },
    ]);
  });

  it.each([
    ["an empty slug", 'slug: "  "', "is empty"],
    ["a number for a slug", "slug: 5", "must be text, not number"],
  ])("names %s in content/topics.yaml once, as the value it is", (_case, slug, message) => {
    const topicList = TOPIC_LIST.replace('slug: "code-review"', slug);
    expect(
      validateContent(withTopics("topics:\n  - test-driven-development\n", "", topicList)),
    ).toEqual([{ file: TOPICS, field: "[1].slug", message }]);
  });

  it.each([
    ["nothing", "-\n"],
    ["string", '- "code-review"\n'],
  ])("names a topic written as %s instead of its fields", (what, entry) => {
    const first = "topics:\n  - test-driven-development\n";
    expect(validateContent(withTopics(first, undefined, TOPIC_LIST + entry))).toEqual([
      { file: TOPICS, field: "[2]", message: `must be a set of fields, not ${what}` },
    ]);
  });

  it("rejects a topic no issue names, naming its line in content/topics.yaml", () => {
    expect(validateContent(withTopics("", "topics:\n  - code-review\n"))).toEqual([
      {
        file: TOPICS,
        line: 2,
        field: "[0].slug",
        message:
          '"test-driven-development" is named nowhere: add it to the topics of a file in content/newsletter/, or remove it',
      },
    ]);
  });

  it.each([
    [
      "a slug that is not a clean address",
      TOPIC_LIST.replace('slug: "code-review"', 'slug: "Code Review"'),
      '"Code Review" becomes the page address /newsletter/topics/Code Review/: use lower-case letters, digits and hyphens',
    ],
    [
      "a slug given twice",
      TOPIC_LIST.replace('slug: "code-review"', 'slug: "test-driven-development"'),
      '"test-driven-development" is also [0].slug: each entry needs its own',
    ],
  ])("rejects %s in content/topics.yaml, naming its line", (_case, topicList, message) => {
    const first = "topics:\n  - test-driven-development\n";
    expect(validateContent(withTopics(first, "", topicList))).toEqual([
      { file: TOPICS, line: 5, field: "[1].slug", message },
    ]);
  });

  it("prints each problem as file:line, so the coach goes straight there", () => {
    const problems = validateContent(withTopics("topics:\n  - tdd\n"));
    expect(formatProblems(problems)).toContain(
      `${ISSUE}:6: topics[0] "tdd" is not a topic in content/topics.yaml`,
    );
  });

  it("does not blame a topic when an issue that may name it cannot be read", () => {
    const files = withTopics("", "topics:\n  - code-review\n").map((file) =>
      file.path === ISSUE ? { ...file, text: "no frontmatter\n" } : file,
    );
    expect(validateContent(files).map((problem) => problem.file)).toEqual([ISSUE]);
  });

  it("accepts a topic whose slug is also the name of the issue that names it", () => {
    const topicList = TOPIC_LIST.replace(/test-driven-development/g, "write-the-test-first");
    const first = "topics:\n  - write-the-test-first\n";
    expect(validateContent(withTopics(first, undefined, topicList))).toEqual([]);
  });

  it("still blames a topic no issue names when a case study cannot be read", () => {
    const files = withTopics("", "topics:\n  - code-review\n").map((file) =>
      file.path === STUDY ? { ...file, text: "no frontmatter\n" } : file,
    );
    expect(validateContent(files).map(({ file, field }) => `${file} ${field}`)).toEqual([
      `${STUDY} frontmatter`,
      `${TOPICS} [0].slug`,
    ]);
  });

  it("rejects a related issue that is a case study", () => {
    const first = "topics:\n  - test-driven-development\nrelated:\n  - daily-deploys\n";
    expect(validateContent(withTopics(first))).toEqual([
      {
        file: ISSUE,
        line: 8,
        field: "related[0]",
        message: '"daily-deploys" is not an issue: there is no content/newsletter/daily-deploys.md',
      },
    ]);
  });

  it("still blames a topic no issue names beside an image or a dotfile in content/newsletter/", () => {
    const files = withTopics("", "topics:\n  - code-review\n").concat(
      { path: "content/newsletter/.gitkeep" },
      { path: "content/newsletter/chart.jpg", head: JPEG_HEAD },
    );
    expect(validateContent(files).map(({ file, field }) => `${file} ${field}`)).toEqual([
      `${TOPICS} [0].slug`,
    ]);
  });

  it("rejects a list of topics written as one text", () => {
    expect(validateContent(withTopics('topics: "test-driven-development"\n'))).toEqual([
      expect.objectContaining({
        file: ISSUE,
        field: "topics",
        message: "must be a list, not string",
      }),
      expect.objectContaining({ file: TOPICS, field: "[0].slug" }),
    ]);
  });
});
