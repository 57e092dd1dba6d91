// Analytics through gatsby-browser (which starts it by importing the analytics entry) and its
// onClientEntry and onRouteUpdate, as a page load uses it: what reaches PostHog's capture API
// (fetch and sendBeacon are stand-ins that record what they carry), and posthog-js replaced by a
// mock for error reports. Every test starts from fresh modules (jest.resetModules), as each page
// load starts from a fresh bundle.
import type { PluginOptions, RouteUpdateArgs } from "gatsby";
import type { RouteLocation } from "../src/analytics/analytics";
import { resetNavigator, setNavigator } from "./support/navigator";
import { recordWindowListeners } from "./support/windowListeners";
import { CHROME_ANDROID, captureRequest, type CaptureRequest } from "./support/capture";

const mockPostHogModuleLoaded = jest.fn();
const mockPostHog = { init: jest.fn(), captureException: jest.fn() };
let mockPostHogFailsToLoad = false;

jest.mock("posthog-js", () => {
  mockPostHogModuleLoaded();
  if (mockPostHogFailsToLoad) throw new Error("ChunkLoadError: blocked");
  return { __esModule: true, default: mockPostHog };
});

type Browser = typeof import("../gatsby-browser");

const HOST = "https://eu.i.posthog.com";
const ENV_KEYS = ["GATSBY_POSTHOG_KEY", "GATSBY_POSTHOG_HOST"];

let requests: CaptureRequest[] = [];
let settleFetch: (() => void)[] = [];
let holdFetches = false;

function record(url: string, body: string, via: CaptureRequest["via"]) {
  requests.push(captureRequest(url, body, via));
}

const fetchMock = jest.fn((url: string, init: RequestInit) => {
  record(url, String(init.body), "fetch");
  return new Promise<unknown>((resolve) => {
    if (holdFetches) settleFetch.push(() => resolve({}));
    else resolve({});
  });
});
const sendBeaconMock = jest.fn((url: string, data: string) => {
  record(url, data, "beacon");
  return true;
});

/** What was logged, apart from React DOM's DevTools hint (it greets Chrome user agents). */
const logged = () =>
  consoleSpies
    .flatMap((spy) => spy.mock.calls)
    .filter((args) => !String(args[0]).includes("React DevTools"));

const sent = () => requests.flatMap((request) => request.events);
const sentNamed = (name: string) => sent().filter((event) => event.event === name);
const pageviewUrls = () => sentNamed("$pageview").map((event) => event.properties.$current_url);

function setEnv(values: Record<string, string | undefined>) {
  for (const key of ENV_KEYS) Reflect.deleteProperty(process.env, key);
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) process.env[key] = value;
  }
}

async function loadPage(): Promise<Browser> {
  jest.resetModules();
  const browser = await import("../gatsby-browser");
  browser.onClientEntry?.(undefined as never, { plugins: [] } as PluginOptions);
  return browser;
}

let historyKey = 0;
function location(path: string, key = `k${(historyKey += 1)}`): RouteLocation {
  const url = new URL(path, "http://localhost");
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

function routeUpdate(browser: Browser, to: RouteLocation) {
  browser.onRouteUpdate?.(
    { location: to, prevLocation: null } as unknown as RouteUpdateArgs,
    { plugins: [] } as PluginOptions,
  );
}

/** Lets frames, timers, idle callbacks and the dynamic import all happen. */
async function settle(ms = 2000) {
  await jest.advanceTimersByTimeAsync(ms);
}

let consoleSpies: jest.SpyInstance[] = [];
// Each fresh module instance listens on the one jsdom window and document; taken off after.
let removeListeners: () => void = () => undefined;

beforeEach(() => {
  removeListeners = recordWindowListeners();
  jest.useFakeTimers();
  jest.clearAllMocks();
  requests = [];
  settleFetch = [];
  holdFetches = false;
  mockPostHog.init.mockImplementation(() => mockPostHog);
  mockPostHogFailsToLoad = false;
  setEnv({ GATSBY_POSTHOG_KEY: "phc_unit_test_key", GATSBY_POSTHOG_HOST: HOST });
  window.fetch = fetchMock as unknown as typeof fetch;
  setNavigator("sendBeacon", sendBeaconMock);
  setNavigator("userAgent", CHROME_ANDROID);
  document.title = "Craftwise Coaching";
  window.history.replaceState(null, "", "/");
  consoleSpies = (["log", "info", "warn", "error", "debug"] as const).map((method) =>
    jest.spyOn(console, method).mockImplementation(() => undefined),
  );
});

afterEach(() => {
  removeListeners();
  jest.restoreAllMocks();
  jest.useRealTimers();
  resetNavigator();
});

describe("page views", () => {
  it("counts the first load once, although Gatsby reports it twice", async () => {
    const browser = await loadPage();
    const first = location("/", "initial");
    routeUpdate(browser, first);
    routeUpdate(browser, first);
    await settle();
    expect(pageviewUrls()).toEqual(["http://localhost/"]);
  });

  it("sends one $pageview per history entry, in order, each with its own time", async () => {
    const browser = await loadPage();
    const home = location("/", "initial");
    const caseStudy = location("/case-study/");
    const archive = location("/newsletter/archive/");
    for (const entry of [home, caseStudy, archive, caseStudy, archive]) {
      routeUpdate(browser, entry);
      await settle(1500);
    }
    expect(pageviewUrls()).toEqual([
      "http://localhost/",
      "http://localhost/case-study/",
      "http://localhost/newsletter/archive/",
      "http://localhost/case-study/",
      "http://localhost/newsletter/archive/",
    ]);
    const times = sentNamed("$pageview").map((event) => Date.parse(event.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(5);
  });

  it("keeps history order when a later page's title is ready before an earlier one's", async () => {
    const browser = await loadPage();
    routeUpdate(browser, location("/", "initial"));
    await settle();
    // The case study's title never arrives in time; the archive's does at once.
    routeUpdate(browser, location("/case-study/"));
    routeUpdate(browser, location("/newsletter/archive/"));
    document.title = "Newsletter Archive | Craftwise Coaching";
    await settle();
    expect(pageviewUrls()).toEqual([
      "http://localhost/",
      "http://localhost/case-study/",
      "http://localhost/newsletter/archive/",
    ]);
  });

  it("does not count a jump to a section of the same page as another page view", async () => {
    const browser = await loadPage();
    routeUpdate(browser, location("/", "initial"));
    routeUpdate(browser, location("/#the-system"));
    routeUpdate(browser, location("/#testimonials"));
    routeUpdate(browser, location("/case-study/"));
    await settle();
    expect(pageviewUrls()).toEqual(["http://localhost/", "http://localhost/case-study/"]);
  });

  it("records the new page's title, which Gatsby's Head puts in place after the route update", async () => {
    const browser = await loadPage();
    document.title = "Home | Craftwise Coaching";
    routeUpdate(browser, location("/", "initial"));
    await settle();
    routeUpdate(browser, location("/case-study/"));
    document.title = "";
    await jest.advanceTimersByTimeAsync(200);
    document.title = "Success Stories | Craftwise Coaching";
    await settle();
    expect(sentNamed("$pageview").map((event) => event.properties.title)).toEqual([
      "Home | Craftwise Coaching",
      "Success Stories | Craftwise Coaching",
    ]);
  });

  it("sends to the capture API as a cookieless, anonymous event with PostHog's standard properties", async () => {
    const browser = await loadPage();
    routeUpdate(browser, location("/", "initial"));
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: `${HOST}/batch/`,
      via: "fetch",
      apiKey: "phc_unit_test_key",
    });
    const [pageview] = sent();
    expect(pageview?.distinct_id).toBe("$posthog_cookieless");
    expect(pageview?.properties).toMatchObject({
      distinct_id: "$posthog_cookieless",
      $cookieless_mode: true,
      $process_person_profile: false,
      $raw_user_agent: CHROME_ANDROID,
      $host: "localhost",
      $pathname: "/",
      $browser: "Chrome",
      $os: "Android",
      $device_type: "Mobile",
      $referrer: "$direct",
      $referring_domain: "$direct",
    });
  });
});

describe("campaigns and personal data in the address", () => {
  it("marks a visit from an ad as paid as posthog-js does, without the click id", async () => {
    const landing = "/?gclid=Cj0KCQiA-visitor-click&gad_source=1&utm_source=x&email=a%40b.c";
    window.history.replaceState(null, "", landing);
    const browser = await loadPage();
    routeUpdate(browser, location(landing, "initial"));
    window.dispatchEvent(new Event("pagehide"));
    const [pageview, pageleave] = sent();
    for (const event of [pageview, pageleave]) {
      expect(event?.properties).toMatchObject({
        gclid: "<masked>",
        gad_source: "1",
        utm_source: "x",
        $current_url: "http://localhost/",
      });
    }
    expect(JSON.stringify(requests)).not.toMatch(/visitor-click|email|a%40b/);
  });

  it("keeps the landing page's utm tags and the referring domain, and nothing else of the URL", async () => {
    jest.spyOn(document, "referrer", "get").mockReturnValue("https://www.linkedin.com/feed/?trk=x");
    const landing =
      "/case-study/?utm_source=linkedin&utm_medium=social&utm_campaign=launch&utm_content=post&utm_term=tdd&email=visitor%40example.com&token=s3cr3t#results";
    window.history.replaceState(null, "", landing);
    const browser = await loadPage();
    routeUpdate(browser, location(landing, "initial"));
    await settle();
    expect(sentNamed("$pageview")).toHaveLength(1);
    const [pageview] = sentNamed("$pageview");
    expect(pageview?.properties).toMatchObject({
      $current_url: "http://localhost/case-study/",
      $pathname: "/case-study/",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "launch",
      utm_content: "post",
      utm_term: "tdd",
      $referrer: "https://www.linkedin.com/feed/",
      $referring_domain: "www.linkedin.com",
    });
    const body = JSON.stringify(requests);
    expect(body).not.toMatch(/visitor|example\.com\/|s3cr3t|trk=|#results/);
  });
});

describe("conversions", () => {
  function page(html: string) {
    document.body.innerHTML = html;
  }

  afterEach(() => {
    document.body.innerHTML = "";
  });

  it.each([
    ["a click", {}, false],
    ["a ctrl-click (new tab)", { ctrlKey: true }, true],
  ])(
    "sends booking_link_clicked with its placement and page for %s",
    async (_name, init, newTab) => {
      page(
        `<section data-placement="hero"><a href="https://cal.example.com/intro" data-analytics-event="booking_link_clicked"><span>Schedule a Call</span></a></section>`,
      );
      window.history.replaceState(null, "", "/case-study/?utm_source=newsletter");
      await loadPage();
      document
        .querySelector("span")
        ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
      await settle();
      expect(sentNamed("booking_link_clicked")).toEqual([
        expect.objectContaining({
          properties: expect.objectContaining({
            placement: "hero",
            $pathname: "/case-study/",
            link_url: "https://cal.example.com/intro",
            link_text: "Schedule a Call",
            new_tab: newTab,
            utm_source: "newsletter",
          }),
        }),
      ]);
    },
  );

  it("counts a middle click (new tab), not a right click, and reads the placement on the link itself", async () => {
    page(
      `<a href="https://news.example.com/subscribe" data-analytics-event="newsletter_subscribe_clicked" data-placement="footer">Subscribe</a>`,
    );
    await loadPage();
    const link = document.querySelector("a");
    link?.dispatchEvent(new MouseEvent("auxclick", { bubbles: true, button: 2 }));
    link?.dispatchEvent(new MouseEvent("auxclick", { bubbles: true, button: 1 }));
    await settle();
    expect(sentNamed("newsletter_subscribe_clicked")).toEqual([
      expect.objectContaining({
        properties: expect.objectContaining({ placement: "footer", new_tab: true }),
      }),
    ]);
  });

  it("ignores links that are not marked", async () => {
    page(`<nav data-placement="nav"><a href="/case-study/">Success Stories</a></nav>`);
    await loadPage();
    document
      .querySelector("a")
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await settle();
    expect(sent().map((event) => event.event)).toEqual(["$pageview"]);
  });
});

describe("completions: a booked call and a confirmed subscription", () => {
  it.each([
    ["/call-booked/", "booking_completed"],
    ["/subscribed/", "newsletter_subscribed"],
  ])(
    "landing on %s sends %s once, after its page view, with the campaign and no personal data",
    async (path, name) => {
      jest
        .spyOn(document, "referrer", "get")
        .mockReturnValue("https://cal.example.com/booked?email=a%40b.c");
      // What the page's own inline script leaves in the address: the utm tags only.
      window.history.replaceState(
        { key: "initial" },
        "",
        `${path}?utm_source=newsletter&utm_medium=email`,
      );
      const browser = await loadPage();
      routeUpdate(browser, location(`${path}?utm_source=newsletter&utm_medium=email`, "initial"));
      await settle();
      expect(sent().map((event) => event.event)).toEqual(["$pageview", name]);
      const [pageview, completion] = sent();
      expect(completion?.properties).toMatchObject({
        $pathname: path,
        $current_url: `http://localhost${path}`,
        $pageview_id: pageview?.properties.$pageview_id,
        title: "Craftwise Coaching",
        utm_source: "newsletter",
        utm_medium: "email",
        $referring_domain: "cal.example.com",
        $cookieless_mode: true,
        $raw_user_agent: CHROME_ANDROID,
      });
      expect(JSON.stringify(requests)).not.toMatch(/a%40b|a@b/);
      // The router's key stays beside the marker.
      expect(window.history.state).toEqual({ key: "initial", conversionCounted: true });
    },
  );

  it("does not count the same history entry again: a reload, a return from the back/forward cache", async () => {
    window.history.replaceState({ key: "initial" }, "", "/call-booked/");
    let browser = await loadPage();
    routeUpdate(browser, location("/call-booked/", "initial"));
    await settle();
    expect(sentNamed("booking_completed")).toHaveLength(1);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    await settle();
    // A reload: a fresh page load of the same entry, whose state the browser kept.
    browser = await loadPage();
    routeUpdate(browser, location("/call-booked/", "initial"));
    await settle();
    expect(sentNamed("$pageview")).toHaveLength(3);
    expect(sentNamed("booking_completed")).toHaveLength(1);
  });

  it("counts nothing on other pages, nor on a page whose path only ends like a thank-you page", async () => {
    window.history.replaceState(null, "", "/newsletter/subscribed/");
    const browser = await loadPage();
    routeUpdate(browser, location("/newsletter/subscribed/", "initial"));
    routeUpdate(browser, location("/"));
    await settle();
    expect(sent().map((event) => event.event)).toEqual(["$pageview", "$pageleave", "$pageview"]);
  });

  it("sends the completion with the page view when the visitor leaves at once", async () => {
    window.history.replaceState(null, "", "/subscribed/");
    await loadPage();
    window.dispatchEvent(new Event("pagehide"));
    expect(requests.map((request) => request.via)).toEqual(["beacon"]);
    expect(sent().map((event) => event.event)).toEqual([
      "$pageview",
      "newsletter_subscribed",
      "$pageleave",
    ]);
  });
});

describe("time on page: $pageleave", () => {
  const pageEvents = () =>
    sent()
      .filter((event) => event.event === "$pageview" || event.event === "$pageleave")
      .map((event) => [event.event, event.properties.$pathname]);

  it("sends one $pageleave per page view, in order, with the time read, as posthog-js does", async () => {
    const browser = await loadPage();
    routeUpdate(browser, location("/", "initial"));
    await settle(5000);
    routeUpdate(browser, location("/case-study/"));
    await settle(8000);
    window.dispatchEvent(new Event("pagehide"));
    expect(pageEvents()).toEqual([
      ["$pageview", "/"],
      ["$pageleave", "/"],
      ["$pageview", "/case-study/"],
      ["$pageleave", "/case-study/"],
    ]);
    const [home, leftHome, caseStudy, leftCaseStudy] = sent();
    const homeId = home?.properties.$pageview_id;
    const caseStudyId = caseStudy?.properties.$pageview_id;
    expect(homeId).toEqual(expect.any(String));
    expect(caseStudyId).not.toBe(homeId);
    // Leaving for another page: the next page view reports the time on the one left...
    expect(leftHome?.properties).toMatchObject({
      $current_url: "http://localhost/",
      $pageview_id: homeId,
    });
    expect(leftHome?.properties).not.toHaveProperty("$prev_pageview_duration");
    expect(caseStudy?.properties).toMatchObject({
      $prev_pageview_id: homeId,
      $prev_pageview_pathname: "/",
      $prev_pageview_duration: expect.closeTo(5, 1),
    });
    // ...and leaving the site, the $pageleave reports it, once.
    expect(leftCaseStudy?.properties).toMatchObject({
      $current_url: "http://localhost/case-study/",
      $pageview_id: caseStudyId,
      $prev_pageview_id: caseStudyId,
      $prev_pageview_pathname: "/case-study/",
      $prev_pageview_duration: expect.closeTo(8, 1),
    });
    const times = sent().map((event) => Date.parse(event.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });

  it("reports how far the page was scrolled, last and deepest, as posthog-js does", async () => {
    const root = document.documentElement;
    jest.spyOn(root, "scrollHeight", "get").mockReturnValue(3000);
    jest.spyOn(root, "clientHeight", "get").mockReturnValue(1000);
    const scrollTo = (y: number) => {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    };
    await loadPage();
    await settle();
    scrollTo(1500);
    scrollTo(500);
    window.dispatchEvent(new Event("pagehide"));
    Reflect.deleteProperty(window, "scrollY");
    expect(sentNamed("$pageleave")[0]?.properties).toMatchObject({
      $prev_pageview_last_scroll: 500,
      $prev_pageview_last_scroll_percentage: 0.25,
      $prev_pageview_max_scroll: 1500,
      $prev_pageview_max_scroll_percentage: 0.75,
      $prev_pageview_last_content: 1500,
      $prev_pageview_last_content_percentage: 0.5,
      $prev_pageview_max_content: 2500,
      $prev_pageview_max_content_percentage: expect.closeTo(0.833, 3),
    });
  });

  it("sends it once, whether the tab is hidden, then closed, or left for the back/forward cache and restored", async () => {
    const browser = await loadPage();
    routeUpdate(browser, location("/", "initial"));
    await settle();
    const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    visibility.mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    // Back from the back/forward cache: a new page view, and later its own leave.
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    await settle();
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false }));
    await settle();
    expect(pageEvents()).toEqual([
      ["$pageview", "/"],
      ["$pageleave", "/"],
      ["$pageview", "/"],
      ["$pageleave", "/"],
    ]);
    // The restored page view does not repeat the time already reported by the first leave.
    expect(sent()[2]?.properties).not.toHaveProperty("$prev_pageview_duration");
  });
});

describe("leaving the page", () => {
  it("counts the landing page as soon as the site's script runs, before Gatsby reports it", async () => {
    window.history.replaceState(null, "", "/newsletter/archive/");
    await loadPage();
    // The visitor leaves while the page is still starting (hydrating) on a slow phone.
    window.dispatchEvent(new Event("pagehide"));
    expect(requests.map((request) => request.via)).toEqual(["beacon"]);
    expect(pageviewUrls()).toEqual(["http://localhost/newsletter/archive/"]);
  });

  it.each([
    ["pagehide", () => window.dispatchEvent(new Event("pagehide"))],
    [
      "the tab being hidden",
      () => {
        jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
        document.dispatchEvent(new Event("visibilitychange"));
      },
    ],
  ])("on %s, sends what has not gone yet with sendBeacon, in order", async (_name, leave) => {
    holdFetches = true;
    const browser = await loadPage();
    routeUpdate(browser, location("/", "initial"));
    await settle();
    // The first request is still on its way; a navigation and a click wait behind it.
    routeUpdate(browser, location("/case-study/"));
    document.body.innerHTML = `<div data-placement="case-study"><a href="https://cal.example.com/intro" data-analytics-event="booking_link_clicked">Book</a></div>`;
    document
      .querySelector("a")
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    leave();
    expect(requests.map((request) => request.via)).toEqual(["fetch", "beacon"]);
    expect(requests[1]?.events.map((event) => event.event)).toEqual([
      "$pageleave",
      "$pageview",
      "booking_link_clicked",
      "$pageleave",
    ]);
    expect(requests[1]?.events.map((event) => event.properties.$pathname)).toEqual(
      expect.arrayContaining(["/", "/case-study/"]),
    );
    expect(requests[1]?.events[1]?.properties.$pathname).toBe("/case-study/");
    expect(requests[1]?.events[3]?.properties.$pathname).toBe("/case-study/");
    document.body.innerHTML = "";
  });

  it("counts a page the browser prerendered only when the visitor actually opens it", async () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    try {
      await loadPage();
      await settle();
      expect(pageviewUrls()).toEqual([]);
    } finally {
      Reflect.deleteProperty(document, "prerendering");
    }
    document.dispatchEvent(new Event("prerenderingchange"));
    await settle();
    expect(pageviewUrls()).toEqual(["http://localhost/"]);
  });

  it("counts a return from the back/forward cache as a page view", async () => {
    const browser = await loadPage();
    routeUpdate(browser, location("/", "initial"));
    await settle();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    await settle();
    expect(pageviewUrls()).toEqual(["http://localhost/", "http://localhost/"]);
  });
});

describe("errors", () => {
  it("downloads posthog-js only when there is an error, then reports it as unhandled", async () => {
    const browser = await loadPage();
    routeUpdate(browser, location("/", "initial"));
    await settle();
    expect(mockPostHogModuleLoaded).not.toHaveBeenCalled();

    const error = new ErrorEvent("error", { error: new Error("sync boom") });
    window.dispatchEvent(error);
    await settle();
    expect(mockPostHog.init).toHaveBeenCalledWith(
      "phc_unit_test_key",
      expect.objectContaining({
        api_host: HOST,
        cookieless_mode: "always",
        disable_external_dependency_loading: true,
        capture_pageview: false,
      }),
    );
    expect(mockPostHog.captureException).toHaveBeenCalledWith(error, {
      $current_url: "http://localhost/",
      $$unhandled: true,
    });
  });

  it("reports errors caught by the error boundary as handled, with the component stack", async () => {
    await loadPage();
    const { reportException } = await import("../src/analytics/analytics");
    const error = new Error("render boom");
    reportException(error, "\n    at Broken");
    await settle();
    expect(mockPostHog.captureException).toHaveBeenCalledWith(error, {
      $exception_source: "react-error-boundary",
      $component_stack: "\n    at Broken",
      $current_url: "http://localhost/",
    });
  });

  it("sends an error as a plain $exception when the visitor leaves before posthog-js is there", async () => {
    await loadPage();
    window.dispatchEvent(new ErrorEvent("error", { error: new TypeError("early boom") }));
    window.dispatchEvent(new Event("pagehide"));
    expect(sentNamed("$exception")).toEqual([
      expect.objectContaining({
        properties: expect.objectContaining({
          $current_url: "http://localhost/",
          $exception_list: [
            {
              type: "TypeError",
              value: "early boom",
              mechanism: { handled: false, synthetic: false },
            },
          ],
        }),
      }),
    ]);
    await settle();
    expect(mockPostHog.captureException).not.toHaveBeenCalled();
  });

  it("stays silent and keeps the page working when posthog-js cannot be loaded", async () => {
    mockPostHogFailsToLoad = true;
    const browser = await loadPage();
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("boom") }));
    await settle();
    expect(mockPostHogModuleLoaded).toHaveBeenCalled();
    expect(() => routeUpdate(browser, location("/case-study/"))).not.toThrow();
    await settle();
    expect(pageviewUrls()).toEqual(["http://localhost/", "http://localhost/case-study/"]);
    expect(logged()).toEqual([]);
  });
});

describe("when analytics is off", () => {
  async function useThePage() {
    const browser = await loadPage();
    routeUpdate(browser, location("/", "initial"));
    routeUpdate(browser, location("/case-study/"));
    document.body.innerHTML = `<a href="https://cal.example.com/intro" data-analytics-event="booking_link_clicked" data-placement="nav">Book</a>`;
    document
      .querySelector("a")
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    // A listener of the test's own, so jsdom does not treat the error as the test's failure.
    window.addEventListener("error", () => undefined);
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("boom") }));
    window.dispatchEvent(new Event("pagehide"));
    await settle();
    document.body.innerHTML = "";
  }

  it("without a key, sends nothing, never imports posthog-js and logs nothing", async () => {
    setEnv({});
    await useThePage();
    expect(requests).toEqual([]);
    expect(mockPostHogModuleLoaded).not.toHaveBeenCalled();
    expect(logged()).toEqual([]);
  });

  it.each([
    ["Do Not Track", "doNotTrack", "1"],
    ["Global Privacy Control", "globalPrivacyControl", true],
  ])("with %s on, sends nothing at all", async (_name, property, value) => {
    setNavigator(property, value);
    await useThePage();
    expect(requests).toEqual([]);
    expect(mockPostHogModuleLoaded).not.toHaveBeenCalled();
  });

  it.each([
    ["a headless browser", "userAgent", "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0.0.0"],
    [
      "a crawler",
      "userAgent",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    ],
    ["a WebDriver-driven browser", "webdriver", true],
  ])("for %s, sends nothing at all", async (_name, property, value) => {
    setNavigator(property, value);
    await useThePage();
    expect(requests).toEqual([]);
  });
});
