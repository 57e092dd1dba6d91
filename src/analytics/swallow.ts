// Analytics never throws into the page: every listener, timer and entry point runs its work
// through swallow().

/** Runs `action`; whatever it throws is dropped (analytics failing must not break the page). */
export function swallow(action: () => void): void {
  try {
    action();
  } catch {
    // Nothing to do: nothing is printed either.
  }
}
