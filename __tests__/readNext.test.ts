/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import { chooseReadNext, type ReadNextIssue } from "../src/node/pages/readNext";
import { readingMinutes } from "../src/node/schema/readingTime";

const issue = (slug: string, topics: string[] = [], related: string[] = []): ReadNextIssue => ({
  id: `id-${slug}`,
  slug,
  topics,
  related,
});

// Newest first, as createPages.ts hands them over.
const archive = [
  issue("newest", ["delivery"]),
  issue("review-habits", ["review", "teams"]),
  issue("agents", ["agents", "tdd"]),
  issue("legacy", ["legacy", "tdd"]),
  issue("pairing", ["teams"]),
  issue("agents-and-tests", ["agents", "tdd", "review"]),
  issue("oldest", []),
];

const slugsFor = (slug: string, issues = archive, count?: number): string[] => {
  const byId = new Map(issues.map((item) => [item.id, item.slug]));
  const ids = chooseReadNext(issues, count).get(`id-${slug}`) ?? [];
  return ids.map((id) => byId.get(id) ?? id);
};

describe("chooseReadNext", () => {
  it.each([
    // Shares agents+tdd with "agents" (2), tdd with "legacy" (1), review with "review-habits" (1):
    // the most shared first, then the newer of two equals.
    ["agents-and-tests", ["agents", "review-habits", "legacy"]],
    // Shares tdd with two issues, one its older neighbour ("Previous issue" leads there already):
    // the other, then the newest of the rest that are not its neighbours.
    ["legacy", ["agents-and-tests", "newest", "review-habits"]],
    // Shares "teams" with one issue only: then the newest others.
    ["pairing", ["review-habits", "newest", "agents"]],
    // No topics: the newest three others.
    ["oldest", ["newest", "review-habits", "agents"]],
    // Never itself nor its neighbour, even when it is the newest.
    ["newest", ["agents", "legacy", "pairing"]],
  ])("for %s: %j", (slug, expected) => {
    expect(slugsFor(slug)).toEqual(expected);
  });

  it("follows the issue's `related`, in its order, over shared topics", () => {
    const issues = archive.map((item) =>
      item.slug === "legacy" ? { ...item, related: ["oldest", "newest"] } : item,
    );
    expect(slugsFor("legacy", issues)).toEqual(["oldest", "newest"]);
  });

  it("leaves out a `related` issue that is a neighbour: its card is on the page already", () => {
    const issues = archive.map((item) =>
      item.slug === "legacy" ? { ...item, related: ["pairing", "oldest"] } : item,
    );
    expect(slugsFor("legacy", issues)).toEqual(["oldest"]);
  });

  it("keeps the first three of a longer `related` list", () => {
    const issues = archive.map((item) =>
      item.slug === "oldest"
        ? { ...item, related: ["pairing", "legacy", "agents", "newest"] }
        : item,
    );
    expect(slugsFor("oldest", issues)).toEqual(["pairing", "legacy", "agents"]);
  });

  it("chooses by topics when none of the `related` issues is published in this build", () => {
    // "a-draft" is not among the issues given: this build does not publish it.
    const issues = archive.map((item) =>
      item.slug === "pairing" ? { ...item, related: ["a-draft"] } : item,
    );
    expect(slugsFor("pairing", issues)).toEqual(["review-habits", "newest", "agents"]);
  });

  it.each([
    [1, []],
    [2, []],
    [3, ["third"]],
  ])("shows what there is, neighbours aside, with %i issue(s) in all", (total, expected) => {
    const issues = [issue("only"), issue("other"), issue("third")].slice(0, total);
    expect(slugsFor("only", issues)).toEqual(expected);
  });

  // An index by topic, not a comparison of every pair: each issue's topics are read a fixed number
  // of times however large the archive (the time at 1,000 issues: npm run bench -- content-growth).
  it("reads each issue's topics a fixed number of times, at 100 issues as at 1,000", () => {
    const topics = ["a", "b", "c", "d", "e", "f", "g"];
    const readsPerIssue = (total: number) => {
      let reads = 0;
      const many = Array.from({ length: total }, (_, index) => {
        const own = [topics[index % 7] ?? "a", topics[(index * 3) % 7] ?? "b"];
        return {
          ...issue(`issue-${index}`),
          get topics() {
            reads += 1;
            return own;
          },
        };
      });
      const choice = chooseReadNext(many);
      expect([...choice.values()].every((ids) => ids.length === 3)).toBe(true);
      return reads / total;
    };
    const few = readsPerIssue(100);
    expect(few).toBeLessThanOrEqual(4);
    expect(readsPerIssue(1000)).toBe(few);
  });
});

describe("readingMinutes", () => {
  const words = (count: number, word = "word") => Array(count).fill(word).join(" ");

  it.each([
    ["an empty body", "", 1],
    ["230 words of prose", words(230), 1],
    ["231 words of prose", words(231), 2],
    ["1,380 words of prose", words(1380), 6],
    ["230 words of prose and 100 of code", `${words(230)}\n\n\`\`\`ts\n${words(100)}\n\`\`\``, 2],
    ["230 words of prose and 101 of code", `${words(230)}\n\n~~~\n${words(101)}\n~~~`, 3],
    // A fence closes only with as many of its own character: "```" inside "````" is code.
    ["101 words of code in a longer fence", `\`\`\`\`md\n\`\`\`\n${words(100)}\n\`\`\`\``, 2],
    ["an unclosed fence: the rest is code", `~~~\n${words(101)}`, 2],
  ])("%s: %i min", (_case, markdown, minutes) => {
    expect(readingMinutes(markdown)).toBe(minutes);
  });
});
