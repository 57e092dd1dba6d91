// Search of every issue, in the build served under the path prefix (/coaching-site/): nothing of
// Pagefind is fetched until the reader uses the search box; a word found in one issue's body alone
// finds that issue first; with the results open, axe finds nothing. The fixture fails the test on
// any console error or CSP violation, so Pagefind's script, index and WebAssembly must all pass the
// site's policy.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { axeReport } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { openPage } from "./support/pages";

// In the body of content/newsletter/what-engineering-leaders-should-measure.md and nowhere else.
const WORD = "flashlight";

test(
  "searching for a word in one issue's body finds that issue first, axe clean with results open",
  { tag: "@once" },
  async ({ page, baseURL }) => {
    const dir = "content/newsletter";
    const holders = readdirSync(dir).filter((file) =>
      readFileSync(path.join(dir, file), "utf8").toLowerCase().includes(WORD),
    );
    expect(holders, `issues whose text holds "${WORD}"`).toEqual([
      "what-engineering-leaders-should-measure.md",
    ]);
    const prefix = new URL(baseURL ?? "").pathname.replace(/\/$/, "");
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    const searchFiles = () => fetched.filter((file) => file.startsWith(`${prefix}/pagefind/`));

    await openPage(page, "/newsletter/archive/");
    expect(searchFiles(), "Pagefind files fetched before the search is used").toEqual([]);
    const box = page
      .getByRole("search", { name: "Search the archive" })
      .getByRole("searchbox", { name: "Search every issue" });
    await box.fill(WORD);
    await box.press("Enter");

    await expect(page.getByRole("status")).toHaveText(`One issue matches “${WORD}”.`);
    const first = page.getByRole("region", { name: "Search results" }).getByRole("article").first();
    await expect(first.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
      "href",
      `${prefix}/newsletter/what-engineering-leaders-should-measure/`,
    );
    await expect(first.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(first.locator("p").last()).not.toBeEmpty();
    // As the archive's list shows it: the reading time and the topics.
    await expect(first.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(
      first.getByRole("list", { name: "Topics" }).getByRole("link").first(),
    ).toBeVisible();
    expect(searchFiles()).toContain(`${prefix}/pagefind/pagefind.js`);
    expect(await axeReport(page)).toBe("");
  },
);

test(
  "a search that finds nothing says so, and the full list that follows has a heading",
  { tag: "@once" },
  async ({ page }) => {
    await openPage(page, "/newsletter/archive/");
    const box = page
      .getByRole("search", { name: "Search the archive" })
      .getByRole("searchbox", { name: "Search every issue" });
    await box.fill("qzxjvw");
    await box.press("Enter");
    await expect(page.getByRole("status")).toHaveText("No issue matches “qzxjvw”.");
    const heading = page.getByRole("heading", { level: 2, name: "All issues, newest first" });
    await expect(heading).toBeVisible();
    // The list under it: the archive's issues.
    await expect(page.getByRole("article").first()).toBeVisible();
  },
);
