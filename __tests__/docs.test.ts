/** @jest-environment node */
// The docs state what the code does; where they list what a list in the code holds, these tests
// keep the two the same.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_TYPES, fieldRows, type FieldRow } from "../src/node/contentModel";
import { EXTENSIONS } from "../src/node/validateContent";

const CONTENT_DOC = readFileSync(join(__dirname, "..", "docs", "content.md"), "utf8");

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
