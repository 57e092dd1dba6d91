/**
 * @jest-environment node
 */
// In node: juice's cheerio is published for browsers as ES modules only; the feed is made in node.
import { JSDOM } from "jsdom";
import { emailHtml, emailLink, EMAIL_WIDTH, type EmailContext } from "../src/node/feed/emailHtml";
import { palettes } from "../src/theme";

const context: EmailContext = {
  siteUrl: "https://owner.github.io",
  pathPrefix: "/site",
  pageUrl: "https://owner.github.io/site/newsletter/tidy-first/",
  campaign: "tidy-first",
};

// What contentImages.ts makes of a content image (gatsby-plugin-sharp's formats and widths).
const PICTURE =
  '<p><picture><source type="image/avif" srcset="/site/static/a/1/d.avif 336w,/site/static/a/2/d.avif 672w" sizes="(min-width: 672px) 672px, 100vw">' +
  '<source type="image/webp" srcset="/site/static/a/1/d.webp 336w,/site/static/a/2/d.webp 672w" sizes="(min-width: 672px) 672px, 100vw">' +
  '<img src="/site/static/a/2/d.jpg" srcset="/site/static/a/1/d.jpg 336w,/site/static/a/2/d.jpg 672w" sizes="(min-width: 672px) 672px, 100vw" alt="A diagram" width="672" height="448" loading="lazy" decoding="async"></picture></p>';

// What gatsby-remark-prismjs writes for a fenced block.
const CODE =
  '<div class="gatsby-highlight" data-language="js"><pre class="language-js"><code class="language-js">' +
  '<span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token number">1</span><span class="token punctuation">;</span>\n' +
  '<span class="token comment">// a second line that is long enough to run past the 600 px of an e-mail, and then some more</span></code></pre></div>';

const parse = (html: string) => new JSDOM(html).window.document.body;

describe("emailHtml", () => {
  it("turns each responsive picture into one absolute JPEG <img> that fits an e-mail", () => {
    const body = parse(emailHtml(PICTURE, context));
    expect(body.querySelector("picture, source")).toBeNull();
    const images = body.querySelectorAll("img");
    expect(images).toHaveLength(1);
    const img = images[0] as HTMLImageElement;
    expect(img.getAttribute("src")).toBe("https://owner.github.io/site/static/a/2/d.jpg");
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.getAttribute("alt")).toBe("A diagram");
    // Scaled to the e-mail's width, keeping its shape; narrower screens shrink it.
    expect(img.getAttribute("width")).toBe(String(EMAIL_WIDTH));
    expect(img.getAttribute("height")).toBe("400");
    expect(img.style.maxWidth).toBe("100%");
    expect(img.style.height).toBe("auto");
  });

  it("keeps a code block's lines and look in inline styles", () => {
    const body = parse(emailHtml(CODE, context));
    const pre = body.querySelector("pre") as HTMLElement;
    expect(pre.style.whiteSpace).toBe("pre");
    expect(pre.style.fontFamily).toContain("monospace");
    expect(pre.style.overflowX).toBe("auto");
    expect(pre.textContent?.split("\n")).toHaveLength(2);
    const keyword = body.querySelector(".token.keyword") as HTMLElement;
    expect(keyword.getAttribute("style")).toContain(palettes.light.codeKeyword);
    const comment = body.querySelector(".token.comment") as HTMLElement;
    expect(comment.style.fontStyle).toBe("italic");
  });

  it.each([
    ["a relative link to another issue", "../out-today/", "/site/newsletter/out-today/"],
    ["a link from the site's root", "/case-study/", "/site/case-study/"],
    ["an absolute link to the site", "https://owner.github.io/site/", "/site/"],
    ["an in-page anchor", "#a-heading", "/site/newsletter/tidy-first/"],
  ])("makes %s absolute and tags it as e-mail traffic", (_what, href, path) => {
    const url = new URL(emailLink(href, context));
    expect(url.origin + url.pathname).toBe(`https://owner.github.io${path}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "tidy-first",
    });
  });

  it.each([
    "https://example.com/a?b=c",
    "mailto:hello@example.com",
    "tel:+19195550100",
    // Same host, outside the project site's prefix: another site on github.io.
    "https://owner.github.io/other-project/",
  ])("leaves a link elsewhere exactly as written: %s", (href) => {
    expect(emailLink(href, context)).toBe(href);
    const body = parse(emailHtml(`<p><a href="${href}">x</a></p>`, context));
    expect(body.querySelector("a")?.getAttribute("href")).toBe(href);
  });

  it("keeps the text and an outside link's target as written", () => {
    const html = emailHtml(
      '<p>Read <a href="https://example.com" target="_blank" rel="noopener noreferrer">this</a> &amp; that.</p>',
      context,
    );
    const body = parse(html);
    expect(body.textContent).toBe("Read this & that.");
    expect(body.querySelector("a")?.getAttribute("target")).toBe("_blank");
  });

  it("works without a path prefix", () => {
    const bare = { ...context, pathPrefix: "", pageUrl: "https://coach.example/newsletter/x/" };
    const site = { ...bare, siteUrl: "https://coach.example" };
    expect(emailLink("/newsletter/y/", site)).toBe(
      "https://coach.example/newsletter/y/?utm_source=newsletter&utm_medium=email&utm_campaign=tidy-first",
    );
  });
});
