/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The launch check (src/node/launch/launchCheck.ts): what is still an example, named by file, line
// and key; a coach's own values never listed; a warning locally, a refusal in the deploy unless
// allowed.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Reporter } from "gatsby";
import { siteMetadata as shipped } from "../../gatsby-config";
import {
  checkLaunch,
  findPlaceholders,
  isExampleAddress,
  launchDecision,
  portraitIsPlaceholder,
} from "../../src/node/launch/launchCheck";
import type { SiteMetadata } from "../../src/config/siteMetadata";

const ROOT = join(__dirname, "..", "..");

const own: SiteMetadata = {
  ...shipped,
  siteUrl: "https://www.morganreyes.dev",
  bookingUrl: "https://cal.com/morgan-reyes/intro",
  newsletterSubscribeUrl: "https://morganreyes.substack.com/subscribe",
  newsletter: {
    ...shipped.newsletter,
    formUrl: "https://buttondown.com/api/emails/embed-subscribe/morganreyes",
  },
  email: "morgan@morganreyes.dev",
  social: {
    linkedin: "https://www.linkedin.com/in/morgan-reyes",
    github: "https://github.com/morganreyes",
    x: "https://x.com/morganreyes",
  },
};

/** A copy of content/ and gatsby-config.ts the test may change. */
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), "launch-check-"));
  cpSync(join(ROOT, "content"), join(dir, "content"), { recursive: true });
  cpSync(join(ROOT, "gatsby-config.ts"), join(dir, "gatsby-config.ts"));
  return dir;
}

let dir: string;
beforeEach(() => (dir = copy()));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("findPlaceholders", () => {
  it("lists every shipped example with its file, line and key", () => {
    const found = findPlaceholders(dir, shipped).map(
      ({ file, key, line }) => `${file}:${line} ${key}`,
    );
    expect(found).toEqual([
      expect.stringMatching(/^gatsby-config\.ts:\d+ siteMetadata\.siteUrl$/),
      expect.stringMatching(/^gatsby-config\.ts:\d+ siteMetadata\.bookingUrl$/),
      expect.stringMatching(/^gatsby-config\.ts:\d+ siteMetadata\.newsletterSubscribeUrl$/),
      expect.stringMatching(/^gatsby-config\.ts:\d+ siteMetadata\.newsletter\.formUrl$/),
      expect.stringMatching(/^gatsby-config\.ts:\d+ siteMetadata\.email$/),
      expect.stringMatching(/^gatsby-config\.ts:\d+ siteMetadata\.social\.linkedin$/),
      expect.stringMatching(/^gatsby-config\.ts:\d+ siteMetadata\.social\.github$/),
      expect.stringMatching(/^gatsby-config\.ts:\d+ siteMetadata\.social\.x$/),
      expect.stringMatching(/^content\/home\.yaml:\d+ coach\.portrait$/),
      expect.stringMatching(/^content\/home\.yaml:\d+ coach\.portraitAlt$/),
      // The sample links a visitor could check: About's and two credentials' (example.com).
      expect.stringMatching(/^content\/home\.yaml:\d+ coach\.links\[0\]\.url$/),
      expect.stringMatching(/^content\/home\.yaml:\d+ coach\.links\[1\]\.url$/),
      expect.stringMatching(/^content\/home\.yaml:\d+ proof\.credentials\[0\]\.url$/),
      expect.stringMatching(/^content\/home\.yaml:\d+ proof\.credentials\[1\]\.url$/),
      expect.stringMatching(/^content\/offer\.yaml:\d+ formats\.items\[0\]\.price$/),
      expect.stringMatching(/^content\/offer\.yaml:\d+ formats\.items\[1\]\.price$/),
      expect.stringMatching(/^content\/offer\.yaml:\d+ formats\.items\[2\]\.price$/),
      // The sample proof (sampleProof.build-test.ts checks each item): 4 testimonials; per story
      // the story, its quote and its figures (3 + 4); the coach's name and bio.
      ...Array.from({ length: 4 }, () => expect.stringMatching(/^content\/testimonials\.yaml:/)),
      ...Array.from({ length: 5 }, () =>
        expect.stringMatching(/^content\/case-studies\/logistics/),
      ),
      ...Array.from({ length: 6 }, () => expect.stringMatching(/^content\/case-studies\/payments/)),
      expect.stringMatching(/^content\/home\.yaml:\d+ coach\.name$/),
      expect.stringMatching(/^content\/home\.yaml:\d+ coach\.bio$/),
      // The proof under the hero: 3 credentials and 4 logos (sampleProof.build-test.ts).
      ...[0, 1, 2].map((index) =>
        expect.stringMatching(
          new RegExp(`^content/home\\.yaml:\\d+ proof\\.credentials\\[${index}\\]$`),
        ),
      ),
      ...[0, 1, 2, 3].map((index) =>
        expect.stringMatching(
          new RegExp(`^content/home\\.yaml:\\d+ proof\\.logos\\.items\\[${index}\\]$`),
        ),
      ),
    ]);
  });

  it("points each item at the line that holds it", () => {
    const found = findPlaceholders(dir, shipped);
    const lineOf = (key: string) => found.find((item) => item.key === key)?.line ?? 0;
    const config = readFileSync(join(dir, "gatsby-config.ts"), "utf8");
    const offer = readFileSync(join(dir, "content/offer.yaml"), "utf8");
    expect(config.split("\n")[lineOf("siteMetadata.email") - 1]).toContain(
      "hello@craftwise.example.com",
    );
    expect(offer.split("\n")[lineOf("formats.items[1].price") - 1]).toContain(
      "From $14,000 a month",
    );
  });

  it("lists nothing once the coach's own values, photo, prices, name, bio and proof are in, the samples gone", () => {
    writeFileSync(
      join(dir, "content/images/coach-portrait.jpg"),
      Buffer.from([0xff, 0xd8, 0xff, 1]),
    );
    const edit = (file: string, change: (text: string) => string) =>
      writeFileSync(join(dir, file), change(readFileSync(join(dir, file), "utf8")));
    edit("content/home.yaml", (text) =>
      text
        .replace("Placeholder for a photo of Morgan Reyes", "Morgan Reyes at a whiteboard")
        .replace(/^ {2}links:\n(?: {4}.*\n)+/m, ""),
    );
    edit("content/offer.yaml", (text) =>
      text
        .replace("Fixed price, from $9,500", "Fixed price, $8,000")
        .replace("From $14,000 a month", "From $12,000 a month")
        .replace(/^ +price: "From \$2,500 a month"\n/m, ""),
    );
    edit("content/home.yaml", (text) =>
      text
        .replace('name: "Morgan Reyes"', 'name: "Sam Okoye"')
        .replace(
          /bio: \|\n(?: {4}.*\n|\n)+/,
          "bio: |\n    I coach software teams from Bristol.\n\n",
        ),
    );
    // A credential and a logo of the coach's own (a picture of theirs, a name of theirs).
    edit("content/home.yaml", (text) =>
      text.replace(
        /^proof:\n(?:(?: {2}.*)?\n)+/m,
        [
          "proof:",
          "  credentials:",
          '    - text: "Author of “Reviews That Teach”, O’Hara Books, 2025"',
          "  logos:",
          '    title: "Teams I have worked with"',
          "    items:",
          '      - image: "images/logos/quayside.png"',
          '        alt: "Quayside Freight"',
          "",
        ].join("\n"),
      ),
    );
    writeFileSync(join(dir, "content/images/logos/quayside.png"), Buffer.from([0x89, 0x50, 1]));
    writeFileSync(join(dir, "content/testimonials.yaml"), "[]\n");
    rmSync(join(dir, "content/case-studies"), { recursive: true });
    expect(findPlaceholders(dir, own)).toEqual([]);
    expect(portraitIsPlaceholder(dir)).toBe(false);
  });

  it("knows the shipped portrait by its bytes, whatever the file is called", () => {
    expect(portraitIsPlaceholder(dir)).toBe(true);
  });

  it("lists an example address wherever it is in the content, e.g. a format's booking link", () => {
    const edit = readFileSync(join(dir, "content/offer.yaml"), "utf8");
    writeFileSync(
      join(dir, "content/offer.yaml"),
      edit.replace(
        '      price: "From $2,500 a month"\n',
        '      price: "From $2,500 a month"\n      bookingUrl: "https://booking.example.org/advisory"\n',
      ),
    );
    expect(findPlaceholders(dir, own).map((item) => item.key)).toContain(
      "formats.items[2].bookingUrl",
    );
  });
});

it.each([
  ["https://craftwise.example.com", true],
  ["hello@craftwise.example.com", true],
  ["https://example.org/x", true],
  ["https://site.test", true],
  ["https://www.example", true],
  ["https://examples.com", false],
  ["https://myexample.com", false],
  ["morgan@example-coaching.com", false],
  ["Raleigh, NC", false],
])("isExampleAddress(%s) is %s", (value, expected) => {
  expect(isExampleAddress(value)).toBe(expected);
});

describe("launchDecision", () => {
  const items = findPlaceholders(ROOT, shipped);

  it("warns in a local build, naming what the deploy will do", () => {
    const decision = launchDecision(items, {});
    expect(decision?.refuse).toBe(false);
    expect(decision?.message).toContain("41 placeholder(s) still to replace before launch");
    expect(decision?.message).toContain("the deploy will refuse to publish");
  });

  it("refuses in the deploy, listing every item and how to publish a demo anyway", () => {
    const decision = launchDecision(items, { REFUSE_PLACEHOLDERS: "true" });
    expect(decision?.refuse).toBe(true);
    expect(decision?.message).toContain("ALLOW_PLACEHOLDERS");
    expect(decision?.message.match(/^ {2}- /gm)).toHaveLength(41);
  });

  it.each(["true"])("publishes a demo when ALLOW_PLACEHOLDERS is %s", (allow) => {
    const decision = launchDecision(items, {
      REFUSE_PLACEHOLDERS: "true",
      ALLOW_PLACEHOLDERS: allow,
    });
    expect(decision?.refuse).toBe(false);
  });

  it.each(["false", "TRUE ", "yes", ""])("still refuses when ALLOW_PLACEHOLDERS is %j", (allow) => {
    expect(
      launchDecision(items, { REFUSE_PLACEHOLDERS: "true", ALLOW_PLACEHOLDERS: allow })?.refuse,
    ).toBe(true);
  });

  it("says nothing when nothing is left", () => {
    expect(launchDecision([], { REFUSE_PLACEHOLDERS: "true" })).toBeUndefined();
  });
});

describe("checkLaunch", () => {
  const reporter = () =>
    ({ warn: jest.fn(), error: jest.fn() }) as unknown as Reporter & {
      warn: jest.Mock;
      error: jest.Mock;
    };

  it("reports a siteUrl that disagrees with the address the deploy publishes at", () => {
    const log = reporter();
    checkLaunch(log, own, dir, { SITE_URL: "https://owner.github.io" });
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining(
        'siteMetadata.siteUrl is "https://www.morganreyes.dev", but the site is published at https://owner.github.io',
      ),
    );
  });

  it("tells the deploy's build to stop on placeholders, listing them as an error", () => {
    const log = reporter();
    expect(checkLaunch(log, shipped, dir, { REFUSE_PLACEHOLDERS: "true" })).toBe(true);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("coach.portrait"));
  });

  it("only warns in a local build", () => {
    const log = reporter();
    expect(checkLaunch(log, shipped, dir, {})).toBe(false);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("coach.portrait"));
    expect(log.error).not.toHaveBeenCalled();
  });
});
