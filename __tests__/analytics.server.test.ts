/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// Server-side rendering runs the same modules without a window: analytics must do nothing.
const mockPostHogModuleLoaded = jest.fn();
jest.mock("posthog-js", () => {
  mockPostHogModuleLoaded();
  return { __esModule: true, default: {} };
});

import { reportException, startAnalytics, trackPageview } from "../src/analytics/analytics";

beforeAll(() => {
  process.env.GATSBY_POSTHOG_KEY = "phc_unit_test_key";
});

afterAll(() => {
  delete process.env.GATSBY_POSTHOG_KEY;
});

it("does nothing on the server, even with a key", () => {
  expect(startAnalytics()).toBe(false);
  expect(() => trackPageview({ pathname: "/" })).not.toThrow();
  expect(() => reportException(new Error("server boom"))).not.toThrow();
  expect(mockPostHogModuleLoaded).not.toHaveBeenCalled();
});
