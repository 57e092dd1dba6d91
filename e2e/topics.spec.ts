// Topics, "Read next", "Start here" and reading time in the build served under the path prefix:
// every topic page lists exactly the issues whose front matter names it, newest first; every issue
// shows its topics (leading to their pages), its reading time and up to three issues to read next;
// the archive's first page shows "Start here". Read against content/ itself, so
// a sample issue given another topic keeps the test true.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { openPage, sitePath } from "./support/pages";
import { parseMarkdown, parseYaml } from "../src/node/contentFiles/parseContent";
import { routes } from "../src/routes";

interface Issue {
  slug: string;
  title: string;
  date: string;
  topics: string[];
  featured: boolean;
}

const dir = "content/newsletter";
const issues: Issue[] = readdirSync(dir)
  .filter((file) => file.endsWith(".md"))
  .map((file) => {
    const data = parseMarkdown(readFileSync(path.join(dir, file), "utf8")).data as Record<
      string,
      unknown
    >;
    return {
      slug: file.replace(/\.md$/, ""),
      title: String(data.title),
      date: String(data.date),
      topics: (data.topics as string[] | undefined) ?? [],
      featured: data.featured === true,
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date));
const topics = parseYaml(readFileSync("content/topics.yaml", "utf8")) as {
  name: string;
  slug: string;
  description: string;
}[];

test(
  "every topic page lists exactly the issues that carry it, newest first, with its sentence",
  { tag: "@once" },
  async ({ page }) => {
    expect(topics.length).toBeGreaterThan(0);
    for (const topic of topics) {
      await openPage(page, routes.newsletterTopic(topic.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(topic.name);
      await expect(page.getByText(topic.description, { exact: true })).toBeVisible();
      const expected = issues.filter((issue) => issue.topics.includes(topic.slug));
      await expect(page.locator("main article h2")).toHaveText(
        expected.map((issue) => issue.title),
      );
    }
  },
);

test("an issue shows its reading time and topics; a topic link leads to the topic's page", async ({
  page,
  baseURL,
}) => {
  const issue = issues.find((candidate) => candidate.topics.length > 0);
  if (!issue) throw new Error("no sample issue has a topic");
  await openPage(page, routes.newsletterIssue(issue.slug));
  const header = page.locator("main article header").first();
  await expect(header).toContainText(/\d+ min read/);
  const list = header.getByRole("list", { name: "Topics" });
  const names = issue.topics.map((slug) => topics.find((topic) => topic.slug === slug)?.name);
  await expect(list.getByRole("link")).toHaveText(names.map(String));
  await list.getByRole("link").first().click();
  await expect
    .poll(() => sitePath(page, baseURL ?? ""))
    .toBe(routes.newsletterTopic(issue.topics[0] ?? ""));
  await expect(page.getByRole("link", { name: issue.title })).toBeVisible();
});

test(
  "every issue ends with up to three other issues to read next",
  { tag: "@once" },
  async ({ page }) => {
    for (const issue of issues) {
      await openPage(page, routes.newsletterIssue(issue.slug));
      const readNext = page.getByRole("region", { name: "Read next" });
      const titles = await readNext.getByRole("heading", { level: 3 }).allTextContents();
      expect(titles, issue.slug).toHaveLength(Math.min(3, issues.length - 1));
      expect(titles, issue.slug).not.toContain(issue.title);
      // Never the issue the "Previous issue" or "Next issue" card already leads to.
      const cards = await page
        .getByRole("navigation", { name: "More issues" })
        .getByRole("link")
        .allTextContents();
      for (const title of titles) {
        expect(
          cards.filter((card) => card.endsWith(title)),
          issue.slug,
        ).toEqual([]);
      }
      await expect(readNext.getByText(/\d+ min read/)).toHaveCount(titles.length);
    }
  },
);

test(
  "the archive lists every topic, each leading to its page",
  { tag: "@once" },
  async ({ page }) => {
    await openPage(page, routes.newsletterArchive);
    const block = page.getByRole("region", { name: "Browse by topic" });
    await expect(block.getByRole("link")).toHaveText(topics.map((topic) => topic.name));
  },
);

test("the archive's first page shows Start here, the featured issues oldest first", async ({
  page,
}) => {
  const featured = issues
    .filter((issue) => issue.featured)
    .reverse()
    .slice(0, 5)
    .map((issue) => issue.title);
  expect(featured.length).toBeGreaterThan(0);
  await openPage(page, routes.newsletterArchive);
  const block = page.getByRole("region", { name: "Start here" });
  await expect(block.getByRole("link")).toHaveText(featured);
});
