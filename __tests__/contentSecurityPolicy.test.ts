/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The policy the post-build pass writes into every page
// (src/node/builtPages/contentSecurityPolicy.ts), on pages written here: what it allows, where it
// goes in <head>, which scripts it takes for the site's own and which it leaves for the browser to
// block, and that it stops the build when Gatsby's own inline scripts are not as the pass knows
// them. (The pass as a whole, on a built site: __tests__/pagePass.test.ts.)
import { buildInlineScripts, inlineScript } from "../src/node/builtPages/inlineScripts";
import {
  analyticsConnectSources,
  isSiteScript,
  policyEdits,
  sha256Source,
} from "../src/node/builtPages/contentSecurityPolicy";
import { applyEdits, parsePage } from "../src/node/builtSite";
import { parsePolicy } from "../checks/security";
import { formActionSources, signupForm } from "../src/newsletterForm";

const GATSBY = 'window.pagePath="/";';

beforeAll(buildInlineScripts);

/** A page with `head` and `body`, and Gatsby's loader script at the end of the body. */
const page = (head: string, body = "") =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}<script>${GATSBY}</script></body></html>`;

/** The page finished with its policy, and the inline scripts left out of it. */
function finish(html: string, route = "/", connect: string[] = [], own = [GATSBY]) {
  const all = parsePage(html);
  const scripts = all.filter((element) => element.tagName === "script");
  const { edits, foreign } = policyEdits(
    all,
    route,
    { scripts, added: [], own: new Set(own) },
    [GATSBY],
    connect,
  );
  return { html: applyEdits(html, edits), foreign };
}

const policyIn = (html: string) =>
  parsePolicy(/content="(default-src[^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"') ?? "");

describe("what the policy allows", () => {
  it("the site's own files and scripts only, nothing embedded, based elsewhere or sent elsewhere", () => {
    const policy = policyIn(finish(page('<meta charset="utf-8">')).html);
    expect(Object.fromEntries(policy)).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'wasm-unsafe-eval'", sha256Source(GATSBY)],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "manifest-src": ["'self'"],
      "worker-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
    });
  });

  it.each([
    [
      "buttondown",
      "https://buttondown.com/api/emails/embed-subscribe/craftwise",
      "https://buttondown.com",
    ],
    ["kit", "https://app.kit.com/forms/7654321/subscriptions", "https://app.kit.com"],
    [
      "mailchimp",
      "https://craftwise.us21.list-manage.com/subscribe/post?u=0a1b&id=9f8e",
      "https://craftwise.us21.list-manage.com",
    ],
  ])("lets a form post to the %s form's host and no other", (service, formUrl, host) => {
    const sources = formActionSources(signupForm(service, formUrl));
    expect(sources).toEqual([host]);
    const all = parsePage(page('<meta charset="utf-8">'));
    const { edits } = policyEdits(
      all,
      "/",
      { scripts: [], added: [], own: new Set() },
      [],
      [],
      sources,
    );
    const html = applyEdits(page('<meta charset="utf-8">'), edits);
    expect(policyIn(html).get("form-action")).toEqual(["'self'", host]);
  });

  it("lets forms post to the site only when no service is set", () => {
    expect(formActionSources(signupForm(undefined, undefined))).toEqual([]);
    expect(
      formActionSources(signupForm("kit", "https://evil.example/forms/1/subscriptions")),
    ).toEqual([]);
  });

  it("lets analytics send to its host only when a project key is set", () => {
    expect(analyticsConnectSources(undefined)).toEqual([]);
    expect(analyticsConnectSources({ key: "phc_x", host: "https://eu.i.posthog.com/" })).toEqual([
      "https://eu.i.posthog.com",
    ]);
  });

  it("writes every source into the attribute escaped, so nothing can end it early", () => {
    const { html } = finish(page('<meta charset="utf-8">'), "/", ['https://a.example/"&x']);
    expect(html).toContain("connect-src 'self' https://a.example/&quot;&amp;x;");
    expect(parsePage(html).filter((element) => element.tagName === "meta")).toHaveLength(3);
  });
});

describe("where it goes", () => {
  it("first in <head>, after the charset only, white space before it or not", () => {
    for (const head of [
      '<meta charset="utf-8"><title>T</title>',
      '\n  <meta charset="utf-8"><title>T</title>',
    ]) {
      const html = finish(page(head)).html;
      expect(html).toMatch(
        /<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><meta name="referrer" content="strict-origin-when-cross-origin"\/><title>/,
      );
    }
  });

  it("right after <head> when the charset is not first, or there is nothing in it", () => {
    expect(finish(page('<title>T</title><meta charset="utf-8">')).html).toMatch(
      /<head><meta http-equiv="Content-Security-Policy"[^>]+><meta name="referrer"[^>]+><title>/,
    );
    expect(finish(page("")).html).toMatch(
      /<head><meta http-equiv="Content-Security-Policy"[^>]+><meta name="referrer"[^>]+><\/head>/,
    );
  });

  it("replaces the policy, the referrer policy and the cleanup script an earlier run wrote", () => {
    const once = finish(
      page('<meta charset="utf-8">'),
      "/call-booked/",
      [],
      [GATSBY, inlineScript("privateAddress")],
    );
    const twice = finish(once.html, "/call-booked/", [], [GATSBY, inlineScript("privateAddress")]);
    expect(twice).toEqual(once);
    expect(once.html.match(/<script id="clean-address">/g)).toHaveLength(1);
  });

  it("leaves alone what only looks like them: another element, another id, another text", () => {
    for (const lookalike of [
      '<input name="referrer">',
      `<p id="clean-address">${inlineScript("privateAddress")}</p>`,
      `<script>${inlineScript("privateAddress")}</script>`,
      '<script id="clean-address">alert(1)</script>',
    ]) {
      const { html } = finish(page('<meta charset="utf-8">', lookalike));
      expect(html).toContain(lookalike);
    }
  });
});

describe("which scripts are the site's own", () => {
  it("reports every inline script the site did not write, wherever it is: the browser blocks it", () => {
    const { foreign } = finish(
      page(
        '<meta charset="utf-8"><script type="application/json">{"a":1}</script>',
        [
          '<script type="application/ld+json">{"@type":"Thing"}</script>',
          '<script id="clean-address">alert(1)</script>',
          `<script>${inlineScript("privateAddress")}</script>`,
        ].join(""),
      ),
    );
    expect(foreign).toEqual([
      '{"a":1}',
      '{"@type":"Thing"}',
      "alert(1)",
      inlineScript("privateAddress"),
    ]);
  });

  it.each([
    ["an external script", '<script src="/app.js"></script>', "body", true],
    ["one of its inline scripts, by its exact text", `<script>${GATSBY}</script>`, "body", true],
    [
      "the Seo component's JSON-LD in <head>",
      '<script type="application/ld+json">{}</script>',
      "head",
      true,
    ],
    [
      "the analytics settings in <head>",
      '<script type="application/json" id="analytics-settings">{}</script>',
      "head",
      true,
    ],
    [
      "another JSON block in <head>",
      '<script type="application/json" id="other">{}</script>',
      "head",
      false,
    ],
    [
      "a script that runs, with the settings' id",
      '<script id="analytics-settings">{}</script>',
      "head",
      false,
    ],
    ["JSON-LD in the body", '<script type="application/ld+json">{}</script>', "body", false],
    [
      "the settings in the body",
      '<script type="application/json" id="analytics-settings">{}</script>',
      "body",
      false,
    ],
  ])("%s", (_what, script, where, expected) => {
    const all = parsePage(where === "head" ? page(script) : page("", script));
    const element = all.find((node) => node.tagName === "script");
    const head = all.find((node) => node.tagName === "head");
    expect(element && isSiteScript(element, new Set([GATSBY]), head)).toBe(expected);
  });
});

describe("Gatsby's own inline scripts", () => {
  it("stop the build when one is missing or has become external, named by its first 60 characters", () => {
    const long = `window.___chunkMapping=${JSON.stringify({ app: ["/app-0123456789.js"], "component---src-pages-index-tsx": ["/index.js"] })};`;
    const all = parsePage(page("", `<script src="/mapping.js">${long}</script>`));
    const scripts = all.filter((element) => element.tagName === "script");
    expect(() =>
      policyEdits(all, "/", { scripts, added: [], own: new Set() }, [GATSBY, long], []),
    ).toThrow(new Error(`Gatsby's inline script is not as expected: ${long.slice(0, 60)}`));
  });

  it("stop the build when the page has no <head> of its own", () => {
    const html = "<!DOCTYPE html><html><body><p>x</p></body></html>";
    const all = parsePage(html);
    expect(() => policyEdits(all, "/", { scripts: [], added: [], own: new Set() }, [], [])).toThrow(
      new Error("no <head> start tag"),
    );
  });
});

describe("applyEdits", () => {
  it("keeps an insertion beside a removed range, whichever comes first in the list", () => {
    const html = "<head><meta charset=utf-8><meta old></head>";
    const remove = { start: 26, end: 36, text: "" };
    const insert = { start: 26, end: 26, text: "<meta new>" };
    const expected = "<head><meta charset=utf-8><meta new></head>";
    expect(applyEdits(html, [remove, insert])).toBe(expected);
    expect(applyEdits(html, [insert, remove])).toBe(expected);
  });
});
