import { parse, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import { typeDefs } from "../src/node/schema";
import { onCreateNode } from "../src/node/contentNodes";

const definitions = typeDefs.flatMap(
  (sdl) =>
    parse(sdl).definitions.filter(
      (d) => d.kind === "ObjectTypeDefinition",
    ) as ObjectTypeDefinitionNode[],
);

// A type may be defined in more than one block (Gatsby merges them field by field).
const fieldType = (type: string, field: string): TypeNode | undefined =>
  definitions
    .filter((d) => d.name.value === type)
    .flatMap((d) => d.fields ?? [])
    .find((f) => f.name.value === field)?.type;

describe("content schema", () => {
  it.each([
    ["NewsletterIssue", ["slug", "title", "date", "summary", "markdown"]],
    [
      "CaseStudy",
      [
        "title",
        "client",
        "industry",
        "teamSize",
        "duration",
        "summary",
        "order",
        "image",
        "imageAlt",
        "outcomes",
        "quote",
      ],
    ],
    ["CaseStudyOutcome", ["metric", "before", "after"]],
    ["CaseStudyQuote", ["text", "name", "role"]],
    ["LegalPage", ["title", "description", "updated", "markdown"]],
    ["TestimonialsYaml", ["name", "role", "company", "quote"]],
    ["HomeYaml", ["hero", "system", "testimonials", "caseStudies", "newsletter", "coach"]],
    ["HomeCoach", ["name", "bio", "portrait", "portraitAlt", "role"]],
    ["HomeYaml", ["results"]],
    ["OfferYaml", ["introCall", "audience", "formats", "faq", "closing"]],
    ["OfferAudience", ["title", "intro", "goodFit", "notAFit"]],
    ["OfferFormat", ["name", "forWhom", "length", "format", "includes"]],
    ["OfferFaqItem", ["question", "answer"]],
    ["OfferClosing", ["title", "text"]],
  ])("makes the required fields of %s non-null", (type, fields) => {
    for (const field of fields) {
      expect(`${type}.${field}: ${fieldType(type, field)?.kind}`).toBe(
        `${type}.${field}: NonNullType`,
      );
    }
  });

  it.each([
    ["TestimonialsYaml", "photo"],
    ["CaseStudyOutcome", "note"],
    ["CaseStudyOutcome", "highlight"],
    ["TestimonialsYaml", "profileUrl"],
    ["OfferFormat", "price"],
    ["OfferFormat", "bookingUrl"],
  ])("leaves the optional %s.%s nullable", (type, field) => {
    expect(fieldType(type, field)?.kind).toBe("NamedType");
  });
});

describe("onCreateNode", () => {
  const file = (relativeDirectory: string) => ({
    id: "file",
    internal: { type: "File" },
    sourceInstanceName: "content",
    relativeDirectory,
    name: "tidy-first",
  });

  const run = (relativeDirectory: string) => {
    const createNode = jest.fn();
    const createParentChildLink = jest.fn();
    const markdown = {
      id: "md",
      parent: "file",
      internal: { type: "MarkdownRemark" },
      frontmatter: { title: "Tidy First", date: "2026-11-12", summary: "S" },
    };
    const api = onCreateNode as unknown as (args: object) => void;
    api({
      node: markdown,
      getNode: () => file(relativeDirectory),
      actions: { createNode, createParentChildLink },
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: () => "digest",
    });
    return createNode;
  };

  it.each([
    ["newsletter", "NewsletterIssue"],
    ["case-studies", "CaseStudy"],
    ["pages", "LegalPage"],
  ])("turns Markdown in content/%s into a %s named after its file", (folder, type) => {
    expect(run(folder)).toHaveBeenCalledWith(
      expect.objectContaining({
        slug: "tidy-first",
        title: "Tidy First",
        markdown: "md",
        parent: "md",
        internal: expect.objectContaining({ type }),
      }),
    );
  });

  it("leaves Markdown elsewhere alone", () => {
    expect(run("drafts")).not.toHaveBeenCalled();
  });
});
