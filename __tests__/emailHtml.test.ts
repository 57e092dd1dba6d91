/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// In node: juice's cheerio is published for browsers as ES modules only; the feed is made in node.
import { JSDOM } from "jsdom";
import {
  atEmailWidth,
  BREAK_EVERY,
  emailFontStack,
  emailHtml,
  emailLink,
  EMAIL_WIDTH,
  px,
  type EmailContext,
} from "../src/node/feed/emailHtml";
import { palettes, theme } from "../src/theme";
import { emailHtmlProblems } from "../src/node/htmlSafety/htmlAllowList";

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

/** "#0b5563" -> "rgb(11, 85, 99)", as the DOM reads a colour back. */
const rgb = (hex: string): string =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

const CALL = {
  title: "Let's make your team's speed safe",
  text: "Tell me where your team is today.",
  label: "Schedule a Call",
  url: "https://cal.example.com/craftwise/intro-call",
  note: "A free 30-minute video call.",
};

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
    // Outlook's size: the e-mail's width; narrower screens shrink it, keeping its shape (no
    // height attribute, which Yahoo would keep at full height).
    expect(img.getAttribute("width")).toBe(String(EMAIL_WIDTH));
    expect(img.hasAttribute("height")).toBe(false);
    expect(img.style.maxWidth).toBe("100%");
    expect(img.style.height).toBe("auto");
  });

  it("keeps a code block's lines and look in inline styles, wrapping inside the message", () => {
    const body = parse(emailHtml(CODE, context));
    const pre = body.querySelector("pre") as HTMLElement;
    // Lines and indentation kept, long lines wrapped (no client scrolls a block sideways).
    expect(pre.style.whiteSpace).toBe("pre-wrap");
    expect(pre.getAttribute("style")).toContain("word-wrap: break-word");
    expect(pre.getAttribute("style")).toContain("word-break: break-word");
    expect(pre.style.overflowX).toBe("");
    expect(pre.style.fontFamily).toContain("monospace");
    expect(pre.style.backgroundColor).toBe(rgb(palettes.light.codeBackground));
    expect(pre.textContent?.split("\n")).toHaveLength(2);
    // Prism's token colours, inline (the classes that carried them are gone).
    const token = (text: string) =>
      [...pre.querySelectorAll("span")].find((span) => span.textContent?.startsWith(text));
    expect(token("const")?.style.color).toBe(rgb(palettes.light.codeKeyword));
    expect(token("// a second line")?.style.fontStyle).toBe("italic");
    expect(pre.querySelector("[class]")).toBeNull();
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

  it("keeps the text as written, and leaves opening a new window to the mail client", () => {
    const html = emailHtml(
      '<p>Read <a href="https://example.com" target="_blank" rel="noopener noreferrer">this</a> &amp; that.</p>',
      context,
    );
    const body = parse(html);
    expect(body.querySelector("p")?.textContent).toBe("Read this & that.");
    // Gmail, Yahoo and Outlook.com drop target and open every link in a new tab themselves.
    expect(body.querySelector("a")?.hasAttribute("target")).toBe(false);
  });

  it("works without a path prefix", () => {
    const bare = { ...context, pathPrefix: "", pageUrl: "https://coach.example/newsletter/x/" };
    const site = { ...bare, siteUrl: "https://coach.example" };
    expect(emailLink("/newsletter/y/", site)).toBe(
      "https://coach.example/newsletter/y/?utm_source=newsletter&utm_medium=email&utm_campaign=tidy-first",
    );
  });

  describe("the look of the site, inline", () => {
    const ARTICLE =
      '<h2>A section</h2><p>Text with <code>code</code> and <a href="https://example.com">a link</a>.</p>' +
      "<ul><li>one</li><li>two</li></ul><blockquote><p>A quote.</p></blockquote><h3>Smaller</h3><p>More.</p>";

    it("gives every block of text the site's body font, size and line height, in px", () => {
      const body = parse(emailHtml(ARTICLE, context));
      for (const element of body.querySelectorAll<HTMLElement>("p, li, blockquote")) {
        expect(element.style.fontFamily).toBe(emailFontStack(theme.fonts.body));
        expect(element.style.fontSize).toBe(atEmailWidth(theme.typeScale.reading));
        expect(element.style.lineHeight).toBe(String(theme.lineHeights.body));
      }
      expect(body.innerHTML).not.toMatch(/rem\b|clamp\(|var\(--/);
    });

    it("sets headings in the heading face, each level a step of the site's scale", () => {
      const body = parse(emailHtml(ARTICLE, context));
      const h2 = body.querySelector("h2") as HTMLElement;
      const h3 = body.querySelector("h3") as HTMLElement;
      expect(h2.style.fontFamily).toBe(emailFontStack(theme.fonts.heading));
      expect(h2.style.fontWeight).toBe(String(theme.fontWeights.heading));
      expect(h2.style.fontSize).toBe(atEmailWidth(theme.typeScale.sectionTitle));
      expect(h3.style.fontSize).toBe(atEmailWidth(theme.typeScale.cardTitle));
      expect(parseFloat(h3.style.fontSize)).toBeLessThan(parseFloat(h2.style.fontSize));
    });

    it("styles links, lists, quotes and inline code in the light palette", () => {
      const body = parse(emailHtml(ARTICLE, context));
      expect(body.querySelector("a")?.style.color).toBe(rgb(palettes.light.primary));
      expect(body.querySelector("ul")?.style.paddingLeft).toBe(px(theme.space[5]));
      const quote = body.querySelector("blockquote") as HTMLElement;
      expect(quote.style.borderLeft).toBe(`4px solid ${rgb(palettes.light.accent)}`);
      expect(quote.style.color).toBe(rgb(palettes.light.textMuted));
      const code = body.querySelector("p code") as HTMLElement;
      expect(code.style.fontFamily).toContain("monospace");
      expect(code.style.backgroundColor).toBe(rgb(palettes.light.muted));
    });

    it("gives every element with a background its text colour too, so a forced dark scheme turns both", () => {
      const body = parse(emailHtml(`${ARTICLE}${CODE}`, { ...context, callToAction: CALL }));
      const filled = [...body.querySelectorAll<HTMLElement>("[style]")].filter(
        (element) => element.style.backgroundColor !== "",
      );
      expect(filled.length).toBeGreaterThan(3);
      const unpaired = filled.filter((element) => element.style.color === "");
      expect(unpaired.map((element) => element.outerHTML)).toEqual([]);
    });

    it("gives every run of more than BREAK_EVERY characters a break opportunity, and changes no text", () => {
      const token = "averyveryveryverylongidentifierthatgoesonandonandon";
      const source = `<p>See ${token}.</p>${CODE.replace("const</span> a", `const</span> ${token}`)}`;
      const body = parse(emailHtml(source, context));
      expect(body.querySelectorAll("p wbr").length).toBe(2);
      expect(body.querySelectorAll("pre wbr").length).toBeGreaterThanOrEqual(2);
      expect(body.querySelector("p")?.textContent).toBe(`See ${token}.`);
      const words = (body.querySelector("p")?.innerHTML ?? "")
        .split("<wbr>")
        .flatMap((piece) => piece.split(/\s+/));
      for (const word of words) expect(word.length).toBeLessThanOrEqual(BREAK_EVERY + 1);
    });

    it("turns elements mail clients drop into plain ones that keep their text", () => {
      const body = parse(
        emailHtml(
          "<figure><p>x</p><figcaption>A caption</figcaption></figure><details><summary>More</summary><p>Hidden</p></details>" +
            '<p><mark>marked</mark> <time datetime="2026-01-07">today</time></p><ul><li><input type="checkbox" checked disabled> done</li></ul>',
          context,
        ),
      );
      expect(
        body.querySelector("figure, figcaption, details, summary, mark, time, input"),
      ).toBeNull();
      expect(body.textContent).toContain("A caption");
      expect(body.querySelector("strong")?.textContent).toBe("More");
      expect(body.textContent).toContain("Hidden");
      expect(body.textContent).toContain("marked today");
      expect(body.querySelector("li")?.textContent).toBe("☑ done");
    });
  });

  describe("the end of the e-mail", () => {
    it("links to the issue's page, tagged as e-mail, then invites to the call", () => {
      const body = parse(emailHtml("<p>Body.</p>", { ...context, callToAction: CALL }));
      const read = body.querySelector("p:last-of-type a, p a") as HTMLAnchorElement;
      const links = [...body.querySelectorAll("a")];
      expect(links.map((link) => link.textContent)).toEqual(["Read it on the site", CALL.label]);
      expect(links[0]?.getAttribute("href")).toBe(
        "https://owner.github.io/site/newsletter/tidy-first/?utm_source=newsletter&utm_medium=email&utm_campaign=tidy-first",
      );
      expect(read).toBeDefined();
      const band = body.querySelector("table") as HTMLElement;
      expect(band.getAttribute("role")).toBe("presentation");
      expect(band.querySelector("h2")?.textContent).toBe(CALL.title);
      expect(band.textContent).toContain(CALL.text);
      expect(band.textContent).toContain(CALL.note);
      const button = links[1] as HTMLAnchorElement;
      expect(button.getAttribute("href")).toBe(CALL.url);
      // The band's colours swapped: a pair a forced dark scheme keeps legible (see EMAIL_CSS).
      expect(button.style.backgroundColor).toBe(rgb(palettes.light.onBand));
      expect(button.style.color).toBe(rgb(palettes.light.band));
      const cell = band.querySelector("td") as HTMLElement;
      expect(cell.style.backgroundColor).toBe(rgb(palettes.light.band));
      expect(cell.style.color).toBe(rgb(palettes.light.onBand));
    });

    it("ends with the link to the page alone without a call to action", () => {
      const body = parse(emailHtml("<p>Body.</p>", context));
      expect([...body.querySelectorAll("a")].map((link) => link.textContent)).toEqual([
        "Read it on the site",
      ]);
      expect(body.querySelector("table")).toBeNull();
    });

    it("writes the call's words as text, whatever they hold", () => {
      const body = parse(
        emailHtml("<p>Body.</p>", {
          ...context,
          callToAction: { ...CALL, title: "<img src=x onerror=alert(1)>", note: "{{x}} <%= y %>" },
        }),
      );
      expect(body.querySelector("img")).toBeNull();
      expect(body.querySelector("h2")?.textContent).toBe("<img src=x onerror=alert(1)>");
      expect(body.textContent).toContain("{{x}} <%= y %>");
    });
  });

  // Issue 44's vectors: juice's template masking ({{…}}, <%…%>, JUICE_CODE_BLOCK_n_) is off, so
  // nothing written as text becomes markup, and nothing is cut or closed early.
  describe("template code written as text", () => {
    const judge = (html: string) => {
      const out = emailHtml(html, { ...context, callToAction: CALL });
      expect(emailHtmlProblems(out)).toEqual([]);
      const body = parse(out);
      expect(body.querySelector("[onerror], script, style, meta, iframe")).toBeNull();
      // Complete: the e-mail still ends with its call to action.
      expect([...body.querySelectorAll("a")].at(-1)?.textContent).toBe(CALL.label);
      return body;
    };

    it("keeps a link title with {{<img onerror>}} and the marker text as the title", () => {
      const title = "{{<img src=x onerror=alert(1)>}} JUICE_CODE_BLOCK_0_";
      const body = judge(
        `<p><a href="https://example.com" title="${title.replace(/</g, "&lt;")}">x</a> and JUICE_CODE_BLOCK_0_ in prose</p>`,
      );
      expect(body.querySelector("a")?.getAttribute("title")).toBe(title);
      expect(body.querySelector("p")?.textContent).toBe("x and JUICE_CODE_BLOCK_0_ in prose");
      expect(body.querySelectorAll("img")).toHaveLength(0);
    });

    it.each(["{{ … }}", "<% … %>"])(
      "keeps attributes whole when a title opens %s and later text closes it",
      (pair) => {
        const [open, close] = pair.split(" … ") as [string, string];
        // Masked from the title to the later text, juice read the next image's alt text as
        // attributes of the link: an onerror handler.
        const body = judge(
          `<p><a href="https://example.com" title="x ${open}">link</a> and ${close} text</p>` +
            '<p><img src="/site/static/x.jpg" alt=" onerror=alert(1) x="></p>',
        );
        expect(body.querySelector("a")?.getAttribute("title")).toBe(`x ${open}`);
        expect(body.querySelector("p")?.textContent).toBe(`link and ${close} text`);
        expect(body.querySelector("img")?.getAttribute("alt")).toBe(" onerror=alert(1) x=");
      },
    );

    it("publishes a Handlebars and ERB tutorial intact: no stray end tag, nothing cut", () => {
      const tutorial =
        "<p>Handlebars loops with <code>{{#each items}}</code>:</p><ul><li>a loop opens with {{#each items</li></ul>" +
        "<blockquote><p>and closes with }}.</p></blockquote><p>ERB prints with <%= user.name %> and runs <% code %>.</p>" +
        "<div><p>After the tutorial.</p></div>";
      const body = judge(tutorial.replace(/<%/g, "&lt;%"));
      expect(body.querySelectorAll("li")).toHaveLength(1);
      expect(body.querySelector("li")?.textContent).toBe("a loop opens with {{#each items");
      expect(body.querySelector("blockquote")?.textContent).toBe("and closes with }}.");
      expect(body.textContent).toContain("ERB prints with <%= user.name %> and runs <% code %>.");
      // What follows the quote is not taken into it.
      expect(body.querySelector("blockquote")?.querySelector("a")).toBeNull();
      expect(body.textContent).toContain("After the tutorial.");
    });
  });

  describe("the sending services' template code", () => {
    it("writes the text's {, }, | and * as references, so no service reads it as its own code", () => {
      const text = "Hi {{ subscriber.email }}, {% if premium %}*|FNAME|*{% endif %} & <b>";
      const out = emailHtml(
        `<p>${text.replace("&", "&amp;").replace("<b>", "&lt;b&gt;")}</p>`,
        context,
      );
      // Buttondown's and Kit's templates read {{ and {%, Mailchimp's merge tags *|.
      expect(out).not.toMatch(/\{\{|\{%|\*\|/);
      expect(parse(out).querySelector("p")?.textContent).toBe(text);
    });
  });

  describe("sizes from the theme", () => {
    it.each([
      ["1rem", "16px"],
      ["0.9375rem", "15px"],
    ])("writes %s as %s", (rem, value) => {
      expect(px(rem)).toBe(value);
    });

    it("takes a fluid size as it is at the e-mail's width, within its bounds", () => {
      // 0.95rem + 0.3vw at 600 px: 15.2 + 1.8 = 17 px.
      expect(atEmailWidth("clamp(1.0625rem, 0.95rem + 0.3vw, 1.1875rem)")).toBe("17px");
      expect(atEmailWidth("clamp(1rem, 0.5rem + 10vw, 2rem)")).toBe("32px");
      expect(atEmailWidth("clamp(1.5rem, 0rem + 0.1vw, 2rem)")).toBe("24px");
    });

    it("refuses a size it cannot read, rather than writing a wrong one", () => {
      expect(() => atEmailWidth("min(1rem, 2vw)")).toThrow("min(1rem, 2vw) is not a size in rem");
    });

    it("leaves the site's own fallback faces out of the font stacks", () => {
      expect(emailFontStack(theme.fonts.body)).toBe('"Source Sans 3", system-ui, sans-serif');
    });
  });
});
