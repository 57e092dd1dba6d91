// The only module that imports posthog-js. errorReports.ts loads it with a dynamic import when
// there is an error to report, so webpack puts it, and posthog-js, in a chunk of its own that an
// ordinary visit never downloads.
//
// The default entry: error tracking (captureException) is part of it, and
// disable_external_dependency_loading keeps it from fetching anything from PostHog's CDN.
import posthog, { type PostHog } from "posthog-js";
import type { AnalyticsSettings } from "./settings";
import { postHogOptions } from "./postHogOptions";

export function createPostHog(settings: AnalyticsSettings): PostHog {
  return posthog.init(settings.key, postHogOptions(settings)) ?? posthog;
}
