// Stops the server the global setup started.
export default async function globalTeardown(): Promise<void> {
  await globalThis.__E2E_SERVER__?.close();
  globalThis.__E2E_SERVER__ = undefined;
}
