import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  DEFAULT_POSTHOG_HOST,
  analyticsConnectSources,
  applyCspToBuild,
  buildPolicy,
  checkPageSecurity,
  headApiScriptHashes,
  injectSecurityMeta,
  inlineScripts,
  isExecutableScriptType,
  parsePolicy,
  sha256Source,
} from "../src/node/csp";

const page = (head: string, body = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>${head}</head>` +
  `<body>${body}</body></html>`;

const options = { extraScriptHashes: [], connectSources: [] };

function policyOf(html: string): Map<string, string[]> {
  const content = new DOMParser()
    .parseFromString(html, "text/html")
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute("content");
  return parsePolicy(content ?? "");
}

describe("sha256Source", () => {
  it("matches the CSP specification's example hash", () => {
    // https://www.w3.org/TR/CSP3/#grammardef-hash-source
    expect(sha256Source("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it("hashes text as the parser delivers it: CRLF becomes LF, entities stay as written", () => {
    expect(sha256Source("a();\r\nb();")).toBe(sha256Source("a();\nb();"));
    expect(sha256Source("x = '&amp;';")).not.toBe(sha256Source("x = '&';"));
  });
});

describe("inlineScripts", () => {
  it("finds inline scripts verbatim, skipping external ones, comments and other raw text", () => {
    const html = page(
      '<script src="/app.js" async></script><!-- <script>commented()</script> -->' +
        '<noscript><script>noscript()</script></noscript><style>p::after{content:"<script>"}</style>',
      '<script\n  id="gatsby-chunk-mapping"\n>window.a="{\\"b\\":1}&amp;";</script>' +
        '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    );
    expect(inlineScripts(html).map((script) => script.text)).toEqual([
      'window.a="{\\"b\\":1}&amp;";',
      '{"@context":"https://schema.org"}',
    ]);
  });

  it("agrees with a standards-compliant HTML parser on the script text", () => {
    const html = page(
      "<script>if (a < b && c > d) { x = '</scr' + 'ipt>'; }</script>",
      "<SCRIPT type=module>import('/x.js')</SCRIPT ><script>/*<![CDATA[*/window.p=\"/\";/*]]>*/</script>",
    );
    const parsed = [...new DOMParser().parseFromString(html, "text/html").scripts].map(
      (script) => script.text,
    );
    expect(inlineScripts(html).map((script) => script.text)).toEqual(parsed);
  });
});

describe("isExecutableScriptType", () => {
  it.each([undefined, "", "text/javascript", " module ", "importmap"])("%p runs", (type) => {
    expect(isExecutableScriptType(type)).toBe(true);
  });
  it.each(["application/ld+json", "application/json", "text/template"])("%p is data", (type) => {
    expect(isExecutableScriptType(type)).toBe(false);
  });
});

describe("buildPolicy", () => {
  const policy = parsePolicy(
    buildPolicy({
      scriptHashes: ["'sha256-abc='", "'sha256-abc='"],
      connectSources: ["https://us.i.posthog.com"],
    }),
  );

  it.each([
    ["default-src", "'self'"],
    ["script-src", "'self' 'sha256-abc='"],
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", "'self' data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self' https://us.i.posthog.com"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'none'"],
  ])("sets %s to %s", (directive, sources) => {
    expect(policy.get(directive)?.join(" ")).toBe(sources);
  });

  it("leaves out what a meta policy ignores", () => {
    expect(policy.has("frame-ancestors")).toBe(false);
  });
});

describe("analyticsConnectSources", () => {
  it("allows nothing extra when analytics is off", () => {
    expect(analyticsConnectSources({ GATSBY_POSTHOG_HOST: "https://eu.i.posthog.com" })).toEqual(
      [],
    );
  });
  it("allows the configured host's origin, or PostHog's default", () => {
    expect(
      analyticsConnectSources({
        GATSBY_POSTHOG_KEY: "phc_e2e_test_key",
        GATSBY_POSTHOG_HOST: "http://127.0.0.1:4318/",
      }),
    ).toEqual(["http://127.0.0.1:4318"]);
    expect(analyticsConnectSources({ GATSBY_POSTHOG_KEY: "phc_x" })).toEqual([
      DEFAULT_POSTHOG_HOST,
    ]);
  });
});

describe("injectSecurityMeta", () => {
  const html = page(
    '<link rel="stylesheet" href="/a.css"/>',
    '<script id="gatsby-script-loader">window.pagePath="/";</script>',
  );
  const result = injectSecurityMeta(html, options);
  const head = new DOMParser().parseFromString(result, "text/html").head;

  it("puts the CSP first in head, after only the charset declaration, then the referrer policy", () => {
    const first = [...head.children].slice(0, 3).map((element) => element.outerHTML);
    expect(first[0]).toBe('<meta charset="utf-8">');
    expect(first[1]).toMatch(/^<meta http-equiv="Content-Security-Policy"/);
    expect(first[2]).toBe('<meta name="referrer" content="strict-origin-when-cross-origin">');
  });

  it("allows the page's inline script by hash", () => {
    expect(policyOf(result).get("script-src")).toContain(sha256Source('window.pagePath="/";'));
  });

  it("rewrites rather than duplicates the tags when run again", () => {
    const again = injectSecurityMeta(result, options);
    expect(again).toBe(result);
    expect(checkPageSecurity(again)).toEqual([]);
  });

  it("fails loudly on a fragment with no head", () => {
    expect(() => injectSecurityMeta("<div>slice</div>", options)).toThrow(/no <head>/);
  });

  it("carries Head API scripts from other pages, which run after client-side navigation", () => {
    const other = page('<script data-gatsby-head="true">window.fromHead=1</script>');
    const extra = headApiScriptHashes(other);
    expect(extra).toEqual([sha256Source("window.fromHead=1")]);
    const withExtra = injectSecurityMeta(html, { ...options, extraScriptHashes: extra });
    expect(policyOf(withExtra).get("script-src")).toContain(extra[0]);
  });
});

describe("checkPageSecurity", () => {
  const good = injectSecurityMeta(page("", "<script>ok()</script>"), options);

  it("passes a page written by injectSecurityMeta", () => {
    expect(checkPageSecurity(good)).toEqual([]);
  });

  it("reports an inline script the policy does not cover", () => {
    const tampered = good.replace("<script>ok()</script>", "<script>ok();evil()</script>");
    expect(checkPageSecurity(tampered)).toEqual([
      expect.stringMatching(/^inline script not covered by script-src .*ok\(\);evil\(\)/),
    ]);
  });

  it("reports a missing policy and a policy that is not first", () => {
    expect(checkPageSecurity(page("<script>ok()</script>"))).toEqual(
      expect.arrayContaining([
        "expected one CSP meta tag, found 0",
        expect.stringMatching(/inline script not covered/),
      ]),
    );
    const late = good.replace("<title>T</title>", "").replace("<head>", "<head><title>T</title>");
    expect(checkPageSecurity(late)).toContain(
      "the CSP meta tag is not first in <head> (only <meta charset> may precede it)",
    );
  });

  it("reports unsafe script sources, inline handlers and third-party subresources", () => {
    const unsafe = good
      .replace("script-src 'self'", "script-src 'self' 'unsafe-inline' 'unsafe-eval'")
      .replace(
        "<body>",
        '<body><button onclick="go()">Go</button><img src="https://tracker.example/p.gif" alt="">',
      );
    expect(checkPageSecurity(unsafe)).toEqual([
      "script-src allows 'unsafe-inline'",
      "script-src allows 'unsafe-eval'",
      "inline event handler onclick on <button> (CSP blocks it)",
      "<img src> loads from another site: https://tracker.example/p.gif",
    ]);
  });
});

describe("applyCspToBuild", () => {
  it("writes every page, skips slice fragments under _gatsby/", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "csp-"));
    mkdirSync(path.join(dir, "about"));
    mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
    writeFileSync(path.join(dir, "index.html"), page("", "<script>a()</script>"));
    writeFileSync(path.join(dir, "about", "index.html"), page("", "<script>b()</script>"));
    const slice = '<script id="gatsby-chunk-mapping">c()</script>';
    writeFileSync(path.join(dir, "_gatsby", "slices", "s.html"), slice);

    await expect(applyCspToBuild(dir, { GATSBY_POSTHOG_KEY: "phc_x" })).resolves.toBe(2);

    const about = readFileSync(path.join(dir, "about", "index.html"), "utf8");
    expect(checkPageSecurity(about)).toEqual([]);
    expect(policyOf(about).get("connect-src")).toEqual(["'self'", DEFAULT_POSTHOG_HOST]);
    expect(readFileSync(path.join(dir, "_gatsby", "slices", "s.html"), "utf8")).toBe(slice);
  });
});
