/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The docs state what the code does; where they list what a list in the code holds, these tests
// keep the two the same.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { CONTENT_TYPES, fieldRows, type FieldRow } from "../src/node/content/contentModel";
import { CONTENT_SCHEMA } from "../src/node/htmlSafety/htmlAllowList";
import { EXTENSIONS } from "../src/node/content/validateContent";

const ROOT = join(__dirname, "..");
const CONTENT_DOC = readFileSync(join(ROOT, "docs", "content.md"), "utf8");

/** The cells of the rows of the table that follows `<!-- marker -->`, without the header. */
function tableAfter(doc: string, marker: string): string[][] | undefined {
  const at = doc.indexOf(`<!-- ${marker} -->`);
  if (at === -1) return undefined;
  const lines = doc.slice(at).split("\n").slice(1);
  const table = lines.slice(lines.findIndex((line) => line.startsWith("|")));
  const end = table.findIndex((line) => !line.startsWith("|"));
  return table
    .slice(0, end === -1 ? undefined : end)
    .slice(2)
    .map((row) =>
      row
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const unquote = (cell: string): string => cell.replace(/`/g, "");

/** The rows of the table after `<!-- content-model: Type -->`, as the model describes a field. */
function documentedFields(typeName: string): FieldRow[] | undefined {
  return tableAfter(CONTENT_DOC, `content-model: ${typeName}`)?.map(
    ([path = "", required = "", format = ""]) => ({
      path: unquote(path),
      required: required === "yes",
      format,
    }),
  );
}

describe("docs/content.md's field tables", () => {
  it.each(CONTENT_TYPES.map((type) => [type.typeName, type] as const))(
    "list exactly the fields of %s, with whether each is required and its format",
    (typeName, type) => {
      expect(documentedFields(typeName)).toEqual(fieldRows(type.fields));
    },
  );

  it("describe no content type the model does not have", () => {
    const documented = [...CONTENT_DOC.matchAll(/<!-- content-model: (\w+) -->/g)].map((m) => m[1]);
    expect(documented.sort()).toEqual(CONTENT_TYPES.map((type) => type.typeName).sort());
  });
});

describe("docs/content.md's file extensions", () => {
  it("are the ones the content checks read, kind by kind", () => {
    const documented = Object.fromEntries(
      (tableAfter(CONTENT_DOC, "content-extensions") ?? []).map(([kind = "", list = ""]) => [
        kind,
        list.split(",").map((ext) => unquote(ext).trim().replace(/^\./, "")),
      ]),
    );
    expect(documented).toEqual(EXTENSIONS);
  });
});

describe("docs/content.md's list of HTML elements allowed in Markdown", () => {
  it("is the allow-list's, the task list's checkbox (input) described in words", () => {
    const doc = readFileSync(join(ROOT, "docs", "content.md"), "utf8");
    const list = /\*\*Elements\*\*: ([^]*?), and the disabled checkbox of a\s+task list/.exec(doc);
    const documented = (list?.[1] ?? "")
      .split(",")
      .map((name) => name.trim())
      .flatMap((name) => (name === "h1 to h6" ? ["h1", "h2", "h3", "h4", "h5", "h6"] : [name]));
    expect(documented.sort()).toEqual(
      [...new Set(CONTENT_SCHEMA.tagNames)].filter((name) => name !== "input").sort(),
    );
    expect(CONTENT_SCHEMA.tagNames).toContain("input");
  });
});

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

/** The Markdown without code blocks, and without inline code too when `inline` is "drop". */
const withoutCode = (file: string, inline: "keep" | "drop"): string => {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return inline === "keep" ? text : text.replace(/`[^`\n]*`/g, "");
};

const headingsOf = (file: string): string[] =>
  [...withoutCode(file, "keep").matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1] ?? ""));

const DOCS = ["README.md", ...readdirSync(join(ROOT, "docs")).map((name) => `docs/${name}`)];

describe.each(DOCS)("the links in %s", (doc) => {
  // What is written inside code is an example, not a link.
  const links = [...withoutCode(join(ROOT, doc), "drop").matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? "")
    .filter((target) => !/^[a-z]+:/.test(target));

  if (links.length === 0) return;
  it.each(links)("lead to a file and heading that exist: %s", (link) => {
    const [path = "", anchor] = link.split("#");
    const file = path === "" ? join(ROOT, doc) : join(ROOT, dirname(doc), path);
    expect(existsSync(file)).toBe(true);
    if (anchor !== undefined) expect(headingsOf(file)).toContain(anchor);
  });
});
