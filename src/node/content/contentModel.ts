// The content model: every kind of file in content/, its fields, which are required and in what
// format, written once. The GraphQL schema (schema.ts), the content checks (validateContent.ts) and
// the field tables in docs/content.md (a unit test compares them) all come from here.
//
// Adding a field is one line in `fields`; adding a YAML file is one `yamlFile(...)` entry, and its
// GraphQL type (named after the file, e.g. offer.yaml -> OfferYaml) follows.
import { routes, NEWSLETTER_RESERVED_SLUGS, RESERVED_TOP_LEVEL_SLUGS } from "../../routes";
import { GATSBY_PUBLIC_FOLDERS } from "../gatsbyOutput";
import { yamlTypeName } from "./yamlTypeName";

/**
 * What a field holds. Each kind has one GraphQL type, one check and one wording in docs/content.md.
 */
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
  /** The fewest items the site can show. */
  min: number;
  optional: boolean;
}

/** A list of short texts (bullet points): at least `min` of them, none empty. */
interface TextListField {
  kind: "texts";
  min: number;
  optional: boolean;
}

/**
 * A list of other entries' names, no name twice: topics from content/topics.yaml by their slug,
 * issues by their file name. Each must exist (the checks say which does not, with its line); the
 * GraphQL field links straight to the entries named.
 */
interface ReferenceListField {
  kind: "references";
  /** The type named: "TopicsYaml", "NewsletterIssue". */
  to: string;
  /** What one entry is called in messages: "topic", "issue". */
  noun: string;
  optional: boolean;
}

export type Field = ScalarField | ObjectField | ListField | TextListField | ReferenceListField;
export type Fields = Readonly<Record<string, Field>>;

/** A named group of fields: a GraphQL object type of its own. */
interface ObjectType {
  name: string;
  fields: Fields;
}

/** A folder of Markdown files, one page (or entry) each, named by its slug (the file name). */
export interface MarkdownType {
  format: "markdown";
  typeName: string;
  /** The folder, from the project root: "content/newsletter". */
  folder: string;
  fields: Fields;
  /** Slugs that must exist (pages the site links to). */
  requiredSlugs: readonly string[];
  /** Slugs this type may not take, because the site's own pages use those paths. */
  reservedSlugs: readonly string[];
  /** The page a file becomes, for messages. */
  route: (slug: string) => string;
}

/** One YAML file: a list of entries (one node each) or one set of fields. */
export interface YamlType {
  format: "yaml";
  typeName: string;
  /** The file, from the project root: "content/home.yaml". */
  file: string;
  shape: "list" | "object";
  fields: Fields;
  /**
   * A list whose entries other files name (a reference list): by this text field, which must be a
   * clean slug, unique; with `page`, each entry has a page at that address; with `mustBeNamed`, an
   * entry no file names stops the build (a topic with no issue would be an empty page).
   */
  key?: { field: string; page?: (slug: string) => string; mustBeNamed: boolean };
  /** The fewest entries a list holds: 0 where a new site starts with none (`[]`). */
  minEntries: number;
}

export type ContentType = MarkdownType | YamlType;

const scalar = (kind: ScalarKind): ScalarField => ({ kind, optional: false });

/** Text that may not be empty. */
const text = scalar("text");
/** A calendar date written YYYY-MM-DD. */
const date = scalar("date");
/** A whole number. */
const integer = scalar("integer");
/** true or false; a Markdown file's own flag is false when left out (see nodeFields). */
const flag: ScalarField = { kind: "flag", optional: true };
/** A path to an image file, relative to the file that names it. */
const image = scalar("image");
/** A full https:// URL. */
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
      // Left out: "Read next" is chosen from shared topics (src/node/pages/readNext.ts).
      related: optional(references("NewsletterIssue", "issue")),
      featured: flag,
      draft: flag,
      // The e-mail ends without the site's closing call to action (src/node/feed/emailHtml.ts).
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
      // A new site with no issue yet has no topic either: `[]`.
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
    newsletter: section,
    caseStudyPage: section,
    archivePage: section,
    coach: object("HomeCoach", {
      name: text,
      role: text,
      bio: text,
      portrait: image,
      portraitAlt: text,
      // A close crop of the face for the hero, so a scene photo in `portrait` still shows a face.
      face: optional(image),
      // Under the bio: a book, talks, profiles a visitor can open and check.
      links: optional(list("HomeCoachLink", { title: text, url })),
    }),
    // Proof a visitor can check, under the hero; left out, nothing shows there.
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
        // The format most teams start with: marked, and its button the solid one.
        recommended: flag,
        // Left out: the format's button books through siteMetadata.bookingUrl.
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

/** The Markdown type whose folder holds `path` directly ("content/newsletter/x.md"), if any. */
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

// gatsby-transformer-remark's gray-matter (js-yaml 3, default schema) reads an unquoted 2026-03-05
// as a timestamp and stores "2026-03-05T00:00:00.000Z".
const MIDNIGHT_UTC = /^(\d{4}-\d{2}-\d{2})T00:00:00\.000Z$/;

/**
 * A Markdown file's frontmatter as its node's fields: flags left out are false, and dates are the
 * YYYY-MM-DD the coach wrote (and the checks read), quoted or not, so filters by day agree.
 */
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

/** One row of a field table in docs/content.md. */
export interface FieldRow {
  /** "title", "quote.name", "outcomes[].metric" */
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

/** "list of slugs from `content/topics.yaml`", "list of file names in `content/newsletter/`". */
function referenceFormat(field: ReferenceListField): string {
  const { type, key } = referenceTarget(field.to);
  return type.format === "markdown"
    ? `list of file names in \`${type.folder}/\``
    : `list of ${key}s from \`${type.file}\``;
}

/**
 * The rows docs/content.md's table for these fields must have, nested fields after their parent.
 */
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
