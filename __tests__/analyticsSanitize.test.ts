import type { CaptureResult } from "posthog-js/dist/module.slim";
import { PAGE_TITLE_PROPERTY, beforeSend, withoutQueryOrHash } from "../src/analytics/sanitize";

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

  it("puts back the title a queued pageview was recorded with", () => {
    const sent = beforeSend(
      event({ properties: { title: "Newer page", [PAGE_TITLE_PROPERTY]: "Success Stories" } }),
    );
    expect(sent?.properties).toEqual({ title: "Success Stories" });
  });

  it("leaves a dropped event dropped", () => {
    expect(beforeSend(null)).toBeNull();
  });
});
