// Waiting for React to take a built page over, shared by the browser tests (e2e/) and the scripts
// that drive the built site (scripts/screenshots.ts).
import type { Page } from "@playwright/test";
import { GATSBY_ANNOUNCER_ID } from "../src/node/gatsbyOutput";

/**
 * Starts React as a visitor would, by acting on the page, and resolves once React has hydrated the
 * server HTML: before that, clicks reach markup with no React handlers. React keeps its props on
 * each DOM node it has taken over, and hydrates in slices, in document order: Gatsby's route
 * announcer is the last node of the page, and React commits the page in the same task that reaches
 * it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // React is requested on the visitor's first key, tap or focus (src/inline/starter.ts): a
  // Shift press is such an act, and does nothing else on any page.
  await page.keyboard.press("Shift");
  await page.waitForFunction((id) => {
    const last = document.getElementById(id);
    return !!last && Object.keys(last).some((key) => key.startsWith("__reactProps"));
  }, GATSBY_ANNOUNCER_ID);
  // Let effects registered in the commit (document listeners) run: React runs them after the
  // next paint, in a task of its own, before the frame after.
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
