// A feed item's e-mail HTML (content:encoded) shown the way a mail client shows it: alone, in a
// document of its own with no stylesheet of the site's, at the width of the reading pane (600 px
// on a desk, 375 on a phone). Used by e2e/email.spec.ts, the build test and npm run screenshots.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import Parser from "rss-parser";

/** The widths an e-mail is read at: a desktop client's message column, a phone. */
export const EMAIL_WIDTHS = [600, 375] as const;

export interface FeedItem {
  title: string;
  link: string;
  /** content:encoded: what an RSS-to-email service sends. */
  html: string;
}

/** Every item of a built feed, read by a real feed parser. */
export async function feedItems(feedFile: string): Promise<FeedItem[]> {
  const feed = await new Parser<object, { "content:encoded": string }>().parseString(
    readFileSync(feedFile, "utf8"),
  );
  return feed.items.map((item) => ({
    title: item.title ?? "",
    link: item.link ?? "",
    html: item["content:encoded"],
  }));
}

/**
 * Shows the item alone at `width`: the browser's default styles only, as a mail client that adds
 * none of its own. Requests to `site` (the feed's origin, whose images the item shows) are
 * answered from `servedAt` (the built site on loopback); every other request is refused, as the
 * network is closed here.
 */
export async function showEmail(
  page: Page,
  html: string,
  width: number,
  images?: { site: string; servedAt: string },
): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.unroute("**/*");
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (images && url.origin === new URL(images.site).origin) {
      const response = await route.fetch({ url: `${images.servedAt}${url.pathname}` });
      await route.fulfill({ response });
    } else await route.abort();
  });
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>E-mail</title></head>` +
      `<body>${html}</body></html>`,
  );
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
    ),
  );
}

/**
 * What sticks out of the body: the document scrolls sideways, or an element's box ends past the
 * body's right edge. One line for each, empty when everything fits.
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const body = document.body.getBoundingClientRect();
    const found: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) {
      found.push(`the page is ${scrollWidth} px wide in a ${window.innerWidth} px window`);
    }
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.right > body.right + 0.5) {
        const tag = element.tagName.toLowerCase();
        const text = (element.textContent ?? "").trim().slice(0, 40);
        found.push(
          `<${tag}> "${text}" ends at ${Math.round(box.right)} px, past the body's ${Math.round(body.right)} px`,
        );
      }
      // Content wider than its own box (a code line that does not wrap), whether the box lets it
      // spill, scrolls or clips it. Inline boxes have no width of their own to compare.
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
        const tag = element.tagName.toLowerCase();
        found.push(
          `<${tag}> holds ${element.scrollWidth} px of content in ${element.clientWidth} px`,
        );
      }
    }
    return found;
  });
}
