import {
  NEWSLETTER_ARCHIVE,
  buildNavigation,
  currentSectionProps,
  isCallBooked,
  isExternal,
} from "../src/navigation";

// isExternal decides whether a link leaves the site (a plain <a>) or goes through Gatsby's Link,
// which adds the path prefix: an internal path taken for an external one would lose its prefix.
describe("isExternal", () => {
  it.each(["https://cal.example.com/x", "mailto:hello@craftwise.example.com", "HTTPS://X.COM"])(
    "sends %s out of the site",
    (path) => {
      expect(isExternal(path)).toBe(true);
    },
  );

  it.each([
    "/",
    "/#the-system",
    "/#faq:pricing",
    "/newsletter/tdd:why-first/",
    "/newsletter/2025:q1/",
    "/case-study/?at=12:30",
  ])("keeps %s on the site, a colon inside the path notwithstanding", (path) => {
    expect(isExternal(path)).toBe(false);
  });
});

const BOOKING = "https://cal.example.com/craftwise/intro";
const SUBSCRIBE = "https://newsletter.example.com/subscribe";
const navigation = buildNavigation({ bookingUrl: BOOKING, newsletterSubscribeUrl: SUBSCRIBE });

describe("buildNavigation", () => {
  it("names the archive page as its heading, breadcrumb and the newsletter band do", () => {
    expect(NEWSLETTER_ARCHIVE).toEqual({
      title: "Newsletter Archive",
      path: "/newsletter/archive/",
    });
  });

  it("offers the specification's items in order, each with its destination", () => {
    expect(navigation).toEqual({
      items: [
        { title: "The System", path: "/#the-system" },
        { title: "Testimonials", path: "/#testimonials" },
        { title: "Success Stories", path: "/case-study/", section: "/case-study/" },
        {
          title: "Newsletter",
          path: "/newsletter/archive/",
          section: "/newsletter/",
          items: [
            { title: "Latest Issues", path: "/newsletter/archive/" },
            { title: "Subscribe", path: SUBSCRIBE },
          ],
        },
        { title: "Contact", path: BOOKING },
      ],
      callToAction: { title: "Schedule a Call", path: BOOKING },
    });
  });
});

describe("the page after a booked call", () => {
  it.each(["/call-booked/", "/call-booked"])("is %s, and offers no call to action", (pathname) => {
    expect(isCallBooked(pathname)).toBe(true);
    expect(
      buildNavigation({ bookingUrl: BOOKING, newsletterSubscribeUrl: SUBSCRIBE }, pathname),
    ).toEqual({ items: navigation.items });
  });

  it.each(["/", "/subscribed/", "/call-booked/extra/", "/case-study/call-booked/"])(
    "is not %s, which keeps the call",
    (pathname) => {
      expect(isCallBooked(pathname)).toBe(false);
      expect(
        buildNavigation({ bookingUrl: BOOKING, newsletterSubscribeUrl: SUBSCRIBE }, pathname)
          .callToAction,
      ).toEqual({ title: "Schedule a Call", path: BOOKING });
    },
  );
});

// The header marks the item whose section the visitor is in: aria-current="true", or nothing where
// Gatsby's Link marks the link to the page itself (aria-current="page").
describe("currentSectionProps", () => {
  const item = (title: string) => {
    const found = navigation.items.find((candidate) => candidate.title === title);
    if (!found) throw new Error(`no navigation item ${title}`);
    return found;
  };
  const current = { "aria-current": "true" };

  it.each([
    ["Success Stories", "/case-study/daily-deploys/", current],
    ["Success Stories", "/case-study/", {}],
    ["Success Stories", "/newsletter/tdd/", {}],
    ["Newsletter", "/newsletter/write-the-test-first/", current],
    ["Newsletter", "/newsletter/archive/", current],
    ["Newsletter", "/case-study/", {}],
    ["The System", "/", {}],
    ["Contact", "/", {}],
  ])("%s on %s", (title, pathname, expected) => {
    expect(currentSectionProps(item(title), pathname)).toEqual(expected);
  });

  describe("on a site published under a path prefix", () => {
    const global = globalThis as { __PATH_PREFIX__?: string };
    const before = global.__PATH_PREFIX__;
    beforeEach(() => {
      global.__PATH_PREFIX__ = "/coaching-site";
    });
    afterEach(() => {
      global.__PATH_PREFIX__ = before;
    });

    it.each([
      ["Success Stories", "/coaching-site/case-study/daily-deploys/", current],
      ["Success Stories", "/coaching-site/case-study/", {}],
      ["Success Stories", "/case-study/daily-deploys/", {}],
    ])("%s on %s", (title, pathname, expected) => {
      expect(currentSectionProps(item(title), pathname)).toEqual(expected);
    });
  });
});
