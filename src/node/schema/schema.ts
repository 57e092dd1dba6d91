// GraphQL type definitions for the site's data. Required fields are non-null, so a missing value
// fails the build instead of rendering a blank. @dontInfer: the types are exactly what is written
// here (content types: what the content model in contentModel.ts says), whatever a file contains.
import {
  CONTENT_TYPES,
  referenceTarget,
  type ContentType,
  type Field,
  type Fields,
  type ScalarKind,
} from "../content/contentModel";

const siteMetadataTypeDefs = `
  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }

  type SiteSiteMetadata {
    title: String!
    description: String!
    siteUrl: String!
    tagline: String!
    bookingUrl: String!
    newsletterSubscribeUrl: String!
    newsletter: SiteSiteMetadataNewsletter!
    email: String!
    location: String!
    social: SiteSiteMetadataSocial!
  }

  type SiteSiteMetadataNewsletter {
    promise: String!
    service: String
    formUrl: String
  }

  type SiteSiteMetadataSocial {
    linkedin: String!
    github: String!
    x: String!
  }
`;

const SCALAR_SDL: Record<ScalarKind, string> = {
  text: "String",
  date: "Date @dateformat",
  integer: "Int",
  flag: "Boolean",
  image: "File @fileByRelativePath",
  url: "String",
};

/** "Type!" or "Type @directive" -> with "!" after the type name when the field is required. */
function nonNull(sdl: string, required: boolean): string {
  if (!required) return sdl;
  const [name, ...directives] = sdl.split(" ");
  return [`${name}!`, ...directives].join(" ");
}

/**
 * SDL for a content type and the object types its fields use. A Markdown type's own flags are
 * non-null: its nodes get their defaults in contentNodes.ts.
 */
function contentTypeDefs(type: ContentType, objectTypes: Map<string, string>): string {
  const defaulted = (field: Field, own: boolean) =>
    own && field.kind === "flag" && type.format === "markdown";
  const fieldLine = (name: string, field: Field, own = false): string => {
    if (field.kind === "texts") return `    ${name}: ${nonNull("[String!]", !field.optional)}`;
    // The names written in the file, resolved to the entries they name (checked to exist).
    if (field.kind === "references") {
      const { key } = referenceTarget(field.to);
      return `    ${name}: ${nonNull(`[${field.to}!]`, !field.optional)} @link(by: "${key}")`;
    }
    if (field.kind === "object" || field.kind === "list") {
      objectTypes.set(field.type.name, objectTypeDef(field.type.name, field.type.fields));
      const named = field.kind === "list" ? `[${field.type.name}!]` : field.type.name;
      return `    ${name}: ${nonNull(named, !field.optional)}`;
    }
    const required = !field.optional || defaulted(field, own);
    const line = `    ${name}: ${nonNull(SCALAR_SDL[field.kind], required)}`;
    if (field.kind !== "date") return line;
    // Beside each date, the date as people read it (fieldExtensions.ts).
    const display = `display${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    return `${line}\n    ${display}: ${nonNull("String", required)} @displayDate(of: "${name}")`;
  };
  const objectTypeDef = (name: string, fields: Fields): string =>
    `  type ${name} {\n${Object.entries(fields)
      .map(([field, spec]) => fieldLine(field, spec))
      .join("\n")}\n  }`;
  const lines = Object.entries(type.fields).map(([name, field]) => fieldLine(name, field, true));
  // Markdown types: the slug is the file name, the body is the linked MarkdownRemark node.
  if (type.format === "markdown") {
    lines.unshift("    slug: String!");
    lines.push("    markdown: MarkdownRemark! @link");
  }
  // What a draft flag holds back: listings filter on the first day they show the item.
  if (type.fields.draft) lines.push("    listedFrom: Date! @listedFrom");
  return `  type ${type.typeName} implements Node @dontInfer {\n${lines.join("\n")}\n  }`;
}

/** The schema of every content type in the model, with the object types they use. */
export function contentModelTypeDefs(types: readonly ContentType[] = CONTENT_TYPES): string {
  const objectTypes = new Map<string, string>();
  const typeDefs = types.map((type) => contentTypeDefs(type, objectTypes));
  return [...typeDefs, ...objectTypes.values()].join("\n\n");
}

export const typeDefs = [siteMetadataTypeDefs, contentModelTypeDefs()];
