// Full-page screenshots of one page per template (the 404 page among them), at 320, 390, 768, 1024,
// 1280 and 1920 px, in the light and the dark colour scheme, from the built site (public/, served
// under the path prefix it was built with, so npm start's build and npm test's both work), to look
// at the site the way a visitor does before a change is called done. Also the home page's first
// screen alone (844 px tall on phones, 800 on laptops) and with the menus open (at small widths
// the navigation menu, then with its Newsletter items too; at wide ones the Newsletter dropdown),
// and the newsletter's e-mail (the newest feed item, and the newest with a code block) alone as
// a mail client shows it, at 600 and 375 px, and at 375 px with the dark scheme a client forces on
// it (Chromium's algorithmic darkening, as Android's
// Gmail does). Debian's Chromium, loopback only; writes PNGs to screenshots/.
// Usage: npx tsx scripts/screenshots.ts [siteDir=public] [route...]
// Fewer shots while working on one thing: WIDTHS=320,768 and/or SCHEMES=dark in the environment.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../testing/chromium";
import { serveSite } from "../testing/serve";
import { templateRoutes } from "../checks/templates";
import { TEST_ANALYTICS_ORIGIN } from "../testing/testBuild";
import { waitForHydration } from "../testing/hydration";
import { lastPathPrefix } from "../src/node/cache/pathPrefixCache";
import { routes } from "../src/routes";
import { EMAIL_WIDTHS, feedItems, showEmail } from "../testing/emailPreview";

const listed = (value: string | undefined): string[] | undefined =>
  value ? value.split(",").map((item) => item.trim()) : undefined;
const WIDTHS = (listed(process.env.WIDTHS) ?? ["320", "390", "768", "1024", "1280", "1920"]).map(
  Number,
);
const SCHEMES = (listed(process.env.SCHEMES) ?? ["light", "dark"]).filter(
  (scheme): scheme is "light" | "dark" => scheme === "light" || scheme === "dark",
);
const OUT = path.resolve("screenshots");

const fileName = (route: string, width: number, scheme: string, suffix = "") =>
  `${route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/\//g, "_")}-${width}-${scheme}${suffix}.png`;

/**
 * The e-mail of the newest issue, and of the newest with a code block, as a mail client shows it:
 * at each e-mail width, and at the phone's with the dark scheme forced on it.
 */
async function emailShots(root: string, servedAt: string): Promise<void> {
  const items = await feedItems(path.join(root, routes.newsletterFeed));
  const shown = [...new Set([items[0], items.find((item) => item.html.includes("<pre"))])];
  const light = { args: CHROMIUM_ARGS, suffix: "" };
  const forcedDark = {
    args: [...CHROMIUM_ARGS, "--blink-settings=forceDarkModeEnabled=true"],
    suffix: "-forced-dark",
  };
  for (const { args, suffix } of [light, forcedDark]) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args });
    try {
      const page = await browser.newPage();
      for (const item of shown) {
        if (!item) continue;
        const slug = new URL(item.link).pathname.split("/").filter(Boolean).pop() ?? "item";
        for (const width of suffix ? [Math.min(...EMAIL_WIDTHS)] : EMAIL_WIDTHS) {
          await showEmail(page, item.html, width, { site: item.link, servedAt });
          await page.screenshot({
            path: path.join(OUT, `email-${slug}-${width}${suffix}.png`),
            fullPage: true,
          });
        }
      }
    } finally {
      await browser.close();
    }
  }
}

async function main(): Promise<void> {
  const root = path.resolve(process.argv[2] ?? "public");
  // One page per template (the first issue and case study stand for the rest), or those named.
  const pageRoutes =
    process.argv.length > 3
      ? process.argv.slice(3)
      : templateRoutes(root).map((template) => template.route);
  mkdirSync(OUT, { recursive: true });
  const site = await serveSite(root, 0, lastPathPrefix(path.dirname(root)));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const scheme of SCHEMES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height: width < 1024 ? 844 : 900 },
          colorScheme: scheme,
          reducedMotion: "reduce",
        });
        // Analytics goes nowhere here.
        await context.route(`${TEST_ANALYTICS_ORIGIN}/**`, (route) =>
          route.fulfill({ body: "{}" }),
        );
        const page = await context.newPage();
        for (const route of pageRoutes) {
          await page.goto(`${site.origin}${route}`);
          await waitForHydration(page);
          await page.evaluate(() => document.fonts.ready);
          // Lazy images load when scrolled to: bring every one in before the full-page shot.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y);
              await new Promise((done) => setTimeout(done, 50));
            }
            window.scrollTo(0, 0);
            await Promise.all(
              [...document.images].map((img) =>
                img.complete ? null : img.decode().catch(() => null),
              ),
            );
          });
          await page.screenshot({
            path: path.join(OUT, fileName(route, width, scheme)),
            fullPage: true,
          });
          // The menus open, on the home page: the small-screen menu, then its Newsletter items
          // (in the menu's flow); on a wide screen the Newsletter dropdown over the page.
          if (route === "/") {
            // The first screen a CTO meets (issue 52): a phone's 844 px, a laptop's 800 px.
            await page.setViewportSize({ width, height: width < 1024 ? 844 : 800 });
            await page.screenshot({
              path: path.join(OUT, fileName(route, width, scheme, "-first")),
            });
            await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
            // The toggle by its id: its name says whether the menu is open.
            const toggle = page.locator("#site-menu-toggle");
            const newsletter = page
              .getByRole("navigation", { name: "Main" })
              .getByRole("button", { name: "Newsletter" });
            const shot = (suffix: string) =>
              page.screenshot({ path: path.join(OUT, fileName(route, width, scheme, suffix)) });
            if (await toggle.isVisible()) {
              await toggle.click();
              await shot("-menu");
              await newsletter.click();
              await shot("-menu-newsletter");
              await page.keyboard.press("Escape");
              await toggle.click();
            } else {
              await newsletter.click();
              await shot("-newsletter");
              await page.keyboard.press("Escape");
            }
          }
        }
        await context.close();
      }
    }
    await emailShots(root, new URL(site.origin).origin);
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(`Screenshots in ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
