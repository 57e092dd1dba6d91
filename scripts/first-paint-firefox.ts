// The before-hydration checks of e2e/beforeHydration.spec.ts, once in Firefox (puppeteer-core over
// WebDriver BiDi, with the system's Firefox ESR), against the test build with every script held
// back: the toggle's names and a tap's effect, the Newsletter dropdown at 390 and 1280 px and an
// outside click, the archive's search sent with Enter, the state once the scripts arrive, and the
// console. Not part of npm test (one more browser to launch); run it after npm run build:test:
//   npx tsx scripts/first-paint-firefox.ts [--port 9200] [--hold-scripts 6000]
// puppeteer-core comes with Lighthouse; FIREFOX_PATH moves the browser.
import puppeteer, { type Page } from "puppeteer-core";
import { serveSite } from "../testing/serve";
import { TEST_PATH_PREFIX } from "../testing/testBuild";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const port = option("--port", Number(process.env.E2E_PORT ?? 9100) + 100);
const holdMs = option("--hold-scripts", 6000);
const WORD = "flashlight";

const results: { check: string; ok: boolean; detail: string }[] = [];
const record = (check: string, ok: boolean, detail = "") => {
  results.push({ check, ok, detail });
  console.log(`${ok ? "ok  " : "FAIL"} ${check}${detail ? ` (${detail})` : ""}`);
};

const started = (page: Page) =>
  page.evaluate(() => typeof (window as { ___navigate?: unknown }).___navigate === "function");

/** The toggle's accessible name as CSS leaves it: the one of its two names that is displayed. */
const toggleName = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("#site-menu-toggle [data-when]")]
      .filter((span) => span.textContent && getComputedStyle(span).display !== "none")
      .map((span) => span.textContent)
      .join(" "),
  );
/**
 * Whether the popover a button opens is open ("true"/"false"): what the browser reports as its
 * expanded state.
 */
const expanded = (page: Page, selector: string) =>
  page.$eval(selector, (button) =>
    String(
      document.getElementById(button.getAttribute("popovertarget") ?? "")?.matches(":popover-open"),
    ),
  );
const visible = (page: Page, text: string) =>
  page.evaluate(
    (name) =>
      [...document.querySelectorAll("nav a")].some(
        (a) => a.textContent === name && a.checkVisibility(),
      ),
    text,
  );

async function waitUntil(page: Page, what: () => Promise<boolean>, timeout = 10_000) {
  const start = Date.now();
  while (Date.now() - start < timeout) {
    if (await what()) return Date.now() - start;
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error("timed out");
}

async function main() {
  const server = await serveSite("public", port, TEST_PATH_PREFIX, { holdScriptsMs: holdMs });
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
  });
  const problems: string[] = [];
  const open = async (width: number, path: string) => {
    const page = await browser.newPage();
    await page.setViewport({ width, height: 844 });
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`${width} ${path}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${width} ${path}: ${String(error)}`));
    await page.evaluateOnNewDocument(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.effectiveDirective}`),
      ),
    );
    await page.goto(`${server.origin}${path}`, { waitUntil: "domcontentloaded" });
    record(`${width} px ${path}: the app has not started at first paint`, !(await started(page)));
    return page;
  };
  try {
    console.log(`${(await browser.version()) || "Firefox"}, every script held ${holdMs} ms`);
    // The small-screen toggle.
    let page = await open(390, "/");
    record(
      "390 px: the toggle is named Open navigation menu",
      (await toggleName(page)) === "Open navigation menu",
    );
    await page.click("#site-menu-toggle");
    const openedIn = await waitUntil(
      page,
      async () => (await expanded(page, "#site-menu-toggle")) === "true",
    );
    record(
      "390 px: a tap opens the menu, renamed Close navigation menu",
      (await toggleName(page)) === "Close navigation menu" &&
        (await visible(page, "Success Stories")),
      `${openedIn} ms after the click returned`,
    );
    await page.click("#site-menu-toggle");
    await waitUntil(page, async () => (await expanded(page, "#site-menu-toggle")) === "false");
    record(
      "390 px: a second tap closes it",
      !(await visible(page, "Success Stories")) &&
        (await toggleName(page)) === "Open navigation menu",
    );
    await page.click("#site-menu-toggle");
    record("390 px: all before the scripts arrived", !(await started(page)));
    const hydratedIn = await waitUntil(page, () => started(page), holdMs + 20_000);
    record(
      "390 px: still open, with its name, once the app has started",
      (await toggleName(page)) === "Close navigation menu" &&
        (await expanded(page, "#site-menu-toggle")) === "true",
      `started ${hydratedIn} ms after the last tap`,
    );
    await page.close();

    // The Newsletter dropdown, at both widths.
    for (const width of [390, 1280]) {
      page = await open(width, "/");
      if (width < 1200) await page.click("#site-menu-toggle");
      const button = 'button[popovertarget^="nav-dropdown"]';
      await page.click(button);
      await waitUntil(page, async () => (await expanded(page, button)) === "true");
      record(
        `${width} px: Newsletter shows Latest Issues and Subscribe`,
        (await visible(page, "Latest Issues")) && (await visible(page, "Subscribe")),
      );
      await page.mouse.click(10, 830);
      await waitUntil(page, async () => (await expanded(page, button)) === "false");
      record(`${width} px: an outside click closes it`, !(await visible(page, "Latest Issues")));
      if (width < 1200) await page.click("#site-menu-toggle");
      await page.click(button);
      record(`${width} px: all before the scripts arrived`, !(await started(page)));
      await waitUntil(page, () => started(page), holdMs + 20_000);
      record(
        `${width} px: the dropdown is still open once the app has started`,
        (await expanded(page, button)) === "true" && (await visible(page, "Subscribe")),
      );
      await page.close();
    }

    // The archive's search, sent with Enter.
    page = await open(1280, "/newsletter/archive/");
    await page.type('input[name="q"]', WORD);
    await Promise.all([
      page.waitForNavigation({ waitUntil: "domcontentloaded" }),
      page.keyboard.press("Enter"),
    ]);
    record(
      "search: Enter loads the archive with the query",
      new URL(page.url()).searchParams.get("q") === WORD,
    );
    record("search: before the scripts arrived", !(await started(page)));
    const answeredIn = await waitUntil(
      page,
      () =>
        page.evaluate(
          (word) =>
            document.querySelector('[role="status"]')?.textContent ===
            `One issue matches “${word}”.`,
          WORD,
        ),
      // Each held script keeps one of Firefox's six connections to the host busy for the whole
      // hold: React's bundles and the template's chunks, then Pagefind's scripts, queue in turns.
      5 * holdMs + 20_000,
    );
    const articles = await page.$$eval("main article", (found) =>
      found.map((a) => a.querySelector("a")?.getAttribute("href")),
    );
    record(
      "search: the one issue holding the word, in place of the list",
      articles.length === 1 &&
        (articles[0] ?? "").endsWith("/newsletter/what-engineering-leaders-should-measure/"),
      `answered ${answeredIn} ms after the archive was parsed again`,
    );
    await page.close();
  } finally {
    await browser.close();
    await server.close();
  }
  record(
    "no console error, page error or policy violation",
    problems.length === 0,
    problems.join("; "),
  );
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
}

void main();
