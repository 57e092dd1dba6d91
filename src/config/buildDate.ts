// SOURCE_DATE_EPOCH, the reproducible-builds convention
// (https://reproducible-builds.org/specs/source-date-epoch/): when set, a build publishes as of that
// moment (whole seconds since 1970, UTC) instead of now, so builds of the same sources agree on the
// day that decides which issues are out (src/publication.ts). The build tests set it: their builds
// can otherwise fall either side of midnight in New York. Checked by gatsby-config.ts.

/** The moment the build publishes as of: SOURCE_DATE_EPOCH, or now when it is unset. */
export function buildDate(env: NodeJS.ProcessEnv, now = new Date()): Date {
  const value = env.SOURCE_DATE_EPOCH;
  if (value === undefined || value === "") return now;
  if (!/^\d{1,12}$/.test(value)) {
    throw new Error(
      `SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01 UTC (e.g. 1764374400), got "${value}"`,
    );
  }
  return new Date(Number(value) * 1000);
}

/** Throws, naming the variable, when SOURCE_DATE_EPOCH is set to something else than seconds. */
export function assertValidBuildDateEnv(env: NodeJS.ProcessEnv): void {
  buildDate(env);
}
