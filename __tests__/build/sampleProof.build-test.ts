/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The sample proof (src/node/launch/sampleProof.ts): every testimonial, story, figure, quote, the
// coach's name, bio, credentials and logos the repository ships is named with its file and line; a
// small edit does not hide one; the coach's own content is never named.
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  findSampleProof,
  fingerprint,
  normaliseText,
  sampleMessage,
} from "../../src/node/launch/sampleProof";

const ROOT = join(__dirname, "..", "..");
const STORY0 = "content/case-studies/logistics-agent-guardrails.md";
const STORY1 = "content/case-studies/payments-platform-tdd.md";
const STORIES = [STORY0, STORY1];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "sample-proof-"));
  cpSync(join(ROOT, "content"), join(dir, "content"), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), "utf8")));
const named = () =>
  findSampleProof(dir).map(({ item, line }) => `${item.file}:${line} ${item.key}`);
const keysIn = (file: string) =>
  findSampleProof(dir)
    .filter(({ item }) => item.file === file)
    .map(({ item }) => item.key);

/** A real testimonial, story and bio written over the samples: no shipped sentence left. */
function replaceEverySample(): void {
  writeFileSync(
    join(dir, "content/testimonials.yaml"),
    [
      '- name: "Ines Duarte"',
      '  role: "CTO"',
      '  company: "Quayside Freight Systems"',
      '  quote: "Our deploys used to need a meeting. After three months of pairing with the coach they need nothing but a green build, and the team trusts it."',
      "",
    ].join("\n"),
  );
  for (const file of STORIES) {
    writeFileSync(
      join(dir, file),
      [
        "---",
        `title: "Reviews That Keep Up at ${file.length} Engineers"`,
        'client: "An insurance software vendor in Leeds"',
        'industry: "Insurance"',
        'teamSize: "2 teams, 11 engineers"',
        'duration: "3 months"',
        'summary: "Two teams cut their review queue by agreeing what a review is for and splitting work before it grew."',
        "order: 1",
        'image: "../images/case-study-payments-platform-tdd.jpg"',
        'imageAlt: "Illustration: a queue getting shorter"',
        "outcomes:",
        '  - metric: "Open pull requests on a Monday"',
        '    before: "31"',
        '    after: "7"',
        '    note: "counted by the team every Monday for 6 weeks"',
        "quote:",
        '  text: "We stopped arguing about style in reviews and started talking about behaviour, which is where the bugs were hiding all along."',
        '  name: "Tom Whitaker"',
        '  role: "Engineering Manager"',
        "---",
        "",
        "## Context",
        "",
        "The vendor builds policy administration software for brokers across the north of England.",
        "",
      ].join("\n"),
    );
  }
  edit("content/home.yaml", (text) =>
    text
      .replace('name: "Morgan Reyes"', 'name: "Sam Okoye"')
      .replace(
        /bio: \|\n(?: {4}.*\n|\n)+/,
        "bio: |\n    I coach software teams from Bristol, after fifteen years building payment systems myself.\n\n",
      )
      .replace(/^proof:\n(?:(?: {2}.*)?\n)+/m, OWN_PROOF),
  );
  writeFileSync(join(dir, "content/images/logos/quayside.png"), Buffer.from("a real logo"));
}

/** The coach's own credentials and one logo, in place of the samples. */
const OWN_PROOF = [
  "proof:",
  "  credentials:",
  '    - text: "Author of “Reviews That Teach”, O’Hara Books, 2025"',
  '    - text: "Previously engineering manager at Quayside Freight Systems"',
  "  logos:",
  '    title: "Teams I have worked with"',
  "    items:",
  '      - image: "images/logos/quayside.png"',
  '        alt: "Quayside Freight Systems"',
  "",
].join("\n");

/** The line of content/home.yaml (from 1) that is `key` under `proof:`, as shipped. */
function homeLine(key: string): number {
  const lines = readFileSync(join(dir, "content/home.yaml"), "utf8").split("\n");
  const proof = lines.findIndex((line) => line.startsWith("proof:"));
  return lines.findIndex((line, at) => at > proof && line.trim() === key) + 1;
}

describe("on the repository as shipped", () => {
  it("names every sample testimonial, story, quote, figure, the coach's name and bio, each at its line", () => {
    expect(named()).toEqual([
      "content/testimonials.yaml:6 [0]",
      "content/testimonials.yaml:10 [1]",
      "content/testimonials.yaml:14 [2]",
      "content/testimonials.yaml:19 [3]",
      expect.stringMatching(/^content\/case-studies\/logistics-agent-guardrails\.md:2 title$/),
      expect.stringMatching(/^content\/case-studies\/logistics-agent-guardrails\.md:\d+ quote$/),
      ...[0, 1, 2].map((index) =>
        expect.stringMatching(
          new RegExp(
            `^content/case-studies/logistics-agent-guardrails\\.md:\\d+ outcomes\\[${index}\\]$`,
          ),
        ),
      ),
      expect.stringMatching(/^content\/case-studies\/payments-platform-tdd\.md:2 title$/),
      expect.stringMatching(/^content\/case-studies\/payments-platform-tdd\.md:\d+ quote$/),
      ...[0, 1, 2, 3].map((index) =>
        expect.stringMatching(
          new RegExp(
            `^content/case-studies/payments-platform-tdd\\.md:\\d+ outcomes\\[${index}\\]$`,
          ),
        ),
      ),
      expect.stringMatching(/^content\/home\.yaml:\d+ coach\.name$/),
      expect.stringMatching(/^content\/home\.yaml:\d+ coach\.bio$/),
      ...[0, 1, 2].map(
        (index) =>
          `content/home.yaml:${homeLine("credentials:") + 1 + 2 * index} proof.credentials[${index}]`,
      ),
      // A logo at its picture's line ("- image:"), the first of its parts that gives it away.
      ...[0, 1, 2, 3].map(
        (index) =>
          `content/home.yaml:${homeLine("items:") + 1 + 2 * index} proof.logos.items[${index}]`,
      ),
    ]);
  });

  it("points each item at a line that holds it", () => {
    const lines = (file: string) => readFileSync(join(dir, file), "utf8").split("\n");
    const at = (file: string, key: string) => {
      const match = findSampleProof(dir).find(({ item }) => item.file === file && item.key === key);
      return lines(file)[(match?.line ?? 0) - 1];
    };
    expect(at("content/testimonials.yaml", "[2]")).toContain("Hannah Lindqvist");
    expect(at(STORY1, "outcomes[1]")).toContain("Deployments to production");
    expect(at(STORY1, "quote")).toMatch(/quote:|We used to schedule releases/);
    expect(at("content/home.yaml", "coach.bio")).toMatch(/bio:|Raleigh/);
  });

  it("says what each item is and what to do about it", () => {
    const messages = findSampleProof(dir).map(sampleMessage);
    expect(messages[0]).toBe(
      "is a sample testimonial from a person and company that do not exist (name, company, quote as shipped): replace it with a real client's words (with their permission) or delete the entry",
    );
    expect(messages).toContain(
      "is the sample bio, with invented facts about the coach: write your own",
    );
    expect(messages).toContain(
      "is a sample logo of a company that does not exist (picture, name as shipped): put in the logo of a real client or conference (with their permission) or delete the entry",
    );
  });
});

describe("on a copy with the samples replaced", () => {
  it("names none of them", () => {
    replaceEverySample();
    expect(named()).toEqual([]);
  });

  it("names none when the content is gone altogether", () => {
    rmSync(join(dir, "content"), { recursive: true });
    expect(named()).toEqual([]);
  });

  it("leaves out a sample story kept as a draft: it is not published", () => {
    edit(STORY0, (text) => text.replace("order: 2\n", "order: 2\ndraft: true\n"));
    expect(keysIn(STORY0)).toEqual([]);
    expect(keysIn(STORY1)).toContain("title");
  });
});

describe("is not fooled by a small edit", () => {
  it("a new name above the invented company and quote", () => {
    edit("content/testimonials.yaml", (text) => text.replace("Alicia Fernández", "Ana Gómez"));
    const [first] = findSampleProof(dir);
    expect(first?.item.key).toBe("[0]");
    expect(first?.matched).toEqual(["company", "quote"]);
  });

  it("a new name and company above a quote with one sentence reworded", () => {
    edit("content/testimonials.yaml", (text) =>
      text
        .replace("Marcus Bell", "Leo Park")
        .replace("Tidewater Analytics", "Parkside Data")
        .replace("I was skeptical that", "I doubted"),
    );
    expect(keysIn("content/testimonials.yaml")).toContain("[1]");
  });

  it("case, spacing and punctuation changed throughout", () => {
    edit("content/testimonials.yaml", (text) =>
      text.replace("Northlight Ledger", "NORTHLIGHT  ledger!").replace("Hannah Lindqvist", "H. L."),
    );
    edit(STORY0, (text) =>
      text.replace(
        'before: "About 900"\n    after: "About 150"',
        'before: "about  900"\n    after: "About 150."',
      ),
    );
    expect(keysIn("content/testimonials.yaml")).toContain("[2]");
    expect(keysIn(STORY0)).toContain("outcomes[0]");
  });

  it("a story given a new title, client and summary but the same text", () => {
    edit(STORY1, (text) =>
      text
        .replace(/^title: .*$/m, 'title: "Daily Deploys"')
        .replace(/^client: .*$/m, 'client: "A payments company"')
        .replace(/^summary: .*$/m, 'summary: "Shorter."'),
    );
    const story = findSampleProof(dir).find(
      ({ item }) => item.file === STORY1 && item.key === "title",
    );
    expect(story?.matched).toEqual(["text"]);
    expect(story?.line).toBeGreaterThan(30);
  });

  it("a figure relabelled, or with its note rewritten", () => {
    edit(STORY1, (text) =>
      text
        .replace("Lead time for changes", "Lead time")
        .replace("on working days, across all four teams", "every working day"),
    );
    expect(keysIn(STORY1)).toEqual(expect.arrayContaining(["outcomes[0]", "outcomes[1]"]));
  });

  it("a sample logo's picture under a new name, and a sample name over a new picture", () => {
    edit("content/home.yaml", (text) =>
      text.replace('alt: "Brightmeadow Health"', 'alt: "Quayside Freight"'),
    );
    writeFileSync(join(dir, "content/images/logos/tidewater-analytics.png"), "another picture");
    const logos = findSampleProof(dir).filter(({ item }) => item.kind === "logo");
    expect(logos.map(({ item, matched }) => [item.key, matched])).toEqual([
      ["proof.logos.items[0]", ["picture"]],
      ["proof.logos.items[1]", ["name"]],
      ["proof.logos.items[2]", ["picture", "name"]],
      ["proof.logos.items[3]", ["picture", "name"]],
    ]);
  });

  it("a sample picture copied under a new file name", () => {
    copyFileSync(
      join(dir, "content/images/logos/northlight-ledger.png"),
      join(dir, "content/images/logos/acme.png"),
    );
    replaceEverySample();
    edit("content/home.yaml", (text) =>
      text.replace("images/logos/quayside.png", "images/logos/acme.png"),
    );
    expect(keysIn("content/home.yaml")).toEqual(["proof.logos.items[0]"]);
  });

  it("the bio with one paragraph rewritten", () => {
    edit("content/home.yaml", (text) =>
      text.replace("I'm a technical coach based in Raleigh", "I'm a coach in Durham"),
    );
    expect(keysIn("content/home.yaml")).toContain("coach.bio");
  });
});

describe("lets the coach's own content through", () => {
  it("a real testimonial from someone with the same role as a sample", () => {
    replaceEverySample();
    edit("content/testimonials.yaml", (text) => text.replace('"CTO"', '"Staff Engineer"'));
    expect(keysIn("content/testimonials.yaml")).toEqual([]);
  });

  it("a real story using the sample's headings and a common short sentence", () => {
    replaceEverySample();
    edit(STORY0, (text) => `${text}\n## Approach\n\nAdoption was fast and enthusiastic.\n`);
    expect(keysIn(STORY0)).toEqual([]);
  });
});

it.each([
  ["  Northlight\tLEDGER ", "northlight ledger"],
  ["“Six months later”—they still do.", "six months later they still do"],
  ["Fernández", "fernández"],
])("normaliseText(%j) is %j", (text, expected) => {
  expect(normaliseText(text)).toBe(expected);
  expect(fingerprint(text)).toBe(fingerprint(expected));
});
