// The launch check: what the repository ships as an example and the coach has not replaced yet
// (example domains, shipped values, the placeholder portrait, sample proof). A warning locally; the
// deploy (REFUSE_PLACEHOLDERS=true) stops on it unless ALLOW_PLACEHOLDERS is true.
import { join } from "node:path";
import type { Reporter } from "gatsby";
import { lineInConfig, siteUrlDisagreement, type SiteMetadata } from "../../config/siteMetadata";
import { annotate } from "../../config/githubAnnotations";
import { fieldLine } from "../contentFiles/fieldLines";
import { fileSha256, readText, readYamlFile } from "../contentFiles/parseContent";
import { resolveRelative } from "../contentFiles/contentImages";
import { findSampleProof, sampleMessage } from "./sampleProof";

export interface Placeholder {
  /** From the project root: "gatsby-config.ts", "content/offer.yaml". */
  file: string;
  /** "siteMetadata.bookingUrl", "formats.items[0].price". */
  key: string;
  line: number;
  message: string;
}

const RESERVED_FOR_EXAMPLES = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;

/** The host of a URL or an e-mail address's domain, lower case; undefined for other text. */
function domainOf(value: string): string | undefined {
  if (/^[^\s@/:]+@[^\s@]+$/.test(value))
    return value.slice(value.lastIndexOf("@") + 1).toLowerCase();
  try {
    return new URL(value).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

export const isExampleAddress = (value: string): boolean =>
  RESERVED_FOR_EXAMPLES.test(domainOf(value) ?? "");

/** Values shipped as examples that are not on an example domain, by file and key. */
const SHIPPED_EXAMPLES: Record<string, Record<string, readonly string[]>> = {
  "gatsby-config.ts": {
    "siteMetadata.social.linkedin": ["https://www.linkedin.com/company/craftwise-coaching"],
    "siteMetadata.social.github": ["https://github.com/craftwise-coaching"],
    "siteMetadata.social.x": ["https://x.com/craftwisecoach"],
    // The sample sign-up form: the site posts readers' addresses there until it is the coach's.
    "siteMetadata.newsletter.formUrl": [
      "https://buttondown.com/api/emails/embed-subscribe/craftwise",
    ],
  },
  "content/home.yaml": {
    "coach.portraitAlt": ["Placeholder for a photo of Morgan Reyes"],
  },
  "content/offer.yaml": {
    "formats.items[].price": [
      "Fixed price, from $9,500",
      "From $14,000 a month",
      "From $2,500 a month",
    ],
  },
};

/** SHA-256 of the placeholder portrait scripts/generate-images.ts draws. */
const PLACEHOLDER_PORTRAIT_SHA256 = new Set([
  "09702c4995f60fb904d799eee5fee4d26aaeeac32d8039df94b29d6059f50116",
]);

const isShipped = (file: string, key: string, value: string): boolean =>
  SHIPPED_EXAMPLES[file]?.[key.replace(/\[\d+\]/g, "[]")]?.includes(value) ?? false;

function strings(value: unknown, key = ""): [string, string][] {
  if (typeof value === "string") return [[key, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${key}[${index}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([name, item]) =>
      strings(item, key === "" ? name : `${key}.${name}`),
    );
  }
  return [];
}

/** The first line (1-based) holding `value`, in a file whose keys are not YAML (gatsby-config). */
const lineOfValue = (text: string, value: string): number =>
  Math.max(1, text.split("\n").findIndex((line) => line.includes(value)) + 1);

function siteMetadataPlaceholders(root: string, siteMetadata: SiteMetadata): Placeholder[] {
  const file = "gatsby-config.ts";
  const text = readText(root, file) ?? "";
  return strings(siteMetadata, "siteMetadata").flatMap(([key, value]) => {
    const example = isExampleAddress(value);
    if (!example && !isShipped(file, key, value)) return [];
    const what = example ? "is an example address" : "is the example the site ships with";
    return [{ file, key, line: lineOfValue(text, value), message: `${what}: "${value}"` }];
  });
}

const CONTENT_FILES = ["content/home.yaml", "content/offer.yaml", "content/testimonials.yaml"];

function contentPlaceholders(root: string): Placeholder[] {
  const found: Placeholder[] = [];
  for (const file of CONTENT_FILES) {
    const yaml = readYamlFile(root, file);
    if (!yaml) continue;
    const { text, data } = yaml;
    for (const [key, value] of strings(data)) {
      const where = { file, key, line: fieldLine(text, key, "yaml") };
      if (isExampleAddress(value)) {
        found.push({ ...where, message: `is an example address: "${value}"` });
      } else if (isShipped(file, key, value)) {
        found.push({ ...where, message: `is the example the site ships with: "${value}"` });
      } else if (file === "content/home.yaml" && key === "coach.portrait") {
        const image = resolveRelative(file, value);
        if (PLACEHOLDER_PORTRAIT_SHA256.has(fileSha256(join(root, image)) ?? "")) {
          found.push({
            ...where,
            message: `points to ${image}, which is still the placeholder picture: replace that file with a photo of you (the site leaves the portrait out until then)`,
          });
        }
      }
    }
  }
  return found;
}

const sampleProofPlaceholders = (root: string): Placeholder[] =>
  findSampleProof(root).map((match) => ({
    file: match.item.file,
    key: match.item.key,
    line: match.line,
    message: sampleMessage(match),
  }));

/** Everything still shipped as an example, in siteMetadata and content/. */
export function findPlaceholders(root: string, siteMetadata: SiteMetadata): Placeholder[] {
  return [
    ...siteMetadataPlaceholders(root, siteMetadata),
    ...contentPlaceholders(root),
    ...sampleProofPlaceholders(root),
  ];
}

/** True while the home page's portrait is the shipped placeholder: the page then leaves it out. */
export const portraitIsPlaceholder = (root: string): boolean =>
  contentPlaceholders(root).some(
    (item) => item.file === "content/home.yaml" && item.key === "coach.portrait",
  );

function formatPlaceholders(placeholders: readonly Placeholder[], outcome: string): string {
  const lines = placeholders.map(
    ({ file, line, key, message }) => `  - ${file}:${line}: ${key} ${message}`,
  );
  return `${placeholders.length} placeholder(s) still to replace before launch, ${outcome}:\n${lines.join("\n")}`;
}

export interface LaunchDecision {
  refuse: boolean;
  message: string;
}

/** Nothing without placeholders; locally a warning; in the deploy a refusal unless allowed. */
export function launchDecision(
  placeholders: readonly Placeholder[],
  env: NodeJS.ProcessEnv,
): LaunchDecision | undefined {
  if (placeholders.length === 0) return undefined;
  const deploying = env.REFUSE_PLACEHOLDERS === "true";
  const allowed = env.ALLOW_PLACEHOLDERS === "true";
  if (deploying && !allowed) {
    return {
      refuse: true,
      message: formatPlaceholders(
        placeholders,
        'so the site was not published. Replace them (README, "Launch checklist"), or set the repository variable ALLOW_PLACEHOLDERS to true to publish a demo as it is',
      ),
    };
  }
  const why = deploying
    ? "published anyway because ALLOW_PLACEHOLDERS is true"
    : "the deploy will refuse to publish until they are replaced";
  return { refuse: false, message: formatPlaceholders(placeholders, why) };
}

/**
 * Runs the launch check at build start (gatsby-node.ts) and warns on a siteUrl other than SITE_URL.
 * Returns true when the deploy refuses: the caller stops after the content checks, listing both.
 */
export function checkLaunch(
  reporter: Reporter,
  siteMetadata: SiteMetadata,
  root = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const disagreement = siteUrlDisagreement(siteMetadata.siteUrl, env);
  if (disagreement) {
    const line = lineInConfig(readText(root, "gatsby-config.ts") ?? "", "siteMetadata.siteUrl");
    annotate("warning", [{ file: "gatsby-config.ts", line, message: disagreement }], env);
    reporter.warn(`gatsby-config.ts: ${disagreement}`);
  }
  const placeholders = findPlaceholders(root, siteMetadata);
  const decision = launchDecision(placeholders, env);
  if (!decision) return false;
  annotate(
    decision.refuse ? "error" : "warning",
    placeholders.map(({ file, line, key, message }) => ({
      file,
      line,
      message: `${key} ${message}`,
    })),
    env,
  );
  if (decision.refuse) reporter.error(decision.message);
  else reporter.warn(decision.message);
  return decision.refuse;
}
