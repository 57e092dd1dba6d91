// The content model: every kind of file in content/ and its fields, written once; schema.ts,
// validateContent.ts and docs/content.md's field tables (compared by a test) come from here.
import { routes, NEWSLETTER_RESERVED_SLUGS, RESERVED_TOP_LEVEL_SLUGS } from "../../routes";
import { GATSBY_PUBLIC_FOLDERS } from "../gatsbyOutput";
import { yamlTypeName } from "./yamlTypeName";

/** What a field holds: one GraphQL type, one check, one wording in docs/content.md each. */
export type ScalarKind = "text" | "date" | "integer" | "flag" | "image" | "url";

interface ScalarField {
  kind: ScalarKind;
  optional: boolean;
}

interface ObjectField {
  kind: "object";
  type: ObjectType;
  optional: boolean;
}

interface ListField {
  kind: "list";
  type: ObjectType;
  min: number;
  optional: boolean;
}

/** A list of short texts (bullet points): at least `min` of them, none empty. */
interface TextListField {
  kind: "texts";
  min: number;
  optional: boolean;
}

/** A list of other entries' names, each existing and none twice; GraphQL links to the entries. */
interface ReferenceListField {
  kind: "references";
  /** "TopicsYaml", "NewsletterIssue". */
  to: string;
  /** In messages: "topic", "issue". */
  noun: string;
  optional: boolean;
}

export type Field = ScalarField | ObjectField | ListField | TextListField | ReferenceListField;
export type Fields = Readonly<Record<string, Field>>;

interface ObjectType {
  name: string;
  fields: Fields;
}

/** A folder of Markdown files, one page (or entry) each, named by its slug (the file name). */
export interface MarkdownType {
  format: "markdown";
  typeName: string;
  folder: string;
  fields: Fields;
  /** Pages the site links to. */
  requiredSlugs: readonly string[];
  /** Paths the site's own pages use. */
  reservedSlugs: readonly string[];
  route: (slug: string) => string;
}

/** One YAML file: a list of entries (one node each) or one set of fields. */
export interface YamlType {
  format: "yaml";
  typeName: string;
  file: string;
  shape: "list" | "object";
  fields: Fields;
  /**
   * Entries other files name, by this unique slug field; `page`: each has a page; `mustBeNamed`:
   * an entry no file names stops the build (a topic with no issue would be an empty page).
   */
  key?: { field: string; page?: (slug: string) => string; mustBeNamed: boolean };
  /** 0 where a new site starts with none (`[]`). */
  minEntries: number;
}

export type ContentType = MarkdownType | YamlType;

const scalar = (kind: ScalarKind): ScalarField => ({ kind, optional: false });

const text = scalar("text");
/** YYYY-MM-DD. */
const date = scalar("date");
const integer = scalar("integer");
/** A Markdown file's own flag is false when left out (see nodeFields). */
const flag: ScalarField = { kind: "flag", optional: true };
/** Relative to the file that names it. */
const image = scalar("image");
const url = scalar("url");

const optional = <F extends Field>(field: F): F => ({ ...field, optional: true });
const object = (name: string, fields: Fields): ObjectField => ({
  kind: "object",
  type: { name, fields },
  optional: false,
});
const list = (name: string, fields: Fields, min = 1): ListField => ({
  kind: "list",
  type: { name, fields },
  min,
  optional: false,
});
const texts = (min = 1): TextListField => ({ kind: "texts", min, optional: false });
const references = (to: string, noun: string): ReferenceListField => ({
  kind: "references",
  to,
  noun,
  optional: false,
});

function markdownType(
  typeName: string,
  folder: string,
  route: (slug: string) => string,
  fields: Fields,
  slugs: { required?: string[]; reserved?: readonly string[] } = {},
): MarkdownType {
  return {
    format: "markdown",
    typeName,
    folder,
    route,
    fields,
    requiredSlugs: slugs.required ?? [],
    reservedSlugs: slugs.reserved ?? [],
  };
}

function yamlFile(
  file: string,
  shape: YamlType["shape"],
  fields: Fields,
  { key, minEntries = 1 }: Pick<YamlType, "key"> & { minEntries?: number } = {},
): YamlType {
  const name = file.slice(file.lastIndexOf("/") + 1).replace(/\.ya?ml$/i, "");
  const typeName = yamlTypeName({ node: { name } });
  const type: YamlType = { format: "yaml", typeName, file, shape, fields, minEntries };
  return key ? { ...type, key } : type;
}

const section = object("HomeSection", { title: text, intro: text });
const thankYouPage = object("ThankYouPage", { title: text, intro: text, nextSteps: texts() });

export const CONTENT_TYPES: readonly ContentType[] = [
  markdownType(
    "NewsletterIssue",
    "content/newsletter",
    routes.newsletterIssue,
    {
      title: text,
      date,
      summary: text,
      topics: optional(references("TopicsYaml", "topic")),
      // Left out: "Read next" is chosen from shared topics (readNext.ts).
      related: optional(references("NewsletterIssue", "issue")),
      featured: flag,
      draft: flag,
      hideEmailCallToAction: flag,
    },
    // The archive's and the topics' pages live beside the issues, in /newsletter/.
    { reserved: NEWSLETTER_RESERVED_SLUGS },
  ),
  markdownType("CaseStudy", "content/case-studies", routes.caseStudy, {
    title: text,
    client: text,
    industry: text,
    teamSize: text,
    duration: text,
    summary: text,
    order: integer,
    image,
    imageAlt: text,
    outcomes: list("CaseStudyOutcome", {
      metric: text,
      before: text,
      after: text,
      note: optional(text),
      highlight: flag,
    }),
    quote: object("CaseStudyQuote", { text, name: text, role: text }),
    draft: flag,
  }),
  markdownType(
    "LegalPage",
    "content/pages",
    routes.legalPage,
    { title: text, description: text, updated: date },
    {
      // The footer links to these two.
      required: [routes.privacyPolicy, routes.termsOfService].map((path) => path.slice(1, -1)),
      reserved: [...RESERVED_TOP_LEVEL_SLUGS, ...GATSBY_PUBLIC_FOLDERS],
    },
  ),
  yamlFile(
    "content/topics.yaml",
    "list",
    { name: text, slug: text, description: text },
    {
      key: { field: "slug", page: routes.newsletterTopic, mustBeNamed: true },
      minEntries: 0,
    },
  ),
  yamlFile("content/testimonials.yaml", "list", {
    name: text,
    role: text,
    company: text,
    quote: text,
    photo: optional(image),
    photoAlt: optional(text),
    profileUrl: optional(url),
    // The one quote shown right after the home page's figures (else the first entry).
    featured: flag,
  }),
  yamlFile("content/home.yaml", "object", {
    hero: object("HomeHero", { eyebrow: text, intro: text }),
    system: object("HomeSystem", {
      title: text,
      intro: text,
      steps: list("HomeSystemStep", { title: text, description: text }),
    }),
    testimonials: section,
    results: section,
    caseStudies: section,
    newsletter: object("HomeNewsletter", { title: text }),
    caseStudyPage: section,
    archivePage: section,
    coach: object("HomeCoach", {
      name: text,
      role: text,
      bio: text,
      portrait: image,
      portraitAlt: text,
      // A close crop for the hero, so a scene photo in `portrait` still shows a face.
      face: optional(image),
      links: optional(list("HomeCoachLink", { title: text, url })),
    }),
    proof: optional(
      object("HomeProof", {
        credentials: optional(list("HomeProofCredential", { text, url: optional(url) })),
        logos: optional(
          object("HomeProofLogos", {
            title: text,
            items: list("HomeProofLogo", { image, alt: text, url: optional(url) }),
          }),
        ),
      }),
    ),
  }),
  yamlFile("content/offer.yaml", "object", {
    introCall: text,
    audience: object("OfferAudience", {
      title: text,
      intro: text,
      goodFit: texts(),
      notAFit: texts(),
    }),
    formats: object("OfferFormats", {
      title: text,
      intro: text,
      items: list("OfferFormat", {
        name: text,
        forWhom: text,
        length: text,
        format: text,
        includes: texts(),
        price: optional(text),
        // Marked, and its button the solid one.
        recommended: flag,
        // Left out: siteMetadata.bookingUrl.
        bookingUrl: optional(url),
      }),
    }),
    faq: object("OfferFaq", {
      title: text,
      items: list("OfferFaqItem", { question: text, answer: text }),
    }),
    closing: object("OfferClosing", { title: text, text }),
  }),
  yamlFile("content/thank-you.yaml", "object", {
    callBooked: thankYouPage,
    subscribed: thankYouPage,
  }),
];

export const markdownTypes = CONTENT_TYPES.filter(
  (type): type is MarkdownType => type.format === "markdown",
);

export function markdownTypeOf(path: string): MarkdownType | undefined {
  const folder = path.slice(0, path.lastIndexOf("/"));
  return markdownTypes.find((type) => type.folder === folder);
}

/** The content type called `typeName`, and the field its entries are named by ("slug"). */
export function referenceTarget(typeName: string): { type: ContentType; key: string } {
  const type = CONTENT_TYPES.find((candidate) => candidate.typeName === typeName);
  const key = type?.format === "markdown" ? "slug" : type?.key?.field;
  if (!type || !key) throw new Error(`${typeName} is not a content type whose entries have names`);
  return { type, key };
}

export const yamlTypeOf = (path: string): YamlType | undefined =>
  CONTENT_TYPES.find((type): type is YamlType => type.format === "yaml" && type.file === path);

// gray-matter (js-yaml 3) reads an unquoted 2026-03-05 as "2026-03-05T00:00:00.000Z".
const MIDNIGHT_UTC = /^(\d{4}-\d{2}-\d{2})T00:00:00\.000Z$/;

/** Frontmatter as node fields: omitted flags false, dates the YYYY-MM-DD written, so days agree. */
export function nodeFields(fields: Fields, frontmatter: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]): [string, unknown][] => {
      const value = frontmatter[name];
      if (field.kind === "flag") return [[name, value ?? false]];
      if (field.kind === "date" && typeof value === "string") {
        return [[name, MIDNIGHT_UTC.exec(value)?.[1] ?? value]];
      }
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

export interface FieldRow {
  path: string;
  required: boolean;
  format: string;
}

const FORMATS: Record<ScalarKind, string> = {
  text: "text",
  date: "date, `YYYY-MM-DD`",
  integer: "whole number",
  flag: "`true` or `false`",
  image: "image path",
  url: "`https://` URL",
};

function referenceFormat(field: ReferenceListField): string {
  const { type, key } = referenceTarget(field.to);
  return type.format === "markdown"
    ? `list of file names in \`${type.folder}/\``
    : `list of ${key}s from \`${type.file}\``;
}

/** The rows docs/content.md must have for these fields, nested fields after their parent. */
export function fieldRows(fields: Fields, prefix = ""): FieldRow[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const required = !field.optional;
    if (field.kind === "object") {
      return [
        { path, required, format: "fields below" },
        ...fieldRows(field.type.fields, `${path}.`),
      ];
    }
    if (field.kind === "list") {
      return [
        { path, required, format: `list, at least ${field.min}` },
        ...fieldRows(field.type.fields, `${path}[].`),
      ];
    }
    if (field.kind === "texts")
      return [{ path, required, format: `list of texts, at least ${field.min}` }];
    if (field.kind === "references") return [{ path, required, format: referenceFormat(field) }];
    return [{ path, required, format: FORMATS[field.kind] }];
  });
}
