// How posthog-js is configured: page views and exceptions only, private by default, nothing loaded
// from PostHog's CDN and no request other than sending events. Kept apart from the code that
// imports posthog-js so unit tests can check these promises without loading the library.
import type { PostHogConfig } from "posthog-js/dist/module.slim";
import type { AnalyticsSettings } from "./settings";
import { beforeSend } from "./sanitize";

export function postHogOptions(settings: AnalyticsSettings): Partial<PostHogConfig> {
  return {
    api_host: settings.host,
    // Memory unless the coach opted in: no cookie, no localStorage, no sessionStorage, so no
    // persistent identifier and no cookie banner. Each page load is a new anonymous visitor.
    persistence: settings.persistence,
    person_profiles: "identified_only",
    respect_dnt: true,
    // Page views come from onRouteUpdate, one per history entry; PostHog's own would double the
    // first one. Page leave events are off with them (they also fire on every hash change).
    capture_pageview: false,
    capture_pageleave: false,
    // Autocapture records every click with the element's text and needs the analytics extension
    // bundle (more JavaScript, more events). The coach's questions (which pages bring bookings)
    // are answered by page views; clicks on the booking button can be added as one named event.
    autocapture: false,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_performance: false,
    // Uncaught errors are reported by our own listeners, which start with the page and queue
    // until posthog-js is ready; PostHog's observer would catch only later ones and double them.
    capture_exceptions: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_surveys_automatic_display: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    // Everything the site runs is in its own bundle: never fetch extensions from PostHog's CDN.
    disable_external_dependency_loading: true,
    // No /flags (formerly /decide) or remote-config request: nothing here uses flags or remote
    // settings, and each is a request on every page load.
    advanced_disable_flags: true,
    advanced_disable_feature_flags: true,
    advanced_disable_feature_flags_on_first_load: true,
    advanced_disable_toolbar_metrics: true,
    // Campaign parameters and click IDs come from query strings, which we do not keep.
    save_campaign_params: false,
    disable_capture_url_hashes: true,
    before_send: beforeSend,
    // Sets up the remaining extensions in a later task: shorter main-thread blocks at start-up.
    __preview_deferred_init_extensions: true,
    // Explicitly off: otherwise ?__posthog_debug=true would log to the console and store a flag.
    debug: false,
    // Failure is invisible: a blocked or down host must not log anything of ours.
    on_request_error: () => undefined,
  };
}
