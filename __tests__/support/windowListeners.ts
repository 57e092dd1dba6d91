// Every page load in a test is a fresh module instance listening on the one jsdom window and
// document: the listeners a test caused are recorded as they are added and taken off after it.

type Listener = [EventTarget, string, EventListenerOrEventListenerObject, unknown];

/**
 * Records the listeners added to window and document from now on (call in beforeEach, before the
 * spies are restored); returns what takes them all off again (call in afterEach).
 */
export function recordWindowListeners(): () => void {
  const listeners: Listener[] = [];
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    jest.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
      if (listener) listeners.push([target, type, listener, options]);
      add(type, listener, options);
    });
  }
  return () => {
    for (const [target, type, listener, options] of listeners.splice(0)) {
      target.removeEventListener(type, listener, options as EventListenerOptions);
    }
  };
}
