import type { CaptureResult } from "posthog-js";
import {
  UNHANDLED_PROPERTY,
  beforeSend,
  campaignProperties,
  referrerProperties,
  withoutQueryOrHash,
} from "../src/analytics/sanitize";

const event = (overrides: Partial<CaptureResult>): CaptureResult => ({
  uuid: "0",
  event: "$pageview",
  properties: {},
  ...overrides,
});

describe("withoutQueryOrHash", () => {
  it.each([
    [
      "https://craftwise.example.com/case-study/?email=a%40b.c#top",
      "https://craftwise.example.com/case-study/",
    ],
    ["/case-study/#results", "/case-study/"],
    ["/?utm_source=x", "/"],
    ["https://craftwise.example.com/", "https://craftwise.example.com/"],
  ])("%s -> %s", (input, expected) => {
    expect(withoutQueryOrHash(input)).toBe(expected);
  });
});

describe("beforeSend", () => {
  it("strips query strings and fragments from every URL and path property", () => {
    const sent = beforeSend(
      event({
        properties: {
          $current_url: "https://craftwise.example.com/case-study/?token=secret#x",
          $referrer: "https://search.example.org/?q=my+name",
          $session_entry_url: "https://craftwise.example.com/?email=a%40b.c",
          $initial_current_url: "HTTPS://CRAFTWISE.EXAMPLE.COM/?EMAIL=A%40B.C",
          $pathname: "/case-study/?token=secret",
          $prev_pageview_pathname: "/?a=1",
          $referring_domain: "search.example.org",
          title: "Success Stories",
        },
        $set_once: { $initial_person_info: { u: "https://craftwise.example.com/?gclid=1" } },
      }),
    );
    expect(sent?.properties).toEqual({
      $current_url: "https://craftwise.example.com/case-study/",
      $referrer: "https://search.example.org/",
      $session_entry_url: "https://craftwise.example.com/",
      $initial_current_url: "HTTPS://CRAFTWISE.EXAMPLE.COM/",
      $pathname: "/case-study/",
      $prev_pageview_pathname: "/",
      $referring_domain: "search.example.org",
      title: "Success Stories",
    });
    expect(sent?.$set_once).toEqual({
      $initial_person_info: { u: "https://craftwise.example.com/" },
    });
  });

  it("drops the campaign tags and click IDs posthog-js reads out of query strings", () => {
    const sent = beforeSend(
      event({
        properties: {
          $session_entry_utm_source: "newsletter",
          utm_campaign: "spring",
          $initial_gclid: "abc",
          fbclid: "def",
          $session_entry_pathname: "/",
        },
      }),
    );
    expect(sent?.properties).toEqual({ $session_entry_pathname: "/" });
  });

  it("leaves text that is not a URL alone, question marks and hashes included", () => {
    const sent = beforeSend(
      event({
        event: "$exception",
        properties: {
          title: "Why TDD? #1 question",
          $exception_message: "Cannot read properties of null (reading '?')",
          $host: "craftwise.example.com",
        },
      }),
    );
    expect(sent?.properties).toEqual({
      title: "Why TDD? #1 question",
      $exception_message: "Cannot read properties of null (reading '?')",
      $host: "craftwise.example.com",
    });
  });

  it("passes empty values through without failing", () => {
    const properties = { $feature_flag: null, $prev_pageview_pathname: null, $screen_width: 390 };
    expect(beforeSend(event({ properties }))?.properties).toEqual(properties);
  });

  it("cleans URLs in nested person properties three levels down, and goes no deeper", () => {
    const url = "https://craftwise.example.com/?email=a%40b.c";
    const sent = beforeSend(
      event({
        properties: { $set: { one: { two: { url, deeper: { url } } } } },
      }),
    );
    expect(sent?.properties).toEqual({
      $set: { one: { two: { url: "https://craftwise.example.com/", deeper: { url } } } },
    });
  });

  /** The properties of an $exception event with `$exception_list` and the uncaught mark. */
  const exceptionSent = (mark: unknown, list: unknown[]) =>
    beforeSend(
      event({
        event: "$exception",
        properties: { [UNHANDLED_PROPERTY]: mark, $exception_list: list },
      }),
    )?.properties;

  it("reports an exception marked as uncaught as unhandled, and drops the mark", () => {
    expect(
      exceptionSent(true, [{ type: "Error", value: "boom", mechanism: { handled: true } }]),
    ).toEqual({
      $exception_list: [{ type: "Error", value: "boom", mechanism: { handled: false } }],
    });
  });

  it.each([undefined, false, "true"])(
    "keeps an exception the site caught itself reported as handled (mark %j)",
    (mark) => {
      const exception = { type: "Error", value: "boom", mechanism: { handled: true } };
      expect(exceptionSent(mark, [exception])).toEqual({ $exception_list: [exception] });
    },
  );

  it("passes an uncaught exception without its list through as it is", () => {
    const properties = { [UNHANDLED_PROPERTY]: true, $exception_type: "Error" };
    const sent = beforeSend(event({ event: "$exception", properties }));
    expect(sent?.properties).toEqual({ $exception_type: "Error" });
  });

  it("reports an uncaught exception without a mechanism as unhandled, and leaves odd entries", () => {
    expect(exceptionSent(true, [{ type: "Error", value: "boom" }, "not an exception"])).toEqual({
      $exception_list: [
        { type: "Error", value: "boom", mechanism: { handled: false } },
        "not an exception",
      ],
    });
  });

  it("cleans the person properties sent beside the event", () => {
    const sent = beforeSend(
      event({
        $set: { $current_url: "https://craftwise.example.com/?token=1", utm_source: "x" },
      }),
    );
    expect(sent?.$set).toEqual({ $current_url: "https://craftwise.example.com/" });
    expect(sent).not.toHaveProperty("$set_once");
  });

  it("drops posthog-js's $timezone, which the site's own events do not send", () => {
    const sent = beforeSend(
      event({ properties: { $timezone: "Europe/Berlin", $timezone_offset: -60 } }),
    );
    expect(sent?.properties).toEqual({ $timezone_offset: -60 });
  });

  it("leaves a dropped event dropped", () => {
    expect(beforeSend(null)).toBeNull();
  });
});

describe("campaignProperties", () => {
  it("keeps the utm tags and Google's ad source, masks the ad click ids, and drops the rest", () => {
    expect(
      campaignProperties(
        "?utm_source=linkedin&utm_medium=social&utm_campaign=launch&utm_content=post&utm_term=tdd&gclid=Cj0KCQ-abc&gad_source=1&fbclid=IwAR-xyz&msclkid=m1&li_fat_id=l1&ttclid=t1&ref=x&email=a%40b.c",
      ),
    ).toEqual({
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "launch",
      utm_content: "post",
      utm_term: "tdd",
      gad_source: "1",
      gclid: "<masked>",
      fbclid: "<masked>",
      msclkid: "<masked>",
      li_fat_id: "<masked>",
      ttclid: "<masked>",
    });
  });

  it.each([
    ["an email address", "utm_term=jane.doe%40example.com"],
    ["a token", "utm_content=a8f5f167f44f4964e6c998dee827110c"],
    ["nothing", "utm_source=%20"],
  ])("drops a tag that holds %s", (_name, query) => {
    expect(campaignProperties(`?utm_medium=email&${query}`)).toEqual({ utm_medium: "email" });
  });

  it.each([
    "spring-2026_launch",
    // Long words with digits in a longer name, not a token on their own.
    "q4-webinar-techleadershipseries2026edition",
    "techleadershipseries2026edition-q4",
    // A long word without a digit.
    "craftsmanshipforengineeringteams",
    "tdd@scale",
  ])("keeps the ordinary campaign name %s", (name) => {
    expect(campaignProperties(`?utm_campaign=${encodeURIComponent(name)}`)).toEqual({
      utm_campaign: name,
    });
  });

  it.each([
    ["an address inside other text", "from jane@example.com on"],
    ["an address with a one-letter domain part", "j@x.co"],
    ["a long token", "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"],
  ])("drops a tag that holds %s", (_name, value) => {
    expect(campaignProperties(`?utm_term=${encodeURIComponent(value)}&utm_medium=email`)).toEqual({
      utm_medium: "email",
    });
  });

  it("cuts a long campaign tag to 200 characters", () => {
    const long = "a-".repeat(150);
    expect(campaignProperties(`?utm_content=${long}`)).toEqual({ utm_content: long.slice(0, 200) });
  });

  it("trims a tag and keeps Mailchimp's campaign id", () => {
    expect(campaignProperties("?utm_source=%20linkedin%20&mc_cid=a1b2c3")).toEqual({
      utm_source: "linkedin",
      mc_cid: "a1b2c3",
    });
  });
});

describe("referrerProperties", () => {
  it.each([
    [
      "https://www.google.com/search?q=my+name",
      { $referrer: "https://www.google.com/search", $referring_domain: "www.google.com" },
    ],
    [
      "http://blog.example.org/post/?ref=feed#comments",
      { $referrer: "http://blog.example.org/post/", $referring_domain: "blog.example.org" },
    ],
    [
      "https://news.example.com:8443/item",
      {
        $referrer: "https://news.example.com:8443/item",
        $referring_domain: "news.example.com:8443",
      },
    ],
    ["", { $referrer: "$direct", $referring_domain: "$direct" }],
    ["android-app://com.slack/", { $referrer: "$direct", $referring_domain: "$direct" }],
  ])("%j", (referrer, expected) => {
    expect(referrerProperties(referrer)).toEqual(expected);
  });
});
