// The analytics module through gatsby-browser's onClientEntry and onRouteUpdate, with posthog-js
// replaced by a mock. Every test starts from fresh modules (jest.resetModules), as each page load
// starts from a fresh bundle.
import type { PluginOptions, RouteUpdateArgs } from "gatsby";
import type { RouteLocation } from "../src/analytics/analytics";

const mockPostHogModuleLoaded = jest.fn();
const mockPostHog = {
  init: jest.fn(),
  capture: jest.fn(),
  exceptions: {
    buildProperties: jest.fn((input: unknown, metadata: { handled: boolean }) => ({
      $exception_list: [{ value: input instanceof Error ? input.message : String(input) }],
      handled: metadata.handled,
    })),
    sendExceptionEvent: jest.fn(),
  },
};
let mockPostHogFailsToLoad = false;

jest.mock("posthog-js/dist/module.slim", () => {
  mockPostHogModuleLoaded();
  if (mockPostHogFailsToLoad) throw new Error("ChunkLoadError: blocked");
  return { __esModule: true, default: mockPostHog };
});
jest.mock("posthog-js/dist/extension-bundles", () => ({
  ErrorTrackingExtensions: { exceptions: jest.fn(), exceptionObserver: jest.fn() },
}));

type Browser = typeof import("../gatsby-browser");

const ENV_KEYS = ["GATSBY_POSTHOG_KEY", "GATSBY_POSTHOG_HOST", "GATSBY_POSTHOG_PERSISTENCE"];

function setEnv(values: Record<string, string | undefined>) {
  for (const key of ENV_KEYS) Reflect.deleteProperty(process.env, key);
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) process.env[key] = value;
  }
}

async function loadPage(): Promise<Browser> {
  jest.resetModules();
  return import("../gatsby-browser");
}

function clientEntry(browser: Browser) {
  browser.onClientEntry?.(undefined as never, { plugins: [] } as PluginOptions);
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

/** Lets the load delay, the idle callbacks, the dynamic import and the title wait all happen. */
async function settle() {
  await jest.advanceTimersByTimeAsync(10_000);
}

const sentPageviews = () =>
  mockPostHog.capture.mock.calls
    .filter(([name]) => name === "$pageview")
    .map(([, properties]) => (properties as Record<string, unknown>).$current_url);

let consoleSpies: jest.SpyInstance[] = [];
// Each fresh module instance listens on the one jsdom window; remove them between tests.
let windowListeners: [string, EventListenerOrEventListenerObject][] = [];
const addEventListener = window.addEventListener.bind(window);

beforeEach(() => {
  windowListeners = [];
  jest
    .spyOn(window, "addEventListener")
    .mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options) => {
      windowListeners.push([type, listener]);
      addEventListener(type, listener, options);
    });
  jest.useFakeTimers();
  jest.clearAllMocks();
  mockPostHog.init.mockImplementation(() => mockPostHog);
  mockPostHogFailsToLoad = false;
  setEnv({ GATSBY_POSTHOG_KEY: "phc_unit_test_key" });
  document.title = "Craftwise Coaching";
  consoleSpies = (["log", "info", "warn", "error", "debug"] as const).map((method) =>
    jest.spyOn(console, method).mockImplementation(() => undefined),
  );
});

afterEach(() => {
  windowListeners.forEach(([type, listener]) => window.removeEventListener(type, listener));
  jest.restoreAllMocks();
  jest.useRealTimers();
  consoleSpies.forEach((spy) => spy.mockRestore());
});

describe("page views from onRouteUpdate", () => {
  it("counts the first load once, although Gatsby reports it twice", async () => {
    const browser = await loadPage();
    clientEntry(browser);
    const first = location("/", "initial");
    routeUpdate(browser, first);
    routeUpdate(browser, first);
    await settle();
    expect(sentPageviews()).toEqual(["http://localhost/"]);
  });

  it("sends one $pageview per history entry: navigations, back and forward", async () => {
    const browser = await loadPage();
    clientEntry(browser);
    const home = location("/", "initial");
    const caseStudy = location("/case-study/");
    const archive = location("/newsletter/archive/");
    for (const entry of [home, caseStudy, archive, caseStudy, archive]) {
      routeUpdate(browser, entry);
      await settle();
    }
    expect(sentPageviews()).toEqual([
      "http://localhost/",
      "http://localhost/case-study/",
      "http://localhost/newsletter/archive/",
      "http://localhost/case-study/",
      "http://localhost/newsletter/archive/",
    ]);
  });

  it("does not count a jump to a section of the same page as another page view", async () => {
    const browser = await loadPage();
    clientEntry(browser);
    routeUpdate(browser, location("/", "initial"));
    routeUpdate(browser, location("/#the-system"));
    routeUpdate(browser, location("/#testimonials"));
    routeUpdate(browser, location("/case-study/"));
    await settle();
    expect(sentPageviews()).toEqual(["http://localhost/", "http://localhost/case-study/"]);
  });

  it("sends the URL and path without query string or fragment", async () => {
    const browser = await loadPage();
    clientEntry(browser);
    routeUpdate(browser, location("/case-study/?email=someone%40example.com#results"));
    await settle();
    expect(mockPostHog.capture).toHaveBeenCalledWith(
      "$pageview",
      expect.objectContaining({
        $current_url: "http://localhost/case-study/",
        $pathname: "/case-study/",
      }),
      expect.objectContaining({ timestamp: expect.any(Date) }),
    );
  });

  it("records the new page's title, which Gatsby's Head puts in place after the route update", async () => {
    const browser = await loadPage();
    clientEntry(browser);
    document.title = "Home | Craftwise Coaching";
    routeUpdate(browser, location("/", "initial"));
    await settle();
    routeUpdate(browser, location("/case-study/"));
    document.title = "";
    await jest.advanceTimersByTimeAsync(200);
    document.title = "Success Stories | Craftwise Coaching";
    await settle();
    const titles = mockPostHog.capture.mock.calls.map(
      ([, properties]) => (properties as Record<string, unknown>).$$page_title,
    );
    expect(titles).toEqual(["Home | Craftwise Coaching", "Success Stories | Craftwise Coaching"]);
  });

  it("still sends the page view when the new page has the same title", async () => {
    const browser = await loadPage();
    clientEntry(browser);
    routeUpdate(browser, location("/", "initial"));
    routeUpdate(browser, location("/case-study/"));
    await settle();
    expect(sentPageviews()).toEqual(["http://localhost/", "http://localhost/case-study/"]);
  });
});

describe("loading posthog-js off the critical path", () => {
  let readyState: jest.SpyInstance;

  beforeEach(() => {
    readyState = jest.spyOn(document, "readyState", "get").mockReturnValue("interactive");
  });

  afterEach(() => readyState.mockRestore());

  it("waits for the load event, queues what happens before, then sends it all", async () => {
    const browser = await loadPage();
    clientEntry(browser);
    routeUpdate(browser, location("/", "initial"));
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("early boom") }));
    await settle();
    expect(mockPostHogModuleLoaded).not.toHaveBeenCalled();
    expect(mockPostHog.capture).not.toHaveBeenCalled();

    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    await settle();

    expect(mockPostHog.init).toHaveBeenCalledWith(
      "phc_unit_test_key",
      expect.objectContaining({
        api_host: "https://us.i.posthog.com",
        persistence: "memory",
        disable_external_dependency_loading: true,
        capture_pageview: false,
      }),
    );
    expect(sentPageviews()).toEqual(["http://localhost/"]);
    expect(mockPostHog.exceptions.sendExceptionEvent).toHaveBeenCalledTimes(1);
  });

  it("sends queued page views in the order they happened, with their own URLs", async () => {
    const browser = await loadPage();
    clientEntry(browser);
    routeUpdate(browser, location("/", "initial"));
    routeUpdate(browser, location("/case-study/"));
    routeUpdate(browser, location("/newsletter/archive/"));
    await settle();
    expect(mockPostHog.capture).not.toHaveBeenCalled();
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    await settle();
    expect(sentPageviews()).toEqual([
      "http://localhost/",
      "http://localhost/case-study/",
      "http://localhost/newsletter/archive/",
    ]);
  });

  it("uses the host and the persistence the coach configured", async () => {
    setEnv({
      GATSBY_POSTHOG_KEY: "phc_unit_test_key",
      GATSBY_POSTHOG_HOST: "https://eu.i.posthog.com/",
      GATSBY_POSTHOG_PERSISTENCE: "localStorage+cookie",
    });
    readyState.mockReturnValue("complete");
    const browser = await loadPage();
    clientEntry(browser);
    await settle();
    expect(mockPostHog.init).toHaveBeenCalledWith(
      "phc_unit_test_key",
      expect.objectContaining({
        api_host: "https://eu.i.posthog.com",
        persistence: "localStorage+cookie",
      }),
    );
  });

  it("stays silent and keeps working when posthog-js cannot be loaded", async () => {
    mockPostHogFailsToLoad = true;
    readyState.mockReturnValue("complete");
    const browser = await loadPage();
    clientEntry(browser);
    routeUpdate(browser, location("/", "initial"));
    await settle();
    expect(mockPostHogModuleLoaded).toHaveBeenCalled();
    expect(() => routeUpdate(browser, location("/case-study/"))).not.toThrow();
    await settle();
    expect(mockPostHog.capture).not.toHaveBeenCalled();
    consoleSpies.forEach((spy) => expect(spy).not.toHaveBeenCalled());
  });
});

describe("when analytics is off", () => {
  async function useThePage(browser: Browser) {
    clientEntry(browser);
    routeUpdate(browser, location("/", "initial"));
    routeUpdate(browser, location("/case-study/"));
    // A listener of the test's own, so jsdom does not treat the error as the test's failure.
    window.addEventListener("error", () => undefined);
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("boom") }));
    await settle();
  }

  it("without a key, never imports posthog-js and logs nothing", async () => {
    setEnv({});
    await useThePage(await loadPage());
    expect(mockPostHogModuleLoaded).not.toHaveBeenCalled();
    expect(mockPostHog.capture).not.toHaveBeenCalled();
    consoleSpies.forEach((spy) => expect(spy).not.toHaveBeenCalled());
  });

  it.each([
    ["Do Not Track", "doNotTrack", "1"],
    ["Global Privacy Control", "globalPrivacyControl", true],
  ])("with %s on, never imports posthog-js", async (_name, property, value) => {
    Object.defineProperty(window.navigator, property, { value, configurable: true });
    try {
      await useThePage(await loadPage());
    } finally {
      Reflect.deleteProperty(window.navigator, property);
    }
    expect(mockPostHogModuleLoaded).not.toHaveBeenCalled();
    expect(mockPostHog.capture).not.toHaveBeenCalled();
  });
});

describe("exceptions", () => {
  it("reports uncaught errors and unhandled rejections as unhandled", async () => {
    const browser = await loadPage();
    clientEntry(browser);
    const rejection = Object.assign(new Event("unhandledrejection"), {
      reason: new Error("async boom"),
    });
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("sync boom") }));
    window.dispatchEvent(rejection);
    await settle();
    const { buildProperties, sendExceptionEvent } = mockPostHog.exceptions;
    expect(buildProperties).toHaveBeenCalledWith(expect.any(ErrorEvent), { handled: false });
    expect(buildProperties).toHaveBeenCalledWith(rejection, { handled: false });
    expect(sendExceptionEvent).toHaveBeenCalledTimes(2);
    expect(sendExceptionEvent).toHaveBeenCalledWith(
      expect.objectContaining({ $current_url: "http://localhost/" }),
    );
  });

  it("reports errors caught by the error boundary", async () => {
    await loadPage();
    const { reportException } = await import("../src/analytics/analytics");
    const error = new Error("render boom");
    reportException(error, "\n    at Broken");
    await settle();
    expect(mockPostHog.exceptions.buildProperties).toHaveBeenCalledWith(error, { handled: true });
    expect(mockPostHog.exceptions.sendExceptionEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        $exception_source: "react-error-boundary",
        $exception_list: [{ value: "render boom" }],
      }),
    );
  });
});
