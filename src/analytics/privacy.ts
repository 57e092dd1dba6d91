// The visitor's own off-switches. Do Not Track and Global Privacy Control turn analytics off
// completely: posthog-js is not even downloaded, so nothing can be sent.

export interface PrivacySignals {
  /** navigator.doNotTrack: "1" when on. */
  doNotTrack?: string | null;
  /** window.doNotTrack: older Safari and Edge put it here. */
  windowDoNotTrack?: string | null;
  /** navigator.msDoNotTrack: old Internet Explorer and Edge. */
  msDoNotTrack?: string | null;
  /** navigator.globalPrivacyControl: true when on. */
  globalPrivacyControl?: boolean;
}

// "1" is the standard value; old Firefox sent "yes".
const DNT_ON = new Set(["1", "yes"]);

/** True when the browser asks not to be tracked (DNT) or to keep its data private (GPC). */
export function visitorRefusesTracking(signals: PrivacySignals): boolean {
  if (signals.globalPrivacyControl === true) return true;
  return [signals.doNotTrack, signals.windowDoNotTrack, signals.msDoNotTrack].some(
    (value) => typeof value === "string" && DNT_ON.has(value.toLowerCase()),
  );
}

/** The signals this browser sends; DOM typings lack the non-standard ones. */
export function readPrivacySignals(): PrivacySignals {
  const nav: Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string } =
    window.navigator;
  const win: Window & { doNotTrack?: string | null } = window;
  return {
    doNotTrack: nav.doNotTrack,
    windowDoNotTrack: win.doNotTrack,
    msDoNotTrack: nav.msDoNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
  };
}
