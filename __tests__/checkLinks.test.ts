/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// The link check on a tiny built site on disk: what it accepts and each kind of breakage it
// reports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkLinks } from "../checks/links";

let root: string;

const page = (body: string, head = "") =>
  `<!doctype html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`;

function write(file: string, content: string) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "links-"));
  write(
    "index.html",
    page(
      '<main id="main"><section id="the-system"></section></main>',
      '<link rel="canonical" href="https://site.example.com/">',
    ),
  );
  write("case-study/index.html", page('<h1 id="top">Stories</h1>'));
  write("static/a.png", "png");
  write("_gatsby/slices/x.html", page('<a href="/nowhere/">skipped</a>'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const brokenUrls = async () => (await checkLinks(root)).broken.map((link) => link.url);

it("accepts pages, assets, anchors and absolute URLs into the site", async () => {
  write(
    "about/index.html",
    page(
      `<a href="/case-study/">a</a><a href="../case-study/#top">b</a><a href="/#the-system">c</a>
       <a href="#here" id="here">d</a><img src="/static/a.png" srcset="/static/a.png 1x, /static/a.png 2x" alt="">
       <a href="https://elsewhere.example.org/page">e</a>`,
      '<meta property="og:image" content="https://site.example.com/static/a.png">',
    ),
  );
  const report = await checkLinks(root);
  expect(report.broken).toEqual([]);
  expect([...report.external.keys()]).toEqual(["https://elsewhere.example.org/page"]);
});

it.each([
  ["a missing page", '<a href="/no-such-page/">x</a>', "/no-such-page/"],
  [
    "a missing asset in srcset",
    '<img alt="" srcset="/static/a.png 1x, /static/b.png 2x">',
    "/static/b.png",
  ],
  ["a missing anchor on another page", '<a href="/#testimonials">x</a>', "/#testimonials"],
  ["a missing anchor on the same page", '<a href="#nope">x</a>', "#nope"],
  ["a missing og:image", "", "https://site.example.com/og.png"],
])("reports %s", async (_name, body, url) => {
  write(
    "about/index.html",
    page(body, url.startsWith("https") ? `<meta property="og:image" content="${url}">` : ""),
  );
  expect(await brokenUrls()).toEqual([url]);
});

it("names the page a broken URL is on", async () => {
  write("about/index.html", page('<a href="/gone/">x</a>'));
  expect((await checkLinks(root)).broken).toEqual([
    {
      route: "/about/",
      url: "/gone/",
      reason: "no such file in the built site",
    },
  ]);
});

it("under a path prefix, requires root-relative URLs to carry it", async () => {
  write(
    "index.html",
    page("", '<link rel="canonical" href="https://site.example.com/coaching-site/">'),
  );
  write(
    "about/index.html",
    page('<a href="/coaching-site/case-study/">ok</a><a href="/case-study/">x</a>'),
  );
  const broken = (await checkLinks(root, "/coaching-site")).broken.map((link) => link.url);
  expect(broken).toEqual(["/case-study/"]);
});
