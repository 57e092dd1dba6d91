/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_TYPES, fieldRows, type FieldRow } from "../src/node/contentModel";
import { contentModelTypeDefs } from "../src/node/schema";

const README = readFileSync(join(__dirname, "..", "README.md"), "utf8");

/** The rows of the table that follows `<!-- content-model: Type -->` in the README. */
function readmeRows(typeName: string): FieldRow[] | undefined {
  const marker = README.indexOf(`<!-- content-model: ${typeName} -->`);
  if (marker === -1) return undefined;
  const lines = README.slice(marker).split("\n").slice(1);
  const table = lines.slice(lines.findIndex((line) => line.startsWith("|")));
  const rows = table
    .slice(
      0,
      table.findIndex((line) => !line.startsWith("|")),
    )
    .slice(2);
  return rows.map((row) => {
    const [path = "", required = "", format = ""] = row
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    return { path: path.replace(/`/g, ""), required: required === "yes", format };
  });
}

describe("the README's content tables", () => {
  it.each(CONTENT_TYPES.map((type) => [type.typeName, type] as const))(
    "list exactly the fields of %s, with whether each is required and its format",
    (typeName, type) => {
      expect(readmeRows(typeName)).toEqual(fieldRows(type.fields));
    },
  );

  it("describe no content type the model does not have", () => {
    const documented = [...README.matchAll(/<!-- content-model: (\w+) -->/g)].map((m) => m[1]);
    expect(documented.sort()).toEqual(CONTENT_TYPES.map((type) => type.typeName).sort());
  });
});

describe("the content model", () => {
  it("names each YAML type after its file, as gatsby-transformer-yaml does", () => {
    expect(
      CONTENT_TYPES.filter((type) => type.format === "yaml").map((type) => type.typeName),
    ).toEqual(["TestimonialsYaml", "HomeYaml", "OfferYaml"]);
  });

  it("gives a shared group of fields one GraphQL type", () => {
    expect(contentModelTypeDefs().match(/type HomeSection \{/g)).toHaveLength(1);
  });
});
