// The analytics specs' shared set-up: the stand-in collector on its one port (the specs take turns
// on it, each waiting while another run holds it) and a Chromium that does not look automated
// (analytics ignores automated browsers), for one project only: the specs drive their own browser
// and viewport, so a second project would only wait for the port.
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_PATH, HUMAN_LIKE_ARGS, chromeUserAgent } from "../../testing/chromium";
import { startCollector, type CollectedEvent, type Collector } from "../../testing/collector";
import { expect, test } from "./fixtures";

const ONLY_PROJECT = "desktop-1280";
/** How long the collector must stay quiet before "nothing more is coming" is believed. */
export const QUIET_MS = 750;

export interface Collecting {
  collector: Collector;
  browser: Browser;
  /** An ordinary Chrome's user agent for this Chromium. */
  visitorUserAgent: string;
}

/** Starts the collector, in a beforeAll, once another spec or run (Lighthouse) frees its port. */
export async function takeCollectorPort(): Promise<Collector> {
  test.setTimeout(330_000);
  return startCollector({ waitForPortMs: 300_000 });
}

/**
 * Starts the collector and the browser before the spec's tests (handing them to `started`) and
 * stops them after; the spec is skipped in every project but ONLY_PROJECT.
 */
export function collectingSession(started: (session: Collecting) => void): void {
  let session: Collecting | undefined;
  // Playwright needs the fixtures argument destructured.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== ONLY_PROJECT, `runs once, in ${ONLY_PROJECT}`);
    const collector = await takeCollectorPort();
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: HUMAN_LIKE_ARGS,
    });
    session = { collector, browser, visitorUserAgent: chromeUserAgent(browser.version()) };
    started(session);
  });
  test.afterAll(async () => {
    await session?.browser.close();
    await session?.collector.stop();
  });
}

export const named = (name: string) => (events: readonly CollectedEvent[]) =>
  events.filter((event) => event.event === name);

/** Resolves once the collector has had no request for QUIET_MS. */
export async function collectorQuiet(collector: Collector): Promise<void> {
  let seen = -1;
  await expect
    .poll(
      () => {
        const now = collector.requests.length;
        const quiet = now === seen;
        seen = now;
        return quiet;
      },
      { intervals: [QUIET_MS], timeout: 15_000 },
    )
    .toBe(true);
}
