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

  it("reports an exception marked as uncaught as unhandled, and drops the mark", () => {
    const sent = beforeSend(
      event({
        event: "$exception",
        properties: {
          [UNHANDLED_PROPERTY]: true,
          $exception_list: [{ type: "Error", value: "boom", mechanism: { handled: true } }],
        },
      }),
    );
    expect(sent?.properties).toEqual({
      $exception_list: [{ type: "Error", value: "boom", mechanism: { handled: false } }],
    });
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

  it("keeps ordinary campaign names with digits", () => {
    expect(campaignProperties("?utm_campaign=spring-2026_launch")).toEqual({
      utm_campaign: "spring-2026_launch",
    });
  });
});

describe("referrerProperties", () => {
  it.each([
    [
      "https://www.google.com/search?q=my+name",
      { $referrer: "https://www.google.com/search", $referring_domain: "www.google.com" },
    ],
    ["", { $referrer: "$direct", $referring_domain: "$direct" }],
    ["android-app://com.slack/", { $referrer: "$direct", $referring_domain: "$direct" }],
  ])("%j", (referrer, expected) => {
    expect(referrerProperties(referrer)).toEqual(expected);
  });
});
