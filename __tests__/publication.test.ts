import {
  dateIn,
  isListed,
  listedFrom,
  publicationContext,
  publicationStatus,
  PUBLICATION_TIME_ZONE,
} from "../src/publication";
import { buildDate } from "../src/config/buildDate";

describe("dateIn", () => {
  it.each([
    // 03:30 UTC is still the evening before in New York (EST, UTC-5)...
    ["2026-11-23T03:30:00Z", "2026-11-22"],
    // ...and 05:00 UTC is midnight there.
    ["2026-11-23T05:00:00Z", "2026-11-23"],
    // Daylight saving time (EDT, UTC-4).
    ["2026-07-01T03:59:00Z", "2026-06-30"],
    ["2026-07-01T04:00:00Z", "2026-07-01"],
  ])("gives the day in New York at %s: %s", (utc, day) => {
    expect(dateIn(PUBLICATION_TIME_ZONE, new Date(utc))).toBe(day);
  });
});

describe("publication", () => {
  const now = new Date("2026-11-22T15:00:00Z");
  const build = publicationContext(false, now);
  const develop = publicationContext(true, now);

  it.each([
    ["a published issue", { draft: false, isoDate: "2026-11-01" }, true, true, "published"],
    ["an issue dated today", { draft: false, isoDate: "2026-11-22" }, true, true, "published"],
    ["an issue dated tomorrow", { draft: false, isoDate: "2026-11-23" }, false, true, "scheduled"],
    ["a draft", { draft: true, isoDate: "2026-11-01" }, false, true, "draft"],
    ["a draft case study", { draft: true }, false, true, "draft"],
    ["a case study", { draft: false }, true, true, "published"],
  ] as const)(
    "%s: in a build %p, in gatsby develop %p, %s",
    (_case, item, inBuild, inDevelop, status) => {
      expect(isListed(item, build)).toBe(inBuild);
      expect(isListed(item, develop)).toBe(inDevelop);
      expect(publicationStatus(item, build.today)).toBe(status);
    },
  );

  it("gives the page queries' filters their variables", () => {
    expect(build).toEqual({ lastDate: "2026-11-22", today: "2026-11-22" });
    expect(develop).toEqual({ lastDate: "9999-12-31", today: "2026-11-22" });
  });

  it.each([
    ["an issue", { draft: false, isoDate: "2026-11-01" }, "2026-11-01"],
    ["a case study", { draft: false }, "0000-01-01"],
    ["a draft issue", { draft: true, isoDate: "2026-11-01" }, "9999-12-31"],
    ["a draft case study", { draft: true }, "9999-12-31"],
  ] as const)("lists %s from %s", (_case, item, day) => {
    expect(listedFrom(item)).toBe(day);
  });
});

describe("the build's date (SOURCE_DATE_EPOCH)", () => {
  const now = new Date("2026-11-29T12:00:00Z");

  it.each([undefined, ""])("is now when the variable is %p", (value) => {
    expect(buildDate({ SOURCE_DATE_EPOCH: value }, now)).toBe(now);
  });

  it("publishes as of the moment it names, in New York's calendar", () => {
    // 2026-11-29 03:00 UTC: still the 28th in New York.
    const date = buildDate({ SOURCE_DATE_EPOCH: "1795921200" }, now);
    expect(date.toISOString()).toBe("2026-11-29T03:00:00.000Z");
    expect(publicationContext(false, date).today).toBe("2026-11-28");
  });

  it.each(["2026-11-29", "-1", "1795921200.5", " 1795921200", "soon"])(
    "stops the build naming the variable for %p",
    (value) => {
      expect(() => buildDate({ SOURCE_DATE_EPOCH: value }, now)).toThrow(
        `SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01 UTC (e.g. 1764374400), got "${value}"`,
      );
    },
  );
});
