// Sample proof: the testimonials, success stories (their figures, which the home page's results
// strip repeats, and their quotes), the coach's name, bio, credentials and client logos that the
// repository ships as examples.
// They assert facts about a coach and clients who do not exist, so the launch check
// (launchCheck.ts) lists every one still in content/ and the deploy refuses them like the other
// placeholders.
//
// How a sample is recognised, so that a small edit does not hide it and real content is never
// listed: each item is cut into independent parts (a testimonial's person, company and quote; a
// story's title, client, summary, body and figures), prose also into its sentences of
// MIN_WORDS words or more. Each part is normalised (Unicode NFKC, lower case, every run of
// punctuation and white space one space) and hashed; the item is listed when ANY part's hash is one
// of SAMPLE_FINGERPRINTS. A new name above the invented company, or a reworded sentence in an
// otherwise unchanged story, still matches; the coach's own words match nothing. A logo is known by
// its name (the alt text) or its picture (the SHA-256 of the file's bytes, as a part of its own),
// so a sample picture under a new name is still listed, and so is a sample name over a new
// picture. The hashes rather than the text keep each sample written once (in content/);
// sampleFingerprints.json holds them, and `npx tsx scripts/sample-fingerprints.ts` writes it again
// if a sample itself is rewritten.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fieldLine } from "../contentFiles/fieldLines";
import { parseMarkdown, parseYaml } from "../contentFiles/parseContent";
import { resolveRelative } from "../contentFiles/contentImages";
import shippedFingerprints from "./sampleFingerprints.json";

/** Prose shorter than this ("Context", "It felt slow.") is too common to say anything. */
const MIN_WORDS = 6;

export const normaliseText = (text: string): string =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The first 16 hex digits of the SHA-256 of the normalised text: 64 bits, no accidental match. */
export const fingerprint = (text: string): string =>
  createHash("sha256").update(normaliseText(text)).digest("hex").slice(0, 16);

const words = (text: string): number => normaliseText(text).split(" ").filter(Boolean).length;

interface Part {
  /** What the part is, for the message: "quote", "company", "text". */
  label: string;
  text: string;
  line: number;
  /** Prose is also matched sentence by sentence, and only from MIN_WORDS words up. */
  prose: boolean;
}

export interface ProofItem {
  file: string;
  key: string;
  /** The line of the item itself (a testimonial's "- name:", a story's title). */
  line: number;
  kind: "testimonial" | "story" | "quote" | "figure" | "bio" | "name" | "credential" | "logo";
  parts: Part[];
}

/** The texts a part is matched by: a name whole, prose whole and sentence by sentence. */
function partTexts({ text, prose }: Pick<Part, "text" | "prose">): string[] {
  if (!prose) return normaliseText(text) === "" ? [] : [text];
  const sentences = text.split(/(?<=[.!?;:])\s+|\n\s*\n/);
  return [text, ...sentences].filter((piece) => words(piece) >= MIN_WORDS);
}

const read = (root: string, file: string): string | undefined => {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
};

/**
 * A YAML file of content/ as text and data; undefined when it is missing or cannot be read (the
 * content checks report that).
 */
function readYamlFile(root: string, file: string): { text: string; data: unknown } | undefined {
  const text = read(root, file);
  if (text === undefined) return undefined;
  try {
    return { text, data: parseYaml(text, file) };
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const str = (value: unknown): string => (typeof value === "string" ? value : "");

function testimonials(root: string): ProofItem[] {
  const file = "content/testimonials.yaml";
  const { text = "", data = undefined } = readYamlFile(root, file) ?? {};
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: unknown, index) => {
    if (!isRecord(entry)) return [];
    const key = `[${index}]`;
    const part = (label: string, prose: boolean): Part => ({
      label,
      text: str(entry[label]),
      line: fieldLine(text, `${key}.${label}`, "yaml"),
      prose,
    });
    return [
      {
        file,
        key,
        line: fieldLine(text, key, "yaml"),
        kind: "testimonial" as const,
        parts: [part("name", false), part("company", false), part("quote", true)],
      },
    ];
  });
}

function coach(root: string): ProofItem[] {
  const file = "content/home.yaml";
  const yaml = readYamlFile(root, file);
  if (!yaml) return [];
  const { text, data } = yaml;
  const person = isRecord(data) && isRecord(data.coach) ? data.coach : {};
  const item = (field: "name" | "bio"): ProofItem => {
    const line = fieldLine(text, `coach.${field}`, "yaml");
    const prose = field === "bio";
    return {
      file,
      key: `coach.${field}`,
      line,
      kind: field,
      parts: [{ label: field, text: str(person[field]), line, prose }],
    };
  };
  return [item("name"), item("bio")];
}

/** The proof under the hero: each credential, each logo by its name and by its picture. */
function heroProof(root: string): ProofItem[] {
  const file = "content/home.yaml";
  const yaml = readYamlFile(root, file);
  if (!yaml) return [];
  const { text, data } = yaml;
  const proof = isRecord(data) && isRecord(data.proof) ? data.proof : {};
  const credentials = Array.isArray(proof.credentials) ? proof.credentials : [];
  const logos = isRecord(proof.logos) && Array.isArray(proof.logos.items) ? proof.logos.items : [];
  const credentialItems = credentials.map((credential: unknown, index): ProofItem => {
    const key = `proof.credentials[${index}]`;
    const line = fieldLine(text, key, "yaml");
    const words = str(isRecord(credential) ? credential.text : credential);
    const part = { label: "credential", text: words, line, prose: false };
    return { file, key, line, kind: "credential", parts: [part] };
  });
  const logoItems = logos.map((logo: unknown, index): ProofItem => {
    const key = `proof.logos.items[${index}]`;
    const entry = isRecord(logo) ? logo : {};
    const line = fieldLine(text, key, "yaml");
    const image = str(entry.image);
    const picture = image ? pictureDigest(join(root, resolveRelative(file, image))) : undefined;
    const parts: Part[] = [
      ...(picture
        ? [
            {
              label: "picture",
              text: picture,
              line: fieldLine(text, `${key}.image`, "yaml"),
              prose: false,
            },
          ]
        : []),
      {
        label: "name",
        text: str(entry.alt),
        line: fieldLine(text, `${key}.alt`, "yaml"),
        prose: false,
      },
    ];
    return { file, key, line, kind: "logo", parts };
  });
  return [...credentialItems, ...logoItems];
}

/** "picture <sha-256>" of a file's bytes, the part a picture is known by; undefined without one. */
function pictureDigest(path: string): string | undefined {
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) return undefined;
  return `picture ${createHash("sha256").update(readFileSync(path)).digest("hex")}`;
}

/** The line in the file of each paragraph of a Markdown body, with its text. */
function paragraphs(body: string, offset: number): Part[] {
  const found: Part[] = [];
  const lines = body.split("\n");
  let start = -1;
  lines.forEach((line, index) => {
    const blank = line.trim() === "";
    if (!blank && start < 0) start = index;
    if (start >= 0 && (blank || index === lines.length - 1)) {
      const end = blank ? index : index + 1;
      found.push({
        label: "text",
        text: lines.slice(start, end).join("\n"),
        line: offset + start + 1,
        prose: true,
      });
      start = -1;
    }
  });
  return found;
}

function stories(root: string): ProofItem[] {
  const folder = "content/case-studies";
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder))
    .filter((name) => /\.(md|markdown)$/i.test(name))
    .sort()
    .flatMap((name) => {
      const file = `${folder}/${name}`;
      const text = read(root, file) ?? "";
      let parsed;
      try {
        parsed = parseMarkdown(text);
      } catch {
        return [];
      }
      const data = isRecord(parsed.data) ? parsed.data : {};
      // A draft is not published: it asserts nothing to visitors.
      if (data.draft === true) return [];
      const lineOf = (field: string) => fieldLine(text, field, "markdown");
      const field = (label: string, prose: boolean, path = label): Part => ({
        label,
        text: str(path.split(".").reduce<unknown>((at, k) => (isRecord(at) ? at[k] : ""), data)),
        line: lineOf(path),
        prose,
      });
      const items: ProofItem[] = [
        {
          file,
          key: "title",
          line: lineOf("title"),
          kind: "story",
          parts: [
            field("title", false),
            field("client", false),
            field("summary", true),
            ...paragraphs(parsed.body, parsed.bodyLineOffset),
          ],
        },
        {
          file,
          key: "quote",
          line: lineOf("quote"),
          kind: "quote",
          parts: [field("quote", true, "quote.text"), field("person", false, "quote.name")],
        },
      ];
      const outcomes = Array.isArray(data.outcomes) ? data.outcomes : [];
      outcomes.forEach((outcome: unknown, index) => {
        if (!isRecord(outcome)) return;
        const key = `outcomes[${index}]`;
        const line = lineOf(key);
        const [metric, before, after, note] = ["metric", "before", "after", "note"].map((k) =>
          str(outcome[k]),
        );
        // Two independent parts: a figure relabelled, or given a new note, is still the sample's.
        items.push({
          file,
          key,
          line,
          kind: "figure",
          parts: [
            { label: "figure", text: `${metric} | ${before} | ${after}`, line, prose: false },
            ...(note
              ? [{ label: "figure", text: `${before} | ${after} | ${note}`, line, prose: false }]
              : []),
          ],
        });
      });
      return items;
    });
}

/** Every piece of content that asserts a fact about the coach or a client, cut into parts. */
export function proofItems(root: string): ProofItem[] {
  return [...testimonials(root), ...stories(root), ...coach(root), ...heroProof(root)];
}

/** The fingerprints of every part of every item: what scripts/sample-fingerprints.ts prints. */
export const fingerprintsOf = (items: readonly ProofItem[]): string[] => [
  ...new Set(items.flatMap((item) => item.parts.flatMap(partTexts).map(fingerprint))),
];

/** The parts of the shipped samples (content/ as the repository ships it), by fingerprint. */
const SAMPLE_FINGERPRINTS: ReadonlySet<string> = new Set(shippedFingerprints);

/** What each kind of item is, and what the coach does about it. */
const ADVICE: Record<ProofItem["kind"], [string, string]> = {
  testimonial: [
    "is a sample testimonial from a person and company that do not exist",
    "replace it with a real client's words (with their permission) or delete the entry",
  ],
  story: [
    "is a sample success story about a client that does not exist",
    "replace it with a real engagement (with the client's permission) or delete the file",
  ],
  quote: [
    "is a sample quote from a person who does not exist",
    "quote someone from the real engagement (with their permission)",
  ],
  figure: [
    "is a sample result that no team measured (a highlighted one also shows in the home page's results)",
    "put in the team's own measurement or delete the outcome",
  ],
  bio: ["is the sample bio, with invented facts about the coach", "write your own"],
  name: ["is the sample coach's name", "put in yours"],
  credential: [
    "is a sample credential: the book, talks and employers in it do not exist",
    "write one of yours (a book, a talk, an employer or client you may name) or delete it",
  ],
  logo: [
    "is a sample logo of a company that does not exist",
    "put in the logo of a real client or conference (with their permission) or delete the entry",
  ],
};

export interface SampleMatch {
  item: ProofItem;
  /** The labels of the parts that match a sample ("name", "company"), without repeats. */
  matched: string[];
  /** The line of the first matching part. */
  line: number;
}

/** Every item with at least one part that is still a shipped sample's. */
export function findSampleProof(
  root: string,
  samples: ReadonlySet<string> = SAMPLE_FINGERPRINTS,
): SampleMatch[] {
  return proofItems(root).flatMap((item) => {
    const hits = item.parts.filter((part) =>
      partTexts(part).some((piece) => samples.has(fingerprint(piece))),
    );
    const [first] = hits;
    if (!first) return [];
    return [{ item, matched: [...new Set(hits.map((part) => part.label))], line: first.line }];
  });
}

/** The message for the launch check's list: what it is, which parts gave it away, what to do. */
export function sampleMessage({ item, matched }: SampleMatch): string {
  const [what, todo] = ADVICE[item.kind];
  const parts = item.parts.length > 1 ? ` (${matched.join(", ")} as shipped)` : "";
  return `${what}${parts}: ${todo}`;
}
