// The site built with a path prefix, served under it as a GitHub Pages project site: on a page of
// each template every stylesheet, script and image is fetched under the prefix and loads, and links
// stay under it; Gatsby's client-side navigation works.
import { expect, test } from "../support/fixtures";
import { templateRoutes } from "../../checks/templates";
import { openPage, mainNav, showNavigation } from "../support/pages";

const prefix = process.env.E2E_PREFIX ?? "";

test.beforeAll(() => {
  expect(prefix, "run through npm run test:prefix").toMatch(/^\/\S+/);
});

for (const { route } of templateRoutes(process.env.E2E_PUBLIC_DIR)) {
  test(`${prefix}${route}: page, assets and links under the prefix`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const requests: { url: string; status: number }[] = [];
    page.on("response", (response) => {
      if (response.url().startsWith(origin)) {
        requests.push({ url: response.url(), status: response.status() });
      }
    });
    const response = await openPage(page, route);
    expect(response?.url()).toBe(`${origin}${prefix}${route}`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState("networkidle");

    // Scroll through the page so lazy images load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 50));
      }
    });
    // (waitForLoadState("networkidle") again would return at once: the page reached it before.)
    await page.waitForFunction(() =>
      [...document.images].every((image) => !image.currentSrc || image.complete),
    );

    const outside = requests.filter(({ url }) => !new URL(url).pathname.startsWith(`${prefix}/`));
    expect(outside, "requests outside the prefix").toEqual([]);
    const failed = requests.filter(({ status }) => status >= 400);
    expect(failed, "requests that failed").toEqual([]);
    expect(
      requests.some(({ url }) => /\.js$/.test(url)),
      "scripts loaded",
    ).toBe(true);

    const brokenImages = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.currentSrc && (!image.complete || image.naturalWidth === 0))
        .map((image) => image.currentSrc),
    );
    expect(brokenImages).toEqual([]);

    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll("a[href], link[href]")].map((element) =>
        element.getAttribute("href"),
      ),
    );
    const rootRelative = hrefs.filter(
      (href): href is string => !!href && href.startsWith("/") && !href.startsWith("//"),
    );
    expect(rootRelative.filter((href) => !href.startsWith(`${prefix}/`))).toEqual([]);
  });
}

test("client-side navigation works under the prefix", async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  await openPage(page, "/");
  // Survives a client-side navigation, not a full page load.
  await page.evaluate(() => {
    (window as Window & { __noReload?: boolean }).__noReload = true;
  });
  await showNavigation(page);
  await mainNav(page).getByRole("link", { name: "Success Stories" }).click();
  await expect(page).toHaveURL(`${origin}${prefix}/case-study/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Success Stories");
  expect(await page.evaluate(() => (window as Window & { __noReload?: boolean }).__noReload)).toBe(
    true,
  );
  await page.getByRole("banner").getByRole("link", { name: "Craftwise Coaching" }).click();
  await expect(page).toHaveURL(`${origin}${prefix}/`);
});
