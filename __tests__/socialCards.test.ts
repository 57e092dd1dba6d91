/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// Social cards: what a built page asks for, where the card goes, and the card itself (drawn from
// the font file on npm, never the machine's fonts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardFile,
  cardFromHtml,
  cardSvg,
  writeSocialCards,
} from "../src/node/socialCards/socialCards";
import { wrap, loadFont } from "../src/node/socialCards/outlineText";

const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body></body></html>`;

const issueHead = `
<meta property="og:title" content="Write the Test First &amp; Let the Agent Drive"/>
<meta property="og:site_name" content="Craftwise Coaching"/>
<meta property="og:url" content="https://craftwise.example.com/newsletter/tdd/"/>
<meta property="og:image" content="https://craftwise.example.com/social/newsletter/tdd.png"/>
<meta property="article:section" content="Newsletter"/>
<meta property="article:published_time" content="2026-03-05"/>`;

describe("cardFromHtml", () => {
  it("reads the card's text from the page's own tags, entities decoded", () => {
    expect(cardFromHtml(page(issueHead))).toEqual({
      imageUrl: "https://craftwise.example.com/social/newsletter/tdd.png",
      pageUrl: "https://craftwise.example.com/newsletter/tdd/",
      text: {
        title: "Write the Test First & Let the Agent Drive",
        siteName: "Craftwise Coaching",
        kicker: "Newsletter · March 5, 2026",
        host: "craftwise.example.com",
      },
    });
  });

  it("gives a page that is not an article no kicker, and a page without og:image no card", () => {
    const head = issueHead.replace(/<meta property="article:[^>]*>/g, "");
    expect(cardFromHtml(page(head))?.text.kicker).toBe("");
    expect(cardFromHtml(page("<title>x</title>"))).toBeNull();
  });
});

describe("cardFile", () => {
  it("puts the card where og:image points, under the path prefix", () => {
    expect(
      cardFile(
        "https://craftwise.example.com/coaching-site/social/newsletter/tdd.png",
        "https://craftwise.example.com/coaching-site/newsletter/tdd/",
        "/coaching-site",
        "/site/public",
      ),
    ).toBe(path.join("/site/public", "social/newsletter/tdd.png"));
  });

  it.each([
    ["another site", "https://elsewhere.example/social/x.png"],
    ["a file outside /social/", "https://craftwise.example.com/icons/x.png"],
  ])("refuses an og:image on %s", (_case, imageUrl) => {
    expect(() =>
      cardFile(imageUrl, "https://craftwise.example.com/x/", "", "/site/public"),
    ).toThrow(/not a social card/);
  });
});

describe("the card", () => {
  it("wraps a long title within the card and keeps every line", () => {
    const style = { font: loadFont(), size: 72 };
    const lines = wrap(
      "What Engineering Leaders Should Measure (and What to Leave Alone)",
      1040,
      style,
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(
      "What Engineering Leaders Should Measure (and What to Leave Alone)",
    );
  });

  it("draws every letter as an outline, with no text left for the machine's fonts", () => {
    const svg = cardSvg({
      title: "Write the Test First",
      siteName: "Craftwise Coaching",
      kicker: "Newsletter",
      host: "craftwise.example.com",
    });
    expect(svg).not.toMatch(/<text/);
    expect((svg.match(/<path transform=/g) ?? []).length).toBeGreaterThan(40);
  });

  it("writes a 1200x630 PNG per page, reusing cards already drawn", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "social-cards-"));
    try {
      const publicDir = path.join(root, "public");
      const html = path.join(publicDir, "newsletter", "tdd", "index.html");
      const options = (changed: boolean) => ({
        publicDir,
        pathPrefix: "",
        cacheDir: path.join(root, "cache"),
        pages: [{ file: html, value: cardFromHtml(page(issueHead)), changed }],
      });
      expect(await writeSocialCards(options(true))).toEqual({ pages: 1, drawn: 1 });
      const card = path.join(publicDir, "social", "newsletter", "tdd.png");
      const meta = await sharp(readFileSync(card)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", CARD_WIDTH, CARD_HEIGHT]);
      // A page the last build left as it is keeps its card; a card that has gone is drawn again,
      // from the cache.
      writeFileSync(card, "kept");
      expect(await writeSocialCards(options(false))).toEqual({ pages: 1, drawn: 0 });
      expect(readFileSync(card, "utf8")).toBe("kept");
      rmSync(card);
      expect(await writeSocialCards(options(false))).toEqual({ pages: 1, drawn: 1 });
      expect(readdirSync(path.join(root, "cache"))).toHaveLength(1);
      expect(readFileSync(card).length).toBeGreaterThan(10_000);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("stops at a page whose og:image is not one of the site's cards, naming the page", async () => {
    const html = path.join(tmpdir(), "public", "about", "index.html");
    const card = cardFromHtml(page(issueHead));
    await expect(
      writeSocialCards({
        publicDir: path.join(tmpdir(), "public"),
        pathPrefix: "/coaching-site",
        cacheDir: path.join(tmpdir(), "unused-cards"),
        pages: [{ file: html, value: card, changed: true }],
      }),
    ).rejects.toThrow(/^about\/index\.html: og:image .* is not a social card under/);
  });
});
