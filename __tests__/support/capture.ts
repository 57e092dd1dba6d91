// What the analytics tests read back from their fetch and sendBeacon stand-ins: the requests to
// PostHog's capture API, as transport.ts (and the early recorder) send them.

interface SentEvent {
  event: string;
  uuid?: string;
  distinct_id: string;
  timestamp: string;
  properties: Record<string, unknown>;
}

export interface CaptureRequest {
  url: string;
  via: "fetch" | "beacon";
  apiKey: string;
  events: SentEvent[];
}

/** A phone's browser, as the tests' visitor: Chrome on Android. */
export const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";

/** One request's body, read as the capture API reads it. */
export function captureRequest(
  url: string,
  body: string,
  via: CaptureRequest["via"],
): CaptureRequest {
  const payload = JSON.parse(body) as { api_key: string; batch: SentEvent[] };
  return { url, via, apiKey: payload.api_key, events: payload.batch };
}
