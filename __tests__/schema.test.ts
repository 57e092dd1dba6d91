import { parse, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import { typeDefs } from "../src/node/schema/schema";
import { createContentNode } from "../src/node/schema/contentNodes";
import { fieldExtensions } from "../src/node/schema/fieldExtensions";

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
    ["NewsletterIssue", ["slug", "title", "date", "summary", "featured", "draft", "markdown"]],
    ["TopicsYaml", ["name", "slug", "description"]],
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
    ["OfferFormats", ["title", "intro", "items"]],
    ["OfferFormat", ["name", "forWhom", "length", "format", "includes"]],
    ["OfferFaq", ["title", "items"]],
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
    ["TestimonialsYaml", "photoAlt"],
  ])("leaves the optional %s.%s nullable", (type, field) => {
    expect(fieldType(type, field)?.kind).toBe("NamedType");
  });

  it.each([
    ["topics", "TopicsYaml"],
    ["related", "NewsletterIssue"],
  ])("links an issue's %s, by slug, to the %s entries they name", (field, target) => {
    const sdl = typeDefs.join("\n");
    expect(sdl).toContain(`${field}: [${target}!] @link(by: "slug")`);
    // Optional: an issue may name none.
    expect(fieldType("NewsletterIssue", field)?.kind).toBe("ListType");
  });
});

describe("the schema's own fields", () => {
  const sdl = typeDefs.join("\n");
  const resolverOf = (name: string, options: object = {}) => {
    const extension = fieldExtensions.find((candidate) => candidate.name === name);
    if (!extension) throw new Error(`no field extension ${name}`);
    return extension.extend(options as never).resolve as (source: object) => unknown;
  };

  it.each([
    ["NewsletterIssue", "displayDate", "date"],
    ["LegalPage", "displayUpdated", "updated"],
  ])("gives %s a %s beside its %s, as people read it", (type, display, field) => {
    expect(sdl).toContain(`${display}: String! @displayDate(of: "${field}")`);
    expect(fieldType(type, display)?.kind).toBe("NonNullType");
    expect(resolverOf("displayDate", { of: field })({ [field]: "2026-03-05" })).toBe(
      "March 5, 2026",
    );
  });

  it("writes every month's name", () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      resolverOf("displayDate", { of: "date" })({
        date: `2026-${String(month + 1).padStart(2, "0")}-01`,
      }),
    );
    expect(months.join(" ")).toBe(
      "January 1, 2026 February 1, 2026 March 1, 2026 April 1, 2026 May 1, 2026 June 1, 2026 " +
        "July 1, 2026 August 1, 2026 September 1, 2026 October 1, 2026 November 1, 2026 " +
        "December 1, 2026",
    );
  });

  it.each(["NewsletterIssue", "CaseStudy"])(
    "gives %s, which has a draft flag, the day listings show it from",
    (type) => {
      expect(fieldType(type, "listedFrom")?.kind).toBe("NonNullType");
    },
  );

  it("gives a type without a draft flag no listedFrom", () => {
    expect(fieldType("LegalPage", "listedFrom")).toBeUndefined();
  });

  it.each([
    [{ draft: false, date: "2026-03-05" }, "2026-03-05"],
    [{ draft: true, date: "2026-03-05" }, "9999-12-31"],
    [{ draft: false }, "0000-01-01"],
  ])("resolves listedFrom of %p to %s (src/publication.ts)", (node, day) => {
    expect(resolverOf("listedFrom")(node)).toBe(day);
  });
});

describe("createContentNode", () => {
  const file = (relativeDirectory: string) => ({
    id: "file",
    internal: { type: "File" },
    sourceInstanceName: "content",
    relativePath: `${relativeDirectory}/tidy-first.md`,
    name: "tidy-first",
  });

  const run = (relativeDirectory: string, frontmatter: object = {}) => {
    const createNode = jest.fn();
    const createParentChildLink = jest.fn();
    const markdown = {
      id: "md",
      parent: "file",
      internal: { type: "MarkdownRemark" },
      frontmatter: { title: "Tidy First", date: "2026-11-12", summary: "S", ...frontmatter },
    };
    const api = createContentNode as unknown as (args: object) => void;
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
    expect(run("newsletter/2026")).not.toHaveBeenCalled();
  });

  it("makes an issue without a draft flag a published one", () => {
    expect(run("newsletter")).toHaveBeenCalledWith(expect.objectContaining({ draft: false }));
    expect(run("newsletter", { draft: true })).toHaveBeenCalledWith(
      expect.objectContaining({ draft: true }),
    );
  });

  it("keeps an unquoted date as the day written (Gatsby's YAML reads it as a timestamp)", () => {
    expect(run("newsletter", { date: "2026-11-12T00:00:00.000Z" })).toHaveBeenCalledWith(
      expect.objectContaining({ date: "2026-11-12" }),
    );
  });
});
