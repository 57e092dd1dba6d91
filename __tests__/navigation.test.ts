import { isExternal } from "../src/navigation";

// isExternal decides whether a link leaves the site (a plain <a>) or goes through Gatsby's Link,
// which adds the path prefix: an internal path taken for an external one would lose its prefix.
describe("isExternal", () => {
  it.each(["https://cal.example.com/x", "mailto:hello@craftwise.example.com", "HTTPS://X.COM"])(
    "sends %s out of the site",
    (path) => {
      expect(isExternal(path)).toBe(true);
    },
  );

  it.each(["/", "/#the-system", "/newsletter/2025:q1/", "/case-study/?at=12:30"])(
    "keeps %s on the site, a colon inside the path notwithstanding",
    (path) => {
      expect(isExternal(path)).toBe(false);
    },
  );
});
