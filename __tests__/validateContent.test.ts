import {
  formatProblems,
  isCalendarDate,
  resolveRelative,
  validateContent,
} from "../src/node/validateContent";
import { fileExists, validFiles, withFile } from "./fixtures/content";

const ISSUE = "content/newsletter/write-the-test-first.md";
const STUDY = "content/case-studies/daily-deploys.md";
const PRIVACY = "content/pages/privacy-policy.md";
const TESTIMONIALS = "content/testimonials.yaml";
const HOME = "content/home.yaml";
const OFFER = "content/offer.yaml";

describe("validateContent", () => {
  it("accepts a complete, valid content folder", () => {
    expect(validateContent(validFiles(), fileExists)).toEqual([]);
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
      /cannot be read/,
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
      /cannot be read/,
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
    const problems = validateContent(
      withFile(file, (text) => text.replace(find, replace)),
      fileExists,
    );
    expect(problems).toContainEqual({ file, field, message: expect.stringMatching(message) });
  });

  it("reports every problem in every file, not just the first", () => {
    const files = validFiles().map((file) => {
      if (file.path === ISSUE)
        return {
          ...file,
          text: file.text
            .replace('"2026-03-05"', '"2026-02-30"')
            .replace('"Write the Test First"', '""'),
        };
      if (file.path === TESTIMONIALS)
        return { ...file, text: file.text.replace('name: "Marcus Bell"', 'name: ""') };
      return file;
    });
    const problems = validateContent(files, fileExists);
    expect(problems.map(({ file, field }) => `${file} ${field}`)).toEqual([
      `${ISSUE} title`,
      `${ISSUE} date`,
      `${TESTIMONIALS} [1].name`,
    ]);
    const message = formatProblems(problems);
    expect(message).toContain("3 problem(s)");
    expect(message).toContain(`${TESTIMONIALS}: [1].name is empty`);
  });

  it("names a file the site needs when it is missing", () => {
    const files = validFiles().filter((file) => file.path !== PRIVACY);
    expect(validateContent(files, fileExists)).toContainEqual({
      file: PRIVACY,
      field: "(whole file)",
      message: "is missing",
    });
  });

  it("rejects a newsletter file name that cannot be a clean URL", () => {
    const files = validFiles().map((file) =>
      file.path === ISSUE ? { ...file, path: "content/newsletter/My Issue.md" } : file,
    );
    expect(validateContent(files, fileExists)).toContainEqual(
      expect.objectContaining({ file: "content/newsletter/My Issue.md", field: "file name" }),
    );
  });
});

describe("isCalendarDate", () => {
  it.each([
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-04-31", false],
    ["2026-12-31", true],
    ["2026-1-5", false],
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
  });
});
