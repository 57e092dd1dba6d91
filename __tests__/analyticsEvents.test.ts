// The events sent to PostHog's capture API and the transport that delivers them, in order.
import {
  batchPayload,
  captureEvent,
  deviceProperties,
  sharedProperties,
} from "../src/analytics/events";
import { createTransport } from "../src/analytics/transport";
import { looksAutomated } from "../src/analytics/bots";
import { setImmediate } from "node:timers";

/** Once every promise the transport chained has settled (its requests are all promises). */
const settled = () => new Promise(setImmediate);

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const WINDOWS_EDGE =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0";

describe("deviceProperties", () => {
  it.each([
    [
      IPHONE,
      "Apple Computer, Inc.",
      { $browser: "Mobile Safari", $os: "iOS", $device_type: "Mobile" },
    ],
    [
      WINDOWS_EDGE,
      "Google Inc.",
      { $browser: "Microsoft Edge", $os: "Windows", $device_type: "Desktop" },
    ],
  ])("describes the browser as posthog-js does: %s", (userAgent, vendor, expected) => {
    expect(deviceProperties({ userAgent, vendor, host: "craftwise.example.com" })).toMatchObject(
      expected,
    );
  });
});

describe("sharedProperties", () => {
  it("carries what PostHog's cookieless hash needs, and no time zone lookup", () => {
    const properties = sharedProperties({
      userAgent: IPHONE,
      host: "craftwise.example.com",
      language: "en-GB",
      screen: { width: 390, height: 844 },
      viewport: { width: 390, height: 700 },
      timezoneOffset: -60,
    });
    expect(properties).toMatchObject({
      $cookieless_mode: true,
      $process_person_profile: false,
      $raw_user_agent: IPHONE,
      $host: "craftwise.example.com",
      $browser_language: "en-GB",
      $browser_language_prefix: "en",
      $screen_width: 390,
      $viewport_height: 700,
      $timezone_offset: -60,
    });
    expect(properties).not.toHaveProperty("$timezone");
  });

  it("cuts a user agent over 1000 characters as posthog-js does (997 and an ellipsis)", () => {
    const long = `${IPHONE} ${"x".repeat(1200)}`;
    const { $raw_user_agent: sent } = sharedProperties({ userAgent: long, host: "h" });
    expect(sent).toBe(`${long.slice(0, 997)}...`);
    expect(sharedProperties({ userAgent: IPHONE, host: "h" }).$raw_user_agent).toBe(IPHONE);
  });
});

describe("captureEvent and batchPayload", () => {
  it("build a /batch/ body with the project key, the cookieless distinct id and sent_at", () => {
    const time = new Date("2026-11-23T10:00:00.000Z");
    const event = captureEvent("$pageview", { $pathname: "/" }, time, "uuid-1");
    const sentAt = new Date("2026-11-23T10:00:02.500Z");
    expect(JSON.parse(batchPayload("phc_key", [event], sentAt))).toEqual({
      api_key: "phc_key",
      sent_at: "2026-11-23T10:00:02.500Z",
      batch: [
        {
          uuid: "uuid-1",
          event: "$pageview",
          distinct_id: "$posthog_cookieless",
          properties: { $pathname: "/", distinct_id: "$posthog_cookieless" },
          timestamp: "2026-11-23T10:00:00.000Z",
        },
      ],
    });
  });
});

describe("createTransport", () => {
  const event = (name: string) => captureEvent(name, {}, new Date(0));
  const names = (body: unknown) =>
    (JSON.parse(String(body)) as { batch: { event: string }[] }).batch.map((e) => e.event);

  function setUp() {
    const answers: (() => void)[] = [];
    const fetch = jest.fn(
      (_url: string, _init: RequestInit) =>
        new Promise<Response>((resolve) => answers.push(() => resolve({} as Response))),
    );
    const sendBeacon = jest.fn((_url: string, _data: string) => true);
    const transport = createTransport({
      host: "https://eu.i.posthog.com",
      apiKey: "phc_key",
      fetch: fetch as unknown as typeof globalThis.fetch,
      sendBeacon,
    });
    const answer = async () => {
      answers.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    };
    return { transport, fetch, sendBeacon, answer };
  }

  it("sends one request at a time, in order, without credentials or a preflight", async () => {
    const { transport, fetch, answer } = setUp();
    transport.send(event("first"));
    transport.send(event("second"));
    transport.send(event("third"));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("https://eu.i.posthog.com/batch/", {
      method: "POST",
      body: expect.any(String),
      headers: { "Content-Type": "text/plain" },
      mode: "no-cors",
      credentials: "omit",
      keepalive: true,
    });
    await answer();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls.map(([, init]) => names(init.body))).toEqual([
      ["first"],
      ["second", "third"],
    ]);
  });

  it("hands what is still queued to sendBeacon when the page is left", () => {
    const { transport, fetch, sendBeacon } = setUp();
    transport.send(event("sent"));
    transport.send(event("waiting"));
    transport.send(event("left with"), true);
    transport.sendBeforeLeaving();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe("https://eu.i.posthog.com/batch/");
    expect(names(sendBeacon.mock.calls[0]?.[1])).toEqual(["waiting", "left with"]);
  });

  it("stamps every request and beacon with the time it leaves (sent_at)", async () => {
    jest.useFakeTimers({ now: new Date("2026-11-23T10:00:00.000Z") });
    try {
      const { transport, fetch, sendBeacon, answer } = setUp();
      const sentAt = (body: unknown) => (JSON.parse(String(body)) as { sent_at: string }).sent_at;
      transport.send(event("first"));
      transport.send(event("second"));
      jest.setSystemTime(new Date("2026-11-23T10:00:03.000Z"));
      await answer();
      transport.send(event("left with"), true);
      jest.setSystemTime(new Date("2026-11-23T10:00:07.000Z"));
      transport.sendBeforeLeaving();
      expect(fetch.mock.calls.map(([, init]) => sentAt(init.body))).toEqual([
        "2026-11-23T10:00:00.000Z",
        "2026-11-23T10:00:03.000Z",
      ]);
      expect(sentAt(sendBeacon.mock.calls[0]?.[1])).toBe("2026-11-23T10:00:07.000Z");
    } finally {
      jest.useRealTimers();
    }
  });

  it("does not wait for an answer lost while the page was left: back from the cache, it sends at once", async () => {
    const { transport, fetch, sendBeacon, answer } = setUp();
    transport.send(event("$pageview"));
    transport.send(event("$pageleave"), true);
    transport.sendBeforeLeaving();
    // Back from the back/forward cache; the first request's answer has not come (and may never).
    transport.send(event("$pageview again"));
    expect(names(sendBeacon.mock.calls[0]?.[1])).toEqual(["$pageleave"]);
    expect(fetch.mock.calls.map(([, init]) => names(init.body))).toEqual([
      ["$pageview"],
      ["$pageview again"],
    ]);
    // The old answer arriving late starts nothing twice.
    transport.send(event("later"));
    await answer();
    expect(fetch).toHaveBeenCalledTimes(2);
    await answer();
    expect(fetch.mock.calls.map(([, init]) => names(init.body))).toEqual([
      ["$pageview"],
      ["$pageview again"],
      ["later"],
    ]);
  });

  it("falls back to a keepalive fetch when the browser refuses the beacon", () => {
    const { transport, fetch, sendBeacon } = setUp();
    sendBeacon.mockReturnValue(false);
    transport.send(event("left with"), true);
    transport.sendBeforeLeaving();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(names(fetch.mock.calls[0]?.[1].body)).toEqual(["left with"]);
  });

  it("sends at most 20 events a request while the page is open", async () => {
    const { transport, fetch, answer } = setUp();
    for (let i = 1; i <= 45; i += 1) transport.send(event(`e${i}`));
    for (let i = 0; i < 4; i += 1) await answer();
    expect(fetch.mock.calls.map(([, init]) => names(init.body).length)).toEqual([1, 20, 20, 4]);
  });

  it("hands a long queue to sendBeacon 20 events at a time when the page is left", () => {
    const { transport, fetch, sendBeacon } = setUp();
    for (let i = 1; i <= 45; i += 1) transport.send(event(`e${i}`), true);
    transport.sendBeforeLeaving();
    expect(fetch).not.toHaveBeenCalled();
    const sent = sendBeacon.mock.calls.map(([, data]) => names(data));
    expect(sent.map((batch) => batch.length)).toEqual([20, 20, 5]);
    expect(sent.flat()).toEqual(Array.from({ length: 45 }, (_, i) => `e${i + 1}`));
  });

  it("keeps at most 200 events while it cannot send (offline)", () => {
    const { transport, fetch, sendBeacon } = setUp();
    transport.send(event("in flight"));
    for (let i = 1; i <= 250; i += 1) transport.send(event(`e${i}`), true);
    transport.sendBeforeLeaving();
    expect(fetch).toHaveBeenCalledTimes(1);
    const sent = sendBeacon.mock.calls.flatMap(([, data]) => names(data));
    expect(sent).toEqual(Array.from({ length: 200 }, (_, i) => `e${i + 1}`));
  });

  it("falls back to a keepalive fetch when sendBeacon throws", () => {
    const { transport, fetch, sendBeacon } = setUp();
    sendBeacon.mockImplementation(() => {
      throw new TypeError("Illegal invocation");
    });
    transport.send(event("left with"), true);
    expect(() => transport.sendBeforeLeaving()).not.toThrow();
    expect(fetch.mock.calls.map(([, init]) => names(init.body))).toEqual([["left with"]]);
  });

  it("falls back to a keepalive fetch in a browser without sendBeacon", () => {
    const fetch = jest.fn().mockResolvedValue({});
    const transport = createTransport({ host: "https://h", apiKey: "k", fetch });
    transport.send(event("left with"), true);
    transport.sendBeforeLeaving();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(names((fetch.mock.calls[0] as [string, RequestInit])[1].body)).toEqual(["left with"]);
  });

  it("sends nothing and shows no error in a browser without fetch, but still leaves with a beacon", async () => {
    const sendBeacon = jest.fn((_url: string, _data: string) => true);
    const transport = createTransport({ host: "https://h", apiKey: "k", sendBeacon });
    expect(() => transport.send(event("lost"))).not.toThrow();
    await settled();
    transport.send(event("left with"), true);
    transport.sendBeforeLeaving();
    expect(sendBeacon.mock.calls.map(([, data]) => names(data))).toEqual([["left with"]]);
  });

  it("carries on silently after a failed request", async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue({});
    const transport = createTransport({ host: "https://h", apiKey: "k", fetch });
    transport.send(event("lost"));
    transport.send(event("next"));
    await settled();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("looksAutomated", () => {
  it.each([
    [{ userAgent: WINDOWS_EDGE }, false],
    [{ userAgent: WINDOWS_EDGE, webdriver: true }, true],
    [{ userAgent: "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0.0.0 Safari/537.36" }, true],
    [
      {
        userAgent:
          "Mozilla/5.0 (Linux; Android 11) Chrome/140.0 Mobile Safari/537.36 Chrome-Lighthouse",
      },
      true,
    ],
    [{ userAgent: WINDOWS_EDGE, userAgentData: { brands: [{ brand: "HeadlessChrome" }] } }, true],
  ])("%j -> %s", (navigator, automated) => {
    expect(looksAutomated(navigator)).toBe(automated);
  });
});
