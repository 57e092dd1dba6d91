/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// checks/emailSupport.ts (npm run check:email) judged as it runs: as its command, since caniemail
// is published as an ES module only, which jest's module system does not load. Each case spawns
// the check on files written here.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { emailHtml } from "../src/node/feed/emailHtml";

const FIXTURE = path.join(__dirname, "fixtures", "email-dropped-features.html");
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "email-support-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the check on the files; what it prints and its exit status. */
function check(...files: string[]) {
  const run = spawnSync(
    path.resolve("node_modules/.bin/tsx"),
    ["checks/emailSupport.ts", ...files],
    { encoding: "utf8" },
  );
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

/** An item's e-mail HTML in a file of its own. */
function item(name: string, html: string): string {
  const file = path.join(dir, `${name}.html`);
  writeFileSync(file, html);
  return file;
}

const CONTEXT = {
  siteUrl: "https://owner.github.io",
  pathPrefix: "/site",
  pageUrl: "https://owner.github.io/site/newsletter/probe/",
  campaign: "probe",
  callToAction: {
    title: "Let's make your team's speed safe",
    text: "Tell me where your team is.",
    label: "Schedule a Call",
    url: "https://cal.example.com/intro",
    note: "A free 30-minute call.",
  },
};

const ISSUE =
  "<h2>A section</h2><p>Text with <code>inline code</code>, <strong>bold</strong> and " +
  '<a href="../other/">a link</a>.</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
  "<blockquote><p>A quote.</p></blockquote><hr><h3>Smaller</h3>" +
  '<p><picture><source type="image/avif" srcset="/site/static/a.avif 672w"><img src="/site/static/a.jpg" ' +
  'srcset="/site/static/a.jpg 672w" width="672" height="448" alt="A diagram" loading="lazy"></picture></p>' +
  '<div class="gatsby-highlight" data-language="js"><pre class="language-js"><code class="language-js">' +
  '<span class="token keyword">const</span> note <span class="token operator">=</span> ' +
  '<span class="token string">"a line that runs well past the 600 pixels of an e-mail, and then some"</span>;</code></pre></div>' +
  "<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>";

describe("npm run check:email", () => {
  it("fails an e-mail that uses what mail clients drop, naming the feature, the element and the clients", () => {
    const { status, out } = check(FIXTURE);
    expect(status).toBe(1);
    for (const problem of [
      "overflow is not supported, with nothing standing in for it, in <pre> overflow-x: auto; clients: Outlook Windows",
      "rem unit is not supported, with nothing standing in for it, in <p> font-size: 1.0625rem; clients: Outlook Windows, Yahoo! Mail Desktop Webmail",
      "in <pre> white-space: pre; clients: Gmail iOS, Gmail Android",
      "display:flex is not supported, with nothing standing in for it, in <div> display: flex; clients: Outlook Windows",
      "<picture> element is not supported",
      "srcset and sizes attributes is not supported",
      "height property is not supported (caniemail: Buggy. Replaces `height` by `min-height`.), with nothing standing in for it, in <img> height: auto; clients: Yahoo! Mail Desktop Webmail",
      "Type selector is not supported",
    ]) {
      expect(out).toContain(problem);
    }
    expect(out).toContain("1 of 1 e-mail items use what");
  });

  it("fails a fallback the e-mail does not carry: a long word without <wbr> for Yahoo", () => {
    const word = "a".repeat(60);
    const { status, out } = check(
      item("no-break", `<pre style="white-space: pre-wrap; word-break: break-word;">${word}</pre>`),
    );
    expect(status).toBe(1);
    expect(out).toContain(
      "word-break is not supported, with nothing standing in for it, in <pre> word-break: break-word; clients: Yahoo! Mail Desktop Webmail, Yahoo! Mail iOS, Yahoo! Mail Android",
    );
  });

  it("passes the e-mail the feed makes of an issue with every common element and the call to action", () => {
    const { status, out } = check(item("issue", emailHtml(ISSUE, CONTEXT)));
    expect(out).toContain(
      "1 e-mail items use only what Gmail, Apple Mail, Outlook for Windows, the new Outlook or Yahoo Mail supports, or a fallback",
    );
    expect(status).toBe(0);
  });
});
