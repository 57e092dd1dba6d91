// What a designer checks at 390 and 1280 px, in both projects: format cards whose rows line up and
// whose values wrap only when they must; quotes in one style wherever a person is quoted; story
// cards on the home page with the figure /case-study/ shows; a face level with the name beside it;
// code that takes the room beside the column before it scrolls; a phone menu that holds the page
// still behind a dimming veil; credentials that read as facts, each still checkable.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { menuToggle, openPage } from "./support/pages";

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not shown`);
  return found;
};

/** Tops of `locator`'s matches in each card of `cards`, rounded to the pixel. */
const topsIn = (cards: Locator, selector: string) =>
  cards.evaluateAll(
    (items, css) =>
      items.map((item) => Math.round(item.querySelector(css)?.getBoundingClientRect().top ?? NaN)),
    selector,
  );

test.describe("the format cards", () => {
  test("line up side by side: titles, each fact row and the buttons on the same lines", async ({
    page,
  }) => {
    await openPage(page, "/");
    const cards = page.locator("#work-with-me ul").first().locator(":scope > li");
    await expect(cards).toHaveCount(3);
    const rows = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    // Side by side where the row is shared; stacked cards have nothing to line up with.
    const sideBySide = new Set(rows).size === 1;
    expect(sideBySide).toBe((page.viewportSize()?.width ?? 0) >= 1024);
    if (!sideBySide) return;
    for (const selector of [
      "h3",
      "p.for-whom",
      "dl",
      "dt:nth-of-type(1)",
      "dt:nth-of-type(2)",
      "dt:nth-of-type(3)",
      "ul",
      ".book",
    ]) {
      const tops = await topsIn(cards, selector);
      expect(new Set(tops).size, `${selector} at ${tops.join(", ")}`).toBe(1);
    }
  });

  test("keep a value that fits its column on one line, and set the bullets as the body's lists", async ({
    page,
  }) => {
    await openPage(page, "/");
    const cards = page.locator("#work-with-me ul").first().locator(":scope > li");
    const values = await cards.locator("dd").evaluateAll((dds) =>
      dds.map((dd) => {
        const probe = document.createElement("span");
        probe.textContent = dd.textContent;
        probe.style.cssText = "position:absolute;white-space:nowrap;visibility:hidden";
        dd.append(probe);
        const oneLine = probe.getBoundingClientRect().width;
        probe.remove();
        const lineHeight = parseFloat(getComputedStyle(dd).lineHeight);
        const text = document.createRange();
        text.selectNodeContents(dd);
        return {
          text: dd.textContent,
          fits: oneLine <= dd.clientWidth,
          // The text's own lines: a row shared with a longer value is taller than its text.
          lines: Math.round(text.getBoundingClientRect().height / lineHeight),
        };
      }),
    );
    for (const value of values.filter(({ fits }) => fits))
      expect(value, value.text ?? "").toMatchObject({ lines: 1 });
    const body = await page.locator("body").evaluate((b) => getComputedStyle(b).fontSize);
    const bullets = await cards.locator("ul li").evaluateAll((items) =>
      items.map((li) => ({
        size: getComputedStyle(li).fontSize,
        marker: getComputedStyle(li).listStyleType,
      })),
    );
    expect(bullets.length).toBeGreaterThan(0);
    for (const bullet of bullets) expect(bullet).toEqual({ size: body, marker: "disc" });
  });
});

/** How a quote looks: its face, size and style, and the marks around it. */
const quoteStyles = (page: Page) =>
  page.locator("figure blockquote p").evaluateAll((quotes) =>
    quotes.map((p) => {
      const style = getComputedStyle(p);
      const [open, close] = [getComputedStyle(p, "::before"), getComputedStyle(p, "::after")];
      return {
        face: style.fontFamily,
        size: style.fontSize,
        style: style.fontStyle,
        marks: [open.content, close.content, open.color],
      };
    }),
  );

test("quotes read in one style on the home page, the testimonials and the stories", async ({
  page,
}) => {
  await openPage(page, "/");
  const seen = await quoteStyles(page);
  const stories = await page
    .locator("#success-stories")
    .getByRole("link", { name: /^Read the full story/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const href of stories) {
    await page.goto(href);
    seen.push(...(await quoteStyles(page)));
  }
  expect(seen.length).toBeGreaterThan(3);
  for (const quote of seen) expect(quote).toEqual(seen[0]);
  expect(seen[0]?.marks.slice(0, 2)).toEqual(['"“"', '"”"']);
});

test("the home page's story cards carry the figure they carry on /case-study/", async ({
  page,
}) => {
  const figures = async () =>
    page
      .locator("article")
      .evaluateAll((cards) =>
        Object.fromEntries(
          cards
            .filter((card) => card.querySelector("h2, h3"))
            .map((card): [string, string] => [
              card.querySelector("h2, h3")?.textContent ?? "",
              card.querySelector(".highlight")?.textContent ?? "(none)",
            ]),
        ),
      );
  await openPage(page, "/case-study/");
  const listed = await figures();
  expect(Object.values(listed).every((text) => /measurement/.test(text))).toBe(true);
  await openPage(page, "/");
  const home = await page
    .locator("#success-stories")
    .evaluate((section) => section.querySelectorAll("article").length);
  expect(home).toBe(Object.keys(listed).length);
  expect(await figures()).toMatchObject(listed);
});

test("a testimonial's photo or initials stands level with the name beside it", async ({ page }) => {
  await openPage(page, "/");
  const captions = page.locator("#testimonials figcaption");
  expect(await captions.count()).toBeGreaterThan(0);
  for (const caption of await captions.all()) {
    const face = await box(caption.locator(":scope > :first-child"));
    const name = await box(caption.locator("cite"));
    if (face.x + face.width > name.x) continue; // below the face (large text): nothing beside it
    expect(Math.abs(face.y - name.y), await caption.innerText()).toBeLessThanOrEqual(1);
  }
});

test("an issue's code block takes the room beside the text column before it scrolls", async ({
  page,
}) => {
  await openPage(page, "/newsletter/guardrails-for-ai-coding-agents/");
  const width = page.viewportSize()?.width ?? 0;
  // A command line as a writer pastes it, longer than the column (the samples' lines all fit).
  const block = await page
    .locator("article pre")
    .first()
    .evaluate((pre) => {
      pre.append(
        `\nnpx playwright test e2e/checkout.spec.ts --project=mobile-390 --repeat-each=5 --workers=1 --reporter=line`,
      );
      const text = document.createRange();
      text.selectNodeContents(pre);
      const own = pre.getBoundingClientRect();
      return {
        left: own.left,
        right: own.right,
        code: text.getBoundingClientRect().width,
        column: pre.closest("article")?.querySelector("p")?.getBoundingClientRect().width ?? NaN,
        scrolls: pre.scrollWidth > pre.clientWidth,
      };
    });
  expect(block.code).toBeGreaterThan(block.column);
  expect(block.left).toBeGreaterThanOrEqual(0);
  expect(block.right).toBeLessThanOrEqual(width);
  // On a desk the line fits in the room beside the column; on a phone the block scrolls.
  expect(block.scrolls).toBe(width < 1024);
});

test("the phone menu holds the page still behind a veil; on a desk the page scrolls as ever", async ({
  page,
}) => {
  await openPage(page, "/");
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
  const toggle = menuToggle(page);
  if (!(await toggle.isVisible())) {
    const before = await page.evaluate(() => scrollY);
    await page.keyboard.press("PageDown");
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
    return;
  }
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Close navigation menu");
  const at = await page.evaluate(() => scrollY);
  const backdrop = page.locator("#site-menu-backdrop");
  // Read once its fade has ended (the specification's 0.4 s), not part way through.
  await backdrop.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const veil = await backdrop.evaluate((element) => {
    const rgba = getComputedStyle(element)
      .backgroundColor.match(/[\d.]+/g)
      ?.map(Number) ?? [0, 0, 0, 0];
    return {
      alpha: (rgba[3] ?? 1) * Number(getComputedStyle(element).opacity),
      covers: element.getBoundingClientRect().height,
    };
  });
  expect(veil.alpha).toBeGreaterThanOrEqual(0.4);
  expect(veil.covers).toBeGreaterThan(0);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.mouse.move(width / 2, height - 20);
  await page.mouse.wheel(0, 800);
  // The keys that scroll a page (Space would press the focused toggle: it closes the menu).
  for (const key of ["PageDown", "ArrowDown", "End"]) await page.keyboard.press(key);
  // The wheel and keys are handled by the next frame: two frames later the page has had its chance.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(await page.evaluate(() => scrollY)).toBe(at);
});

test("the hero's credentials read as facts, each one with a source still a link to check", async ({
  page,
}) => {
  await openPage(page, "/");
  const credentials = page.getByRole("list", { name: "Credentials" }).getByRole("listitem");
  const looks = await credentials.evaluateAll((items) =>
    items.map((item) => {
      const text = item.querySelector("a") ?? item;
      const style = getComputedStyle(text);
      return {
        linked: text !== item,
        color: style.color,
        line: style.textDecorationLine,
        decoration: style.textDecorationStyle,
      };
    }),
  );
  const plain = looks.find(({ linked }) => !linked);
  const linked = looks.filter(({ linked }) => linked);
  expect(plain && linked.length > 0).toBe(true);
  for (const link of linked) {
    expect(link.color).toBe(plain?.color);
    expect(link.decoration).not.toBe("solid");
  }
  await expect(page.getByRole("list", { name: "Credentials" }).getByRole("link")).toHaveCount(
    linked.length,
  );
});
