// The newsletter as a subscriber reads it: each item of the test build's feed (every shipped
// issue), its content:encoded alone in a document with no site CSS, as a mail client shows it, at a
// desktop client's 600 px and a phone's 375 px. Nothing may be wider than the body (an image, a
// code line, a table), the code keeps its lines and wraps, the text is in the site's face, and the
// e-mail ends with the way back to the site and the call to book. (What mail clients support of
// its HTML and CSS: npm run check:email; how it is made: src/node/feed/emailHtml.ts.)
import path from "node:path";
import { test, expect } from "./support/fixtures";
import { EMAIL_WIDTHS, feedItems, overflowing, showEmail } from "../testing/emailPreview";
import { routes } from "../src/routes";
import { READ_ON_THE_SITE } from "../src/node/feed/emailHtml";
import { SCHEDULE_A_CALL } from "../src/callToAction";

const FEED = path.join("public", routes.newsletterFeed);

// Sets its own widths: runs once (@once).
test.describe("each issue's e-mail, alone", { tag: "@once" }, () => {
  for (const width of EMAIL_WIDTHS) {
    test(`fits ${width} px with no site CSS: nothing wider than the body, code wrapped`, async ({
      page,
      baseURL,
    }) => {
      const items = await feedItems(FEED);
      expect(items.length).toBeGreaterThan(3);
      const servedAt = new URL(baseURL ?? "").origin;
      for (const item of items) {
        await showEmail(page, item.html, width, { site: item.link, servedAt });
        expect({ item: item.title, overflowing: await overflowing(page) }).toEqual({
          item: item.title,
          overflowing: [],
        });
        // Every code block keeps its lines and wraps inside its box.
        for (const pre of await page.locator("pre").all()) {
          expect(await pre.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe(
            "pre-wrap",
          );
        }
        // The text is set in the site's face, not the client's default serif.
        const family = await page
          .locator("p")
          .first()
          .evaluate((element) => getComputedStyle(element).fontFamily);
        expect(family).toMatch(/^"Source Sans 3", system-ui, sans-serif$/);
        // It ends with the way to the page and the call to book.
        const names = await page.getByRole("link").allTextContents();
        expect(names.slice(-2)).toEqual([READ_ON_THE_SITE, SCHEDULE_A_CALL]);
      }
    });
  }
});
