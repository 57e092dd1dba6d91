// Test helpers: the site's constants as the schema returns them, and rendering inside the theme.
import type { ReactElement } from "react";
import { ThemeProvider } from "@emotion/react";
import { render, type RenderResult } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { theme } from "../../src/theme";

export const testSiteMetadata = {
  title: "Craftwise Coaching",
  description: "Technical coaching for software teams.",
  siteUrl: "https://craftwise.example.com",
  tagline: "Agents Give You Speed. Craftsmanship Gives You Confidence.",
  bookingUrl: "https://cal.example.com/craftwise/intro-call",
  newsletterSubscribeUrl: "https://newsletter.example.com/craftwise/subscribe",
  email: "hello@craftwise.example.com",
  location: "Raleigh, NC",
  social: {
    linkedin: "https://www.linkedin.com/company/craftwise-coaching",
    github: "https://github.com/craftwise-coaching",
    x: "https://x.com/craftwisecoach",
  },
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
