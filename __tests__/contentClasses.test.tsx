// A class Prism writes that the site also uses for its own elements (summary, name, role ...)
// styles nothing in content: rendered as an issue's page, with the site's global styles and
// layout, no rule of the site's but Prism's theme (.token ...) reaches a span of content.
import { screen, type RenderResult } from "@testing-library/react";
import { GlobalStyles } from "../src/styles/GlobalStyles";
import { Layout } from "../src/components/Layout";
import { NewsletterIssueView } from "../src/components/NewsletterIssueView";
import { prismClasses } from "../src/node/htmlSafety/prismClasses";
import { image } from "./fixtures/images";
import { mockSiteQuery, renderWithTheme, testClosing, testSignup } from "./support/site";

/** Every style rule on the page, inside media and other grouping rules too. */
function styleRules(): CSSStyleRule[] {
  const rules = (list: CSSRuleList): CSSStyleRule[] =>
    [...list].flatMap((rule) =>
      "selectorText" in rule
        ? [rule as CSSStyleRule]
        : "cssRules" in rule
          ? rules((rule as CSSGroupingRule).cssRules)
          : [],
    );
  return [...document.styleSheets].flatMap((sheet) => rules(sheet.cssRules));
}

function renderIssue(html: string): RenderResult {
  mockSiteQuery();
  return renderWithTheme(
    <>
      <GlobalStyles />
      <Layout pathname="/newsletter/write-the-test-first/">
        <NewsletterIssueView
          issue={{
            title: "Write the Test First",
            date: "March 5, 2026",
            isoDate: "2026-03-05",
            summary: "A failing test is the clearest target.",
            readingMinutes: 6,
            topics: null,
            html,
          }}
          readNext={[]}
          today="2026-11-22"
          status="published"
          previous={null}
          next={null}
          newsletterTitle="The Craftwise Newsletter"
          signup={testSignup}
          closing={testClosing}
          bookingUrl="https://cal.example.com/intro"
          author={{ name: "Morgan Reyes", role: "Technical coach", portrait: image(40, 40) }}
        />
      </Layout>
    </>,
  );
}

it("lets no rule of the site's own reach a content span carrying a class Prism writes", () => {
  const { unmount } = renderIssue("<p>x</p>");
  const named = new Set(
    styleRules().flatMap(({ selectorText }) =>
      [...selectorText.matchAll(/\.([\w-]+)/g)].map(([, name]) => String(name)),
    ),
  );
  const shared = [...named].filter((name) => prismClasses().has(name) && name !== "token");
  // The page's own rules do name some (the article header's "summary"), so the check has teeth.
  expect(shared).toEqual(expect.arrayContaining(["summary"]));
  unmount();
  const spans = shared.map((name) => `<span class="token ${name}">${name}</span>`).join("");
  renderIssue(`<pre><code>${spans}</code></pre><p>${spans}</p>`);
  // Which rules match is the question, so the test reads the DOM and the style sheets directly.
  // eslint-disable-next-line testing-library/no-node-access
  const content = [...document.querySelectorAll("[data-content-body] span")];
  expect(content.length).toBe(shared.length * 2);
  const reaching = styleRules()
    // A rule naming one of those classes, Prism's theme (.token.keyword) aside.
    .filter(
      ({ selectorText }) =>
        !/\.token\b/.test(selectorText) &&
        shared.some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(selectorText)),
    )
    .flatMap(({ selectorText }) =>
      content
        .filter((span) => span.matches(selectorText))
        .map((span) => `${selectorText}: ${span.className}`),
    );
  expect(reaching).toEqual([]);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Write the Test First");
});
