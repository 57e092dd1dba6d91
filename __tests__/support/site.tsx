// Test helpers: the site's constants as the schema returns them, and rendering inside the theme.
import type { ReactElement } from "react";
import { ThemeProvider } from "@emotion/react";
import { render, type RenderResult } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import config from "../../gatsby-config";
import type { SiteMetadata } from "../../src/config/siteMetadata";
import { signupOf } from "../../src/newsletterForm";
import { theme } from "../../src/theme";

/**
 * The site's constants as the coach wrote them (gatsby-config.ts), so tests never drift from them.
 */
export const testSiteMetadata = config.siteMetadata as SiteMetadata;

/** The sign-up the pages get (useSiteMetadata): the shipped config's form. */
export const testSignup = signupOf(testSiteMetadata);

/** The sign-up with no service set: a link to the subscription page. */
export const linkSignup = {
  subscribeUrl: "https://newsletter.example.com/subscribe",
  promise: "One email every four to six weeks.",
  form: undefined,
};

/** Makes the one site query (useSiteMetadata) answer as a build would. */
export function mockSiteQuery(buildYear = "2026"): void {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: { buildYear, siteMetadata: testSiteMetadata },
  });
}

export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

/** The closing call to action's content, as content/offer.yaml gives it. */
export const testClosing = {
  introCall: "A free 30-minute call about your team.",
  closing: { title: "Let's make your team's speed safe", text: "Tell me where your team is." },
};
