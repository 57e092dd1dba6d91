// The sample proof the repository ships (testimonials, stories, name, bio, logos) asserts facts
// about people who do not exist, so the launch check lists any still in content/. Each item is cut
// into parts (and prose into sentences), normalised and hashed; one matching part lists it, so
// small edits do not hide a sample. `npm run samples:fingerprints` rewrites the hashes.
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
  /** For the message: "quote", "company", "text". */
  label: string;
  text: string;
  line: number;
  /** Also matched sentence by sentence, from MIN_WORDS words up. */
  prose: boolean;
}

export interface ProofItem {
  file: string;
  key: string;
  /** The item's own line (a testimonial's "- name:", a story's title). */
  line: number;
  kind: "testimonial" | "story" | "quote" | "figure" | "bio" | "name" | "credential" | "logo";
  parts: Part[];
}

function partTexts({ text, prose }: Pick<Part, "text" | "prose">): string[] {
  if (!prose) return normaliseText(text) === "" ? [] : [text];
  const sentences = text.split(/(?<=[.!?;:])\s+|\n\s*\n/);
  return [text, ...sentences].filter((piece) => words(piece) >= MIN_WORDS);
}

const read = (root: string, file: string): string | undefined => {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
};

/** A YAML file of content/ as text and data; undefined when unreadable (the checks report it). */
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

function pictureDigest(path: string): string | undefined {
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) return undefined;
  return `picture ${createHash("sha256").update(readFileSync(path)).digest("hex")}`;
}

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
        // Two parts: a figure relabelled or re-noted is still the sample's.
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

/** What scripts/sample-fingerprints.ts prints. */
export const fingerprintsOf = (items: readonly ProofItem[]): string[] => [
  ...new Set(items.flatMap((item) => item.parts.flatMap(partTexts).map(fingerprint))),
];

const SAMPLE_FINGERPRINTS: ReadonlySet<string> = new Set(shippedFingerprints);

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
  matched: string[];
  line: number;
}

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

export function sampleMessage({ item, matched }: SampleMatch): string {
  const [what, todo] = ADVICE[item.kind];
  const parts = item.parts.length > 1 ? ` (${matched.join(", ")} as shipped)` : "";
  return `${what}${parts}: ${todo}`;
}
