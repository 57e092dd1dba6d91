// jsdom's navigator properties are read-only getters on its prototype: a test shadows one with a
// property of the navigator itself, and deleting that property brings jsdom's back. Each property
// set is remembered, so the reset after a test leaves none behind, whichever a test chose.

const shadowed = new Set<string>();

/** Makes `navigator[property]` read `value` until resetNavigator(). */
export function setNavigator(property: string, value: unknown): void {
  Object.defineProperty(window.navigator, property, { value, configurable: true });
  shadowed.add(property);
}

/** Takes off every property setNavigator() set (call in afterEach). */
export function resetNavigator(): void {
  for (const property of shadowed) Reflect.deleteProperty(window.navigator, property);
  shadowed.clear();
}
