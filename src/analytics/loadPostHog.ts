// The only module that imports posthog-js. analytics.ts loads it with a dynamic import after the
// page is interactive, so webpack puts it, and posthog-js, in a chunk of its own.
//
// The slim entry has no extensions; we add only error tracking (for captureException). With
// disable_external_dependency_loading nothing else is ever fetched.
import posthog, { type PostHog } from "posthog-js/dist/module.slim";
import { ErrorTrackingExtensions } from "posthog-js/dist/extension-bundles";
import type { AnalyticsSettings } from "./settings";
import { postHogOptions } from "./postHogOptions";

export function createPostHog(settings: AnalyticsSettings): PostHog {
  return posthog.init(settings.key, {
    ...postHogOptions(settings),
    __extensionClasses: { ...ErrorTrackingExtensions },
  });
}
