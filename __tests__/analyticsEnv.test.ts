import { assertValidAnalyticsEnv, problemWithPostHogHost } from "../src/config/analyticsEnv";
import { DEFAULT_POSTHOG_HOST, resolvePostHogHost } from "../src/postHogHost";

describe("GATSBY_POSTHOG_HOST", () => {
  it.each([
    undefined,
    "",
    "https://us.i.posthog.com",
    "https://eu.i.posthog.com/",
    "https://analytics.craftwise.example.com/ingest",
    "http://127.0.0.1:4318",
    "http://localhost:4318",
    "http://[::1]:4318",
    "  ",
  ])("accepts %p", (value) => {
    expect(problemWithPostHogHost(value)).toBeUndefined();
  });

  it.each([
    ["http://us.i.posthog.com", /must use https/],
    ["http://192.168.1.10:4318", /must use https/],
    ["us.i.posthog.com", /full https:\/\/ URL/],
    ["ftp://us.i.posthog.com", /must use https/],
    ["ftp://127.0.0.1:4318", /must use https/],
    ["https://us.i.posthog.com/#ingest", /without query, fragment/],
    ["https://:secret@us.i.posthog.com", /credentials/],
    ["https://user@us.i.posthog.com", /credentials/],
    ["https://us.i.posthog.com/?token=1", /without query/],
    ["https://user:secret@us.i.posthog.com", /credentials/],
  ])("rejects %p", (value, message) => {
    expect(problemWithPostHogHost(value)).toMatch(message);
  });

  it("stops the build with a message naming the variable", () => {
    expect(() =>
      assertValidAnalyticsEnv({ GATSBY_POSTHOG_HOST: "http://us.i.posthog.com" }),
    ).toThrow(/GATSBY_POSTHOG_HOST must use https/);
  });

  it("names every wrong variable in one message, one a line", () => {
    expect(() =>
      assertValidAnalyticsEnv({
        GATSBY_POSTHOG_HOST: "us.i.posthog.com",
        GATSBY_POSTHOG_PERSISTENCE: "cookie",
      }),
    ).toThrow(
      new Error(
        [
          "Analytics settings need fixing before the site can build:",
          `  GATSBY_POSTHOG_HOST must be a full https:// URL like https://us.i.posthog.com, got "us.i.posthog.com"`,
          `  GATSBY_POSTHOG_PERSISTENCE is no longer used: analytics is cookieless and stores nothing on visitors' devices (see docs/analytics.md); remove the variable (got "cookie")`,
        ].join("\n"),
      ),
    );
  });

  it("lets a build without analytics settings through", () => {
    expect(() => assertValidAnalyticsEnv({})).not.toThrow();
  });

  it("defaults to PostHog's US host and drops a trailing slash", () => {
    expect(resolvePostHogHost(undefined)).toBe(DEFAULT_POSTHOG_HOST);
    expect(resolvePostHogHost(" ")).toBe(DEFAULT_POSTHOG_HOST);
    expect(resolvePostHogHost("https://eu.i.posthog.com/")).toBe("https://eu.i.posthog.com");
    expect(resolvePostHogHost(" https://eu.i.posthog.com// ")).toBe("https://eu.i.posthog.com");
  });
});

describe("GATSBY_POSTHOG_PERSISTENCE", () => {
  it("is not needed: analytics stores nothing on the visitor's device", () => {
    expect(() => assertValidAnalyticsEnv({ GATSBY_POSTHOG_PERSISTENCE: "" })).not.toThrow();
    expect(() => assertValidAnalyticsEnv({ GATSBY_POSTHOG_PERSISTENCE: " " })).not.toThrow();
  });

  it("stops the build when it is still set, saying why and what to do", () => {
    expect(() => assertValidAnalyticsEnv({ GATSBY_POSTHOG_PERSISTENCE: "localStorage" })).toThrow(
      /GATSBY_POSTHOG_PERSISTENCE is no longer used: analytics is cookieless.*remove the variable/s,
    );
  });
});
