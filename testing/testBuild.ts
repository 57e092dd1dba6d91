// The test build: the production `gatsby build` as the deploy workflow makes it for a GitHub Pages
// project site (PREFIX_PATHS=true, PATH_PREFIX=/coaching-site), with analytics on, sending to a
// loopback stand-in for PostHog (testing/collector.ts). Every later check reads this build, so a
// link or asset that forgets the prefix fails them. The build without a prefix (a custom domain,
// npm start) is npm run test:build's publishing copy (__tests__/build/publishing.build-test.ts),
// which link-checks it and reads its pages, feed and e-mail. The one place the test key, address
// and prefix are written.
// Usage: npx tsx testing/testBuild.ts [gatsby build options]   (npm run build:test)
import { spawnSync } from "node:child_process";
import path from "node:path";

export const TEST_ANALYTICS_KEY = "phc_e2e_test_key";
export const TEST_ANALYTICS_ORIGIN = "http://127.0.0.1:4318";
export const TEST_PATH_PREFIX = "/coaching-site";

if (require.main === module) {
  const gatsby = path.resolve("node_modules/.bin/gatsby");
  const run = spawnSync(gatsby, ["build", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      GATSBY_POSTHOG_KEY: TEST_ANALYTICS_KEY,
      GATSBY_POSTHOG_HOST: TEST_ANALYTICS_ORIGIN,
      PREFIX_PATHS: "true",
      PATH_PREFIX: TEST_PATH_PREFIX,
    },
  });
  process.exit(run.status ?? 1);
}
