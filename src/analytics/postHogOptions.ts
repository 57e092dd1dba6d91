// posthog-js reports errors only, cookieless, loading nothing from PostHog's CDN. Apart from the
// import so tests check it without loading posthog-js (https://posthog.com/docs/libraries/js/config).
import type { PostHogConfig } from "posthog-js";
import type { AnalyticsSettings } from "./settings";
import { beforeSend } from "./sanitize";

export function postHogOptions(settings: AnalyticsSettings): Partial<PostHogConfig> {
  return {
    api_host: settings.host,
    // Nothing stored; PostHog's daily hash puts an error in the same visit as the page views.
    cookieless_mode: "always",
    person_profiles: "identified_only",
    respect_dnt: true,
    // Page views and link clicks are the site's own (pageViews.ts, conversionClicks.ts);
    // posthog-js's would double them.
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: false,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_performance: false,
    // errorReports.ts catches errors from the start (posthog-js arrives after the first one).
    capture_exceptions: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_surveys_automatic_display: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    // Everything the site runs is in its own bundle: never fetch extensions from PostHog's CDN.
    disable_external_dependency_loading: true,
    // No /flags or remote-config request: nothing here uses flags or remote settings.
    advanced_disable_flags: true,
    advanced_disable_feature_flags: true,
    advanced_disable_feature_flags_on_first_load: true,
    advanced_disable_toolbar_metrics: true,
    // Campaign tags travel with page views; should one slip through, ad click ids are masked.
    save_campaign_params: false,
    mask_personal_data_properties: true,
    disable_capture_url_hashes: true,
    before_send: beforeSend,
    // Explicitly off: otherwise ?__posthog_debug=true would log to the console.
    debug: false,
    // Failure is invisible: a blocked or down host must not log anything of ours.
    on_request_error: () => undefined,
  };
}
