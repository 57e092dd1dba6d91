/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// check:security over every published file: plain-http URLs (with their listed exemptions) and
// secrets. Its page checks are tested with the post-build pass (pagePass.test.ts).
import { checkPage, insecureUrls, secretsIn } from "../checks/security";
import { buildInlineScripts } from "../src/node/builtPages/inlineScripts";

describe("insecureUrls", () => {
  it("reports plain-http URLs, JSON-escaped ones too", () => {
    const text = '<a href="http://example.com/page">x</a>{"u":"http:\\/\\/cdn.example.com\\/a.js"}';
    expect(insecureUrls(text)).toEqual(["http://example.com/page", "http://cdn.example.com/a.js"]);
  });

  it("allows namespace names, loopback hosts and a bare scheme prefix", () => {
    const text =
      'createElementNS("http://www.w3.org/2000/svg","svg");' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      'api_host:"http://127.0.0.1:4318";e.startsWith("http://")';
    expect(insecureUrls(text)).toEqual([]);
  });

  it("reads URLs inside HTML-escaped attribute values, as the browser will", () => {
    const placeholder =
      '<img src="data:image/svg+xml;charset=utf-8,%3Csvg xmlns=&#x27;http://www.w3.org/2000/svg&#x27;%20version=&#x27;1.1&#x27;%3E">';
    expect(insecureUrls(placeholder)).toEqual([]);
    expect(insecureUrls('<a href="x" title="&quot;http://evil.example.com&quot;">')).toEqual([
      "http://evil.example.com",
    ]);
  });

  it("does not let an exempt prefix hide a longer URL", () => {
    expect(insecureUrls('"http://www.w3.org/2000/svg/evil.js"')).toEqual([
      "http://www.w3.org/2000/svg/evil.js",
    ]);
  });

  it("reports schema.org over http (JSON-LD must use https)", () => {
    expect(insecureUrls('{"@context":"http://schema.org"}')).toEqual(["http://schema.org"]);
  });
});

describe("secretsIn", () => {
  const env = {
    DEPLOY_TOKEN: "s3cr3t-deploy-value",
    DB_PASSWORD: "short",
    GATSBY_POSTHOG_KEY: "phc_public_project_key",
  };

  it("finds secret-named values long enough to be specific, and credential shapes", () => {
    expect(secretsIn('x="s3cr3t-deploy-value";y="short"', env)).toEqual(["$DEPLOY_TOKEN"]);
    expect(secretsIn('k="phx_abcdefghijklmnopqrstuvwxyz"', env)).toEqual([
      "PostHog personal API key",
    ]);
  });

  it("does not take the public PostHog project key for a secret", () => {
    expect(secretsIn('k="phc_public_project_key"', env)).toEqual([]);
  });
});

describe("checkPage", () => {
  beforeAll(buildInlineScripts);
  const site = {
    slice: { id: "_gatsby-scripts-1", html: '<script src="/app.js" async></script>' },
    gatsbyInline: [],
    bundles: ["/app.js"],
    publicPath: "/",
    entries: new Map(),
    pages: new Map(),
  };

  it("reports a missing policy, inline handlers, javascript: URLs and third-party subresources", () => {
    const html =
      '<!DOCTYPE html><html><head><title>T</title></head><body><button onclick="go()">Go</button>' +
      '<a href="javascript:go()">x</a><img src="https://tracker.example/p.gif" alt=""></body></html>';
    expect(checkPage(html, "/", site)).toEqual([
      "expected one CSP meta tag, found 0",
      'expected one <meta name="referrer" content="strict-origin-when-cross-origin">',
      "default-src is not 'self'",
      "object-src is not 'none'",
      "base-uri is not 'self'",
      "form-action is not 'self'",
      "inline event handler onclick on <button>",
      "javascript: URL in href on <a>",
      "<img src> loads from another site: https://tracker.example/p.gif",
    ]);
  });

  const page = (body: string) =>
    `<!DOCTYPE html><html><head><title>T</title></head><body><article>${body}</article></body></html>`;
  const contentBody = (html: string) => page(`<div data-content-body="">${html}</div>`);
  const ownProblems = (html: string) =>
    checkPage(html, "/", site).filter(
      (problem) => !/CSP|referrer|-src|base-uri|form-action/.test(problem),
    );

  it("refuses in HTML from content what the content checks must have stopped", () => {
    const html = contentBody(
      '<meta http-equiv="refresh" content="0;url=https://evil.example/"><style>p{}</style>' +
        '<p style="position:fixed">x</p><base href="https://evil.example/"><form></form>' +
        '<iframe></iframe><object></object><embed><a href="&#x01;javascript:go()">a</a>' +
        '<img src="data:image/png;base64,AA" alt=""><source srcset="/a.png 1x, data:image/png,AA 2x">',
    );
    expect(ownProblems(html)).toEqual([
      "javascript: URL in href on <a>",
      "content body holds a <meta http-equiv>",
      "content body holds a <style> element",
      "content body holds a style attribute on <p>",
      "content body holds a <base> element",
      "content body holds a <form> element",
      "content body holds a <iframe> element",
      "content body holds a <object> element",
      "content body holds a <embed> element",
      "content body holds a javascript: URL in href on <a>",
      "content body holds a data: URL in src on <img>",
      "content body holds a data: URL in srcset on <source>",
    ]);
  });

  it.each([
    "xmp",
    "noembed",
    "noframes",
    "noscript",
    "textarea",
    "title",
    "template",
    "svg",
    "math",
  ])(
    "refuses in HTML from content a <%s>, which reads what follows as text or as another language",
    (tag) => {
      expect(ownProblems(contentBody(`<p>a</p><${tag}>b</${tag}>`))).toEqual([
        `content body holds a <${tag}> element`,
      ]);
    },
  );

  it("refuses in HTML from content a <plaintext>, which takes in the rest of the page", () => {
    expect(ownProblems(contentBody("<p>a</p><plaintext>b"))).toContain(
      "content body holds a <plaintext> element",
    );
  });

  it("resolves URLs as the browser does: a line separator before javascript: is a harmless path", () => {
    expect(ownProblems(contentBody('<a href="\u2028javascript:go()">a</a>'))).toEqual([]);
    expect(ownProblems(page('<a href=" javascript:go()">a</a>'))).toEqual([
      "javascript: URL in href on <a>",
    ]);
  });

  it("leaves the site's own markup outside the content body alone", () => {
    expect(ownProblems(page('<div style="display:none"><style>p{}</style></div>'))).toEqual([]);
  });
});
