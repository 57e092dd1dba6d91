import { builtInlineScript } from "./support/inlineScripts";

// The script as the thank-you page runs it, first thing in <head>.
const run = () => new Function(builtInlineScript("privateAddress"))();

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the thank-you pages' address cleanup script", () => {
  it.each([
    [
      "Cal.com's forwarded booking answers",
      "/call-booked/?name=Jane+Doe&email=jane%40example.com&date=2026-12-01",
      "/call-booked/",
    ],
    [
      "everything but the utm tags, in their order",
      "/subscribed/?utm_source=newsletter&email=jane%40example.com&utm_medium=email&gclid=abc&utm_campaign=x",
      "/subscribed/?utm_source=newsletter&utm_medium=email&utm_campaign=x",
    ],
    ["a fragment", "/subscribed/#jane@example.com", "/subscribed/"],
    [
      "a parameter that only starts like a tag",
      "/subscribed/?utm_sourcex=1&utm_=2",
      "/subscribed/",
    ],
  ])("takes %s out of the address bar", (_what, address, cleaned) => {
    window.history.replaceState(null, "", address);
    run();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      cleaned,
    );
  });

  it("keeps the history entry's state (the router's key, the conversion marker)", () => {
    window.history.replaceState({ key: "k1", conversionCounted: true }, "", "/call-booked/?name=J");
    run();
    expect(window.history.state).toEqual({ key: "k1", conversionCounted: true });
    expect(window.location.search).toBe("");
  });

  it("leaves a clean address alone, and never throws", () => {
    window.history.replaceState({ key: "k2" }, "", "/subscribed/?utm_source=newsletter");
    const replace = jest.spyOn(window.history, "replaceState");
    run();
    expect(replace).not.toHaveBeenCalled();
    replace.mockImplementation(() => {
      throw new Error("SecurityError");
    });
    window.history.pushState(null, "", "/subscribed/?email=x");
    expect(run).not.toThrow();
    replace.mockRestore();
  });
});
