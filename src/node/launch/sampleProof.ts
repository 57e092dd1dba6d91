// The sample proof the repository ships (testimonials, stories, name, bio, logos) asserts facts
// about people who do not exist, so the launch check lists any still in content/. Each item is cut
// into parts (and prose into sentences), normalised and hashed; one matching part lists it, so
// small edits do not hide a sample. `npm run samples:fingerprints` rewrites the hashes.
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fieldLine } from "../contentFiles/fieldLines";
import { fileSha256, parseMarkdown, readText, readYamlFile } from "../contentFiles/parseContent";
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** A part written in a YAML file: the value at `key` and its line. */
const yamlPart = (
  yaml: string,
  label: string,
  value: unknown,
  key: string,
  prose = false,
): Part => ({
  label,
  text: str(value),
  line: fieldLine(yaml, key, "yaml"),
  prose,
});

/** An item of `file`, at the line of its key. */
const itemIn =
  (file: string, text: string, format: "yaml" | "markdown") =>
  (key: string, kind: ProofItem["kind"], parts: Part[]): ProofItem => ({
    file,
    key,
    line: fieldLine(text, key, format),
    kind,
    parts,
  });

const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function testimonials(root: string): ProofItem[] {
  const file = "content/testimonials.yaml";
  const { text = "", data = undefined } = readYamlFile(root, file) ?? {};
  return list(data).flatMap((entry, index) => {
    if (!isRecord(entry)) return [];
    const key = `[${index}]`;
    const part = (label: string, prose = false) =>
      yamlPart(text, label, entry[label], `${key}.${label}`, prose);
    const parts = [part("name"), part("company"), part("quote", true)];
    return [itemIn(file, text, "yaml")(key, "testimonial", parts)];
  });
}

/** The coach's name and bio; under the hero, each credential and each logo (name and picture). */
function home(root: string): ProofItem[] {
  const file = "content/home.yaml";
  const yaml = readYamlFile(root, file);
  if (!yaml) return [];
  const { text, data } = yaml;
  const { coach, proof } = record(data);
  const { credentials, logos } = record(proof);
  const item = itemIn(file, text, "yaml");
  return [
    ...(["name", "bio"] as const).map((field) => {
      const key = `coach.${field}`;
      return item(key, field, [yamlPart(text, field, record(coach)[field], key, field === "bio")]);
    }),
    ...list(credentials).map((credential, index) => {
      const key = `proof.credentials[${index}]`;
      const words = isRecord(credential) ? credential.text : credential;
      return item(key, "credential", [yamlPart(text, "credential", words, key)]);
    }),
    ...list(record(logos).items).map((logo, index) => {
      const key = `proof.logos.items[${index}]`;
      const image = str(record(logo).image);
      const digest = image ? fileSha256(join(root, resolveRelative(file, image))) : undefined;
      const name = yamlPart(text, "name", record(logo).alt, `${key}.alt`);
      return item(key, "logo", [
        ...(digest ? [yamlPart(text, "picture", `picture ${digest}`, `${key}.image`)] : []),
        name,
      ]);
    }),
  ];
}

/** The body's paragraphs (runs of lines with text), each at its first line. */
function paragraphs(body: string, offset: number): Part[] {
  const found: Part[] = [];
  let afterBlank = true;
  body.split("\n").forEach((line, index) => {
    const blank = line.trim() === "";
    const last = found.at(-1);
    if (!blank && !afterBlank && last) last.text += `\n${line}`;
    else if (!blank)
      found.push({ label: "text", text: line, line: offset + index + 1, prose: true });
    afterBlank = blank;
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
      const text = readText(root, file) ?? "";
      let parsed;
      try {
        parsed = parseMarkdown(text);
      } catch {
        return [];
      }
      const data = record(parsed.data);
      if (data.draft === true) return [];
      const lineOf = (field: string) => fieldLine(text, field, "markdown");
      const field = (label: string, prose: boolean, path = label): Part => ({
        label,
        text: str(path.split(".").reduce<unknown>((at, k) => (isRecord(at) ? at[k] : ""), data)),
        line: lineOf(path),
        prose,
      });
      const item = itemIn(file, text, "markdown");
      const items = [
        item("title", "story", [
          field("title", false),
          field("client", false),
          field("summary", true),
          ...paragraphs(parsed.body, parsed.bodyLineOffset),
        ]),
        item("quote", "quote", [
          field("quote", true, "quote.text"),
          field("person", false, "quote.name"),
        ]),
      ];
      list(data.outcomes).forEach((outcome, index) => {
        if (!isRecord(outcome)) return;
        const key = `outcomes[${index}]`;
        const line = lineOf(key);
        const [metric, before, after, note] = ["metric", "before", "after", "note"].map((k) =>
          str(outcome[k]),
        );
        // Two parts: a figure relabelled or re-noted is still the sample's.
        const figure = (text: string): Part => ({ label: "figure", text, line, prose: false });
        items.push(
          item(key, "figure", [
            figure(`${metric} | ${before} | ${after}`),
            ...(note ? [figure(`${before} | ${after} | ${note}`)] : []),
          ]),
        );
      });
      return items;
    });
}

/** Every piece of content that asserts a fact about the coach or a client, cut into parts. */
export function proofItems(root: string): ProofItem[] {
  return [...testimonials(root), ...stories(root), ...home(root)];
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
