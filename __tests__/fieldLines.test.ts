/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The line of each field in the coach's file, as a YAML parser reads it: where the content checks,
// the launch check and GitHub's annotations point.
import { fieldLine } from "../src/node/contentFiles/fieldLines";

const OFFER = `# comment
introCall: "Thirty minutes"
formats:
  title: "Ways"
  items:
    - name: "A"
      price: "1"
    - name: "B"

      price: "2"
faq:
  items:
  - question: "Q"
    answer: "A"
`;

describe("fieldLine", () => {
  it.each([
    ["introCall", 2],
    ["formats.title", 4],
    ["formats.items[0].name", 6],
    ["formats.items[0].price", 7],
    ["formats.items[1].price", 10],
    // A list at its key's own indentation, as YAML allows.
    ["faq.items[0].answer", 14],
    // A missing field points to the nearest line that is there.
    ["formats.items[1].forWhom", 8],
    ["closing.title", 1],
  ])("finds %s on line %i", (field, line) => {
    expect(fieldLine(OFFER, field, "yaml")).toBe(line);
  });

  it("finds a frontmatter field without mistaking a nested one of the same name", () => {
    const text = '---\nquote:\n  name: "Q"\nname: "Top"\n---\n\nname: body\n';
    expect(fieldLine(text, "name", "markdown")).toBe(4);
    expect(fieldLine(text, "quote.name", "markdown")).toBe(3);
    // Not in the frontmatter: its first line.
    expect(fieldLine(text, "title", "markdown")).toBe(2);
  });

  it("reads the file as YAML does: an entry of a top-level list, quoted keys, a dash on its own line", () => {
    const text =
      '- name: "A"\n-\n  "name": "B"\n  role: >-\n    Folded\n    text\n  photo: x.jpg\n';
    expect(fieldLine(text, "[1]", "yaml")).toBe(2);
    expect(fieldLine(text, "[1].name", "yaml")).toBe(3);
    expect(fieldLine(text, "[1].photo", "yaml")).toBe(7);
    expect(fieldLine(text, "[2].name", "yaml")).toBe(1);
  });

  it("finds an entry of a list written on one line", () => {
    expect(fieldLine("topics:\n  - a\ntags: [x,\n  y]\n", "tags[1]", "yaml")).toBe(4);
  });
});
