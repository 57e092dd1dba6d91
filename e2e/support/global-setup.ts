// Serves the built site for the whole run; the teardown closes it. Settings come from the
// Playwright config through the environment (E2E_PUBLIC_DIR, E2E_PORT, E2E_PREFIX).
import { startStaticServer, type StaticServer } from "./server";

declare global {
  var __E2E_SERVER__: StaticServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  const served = await startStaticServer({
    root: process.env.E2E_PUBLIC_DIR ?? "public",
    port: Number(process.env.E2E_PORT ?? 9100),
    prefix: process.env.E2E_PREFIX ?? "",
  });
  globalThis.__E2E_SERVER__ = served;
  console.log(`Serving ${process.env.E2E_PUBLIC_DIR ?? "public"} at ${served.origin}/`);
}
