import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  assertValidSiteMetadata,
  lineInConfig,
  assertValidSiteUrlEnv,
  publishedSiteUrl,
  siteUrlDisagreement,
  validateSiteMetadata,
} from "../src/config/siteMetadata";
import { testSiteMetadata } from "./support/site";

const withValue = (path: string, value: unknown) => {
  const copy: Record<string, unknown> = {
    ...testSiteMetadata,
    social: { ...testSiteMetadata.social },
  };
  const [first, second] = path.split(".") as [string, string | undefined];
  if (second) (copy[first] as Record<string, unknown>)[second] = value;
  else copy[first] = value;
  return copy;
};

describe("siteMetadata checks", () => {
  it("accepts the shipped constants", () => {
    expect(validateSiteMetadata(testSiteMetadata)).toEqual([]);
  });

  it.each([
    ["title", "", "siteMetadata.title is empty"],
    ["title", "   ", "siteMetadata.title is empty"],
    ["title", undefined, "siteMetadata.title is missing"],
    ["title", null, "siteMetadata.title is missing"],
    ["description", 42, "siteMetadata.description must be text"],
    ["siteUrl", "craftwise.example.com", "siteMetadata.siteUrl must be a full https:// URL"],
    ["siteUrl", "http://craftwise.example.com", "siteMetadata.siteUrl must start with https://"],
    ["bookingUrl", "javascript:alert(1)", "siteMetadata.bookingUrl must start with https://"],
    ["bookingUrl", "book a call", "siteMetadata.bookingUrl must be a full https:// URL"],
    [
      "newsletterSubscribeUrl",
      "http://news.example.com",
      "siteMetadata.newsletterSubscribeUrl must start with https://",
    ],
    ["email", "hello at example", "siteMetadata.email must be an email address"],
    ["email", "hello@example", "siteMetadata.email must be an email address"],
    ["location", undefined, "siteMetadata.location is missing"],
    ["tagline", "", "siteMetadata.tagline is empty"],
    ["social.github", "http://github.com/x", "siteMetadata.social.github must start with https://"],
    ["social.x", undefined, "siteMetadata.social.x is missing"],
    ["social.linkedin", "linkedin", "siteMetadata.social.linkedin must be a full https:// URL"],
    [
      "bookingUrl",
      " https://cal.example.com/x\n",
      'siteMetadata.bookingUrl has spaces or line breaks around it: remove them (got " https://cal.example.com/x\\n")',
    ],
    ["title", "Craftwise ", "siteMetadata.title has spaces or line breaks around it"],
    ["email", "\thello@craftwise.example.com", "siteMetadata.email has spaces or line breaks"],
    [
      "siteUrl",
      "https://owner.github.io/coaching-site/",
      'siteMetadata.siteUrl must be the site\'s address without a path, like https://owner.github.io (got "https://owner.github.io/coaching-site/"). A site published under a path (/coaching-site) gets it from PATH_PREFIX',
    ],
    [
      "siteUrl",
      "https://craftwise.example.com/?ref=x",
      "siteMetadata.siteUrl must be the site's address without a path",
    ],
  ])("rejects %s = %p, naming the key", (path, value, message) => {
    const problems = validateSiteMetadata(withValue(path, value));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it.each(["https://craftwise.example.com", "https://craftwise.example.com/"])(
    "accepts the site's address with or without the final slash: %s",
    (siteUrl) => {
      expect(validateSiteMetadata(withValue("siteUrl", siteUrl))).toEqual([]);
    },
  );

  it.each([
    [
      "social.x",
      "http://x.com/craftwise",
      "siteMetadata.social.x must start with https:// (got http:)",
    ],
    ["social.x", "javascript:alert(1)", "siteMetadata.social.x must start with https://"],
    [
      "siteUrl",
      "https://craftwise.example.com/#top",
      'siteMetadata.siteUrl must be the site\'s address without a path, like https://craftwise.example.com (got "https://craftwise.example.com/#top")',
    ],
    [
      "siteUrl",
      "https://owner.github.io/coaching-site/",
      "siteMetadata.siteUrl must be the site's address without a path, like https://owner.github.io " +
        '(got "https://owner.github.io/coaching-site/"). A site published under a path ' +
        "(/coaching-site) gets it from PATH_PREFIX: the deploy workflow sets it for GitHub Pages; " +
        "locally, build with PREFIX_PATHS=true PATH_PREFIX=/coaching-site",
    ],
    [
      "email",
      "jane doe@craftwise.example.com",
      'siteMetadata.email must be an email address like name@example.com, got "jane doe@craftwise.example.com"',
    ],
    [
      "email",
      "hello@craftwise.example.com or call",
      'siteMetadata.email must be an email address like name@example.com, got "hello@craftwise.example.com or call"',
    ],
  ])("rejects %s = %p, with the message the coach reads", (path, value, message) => {
    const problems = validateSiteMetadata(withValue(path, value));
    expect(problems).toEqual([expect.stringContaining(message)]);
  });

  it.each([null, undefined, "craftwise", 42])("refuses siteMetadata given as %p", (input) => {
    expect(validateSiteMetadata(input)).toEqual(["siteMetadata is missing"]);
  });

  it("names every missing key, in the order gatsby-config.ts lists them, when siteMetadata is empty", () => {
    expect(validateSiteMetadata({})).toEqual([
      "siteMetadata.title is missing",
      "siteMetadata.description is missing",
      "siteMetadata.siteUrl is missing",
      "siteMetadata.tagline is missing",
      "siteMetadata.bookingUrl is missing",
      "siteMetadata.newsletterSubscribeUrl is missing",
      "siteMetadata.newsletter is missing (it needs promise; service and formUrl for the sign-up form)",
      "siteMetadata.email is missing",
      "siteMetadata.location is missing",
      "siteMetadata.social is missing (it needs linkedin, github and x)",
    ]);
  });

  it.each([null, "https://x.com/craftwise"])("rejects a social block given as %p", (social) => {
    expect(validateSiteMetadata(withValue("social", social))).toEqual([
      "siteMetadata.social is missing (it needs linkedin, github and x)",
    ]);
  });

  it("names each social key that is missing or not text", () => {
    expect(validateSiteMetadata(withValue("social", { github: 7 }))).toEqual([
      "siteMetadata.social.linkedin is missing",
      "siteMetadata.social.github must be text, not number",
      "siteMetadata.social.x is missing",
    ]);
  });

  it("rejects a missing social block", () => {
    expect(validateSiteMetadata(withValue("social", undefined))).toEqual([
      expect.stringContaining("siteMetadata.social is missing"),
    ]);
  });

  it("reports every bad key at once, in one error", () => {
    const bad = { ...withValue("title", ""), email: "nope", bookingUrl: "http://x.example.com" };
    expect(validateSiteMetadata(bad)).toHaveLength(3);
    expect(() => assertValidSiteMetadata(bad)).toThrow(
      /3 problem\(s\)[\s\S]*siteMetadata\.title[\s\S]*siteMetadata\.bookingUrl[\s\S]*siteMetadata\.email/,
    );
  });
});

describe("the published address (SITE_URL, from GitHub Pages in the deploy)", () => {
  it("overrides siteUrl when set, and only then", () => {
    expect(
      publishedSiteUrl("https://craftwise.example.com", { SITE_URL: "https://owner.github.io" }),
    ).toBe("https://owner.github.io");
    expect(publishedSiteUrl("https://craftwise.example.com", { SITE_URL: "" })).toBe(
      "https://craftwise.example.com",
    );
  });

  it.each([
    ["owner.github.io", "must be a full https:// URL"],
    ["http://owner.github.io", "must start with https://"],
    ["https://owner.github.io/site", "without a path"],
  ])("refuses SITE_URL=%s, naming it", (value, message) => {
    expect(() => assertValidSiteUrlEnv({ SITE_URL: value })).toThrow(
      new RegExp(`^SITE_URL \\(the address the site is published at\\) .*${message}`),
    );
  });

  it("accepts a custom domain or a github.io origin", () => {
    expect(() => assertValidSiteUrlEnv({ SITE_URL: "https://www.coach.dev" })).not.toThrow();
    expect(() => assertValidSiteUrlEnv({})).not.toThrow();
  });

  it("names a siteUrl that disagrees with the published origin, not one that agrees", () => {
    expect(
      siteUrlDisagreement("https://owner.github.io/", { SITE_URL: "https://owner.github.io" }),
    ).toBeUndefined();
    expect(siteUrlDisagreement("https://craftwise.example.com", {})).toBeUndefined();
    expect(
      siteUrlDisagreement("https://craftwise.example.com", { SITE_URL: "https://owner.github.io" }),
    ).toContain(
      'siteMetadata.siteUrl is "https://craftwise.example.com", but the site is published at https://owner.github.io',
    );
  });

  it("tells the coach which address wins and what to change, naming the published origin", () => {
    expect(
      siteUrlDisagreement("https://craftwise.example.com", {
        SITE_URL: "https://owner.github.io/coaching-site",
      }),
    ).toBe(
      'siteMetadata.siteUrl is "https://craftwise.example.com", but the site is published at https://owner.github.io: ' +
        "canonical links, og:url, the sitemap, the feed and robots.txt use https://owner.github.io. " +
        "Set siteUrl to it in gatsby-config.ts so local builds agree",
    );
  });

  it("compares addresses that are not URLs as written", () => {
    expect(siteUrlDisagreement("craftwise", { SITE_URL: "craftwise" })).toBeUndefined();
    expect(
      siteUrlDisagreement("https://craftwise.example.com", { SITE_URL: "owner.github.io" }),
    ).toContain("but the site is published at owner.github.io: ");
  });
});

describe("where the coach is sent to fix siteMetadata (gatsby-config.ts)", () => {
  const CONFIG_FILE = join(__dirname, "..", "gatsby-config.ts");
  const configText = readFileSync(CONFIG_FILE, "utf8");
  const lineText = (key: string): string =>
    configText.split("\n")[lineInConfig(configText, key) - 1]?.trim() ?? "";
  const lineOf = (start: string): number =>
    configText.split("\n").findIndex((line) => line.trim().startsWith(start)) + 1;

  it.each([
    "title",
    "description",
    "siteUrl",
    "tagline",
    "bookingUrl",
    "newsletterSubscribeUrl",
    "email",
    "location",
    "social",
    "social.linkedin",
    "social.github",
    "social.x",
  ])("finds siteMetadata.%s on the line that sets it", (key) => {
    const name = key.split(".").at(-1);
    expect(lineText(`siteMetadata.${key}`)).toMatch(new RegExp(`^${name}:`));
  });

  it("points a problem with siteMetadata as a whole to its declaration", () => {
    expect(lineText("siteMetadata")).toBe("export const siteMetadata: SiteMetadata = {");
  });

  it("takes a key from siteMetadata, not from an object written before it", () => {
    const text =
      'const contact = {\n  email: "a",\n};\nconst siteMetadata = {\n  email: "x",\n};\n';
    expect(lineInConfig(text, "siteMetadata.email")).toBe(5);
  });

  it("points a key that is not written to the nearest line that is, and to line 1 without siteMetadata", () => {
    const text = 'const siteMetadata = {\n  title: "T",\n  social: {\n    x: "y",\n  },\n};\n';
    expect(lineInConfig(text, "siteMetadata.social.github")).toBe(3);
    expect(lineInConfig(text, "siteMetadata.email")).toBe(1);
    expect(lineInConfig("export default {};\n", "siteMetadata.email")).toBe(1);
  });

  it("throws one message listing every problem, each on its line of gatsby-config.ts", () => {
    const bad = { ...withValue("title", ""), email: "nope" };
    expect(() => assertValidSiteMetadata(bad, CONFIG_FILE)).toThrow(
      expect.objectContaining({
        message:
          "gatsby-config.ts: 2 problem(s) in siteMetadata, nothing was built:\n" +
          "  - siteMetadata.title is empty\n" +
          '  - siteMetadata.email must be an email address like name@example.com, got "nope"',
        annotations: [
          {
            file: "gatsby-config.ts",
            line: lineOf("title:"),
            message: "siteMetadata.title is empty",
          },
          {
            file: "gatsby-config.ts",
            line: lineOf("email:"),
            message:
              'siteMetadata.email must be an email address like name@example.com, got "nope"',
          },
        ],
      }),
    );
  });

  it("still throws, pointing to line 1, when gatsby-config.ts cannot be read", () => {
    expect(() => assertValidSiteMetadata(null, join(__dirname, "no-such-config.ts"))).toThrow(
      expect.objectContaining({
        message:
          "gatsby-config.ts: 1 problem(s) in siteMetadata, nothing was built:\n  - siteMetadata is missing",
        annotations: [{ file: "gatsby-config.ts", line: 1, message: "siteMetadata is missing" }],
      }),
    );
  });

  it("does not throw for the shipped constants", () => {
    expect(() => assertValidSiteMetadata(testSiteMetadata, CONFIG_FILE)).not.toThrow();
  });
});

describe("the newsletter's sign-up form (siteMetadata.newsletter)", () => {
  const withNewsletter = (newsletter: unknown) => ({ ...testSiteMetadata, newsletter });
  const promise = "One email every four to six weeks.";

  it.each([
    ["buttondown", "https://buttondown.com/api/emails/embed-subscribe/morgan"],
    ["kit", "https://app.kit.com/forms/7654321/subscriptions"],
    ["mailchimp", "https://morgan.us21.list-manage.com/subscribe/post?u=0a1b2c&id=9f8e7d"],
  ])("accepts %s with its form address", (service, formUrl) => {
    expect(validateSiteMetadata(withNewsletter({ promise, service, formUrl }))).toEqual([]);
  });

  it("accepts no service at all: the site links to the subscription page", () => {
    expect(validateSiteMetadata(withNewsletter({ promise }))).toEqual([]);
  });

  it.each([
    [
      { promise, service: "substack", formUrl: "https://x.substack.com/subscribe" },
      'siteMetadata.newsletter.service must be one of buttondown, kit, mailchimp (got "substack")',
    ],
    [
      { promise, formUrl: "https://buttondown.com/api/emails/embed-subscribe/morgan" },
      "siteMetadata.newsletter.service must be one of buttondown, kit, mailchimp (it is missing)",
    ],
    [{ promise, service: "kit" }, "siteMetadata.newsletter.formUrl is missing"],
    [
      { promise, service: "kit", formUrl: "https://buttondown.com/api/emails/embed-subscribe/m" },
      `siteMetadata.newsletter.formUrl must be Kit's form address from its embed code, like https://app.kit.com/forms/<form id>/subscriptions (got "https://buttondown.com/api/emails/embed-subscribe/m")`,
    ],
    [
      {
        promise,
        service: "mailchimp",
        formUrl: "https://morgan.us21.list-manage.com/subscribe/post?u=0a1b2c",
      },
      "siteMetadata.newsletter.formUrl must be Mailchimp's form address",
    ],
    [
      {
        promise,
        service: "buttondown",
        formUrl: "http://buttondown.com/api/emails/embed-subscribe/m",
      },
      "siteMetadata.newsletter.formUrl must start with https://",
    ],
    [
      { service: "kit", formUrl: "https://app.kit.com/forms/1/subscriptions" },
      "siteMetadata.newsletter.promise is missing",
    ],
    [undefined, "siteMetadata.newsletter is missing"],
  ])("stops the build on %p, naming the field", (newsletter, message) => {
    expect(validateSiteMetadata(withNewsletter(newsletter))).toEqual([
      expect.stringContaining(message),
    ]);
  });

  it("sends the coach to the line of the field", () => {
    const text = readFileSync(join(__dirname, "..", "gatsby-config.ts"), "utf8");
    const line = (key: string) => text.split("\n")[lineInConfig(text, key) - 1]?.trim();
    expect(line("siteMetadata.newsletter.formUrl")).toMatch(/^formUrl:/);
    expect(line("siteMetadata.newsletter.service")).toMatch(/^service:/);
  });
});
