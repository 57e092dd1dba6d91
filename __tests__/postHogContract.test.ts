// The contract with PostHog: the site's own events must mean to PostHog exactly what posthog-js's
// mean, so its dashboards (visitors, sessions, channel type, time on page) read both alike. The
// real installed posthog-js (cookieless, its page leave on) and the site's analytics run in one
// jsdom page: a landing URL with campaign tags, a click id and a stray parameter, one page view,
// 5 s of reading, then the visitor leaves. Both senders' requests are caught and decoded
// (posthog-js compresses its own), and every property the site sends must be one posthog-js
// sends, with the same value or, where the site sends less (a URL without its query string) or
// values that differ by nature (ids, times), the same meaning. The site may send less, never
// different: a property renamed or re-valued in a posthog-js upgrade fails here.
import type { PluginOptions } from "gatsby";
import type { PostHogConfig } from "posthog-js";
import { decodePayload, eventsIn } from "../testing/collector";
import { withoutQueryOrHash } from "../src/analytics/sanitize";

const SITE_HOST = "https://us.i.posthog.com";
const POSTHOG_JS_HOST = "https://eu.i.posthog.com";
// Every ad click id posthog-js 1.449 knows (its PERSONAL_DATA_CAMPAIGN_PARAMS), written out here
// rather than taken from the site's list, so that one the site forgets is noticed.
const CLICK_IDS = [
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
  "twclid",
  "li_fat_id",
  "igshid",
  "ttclid",
  "rdt_cid",
  "epik",
  "qclid",
  "sccid",
  "oppref",
  "bfcid",
  "irclid",
  "_kx",
];
const LANDING = `/case-study/?utm_source=newsletter&utm_medium=email&utm_campaign=launch&utm_content=footer&utm_term=tdd&gad_source=1&mc_cid=a1b2c3&${CLICK_IDS.map((id) => `${id}=one-click-${id}`).join("&")}&email=visitor%40example.com&ref=x`;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

type Properties = Record<string, unknown>;
interface Sent {
  host: string;
  body: Record<string, unknown>;
  events: { uuid?: unknown; event: string; properties: Properties }[];
}

/** A URL and body as a browser would put them on the wire, decoded as PostHog's capture does. */
async function decode(url: string, body: unknown): Promise<Sent> {
  let bytes: Buffer;
  if (typeof body === "string") bytes = Buffer.from(body);
  else if (body instanceof Blob) {
    bytes = await new Promise<Buffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(body);
    });
  } else if (ArrayBuffer.isView(body))
    bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  else if (Object.prototype.toString.call(body) === "[object ArrayBuffer]")
    bytes = Buffer.from(body as ArrayBuffer);
  else throw new Error(`unexpected body ${Object.prototype.toString.call(body)}`);
  const parsed = new URL(url);
  const payload = decodePayload(bytes, parsed);
  return {
    host: parsed.origin,
    body: (typeof payload === "object" && payload !== null ? payload : {}) as Record<
      string,
      unknown
    >,
    events: eventsIn(payload).map(({ event }) => ({
      uuid: event.uuid,
      event: String(event.event),
      properties: (event.properties ?? {}) as Properties,
    })),
  };
}

const wire: Promise<Sent>[] = [];

/** How each property the site sends must compare with posthog-js's; the default is "equal". */
const MEANING: Record<string, (site: unknown, posthogJs: unknown) => void> = {
  // The site sends URLs without query string or fragment; posthog-js with them (masked).
  $current_url: (site, posthogJs) => expect(site).toBe(withoutQueryOrHash(String(posthogJs))),
  $referrer: (site, posthogJs) => expect(site).toBe(withoutQueryOrHash(String(posthogJs))),
  // Ids and times differ by nature: same kind of value (their links are checked below).
  $pageview_id: (site, posthogJs) => expect(typeof site).toBe(typeof posthogJs),
  $prev_pageview_id: (site, posthogJs) => expect(typeof site).toBe(typeof posthogJs),
  $prev_pageview_duration: (site, posthogJs) => {
    expect(site).toBeCloseTo(5, 0);
    expect(posthogJs).toBeCloseTo(5, 0);
  },
  // Which library sent it: the site's own name, so the two can be told apart.
  $lib: (site) => expect(site).toBe("web-beacon"),
  $lib_version: (site) => expect(typeof site).toBe("string"),
};

beforeAll(async () => {
  jest.useFakeTimers({ now: new Date("2026-11-23T10:00:00.000Z") });
  Object.defineProperty(window.navigator, "userAgent", { value: CHROME, configurable: true });
  Object.defineProperty(window.navigator, "sendBeacon", {
    value: (url: string, body: unknown) => {
      wire.push(decode(url, body));
      return true;
    },
    configurable: true,
  });
  window.fetch = ((url: string, init: RequestInit) => {
    wire.push(decode(url, init.body));
    return Promise.resolve({
      status: 200,
      text: () => Promise.resolve("{}"),
      json: () => Promise.resolve({}),
    });
  }) as typeof fetch;
  jest.spyOn(document, "referrer", "get").mockReturnValue("https://www.linkedin.com/feed/");
  window.history.replaceState(null, "", LANDING);
  document.title = "Success Stories | Craftwise Coaching";
  process.env.GATSBY_POSTHOG_KEY = "phc_contract";
  process.env.GATSBY_POSTHOG_HOST = SITE_HOST;

  // posthog-js as a site using it for page views would: cookieless, page leave on, click ids
  // masked (what the site promises about personal data).
  const { default: posthog } = await import("posthog-js");
  const options: Partial<PostHogConfig> = {
    api_host: POSTHOG_JS_HOST,
    cookieless_mode: "always",
    person_profiles: "identified_only",
    mask_personal_data_properties: true,
    capture_pageview: false,
    capture_pageleave: true,
    autocapture: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_external_dependency_loading: true,
    advanced_disable_flags: true,
  };
  posthog.init("phc_contract", options);
  const browser = await import("../gatsby-browser");
  browser.onClientEntry?.(undefined as never, { plugins: [] } as PluginOptions);
  posthog.capture("$pageview");
  await jest.advanceTimersByTimeAsync(5000);
  window.dispatchEvent(new Event("pagehide"));
  await jest.advanceTimersByTimeAsync(5000);
});

afterAll(() => {
  jest.useRealTimers();
  for (const key of ["GATSBY_POSTHOG_KEY", "GATSBY_POSTHOG_HOST"])
    Reflect.deleteProperty(process.env, key);
});

async function sentBy(host: string) {
  const all = (await Promise.all(wire)).filter((request) => request.host === host);
  return { requests: all, events: all.flatMap((request) => request.events) };
}

describe.each(["$pageview", "$pageleave"])("the site's %s and posthog-js's", (name) => {
  it("share every property the site sends, with the same meaning", async () => {
    const site = (await sentBy(SITE_HOST)).events.filter((event) => event.event === name);
    const posthogJs = (await sentBy(POSTHOG_JS_HOST)).events.filter((e) => e.event === name);
    expect(site).toHaveLength(1);
    expect(posthogJs).toHaveLength(1);
    const [ours, theirs] = [site[0]?.properties ?? {}, posthogJs[0]?.properties ?? {}];
    const missing = Object.keys(ours).filter(
      (key) => !(key in theirs) && key !== "$lib" && key !== "$lib_version",
    );
    expect(missing).toEqual([]);
    for (const [key, value] of Object.entries(ours)) {
      const compare = MEANING[key] ?? ((a: unknown, b: unknown) => expect(a).toEqual(b));
      try {
        compare(value, theirs[key]);
      } catch (error) {
        throw new Error(`${name}.${key}: ${(error as Error).message}`);
      }
    }
  });
});

it("both mark the visit paid (masked click ids) and keep the campaign, dropping other parameters", async () => {
  for (const host of [SITE_HOST, POSTHOG_JS_HOST]) {
    const [pageview] = (await sentBy(host)).events.filter((e) => e.event === "$pageview");
    expect(pageview?.properties).toMatchObject({
      gclid: "<masked>",
      fbclid: "<masked>",
      gad_source: "1",
      utm_source: "newsletter",
      utm_campaign: "launch",
    });
  }
  expect(JSON.stringify((await sentBy(SITE_HOST)).requests)).not.toMatch(/one-click|visitor|ref=/);
});

it("the site keeps every campaign property posthog-js reads from the landing URL, the same way", async () => {
  const [ours] = (await sentBy(SITE_HOST)).events.filter((e) => e.event === "$pageview");
  const [theirs] = (await sentBy(POSTHOG_JS_HOST)).events.filter((e) => e.event === "$pageview");
  const inQuery = new Set(new URLSearchParams(LANDING.split("?")[1]).keys());
  const fromQuery = Object.entries(theirs?.properties ?? {}).filter(
    ([key, value]) => inQuery.has(key) && value !== null,
  );
  expect(fromQuery.map(([key]) => key)).toEqual(
    expect.arrayContaining(["utm_source", ...CLICK_IDS]),
  );
  for (const [key, value] of fromQuery) expect([key, ours?.properties[key]]).toEqual([key, value]);
});

it("both link the page leave to its page view the same way", async () => {
  for (const host of [SITE_HOST, POSTHOG_JS_HOST]) {
    const { events } = await sentBy(host);
    const pageview = events.find((event) => event.event === "$pageview");
    const pageleave = events.find((event) => event.event === "$pageleave");
    expect(pageview?.properties.$pageview_id).toBe(pageview?.uuid);
    expect(pageleave?.properties).toMatchObject({
      $pageview_id: pageview?.uuid,
      $prev_pageview_id: pageview?.uuid,
      $prev_pageview_pathname: "/case-study/",
    });
  }
});

it("both send sent_at beside the batch, for PostHog's clock correction", async () => {
  for (const host of [SITE_HOST, POSTHOG_JS_HOST]) {
    const { requests } = await sentBy(host);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(Number.isFinite(Date.parse(String(request.body.sent_at)))).toBe(true);
    }
  }
});
