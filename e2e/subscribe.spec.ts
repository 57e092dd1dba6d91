// The newsletter's sign-up form in the production test build, submitted as a reader does, with
// script and without, to a stand-in answering at the sending service's real address (a route in
// the browser, so the page's Content-Security-Policy still applies): the service receives exactly
// the fields its embed documentation gives (docs/newsletter.md), and the browser follows its
// answer, a redirect included. A post anywhere else is refused by the policy. Analytics counts
// each submit once with its placement, before and after it arrives, and the address reaches no
// request but the form's own, no event and nothing stored.
import type { Browser, BrowserContext, Page, Request } from "@playwright/test";
import { siteMetadata } from "../gatsby-config";
import { signupOf } from "../src/newsletterForm";
import type { Collector } from "../testing/collector";
import { gate } from "../testing/gate";
import { TEST_ANALYTICS_ORIGIN, TEST_PATH_PREFIX } from "../testing/testBuild";
import { allArrived, collectingSession, countSends, endVisit, named } from "./support/collecting";
import { expect, test, watchContext } from "./support/fixtures";
import { openPage, waitForHydration } from "./support/pages";
const on = (path: string) => `${TEST_PATH_PREFIX}${path}`;
const form = signupOf(siteMetadata).form;
if (!form)
  throw new Error("gatsby-config.ts sets no newsletter service: the test build has no form");
const ACTION = new URL(form.action);
// The page the stand-in sends the reader to, on the service's own host as its answer is.
const ANSWER = new URL("/stand-in/check-your-inbox", ACTION.origin).href;
const ADDRESS = "reader.one@mail.example.net";
/** What the service receives: the documented fields, the honeypot (Mailchimp's) empty. */
const DOCUMENTED = {
  [form.emailField]: ADDRESS,
  ...(form.honeypot ? { [form.honeypot]: "" } : {}),
};

const PLACES = [
  ["/", "newsletter-section"],
  ["/newsletter/tdd-with-ai-agents/", "issue-top"],
  ["/newsletter/tdd-with-ai-agents/", "issue"],
  ["/newsletter/archive/", "archive"],
] as const;

interface Received {
  method: string;
  contentType: string | undefined;
  fields: Record<string, string>;
}

/**
 * Answers the service's address in `page`: a post with the `status` redirect to the service's own
 * page, which says to check the inbox. Returns what each post carried, as it arrives. Through the
 * browser's own interception (CDP's Fetch), which, unlike page.route, also sees a redirect's hop;
 * given `hold`, it keeps every script back until that settles, the analytics entry and React's
 * (which starts analytics too), so only the page's inline early recorder runs. (Two interceptions
 * of one page would not both see every request.)
 */
async function standIn(page: Page, status: 302 | 303, hold?: Promise<void>): Promise<Received[]> {
  const posts: Received[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Fetch.requestPaused", ({ requestId, request }) => {
    if (!request.url.startsWith(ACTION.origin)) {
      void hold?.then(() =>
        cdp.send("Fetch.continueRequest", { requestId }).catch(() => undefined),
      );
      return;
    }
    const header = (name: string) =>
      Object.entries(request.headers).find(([key]) => key.toLowerCase() === name)?.[1];
    if (request.method === "POST") {
      posts.push({
        method: request.method,
        contentType: header("content-type"),
        fields: Object.fromEntries(new URLSearchParams(request.postData ?? "")),
      });
    }
    const answer =
      request.method === "POST"
        ? { responseCode: status, responseHeaders: [{ name: "Location", value: ANSWER }] }
        : {
            responseCode: request.url === ANSWER ? 200 : 404,
            responseHeaders: [{ name: "Content-Type", value: "text/html" }],
            body: Buffer.from(
              `<link rel="icon" href="data:,"><title>Check your inbox</title><h1>Check your inbox</h1>`,
            ).toString("base64"),
          };
    void cdp.send("Fetch.fulfillRequest", { requestId, ...answer }).catch(() => undefined);
  });
  const patterns: { urlPattern: string; resourceType?: "Script" }[] = [
    { urlPattern: `${ACTION.origin}/*` },
  ];
  if (hold) patterns.push({ urlPattern: "*", resourceType: "Script" });
  await cdp.send("Fetch.enable", { patterns });
  return posts;
}

/** The form placed at `placement`: placed itself, or inside the invitation that is. */
const formAt = (page: Page, placement: string) =>
  page.locator(`form[data-placement="${placement}"], [data-placement="${placement}"] form`);

async function subscribe(page: Page, placement: string, address = ADDRESS): Promise<void> {
  const signup = formAt(page, placement);
  await signup.getByRole("textbox", { name: "Your email address" }).fill(address);
  await signup.getByRole("button", { name: "Subscribe" }).click();
}

for (const script of ["with script", "without script"] as const) {
  test.describe(script, () => {
    test.use({ javaScriptEnabled: script === "with script" });

    for (const [path, placement] of PLACES) {
      test(`${path} (${placement}): posts the documented fields to the service, which answers with a redirect the browser follows`, async ({
        page,
      }) => {
        const posts = await standIn(page, script === "with script" ? 303 : 302);
        if (script === "with script") await openPage(page, path);
        else await page.goto(path.replace(/^\//, ""));
        await subscribe(page, placement);
        await expect(page).toHaveTitle("Check your inbox");
        expect(page.url()).toBe(ANSWER);
        expect(posts).toEqual([
          {
            method: "POST",
            contentType: "application/x-www-form-urlencoded",
            fields: DOCUMENTED,
          },
        ]);
      });
    }

    test("an address the browser's own check refuses is never sent", async ({ page }) => {
      const posts = await standIn(page, 303);
      await page.goto("newsletter/archive/");
      await subscribe(page, "archive", "not an address");
      const field = formAt(page, "archive").getByRole("textbox", { name: "Your email address" });
      expect(await field.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
      await expect(page).toHaveURL(/\/newsletter\/archive\/$/);
      expect(posts).toEqual([]);
    });
  });
}

test("the page's policy refuses a post to any other host, which is never sent", async ({
  browser,
  baseURL,
  problems,
}) => {
  // The refusal is what this test wants: the browser's report of it is no problem here.
  const context = await browser.newContext({ baseURL });
  await watchContext(context, problems, /form-action|Content Security Policy/);
  await context.route(`${TEST_ANALYTICS_ORIGIN}/**`, (route) => route.fulfill({ body: "{}" }));
  const page = await context.newPage();
  const elsewhere: string[] = [];
  await page.route("https://elsewhere.example.net/**", (route) => {
    elsewhere.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>Elsewhere</title>" });
  });
  await openPage(page, "/newsletter/archive/");
  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener("securitypolicyviolation", (event) =>
          resolve(`${event.effectiveDirective} ${event.blockedURI}`),
        ),
      ),
  );
  const signup = formAt(page, "archive");
  await signup.getByRole("textbox", { name: "Your email address" }).fill(ADDRESS);
  // Submitted from the page itself: a click would wait for a navigation that never starts.
  await signup.evaluate((element: HTMLFormElement) => {
    element.action = "https://elsewhere.example.net/subscribe";
    element.requestSubmit();
  });
  expect(await violation).toBe("form-action https://elsewhere.example.net/subscribe");
  // The browser checks the policy before it sends anything: refused, the post never left.
  expect(elsewhere).toEqual([]);
  await context.close();
});

test.describe("analytics", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  let browser: Browser;
  let collector: Collector;
  let visitorUserAgent: string;
  collectingSession((session) => ({ browser, collector, visitorUserAgent } = session));

  // Each visit ends with all it sent arrived (endVisit): the next starts from nothing.
  test.beforeEach(() => collector.clear());

  const submitted = named("subscribe_form_submitted");

  /** Everything a request carries out of the page but the form's own post. */
  const carried = async (request: Request): Promise<string> =>
    request.url().startsWith(ACTION.origin) && request.method() === "POST"
      ? ""
      : JSON.stringify({
          url: request.url(),
          headers: await request.allHeaders(),
          body: request.postData() ?? "",
        });

  /** The address in no request but the form's, no event, cookie or stored value. */
  async function addressNowhere(context: BrowserContext, page: Page, sent: Promise<string>[]) {
    const text = [ADDRESS, encodeURIComponent(ADDRESS), "reader.one"];
    const everything = [
      ...(await Promise.all(sent)),
      JSON.stringify(collector.requests),
      JSON.stringify(await context.storageState()),
    ].join("\n");
    for (const part of text) expect(everything).not.toContain(part);
    await page.goBack();
    await waitForHydration(page);
    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }, document.cookie]),
    );
    for (const part of text) expect(stored).not.toContain(part);
  }

  for (const when of ["before analytics arrives", "after analytics arrives"] as const) {
    test(`a submit ${when}: one subscribe_form_submitted with its placement, the address nowhere`, async ({
      baseURL,
      problems,
    }) => {
      const context = await browser.newContext({ baseURL, userAgent: visitorUserAgent });
      await watchContext(context, problems);
      await countSends(context);
      const sent: Promise<string>[] = [];
      context.on("request", (request) => sent.push(carried(request)));
      const page = await context.newPage();
      const scripts = gate();
      // Before: scripts held until the test is done, only the early recorder counts.
      await standIn(page, 303, when === "before analytics arrives" ? scripts.opened : undefined);
      if (when === "before analytics arrives") {
        await page.goto(on("/newsletter/tdd-with-ai-agents/"), { waitUntil: "domcontentloaded" });
      } else {
        await page.goto(on("/newsletter/tdd-with-ai-agents/"));
        // Analytics' own page view: the recorder sends only as the page is left.
        await collector.waitFor((events) => named("$pageview")(events).length > 0);
      }
      await subscribe(page, "issue-top");
      await expect(page).toHaveTitle("Check your inbox");
      await collector.waitFor((events) => submitted(events).length > 0);
      // A barrier: every request the page handed the browser for the collector has arrived.
      await allArrived(collector, context);
      // Before: the early recorder's one beacon as the page is left; after: analytics' own events.
      expect(collector.events.map((event) => event.event)).toEqual(
        when === "before analytics arrives"
          ? ["$pageview", "subscribe_form_submitted"]
          : ["$pageview", "subscribe_form_submitted", "$pageleave"],
      );
      const events = submitted(collector.events);
      expect(events[0]?.properties).toMatchObject({
        placement: "issue-top",
        link_url: form.action.replace(/[?#].*$/, ""),
        $pathname: on("/newsletter/tdd-with-ai-agents/"),
        $pageview_id: named("$pageview")(collector.events)[0]?.properties.$pageview_id,
      });
      scripts.open();
      await addressNowhere(context, page, sent);
      await endVisit(context, collector);
    });
  }
});
