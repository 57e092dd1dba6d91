/* eslint-disable testing-library/no-node-access, testing-library/no-container --
   head elements (title, meta, link, script) have no accessible role to query by. */
import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Seo } from "../src/components/Seo";
import { socialCardPath } from "../src/routes";
import { JsonLd } from "../src/components/JsonLd";
import { article, faqPage } from "../src/seo/structuredData";

const siteMetadata = {
  title: "Craftwise Coaching",
  description: "Technical coaching.",
  siteUrl: "https://craftwise.example.com",
  tagline: "Agents Give You Speed. Craftsmanship Gives You Confidence.",
  bookingUrl: "https://cal.example.com/intro",
  newsletterSubscribeUrl: "https://newsletter.example.com/subscribe",
  newsletter: { promise: "One email every four to six weeks." },
  email: "hello@craftwise.example.com",
  location: "Raleigh, NC",
  social: { linkedin: "https://l.example", github: "https://g.example", x: "https://x.example" },
};

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ site: { buildYear: "2026", siteMetadata } });
});

const meta = (container: HTMLElement, key: string) =>
  container.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");

describe("Seo", () => {
  it("gives each page its own social card, an absolute image URL, and the page's canonical URL", () => {
    const { container } = render(
      <Seo
        title="Tidy First"
        description="Small cleanups."
        path="/newsletter/tidy-first/"
        type="article"
        section="Newsletter"
      />,
    );
    const card = "https://craftwise.example.com/social/newsletter/tidy-first.png";
    expect(meta(container, "og:image")).toBe(card);
    expect(meta(container, "twitter:image")).toBe(card);
    expect(meta(container, "og:image:alt")).toBe("Tidy First | Craftwise Coaching");
    expect(meta(container, "og:type")).toBe("article");
    expect(meta(container, "article:section")).toBe("Newsletter");
    // The card carries the brand itself (og:site_name): the shared title is the page's own.
    expect(meta(container, "og:title")).toBe("Tidy First");
    expect(meta(container, "og:site_name")).toBe("Craftwise Coaching");
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://craftwise.example.com/newsletter/tidy-first/",
    );
    expect(container.querySelector("title")).toHaveTextContent("Tidy First | Craftwise Coaching");
  });
});

describe("social cards", () => {
  it("shares the home page under the tagline, with the home card", () => {
    const { container } = render(<Seo path="/" />);
    expect(meta(container, "og:title")).toBe(
      "Agents Give You Speed. Craftsmanship Gives You Confidence.",
    );
    expect(meta(container, "og:image")).toBe("https://craftwise.example.com/social/home.png");
    expect(meta(container, "article:section")).toBeUndefined();
  });

  it.each([
    ["/", "/social/home.png"],
    ["/case-study/", "/social/case-study.png"],
    ["/case-study/payments-platform-tdd/", "/social/case-study/payments-platform-tdd.png"],
    ["/newsletter/archive/", "/social/newsletter/archive.png"],
  ])("puts the card of %s at %s", (path, card) => {
    expect(socialCardPath(path)).toBe(card);
  });
});

describe("faqPage", () => {
  it("gives search engines the questions and answers the page shows", () => {
    expect(faqPage([{ question: "What is the call?", answer: "30 minutes." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "What is the call?",
          acceptedAnswer: { "@type": "Answer", text: "30 minutes." },
        },
      ],
    });
  });
});

describe("JsonLd", () => {
  it("writes the same script for the same data, with no way to close the tag early", () => {
    const data = article({
      headline: "</script><script>alert(1)</script>",
      description: "d",
      url: "https://craftwise.example.com/newsletter/x/",
      datePublished: "2026-03-05",
      image: "https://craftwise.example.com/og-image.png",
      authorName: "Morgan Reyes",
      publisherName: "Craftwise Coaching",
      publisherUrl: "https://craftwise.example.com/",
    });
    const first = render(<JsonLd data={data} />).container.innerHTML;
    const second = render(<JsonLd data={data} />).container.innerHTML;
    expect(first).toBe(second);
    expect(first).not.toContain("</script><script>");
    const script = render(<JsonLd data={data} />).container.querySelector("script");
    expect(JSON.parse(script?.textContent ?? "")).toMatchObject({
      "@type": "Article",
      datePublished: "2026-03-05",
      author: { "@type": "Person", name: "Morgan Reyes" },
    });
  });
});
