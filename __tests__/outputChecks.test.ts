import {
  insecureUrls,
  secretEnvValues,
  secretsIn,
  sourceMapProblems,
} from "../src/node/outputChecks";

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

describe("sourceMapProblems", () => {
  it("reports map files and sourceMappingURL comments", () => {
    expect(sourceMapProblems("app.js.map", "{}")).toEqual(["source map file"]);
    expect(sourceMapProblems("app.js", "a();\n//# sourceMappingURL=app.js.map")).toEqual([
      "sourceMappingURL comment",
    ]);
    expect(sourceMapProblems("app.js", "a();")).toEqual([]);
  });
});

describe("secrets", () => {
  const env = {
    DEPLOY_TOKEN: "s3cr3t-deploy-value",
    DB_PASSWORD: "short",
    GATSBY_POSTHOG_KEY: "phc_public_project_key",
  };

  it("searches only secret-named variables with values long enough to be specific", () => {
    expect(secretEnvValues(env)).toEqual([["DEPLOY_TOKEN", "s3cr3t-deploy-value"]]);
  });

  it("finds a secret's value and credential shapes, not the public PostHog project key", () => {
    const secrets = secretEnvValues(env);
    expect(secretsIn('x="s3cr3t-deploy-value"', secrets)).toEqual(["$DEPLOY_TOKEN"]);
    expect(secretsIn('k="phx_abcdefghijklmnopqrstuvwxyz"', secrets)).toEqual([
      "PostHog personal API key",
    ]);
    expect(secretsIn('k="phc_public_project_key"', secrets)).toEqual([]);
  });
});
