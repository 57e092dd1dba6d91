/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// The built-page check that every booking and subscription link is counted by analytics.
import { conversionLinkProblems } from "../checks/conversionLinks";
import { testSiteMetadata } from "./support/site";

const { bookingUrl, newsletterSubscribeUrl } = testSiteMetadata;
const check = (body: string) =>
  conversionLinkProblems(`<!DOCTYPE html><html><body>${body}</body></html>`, testSiteMetadata);

describe("conversionLinkProblems", () => {
  it("passes marked links with a placement on them or around them, and ignores other links", () => {
    expect(
      check(`
        <nav data-placement="nav"><ul><li>
          <a href="${bookingUrl}" data-analytics-event="booking_link_clicked">Contact</a>
        </li></ul></nav>
        <a href="${newsletterSubscribeUrl}" data-analytics-event="newsletter_subscribe_clicked"
           data-placement="footer">Subscribe</a>
        <a href="/case-study/">Success Stories</a>
        <a href="mailto:hello@craftwise.example.com">Email</a>`),
    ).toEqual([]);
  });

  it("reports a link to the booking page that is not marked (a raw <a> in a page)", () => {
    expect(
      check(`<section data-placement="closing-cta"><a href="${bookingUrl}">Book now</a></section>`),
    ).toEqual([
      `link "Book now" to ${bookingUrl} is not counted: render it with SiteLink or Button (data-analytics-event="booking_link_clicked")`,
    ]);
  });

  it("reports a counted link without a placement", () => {
    expect(
      check(
        `<div><a href="${newsletterSubscribeUrl}?ref=x" data-analytics-event="newsletter_subscribe_clicked">Join</a></div>`,
      ),
    ).toEqual([
      `link "Join" to ${newsletterSubscribeUrl}?ref=x has no data-placement on it or on an element around it`,
    ]);
  });

  it("reports a link marked with the wrong event, or marked while going elsewhere", () => {
    expect(
      check(`<footer data-placement="footer">
        <a href="${newsletterSubscribeUrl}" data-analytics-event="booking_link_clicked">Subscribe</a>
        <a href="https://example.org/" data-analytics-event="booking_link_clicked">Elsewhere</a>
      </footer>`),
    ).toEqual([
      `link "Subscribe" to ${newsletterSubscribeUrl} is not counted: render it with SiteLink or Button (data-analytics-event="newsletter_subscribe_clicked")`,
      `link "Elsewhere" to https://example.org/ is marked data-analytics-event="booking_link_clicked" but is no conversion`,
    ]);
  });
});
