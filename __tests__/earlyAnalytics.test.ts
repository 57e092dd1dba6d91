// The early recorder (the inline script the pass writes into every page's <head>, bundled from
// src/inline/earlyRecorder.ts as the build bundles it) and its hand-over to the analytics module
// (src/analytics/earlyRecords.ts, analytics.ts), run as a page runs them: the recorder's text in
// the window, then the analytics module when its script arrives. fetch and sendBeacon are stand-ins
// that record what they carry; posthog-js is a mock for error reports. Each test starts from fresh
// modules and takes the listeners it caused off the window again.
import { analyticsSettingsBlock } from "../src/analytics/earlyRecords";
import { referrerProperties, campaignProperties } from "../src/analytics/sanitize";
import { resetNavigator, setNavigator } from "./support/navigator";
import { recordWindowListeners } from "./support/windowListeners";
import { CHROME_ANDROID, captureRequest, type CaptureRequest } from "./support/capture";
import { builtInlineScript } from "./support/inlineScripts";

const mockPostHog = { init: jest.fn(), captureException: jest.fn() };
jest.mock("posthog-js", () => ({ __esModule: true, default: mockPostHog }));

const SETTINGS = { key: "phc_unit_test_key", host: "https://eu.i.posthog.com" };

let requests: CaptureRequest[] = [];
let beaconAccepts = true;
const record = (url: string, body: string, via: CaptureRequest["via"]) =>
  requests.push(captureRequest(url, body, via));
const sent = () => requests.flatMap((request) => request.events);
const names = () => sent().map((event) => event.event);

// Each fresh module instance listens on the one jsdom window and document; taken off after.
let removeListeners: () => void = () => undefined;

beforeEach(() => {
  removeListeners = recordWindowListeners();
  jest.useFakeTimers({ now: new Date("2031-03-04T10:00:00Z") });
  jest.clearAllMocks();
  mockPostHog.init.mockImplementation(() => mockPostHog);
  requests = [];
  beaconAccepts = true;
  process.env.GATSBY_POSTHOG_KEY = SETTINGS.key;
  process.env.GATSBY_POSTHOG_HOST = SETTINGS.host;
  window.fetch = jest.fn((url: string, init: RequestInit) => {
    record(url, String(init.body), "fetch");
    return Promise.resolve({});
  }) as unknown as typeof fetch;
  setNavigator("sendBeacon", (url: string, body: string) => {
    if (beaconAccepts) record(url, body, "beacon");
    return beaconAccepts;
  });
  setNavigator("userAgent", CHROME_ANDROID);
  document.head.innerHTML = "";
  document.title = "Home | Craftwise Coaching";
  window.history.replaceState(null, "", "/");
  document.body.innerHTML =
    '<section data-placement="hero"><p>Text</p><a href="https://cal.example.com/intro?ref=x" ' +
    'data-analytics-event="booking_link_clicked"><span>Schedule a Call</span></a></section>';
  Reflect.deleteProperty(window, "__earlyAnalytics");
});

afterEach(() => {
  removeListeners();
  jest.restoreAllMocks();
  jest.useRealTimers();
  resetNavigator();
  delete process.env.GATSBY_POSTHOG_KEY;
  delete process.env.GATSBY_POSTHOG_HOST;
});

/** The page's <head> as the pass writes it: the settings, then the recorder, which runs. */
function runRecorder(settings = SETTINGS, route = "/") {
  document.head.insertAdjacentHTML("beforeend", analyticsSettingsBlock(settings, route));
  new Function(builtInlineScript("earlyRecorder"))();
}

/** The analytics entry arriving: a fresh module, started. */
async function startAnalytics() {
  jest.resetModules();
  const analytics = await import("../src/analytics/analytics");
  analytics.startAnalytics();
  return analytics;
}

const tap = (selector = "span", init: MouseEventInit = {}) =>
  document
    .querySelector(selector)
    ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
const leave = () => window.dispatchEvent(new Event("pagehide"));
const settle = (ms = 2000) => jest.advanceTimersByTimeAsync(ms);
const earlyRecords = () => (window as unknown as Record<string, unknown>).__earlyAnalytics;

describe("before analytics arrives", () => {
  it("keeps the landing page view and a booking click, and sends nothing while the visitor stays", async () => {
    runRecorder();
    await settle(300);
    tap();
    await settle();
    expect(requests).toEqual([]);
    expect(earlyRecords()).toMatchObject({
      pageview: { time: Date.parse("2031-03-04T10:00:00Z"), sent: false },
      clicks: [
        {
          event: "booking_link_clicked",
          placement: "hero",
          linkUrl: "https://cal.example.com/intro",
          linkText: "Schedule a Call",
          newTab: false,
          time: Date.parse("2031-03-04T10:00:00.300Z"),
        },
      ],
    });
  });

  it("sends the page view and the click itself, with sendBeacon, when the visitor leaves first", async () => {
    runRecorder();
    await settle(300);
    tap("span", { ctrlKey: true });
    leave();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: `${SETTINGS.host}/batch/`,
      via: "beacon",
      apiKey: SETTINGS.key,
    });
    const [pageview, click] = sent();
    expect(names()).toEqual(["$pageview", "booking_link_clicked"]);
    expect(pageview).toMatchObject({
      uuid: expect.any(String),
      timestamp: "2031-03-04T10:00:00.000Z",
      properties: { $pageview_id: pageview?.uuid, title: "Home | Craftwise Coaching" },
    });
    expect(click).toMatchObject({
      timestamp: "2031-03-04T10:00:00.300Z",
      properties: {
        placement: "hero",
        link_url: "https://cal.example.com/intro",
        link_text: "Schedule a Call",
        new_tab: true,
        $pageview_id: pageview?.uuid,
      },
    });
    // Leaving again sends nothing more; a click after coming back goes at the next leave.
    leave();
    expect(requests).toHaveLength(1);
    tap();
    leave();
    expect(requests.map((request) => request.events.map((event) => event.event))).toEqual([
      ["$pageview", "booking_link_clicked"],
      ["booking_link_clicked"],
    ]);
  });

  it("sends with fetch (keepalive) when the browser refuses the beacon", async () => {
    beaconAccepts = false;
    runRecorder();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(requests).toEqual([]);
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
    Reflect.deleteProperty(document, "visibilityState");
    expect(requests.map((request) => [request.via, names()])).toEqual([["fetch", ["$pageview"]]]);
    expect(window.fetch).toHaveBeenCalledWith(
      `${SETTINGS.host}/batch/`,
      expect.objectContaining({ keepalive: true, credentials: "omit", mode: "no-cors" }),
    );
  });

  it("describes the page as the analytics module does, less the parsed browser, OS and device: cookieless, campaign kept, personal data out", async () => {
    const landing =
      "/case-study/?utm_source=newsletter&utm_term=jane%40example.com&gclid=Cj0-visitor&mc_cid=4f1a&email=a%40b.c#results";
    window.history.replaceState(null, "", landing);
    jest.spyOn(document, "referrer", "get").mockReturnValue("https://www.linkedin.com/feed/?trk=x");
    runRecorder();
    leave();
    const early = sent()[0]?.properties ?? {};
    // The same page, counted by the analytics module.
    removeListeners();
    Reflect.deleteProperty(window, "__earlyAnalytics");
    requests = [];
    await startAnalytics();
    await settle();
    const own = sent()[0]?.properties ?? {};
    const { $pageview_id: earlyId, ...earlyRest } = early;
    // The user-agent parser (2.3 KiB gzipped) stays out of the inline recorder: docs/analytics.md.
    const { $pageview_id: ownId, ...ownRest } = own;
    const parsed = [
      "$os",
      "$os_version",
      "$browser",
      "$browser_version",
      "$device",
      "$device_type",
    ];
    expect(own).toMatchObject({ $os: "Android", $browser: "Chrome", $device_type: "Mobile" });
    const ownShared = Object.fromEntries(
      Object.entries(ownRest).filter(([name]) => !parsed.includes(name)),
    );
    expect(earlyId).toEqual(expect.any(String));
    expect(ownId).toEqual(expect.any(String));
    expect(earlyRest).toEqual(ownShared);
    expect(early).toMatchObject({
      $current_url: "http://localhost/case-study/",
      ...referrerProperties("https://www.linkedin.com/feed/?trk=x"),
      ...campaignProperties(landing.slice(landing.indexOf("?"), landing.indexOf("#"))),
      $cookieless_mode: true,
      distinct_id: "$posthog_cookieless",
      $raw_user_agent: CHROME_ANDROID,
    });
    expect(early).not.toHaveProperty("$browser");
    expect(JSON.stringify(early)).not.toMatch(/jane|visitor|a%40b|trk=|#results/);
  });

  it("never throws into the page, whatever its settings block holds", () => {
    document.head.innerHTML = '<script type="application/json" id="analytics-settings">{</script>';
    expect(() => new Function(builtInlineScript("earlyRecorder"))()).not.toThrow();
    expect(earlyRecords()).toBeUndefined();
  });

  it.each([
    ["Do Not Track", () => setNavigator("doNotTrack", "1")],
    ["Global Privacy Control", () => setNavigator("globalPrivacyControl", true)],
    ["an automated browser", () => setNavigator("webdriver", true)],
    ["a crawler", () => setNavigator("userAgent", "Mozilla/5.0 (compatible; Googlebot/2.1)")],
  ])("keeps and sends nothing for %s", (_case, arrange) => {
    arrange();
    runRecorder();
    tap();
    leave();
    expect(earlyRecords()).toBeUndefined();
    expect(requests).toEqual([]);
  });
});

describe("when analytics arrives", () => {
  it("sends the landing page view with the recorder's time and id, then the early click with its own time, each once", async () => {
    runRecorder();
    const { pageview } = earlyRecords() as { pageview: { id: string } };
    await settle(300);
    tap();
    await settle(500);
    await startAnalytics();
    await settle();
    expect(names()).toEqual(["$pageview", "booking_link_clicked"]);
    const [view, click] = sent();
    expect(view).toMatchObject({ uuid: pageview.id, timestamp: "2031-03-04T10:00:00.000Z" });
    expect(click).toMatchObject({
      timestamp: "2031-03-04T10:00:00.300Z",
      properties: { placement: "hero", $pageview_id: pageview.id, $browser: "Chrome" },
    });
    // The recorder has let go: a later click is analytics' own, and leaving sends the page leave.
    tap();
    leave();
    expect(names()).toEqual([
      "$pageview",
      "booking_link_clicked",
      "booking_link_clicked",
      "$pageleave",
    ]);
  });

  it("does not send again a page view the recorder sent as the visitor left; its page leave follows", async () => {
    runRecorder();
    const { pageview } = earlyRecords() as { pageview: { id: string } };
    leave();
    expect(names()).toEqual(["$pageview"]);
    await startAnalytics();
    await settle();
    expect(names()).toEqual(["$pageview"]);
    leave();
    expect(names()).toEqual(["$pageview", "$pageleave"]);
    expect(sent()[1]?.properties.$pageview_id).toBe(pageview.id);
  });

  it("reports each script the starter could not load, before and after it arrived, as an uncaught ChunkLoadError", async () => {
    runRecorder();
    const recorder = earlyRecords() as { fail: (url: string) => void };
    recorder.fail("/coaching-site/app-123.js");
    await startAnalytics();
    await settle();
    recorder.fail("/coaching-site/framework-456.js");
    await settle(5000);
    const reported = mockPostHog.captureException.mock.calls.map(([error, properties]) => [
      (error as Error).name,
      (error as Error).message,
      (properties as Record<string, unknown>).$$unhandled,
    ]);
    expect(reported).toEqual([
      ["ChunkLoadError", "Loading app-123.js failed, and again when tried once more", true],
      ["ChunkLoadError", "Loading framework-456.js failed, and again when tried once more", true],
    ]);
  });

  it("without a recorder on the page (LAZY_START off), counts the landing page itself", async () => {
    await startAnalytics();
    await settle();
    expect(names()).toEqual(["$pageview"]);
  });
});

describe.each([
  ["/call-booked/", "booking_completed"],
  ["/subscribed/", "newsletter_subscribed"],
])("on the thank-you page %s, left before analytics arrives", (path, completion) => {
  beforeEach(() => {
    document.title = "Thank you | Craftwise Coaching";
    window.history.replaceState({ key: "router" }, "", `${path}?utm_source=calcom`);
  });
  const state = () => window.history.state as Record<string, unknown>;

  it(`sends ${completion} right after the page view, once, and analytics sends neither again`, async () => {
    runRecorder(SETTINGS, path);
    // Marked on arrival: a state changed as the page is left for another site is lost.
    expect(state()).toEqual({ key: "router", conversionCounted: true });
    await settle(500);
    leave();
    document.dispatchEvent(new Event("visibilitychange"));
    leave();
    expect(names()).toEqual(["$pageview", completion]);
    const [view, done] = sent();
    expect(done).toMatchObject({
      timestamp: "2031-03-04T10:00:00.001Z",
      properties: {
        $pathname: path,
        title: "Thank you | Craftwise Coaching",
        utm_source: "calcom",
        $pageview_id: view?.uuid,
        $cookieless_mode: true,
      },
    });
    // The visitor comes back and analytics arrives: only the page leave is new.
    await startAnalytics();
    await settle();
    leave();
    expect(names()).toEqual(["$pageview", completion, "$pageleave"]);
  });

  it("counts a reload or a return to the entry as a page view only", () => {
    window.history.replaceState({ conversionCounted: true }, "", path);
    runRecorder(SETTINGS, path);
    leave();
    expect(names()).toEqual(["$pageview"]);
  });

  it("leaves the completion to analytics when it arrives first", async () => {
    runRecorder(SETTINGS, path);
    await startAnalytics();
    await settle();
    leave();
    expect(names()).toEqual(["$pageview", completion, "$pageleave"]);
  });
});

it("counts no completion on another page, whatever its address", () => {
  window.history.replaceState(null, "", "/call-booked/");
  runRecorder(SETTINGS, "/case-study/");
  leave();
  expect(names()).toEqual(["$pageview"]);
});

describe("a submit of the sign-up form", () => {
  const ADDRESS = "reader@mail.example.net";
  beforeEach(() => {
    document.body.innerHTML =
      '<aside data-placement="archive"><form method="post" data-analytics-event="subscribe_form_submitted" ' +
      'action="https://list.us21.list-manage.com/subscribe/post?u=abc&id=def">' +
      `<input type="email" name="EMAIL" value="${ADDRESS}"><button type="submit">Subscribe</button>` +
      "</form></aside>";
  });
  // As the browser fires it once the address passes its own check (jsdom would post nothing).
  const submit = () => {
    const form = document.querySelector("form") as HTMLFormElement;
    const submitter = form.querySelector("button");
    form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter }));
  };
  const FORM_EVENT = {
    event: "subscribe_form_submitted",
    properties: {
      placement: "archive",
      link_url: "https://list.us21.list-manage.com/subscribe/post",
      link_text: "Subscribe",
      new_tab: false,
    },
  };

  it("before analytics arrives, is kept like a booking click and sent once as the page is left", async () => {
    runRecorder();
    await settle(300);
    submit();
    leave();
    expect(names()).toEqual(["$pageview", "subscribe_form_submitted"]);
    expect(sent()[1]).toMatchObject({ ...FORM_EVENT, timestamp: "2031-03-04T10:00:00.300Z" });
    await startAnalytics();
    await settle();
    expect(names()).toEqual(["$pageview", "subscribe_form_submitted"]);
  });

  it("before analytics arrives and the page stays, is handed over to analytics once", async () => {
    runRecorder();
    submit();
    await startAnalytics();
    await settle();
    expect(names()).toEqual(["$pageview", "subscribe_form_submitted"]);
  });

  it("after analytics arrives, is one event with its placement", async () => {
    runRecorder();
    await startAnalytics();
    await settle();
    submit();
    await settle();
    expect(names()).toEqual(["$pageview", "subscribe_form_submitted"]);
    expect(sent()[1]).toMatchObject(FORM_EVENT);
  });

  it("never carries the address typed, in any request", async () => {
    runRecorder();
    submit();
    leave();
    await startAnalytics();
    await settle();
    submit();
    leave();
    expect(names().filter((name) => name === "subscribe_form_submitted")).toHaveLength(2);
    expect(JSON.stringify(requests)).not.toContain("reader@");
    expect(JSON.stringify(requests)).not.toContain(encodeURIComponent(ADDRESS));
  });

  it("counts nothing for another form, such as the archive's search", async () => {
    document.querySelector("form")?.removeAttribute("data-analytics-event");
    runRecorder();
    submit();
    await startAnalytics();
    await settle();
    submit();
    leave();
    expect(names()).toEqual(["$pageview", "$pageleave"]);
  });
});
