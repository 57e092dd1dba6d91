// Conversion links: which destinations count, how shared link components mark them, and what a
// click on one says (event, placement, new tab).
import { screen } from "@testing-library/react";
import { conversionEventFor, conversionFromClick } from "../src/analytics/conversions";
import { ConversionLinksProvider } from "../src/components/ConversionLinks";
import { Button } from "../src/components/Button";
import { SiteLink } from "../src/components/SiteLink";
import { renderWithTheme, testSiteMetadata } from "./support/site";

const urls = testSiteMetadata;

describe("conversionEventFor", () => {
  it.each([
    [urls.bookingUrl, "booking_link_clicked"],
    [`${urls.bookingUrl}/?prefill=1#when`, "booking_link_clicked"],
    [urls.newsletterSubscribeUrl, "newsletter_subscribe_clicked"],
    ["https://cal.example.com/craftwise/other-call", undefined],
    ["/case-study/", undefined],
  ])("%s -> %s", (href, expected) => {
    expect(conversionEventFor(href, urls)).toBe(expected);
  });
});

describe("links rendered by the shared components", () => {
  it("mark every link to the booking or subscription page, whichever component renders it", () => {
    renderWithTheme(
      <ConversionLinksProvider urls={urls}>
        <Button to={urls.bookingUrl}>Schedule a Call</Button>
        <SiteLink to={urls.newsletterSubscribeUrl}>Subscribe</SiteLink>
        <SiteLink to="https://github.com/craftwise-coaching">GitHub</SiteLink>
        <SiteLink to="/case-study/">Success Stories</SiteLink>
      </ConversionLinksProvider>,
    );
    expect(screen.getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
      "data-analytics-event",
      "booking_link_clicked",
    );
    expect(screen.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "data-analytics-event",
      "newsletter_subscribe_clicked",
    );
    for (const name of ["GitHub", "Success Stories"]) {
      expect(screen.getByRole("link", { name })).not.toHaveAttribute("data-analytics-event");
    }
  });

  it("render plain links outside a page (no provider), so views render alone in tests", () => {
    renderWithTheme(<Button to={urls.bookingUrl}>Schedule a Call</Button>);
    expect(screen.getByRole("link", { name: "Schedule a Call" })).not.toHaveAttribute(
      "data-analytics-event",
    );
  });
});

describe("conversionFromClick", () => {
  /** Renders the markup and clicks the element with the given text. */
  function clickOn(html: string, text: string, init: MouseEventInit = {}, type = "click") {
    document.body.innerHTML = html;
    let result: ReturnType<typeof conversionFromClick>;
    document.addEventListener(
      type,
      (event) => (result = conversionFromClick(event as MouseEvent)),
      {
        once: true,
      },
    );
    screen
      .getByText(text)
      .dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }));
    return result;
  }

  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("reads the nearest placement, the link's text and destination", () => {
    expect(
      clickOn(
        `<main data-placement="page"><section data-placement="closing-cta"><a href="${urls.bookingUrl}?x=1" data-analytics-event="booking_link_clicked"> Schedule <b>a Call</b></a></section></main>`,
        "a Call",
      ),
    ).toEqual({
      event: "booking_link_clicked",
      placement: "closing-cta",
      linkUrl: urls.bookingUrl,
      linkText: "Schedule a Call",
      newTab: false,
    });
  });

  it.each([
    ["target=_blank", `target="_blank"`, {}],
    ["the meta key", "", { metaKey: true }],
    ["the shift key", "", { shiftKey: true }],
  ])("knows a link opened in a new tab by %s", (_name, attributes, init) => {
    expect(
      clickOn(
        `<a href="${urls.newsletterSubscribeUrl}" ${attributes} data-analytics-event="newsletter_subscribe_clicked">Subscribe</a>`,
        "Subscribe",
        init,
      ),
    ).toMatchObject({ newTab: true, placement: "unplaced" });
  });

  it("ignores unmarked links, unknown event names and clicks outside links", () => {
    expect(clickOn(`<a href="${urls.bookingUrl}">Book</a>`, "Book")).toBeUndefined();
    expect(
      clickOn(`<a href="${urls.bookingUrl}" data-analytics-event="purchase">Book</a>`, "Book"),
    ).toBeUndefined();
    expect(clickOn(`<p data-placement="hero">Text</p>`, "Text")).toBeUndefined();
  });
});
