/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import { CONTENT_TYPES } from "../src/node/content/contentModel";
import { contentModelTypeDefs } from "../src/node/schema/schema";

// docs/content.md's field tables are checked against the model in docs.test.ts.
describe("the content model", () => {
  it("names each YAML type after its file, as gatsby-transformer-yaml does", () => {
    expect(
      CONTENT_TYPES.filter((type) => type.format === "yaml").map((type) => type.typeName),
    ).toEqual(["TopicsYaml", "TestimonialsYaml", "HomeYaml", "OfferYaml", "ThankYouYaml"]);
  });

  it("gives a shared group of fields one GraphQL type", () => {
    expect(contentModelTypeDefs().match(/type HomeSection \{/g)).toHaveLength(1);
  });
});
