// npm run check:email: what mail clients read of each feed item's e-mail HTML (content:encoded,
// what Buttondown, Mailchimp and Kit send), judged against caniemail.com's data of which HTML and
// CSS features each client supports, through the linter built on it by its maintainer (the
// caniemail package, data bundled: no network), for the clients most readers use (JUDGED).
//
// Each item is parsed as a mail client parses it (hast, the browser's algorithm) and each element
// is linted on its own: its tag and attributes, then each declaration of its style. A feature a
// client does not support fails the check unless a fallback that this check can see stands in for
// it (FALLBACKS: the <pre> for wrapping in Outlook for Windows, <wbr> for breaking words in
// Yahoo...); a feature a client supports in part fails unless the use here is in the supported part
// (PARTLY: no `white-space: pre`, no rem, no negative margin...). Features caniemail has no data
// for on a client are listed, not judged.
// Usage: npx tsx checks/emailSupport.ts [feed.xml | item.html ...]
// (default public/newsletter/rss.xml)
import { readFileSync } from "node:fs";
import { caniemail, rawData } from "caniemail";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import type { Element, ElementContent, Root } from "hast";
import Parser from "rss-parser";
import { BREAK_EVERY } from "../src/node/feed/emailHtml";

type Client = Parameters<typeof caniemail>[0]["clients"][number];

/** The clients judged (family.platform; the new Outlook for Windows is Outlook.com's engine). */
const JUDGED: Client[] = [
  "gmail.desktop-webmail",
  "gmail.ios",
  "gmail.android",
  "gmail.mobile-webmail",
  "apple-mail.macos",
  "apple-mail.ios",
  "outlook.windows",
  "outlook.outlook-com",
  "yahoo.desktop-webmail",
  "yahoo.ios",
  "yahoo.android",
];
/** A client as caniemail.com names it: "Outlook Windows", "Yahoo! Mail iOS". */
const { family, platform } = rawData.nicenames;
const clientName = (client: string): string => {
  const [from = "", on = ""] = client.split(".");
  return `${family[from as keyof typeof family] ?? from} ${platform[on as keyof typeof platform] ?? on}`;
};

type Support = "none" | "partial" | "unknown";

/**
 * One feature of one element (or one declaration of its style) that one client lacks in some way.
 */
interface Finding {
  client: string;
  /** caniemail's name of the feature: "white-space", "<wbr> element". */
  feature: string;
  support: Support;
  notes: string[];
}

/**
 * What is being judged: an element, with its ancestors, and the declaration of its style if any.
 */
interface Use {
  element: Element;
  /** Tag names from the item's root down to the element's parent. */
  ancestors: string[];
  property?: string;
  value?: string;
}

interface Rule {
  /** Why the client's reader still gets what the feature is for. */
  why: string;
  /** The clients the rule speaks for (all when absent), as caniemail names them. */
  clients?: RegExp;
  /** What must hold of the use for the rule to apply (always, when absent). */
  holds?: (use: Use) => boolean;
}

/**
 * The longest run of characters without a space or a break opportunity (<wbr>, <br>) under the
 * element: what a client that breaks no word itself must fit on one line.
 */
function longestUnbrokenRun(element: Element): number {
  let longest = 0;
  let run = 0;
  const visit = (node: ElementContent): void => {
    if (node.type === "text") {
      for (const character of node.value) {
        run = /\s/.test(character) ? 0 : run + 1;
        longest = Math.max(longest, run);
      }
    } else if (node.type === "element") {
      if (node.tagName === "wbr" || node.tagName === "br") run = 0;
      node.children.forEach(visit);
    }
  };
  element.children.forEach(visit);
  return longest;
}

const inPre = (use: Use): boolean => use.element.tagName === "pre" || use.ancestors.includes("pre");

/** caniemail's linter matches element names in part: it reads a table's <tbody> as <body>. */
const TABLE_BODY: Rule = {
  why: "the linter reads <tbody> as <body> by its name: a table's body is no document body",
  holds: (use) => use.element.tagName === "tbody",
};

/**
 * Features a client does not support, and what stands in for each. Every entry names the clients
 * it speaks for; a feature, or a client, with no entry fails the check.
 */
const FALLBACKS: Record<string, Rule[]> = {
  "white-space": [
    {
      why: "Outlook for Windows keeps a <pre>'s lines and spaces itself (its Word engine reads the element, not the property)",
      clients: /^outlook\.windows$/,
      holds: inPre,
    },
  ],
  "word-break": [
    {
      why: "Yahoo Mail breaks no long word, but every run of text longer than BREAK_EVERY characters has a <wbr> (which Yahoo supports)",
      clients: /^yahoo\./,
      holds: (use) => longestUnbrokenRun(use.element) <= BREAK_EVERY,
    },
  ],
  "word-wrap": [
    {
      why: "Outlook for Windows breaks no long word by any means (caniemail); it is a desktop client, whose window is wider than the 600 px message, where a <pre> keeps its lines",
      clients: /^outlook\.windows$/,
    },
  ],
  "<wbr> element": [
    {
      why: "a <wbr> only offers a break: Gmail's apps break long words through word-break, and Outlook for Windows is a desktop client with a wide window",
      clients: /^(gmail\.(ios|android)|outlook\.windows)$/,
    },
  ],
  "border-radius": [
    {
      why: "corners are square in Outlook for Windows: a look, nothing a reader needs",
      clients: /^outlook\.windows$/,
    },
  ],
  "height property": [
    {
      why: "Yahoo reads height as min-height: `height: auto` on an <img> without a height attribute is the picture's own height either way",
      clients: /^yahoo\./,
      holds: (use) =>
        use.element.tagName === "img" &&
        use.value === "auto" &&
        use.element.properties.height === undefined,
    },
  ],
  "<body> element": [TABLE_BODY],
  "<abbr> element": [
    {
      why: "the abbreviation's text shows; only its expansion on hover is lost",
    },
  ],
  "system-ui, ui-serif, ui-sans-serif, ui-rounded, ui-monospace": [
    {
      why: "a font family a client does not know is skipped: the stack goes on to a generic family",
      holds: (use) =>
        /,\s*(sans-serif|serif|monospace)\s*$/.test(use.value ?? "") &&
        use.property === "font-family",
    },
  ],
  "<ruby> element": [
    {
      why: "without ruby the <rp> parentheses show the reading after the text it annotates",
      holds: (use) =>
        use.element.children.some((child) => child.type === "element" && child.tagName === "rp"),
    },
  ],
  "<rt> element": [{ why: "its text shows in the <rp> parentheses of its ruby" }],
  "<rp> element": [{ why: "the parentheses show, as intended where ruby is not supported" }],
};

const value = (use: Use): string => (use.value ?? "").trim().toLowerCase();
const noRem = (use: Use): boolean => !/\brem\b/.test(value(use));

/**
 * Features clients support in part (caniemail's notes say which part), and why each use here is
 * in the supported part. A partly supported feature with no entry fails the check.
 */
const PARTLY: Record<string, Rule[]> = {
  "white-space": [
    {
      why: "Gmail's and Yahoo's apps drop `white-space: pre` but keep pre-wrap",
      holds: (use) => value(use) !== "pre",
    },
  ],
  "word-break": [
    {
      why: "where buggy, word-break breaks like break-all: long words still break",
      holds: (use) => ["break-word", "break-all"].includes(value(use)),
    },
  ],
  "word-wrap": [{ why: "Gmail applies break-word to everything: the value used here" }],
  "max-width": [
    {
      why: "Outlook for Windows reads max-width only on tables; an <img> has a width attribute of at most 600 px, which it reads instead",
      holds: (use) =>
        use.element.tagName !== "img" ||
        (Number(use.element.properties.width) > 0 && Number(use.element.properties.width) <= 600),
    },
  ],
  "height property": [
    {
      why: "Outlook reads no height on <span>, <div> or <p>: used on images only",
      holds: (use) => use.element.tagName === "img",
    },
  ],
  "width property": [
    {
      why: "Outlook reads width on tables and cells, where it is used; images carry a width attribute",
      holds: (use) => ["table", "td", "th"].includes(use.element.tagName),
    },
  ],
  margin: [
    {
      why: "no negative or auto margins, none on <span>",
      holds: (use) => !/-\d|\bauto\b/.test(value(use)) && use.element.tagName !== "span",
    },
  ],
  padding: [
    {
      why: "Outlook for Windows pads only table cells: elsewhere the padding is space a reader does not need (a block's own margin keeps it apart)",
    },
  ],
  border: [
    {
      why: "no border wider than 8 px (Outlook's limit)",
      holds: (use) => [...value(use).matchAll(/(\d+)px/g)].every((match) => Number(match[1]) <= 8),
    },
  ],
  "border-radius": [
    {
      why: "no elliptical `/` shorthand (Yahoo)",
      holds: (use) => !value(use).includes("/"),
    },
  ],
  display: [
    {
      why: "inline-block only (flex, grid and the like are what clients drop)",
      holds: (use) => ["inline-block", "block", "inline"].includes(value(use)),
    },
  ],
  "font-size": [{ why: "in px, never rem (which Outlook and Yahoo drop)", holds: noRem }],
  "font-weight": [
    {
      why: "a multiple of 100 (Yahoo); Outlook shows 600 and above as bold, as meant",
      holds: (use) => /^[1-9]00$/.test(value(use)) || ["bold", "normal"].includes(value(use)),
    },
  ],
  "line-height": [
    {
      why: "unitless (Outlook misreads em and px), never `normal` (Yahoo)",
      holds: (use) => /^\d+(\.\d+)?$/.test(value(use)),
    },
  ],
  "text-align": [
    {
      why: "left, center or right, never start, end or match-parent",
      holds: (use) => ["left", "center", "right", "justify"].includes(value(use)),
    },
  ],
  "text-decoration": [
    {
      why: "one value (Outlook reads no more), never overline",
      holds: (use) => ["underline", "none", "line-through"].includes(value(use)),
    },
  ],
  "letter-spacing": [{ why: "in px, never em", holds: (use) => !/em\b/.test(value(use)) }],
  "list-style": [{ why: "a type only, no image", holds: (use) => !value(use).includes("url(") }],
  background: [
    {
      why: "background-color only, one colour (what Outlook for Windows and Yahoo read)",
      holds: (use) => use.property === "background-color" && /^#[0-9a-f]{3,6}$/.test(value(use)),
    },
  ],
  "<body> element": [TABLE_BODY],
  "<ul>, <ol> and <dl>": [
    {
      why: "no `reversed` on <ol> and no `value` on <li> (what clients drop)",
      holds: (use) =>
        use.element.properties.reversed === undefined && use.element.properties.value === undefined,
    },
  ],
  "role attribute": [
    {
      why: "Yahoo reads role on tables only, where it is used (role=presentation)",
      holds: (use) => use.element.tagName === "table",
    },
  ],
  "width attribute": [
    {
      why: "a width in px, never a percentage (Outlook for Windows takes a percentage of the file's width); at 120 dpi Outlook keeps the px size, at most 600",
      holds: (use) => /^\d+$/.test(String(use.element.properties.width ?? "")),
    },
  ],
  "mailto: links": [
    {
      why: "no bcc in the address (Yahoo's app drops it)",
      holds: (use) => !/[?&]bcc=/i.test(String(use.element.properties.href ?? "")),
    },
  ],
  // Gmail's Android app reads ruby for other accounts than Google's: for those, the fallback above.
  "<ruby> element": FALLBACKS["<ruby> element"] ?? [],
  "<rt> element": FALLBACKS["<rt> element"] ?? [],
  "<rp> element": FALLBACKS["<rp> element"] ?? [],
  "<strike> element": [{ why: "struck text still shows, with or without the line" }],
  "<dfn> element": [{ why: "the term's text shows whatever its styling" }],
  "dir attribute": [{ why: "the text shows; only its direction hint may be lost" }],
  "lang attribute": [{ why: "the text shows; only the language hint is lost" }],
  "<wbr> element": [
    {
      why: "Gmail's mobile web reads <wbr> for Google accounts; word-break breaks words there too",
    },
  ],
  "system-ui, ui-serif, ui-sans-serif, ui-rounded, ui-monospace": [
    {
      why: "only system-ui is read everywhere: ui-monospace falls through to the next family of the stack",
      holds: (use) => /,\s*(sans-serif|serif|monospace)\s*$/.test(value(use)),
    },
  ],
};

/** A style attribute's declarations, split outside quotes and parentheses. */
function declarations(style: string): [string, string][] {
  const parts: string[] = [];
  let current = "";
  let quote = "";
  let depth = 0;
  for (const character of style) {
    if (quote) quote = character === quote ? "" : quote;
    else if (character === '"' || character === "'") quote = character;
    else if (character === "(") depth += 1;
    else if (character === ")") depth -= 1;
    else if (character === ";" && depth === 0) {
      parts.push(current);
      current = "";
      continue;
    }
    current += character;
  }
  parts.push(current);
  return parts.flatMap((part): [string, string][] => {
    const colon = part.indexOf(":");
    if (colon < 0) return [];
    return [[part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim()]];
  });
}

const NOT_FOUND = /^Feature "(.+)" not found on "(.+)"\.$/;
const lints = new Map<string, Finding[]>();

/**
 * The linter's findings for one snippet (an element alone, or one declaration), for every client.
 * caniemail's linter throws on a feature its data has no entry for on a client (word-wrap on
 * Gmail for iOS); that client is then asked alone, and the feature is "unknown" for it.
 */
function lint(html: string): Finding[] {
  const known = lints.get(html);
  if (known) return known;
  const ask = (clients: Client[]): Finding[] => {
    const { issues } = caniemail({ clients, html });
    return (["errors", "warnings"] as const).flatMap((kind) =>
      [...issues[kind]].flatMap(([client, list]) =>
        list.map((issue) => ({
          client,
          feature: issue.title,
          support: kind === "errors" ? ("none" as const) : ("partial" as const),
          notes: issue.notes,
        })),
      ),
    );
  };
  let findings: Finding[];
  try {
    findings = ask(JUDGED);
  } catch {
    findings = JUDGED.flatMap((client) => {
      try {
        return ask([client]);
      } catch (error) {
        const missing = NOT_FOUND.exec(error instanceof Error ? error.message : "");
        if (!missing) throw error;
        return [{ client, feature: missing[1] ?? "", support: "unknown" as const, notes: [] }];
      }
    });
  }
  lints.set(html, findings);
  return findings;
}

/**
 * The element's start tag alone (no style, no children): what its tag and attributes are judged by.
 */
const startTag = (element: Element): string => {
  const { style: _style, ...properties } = element.properties;
  return toHtml({
    ...element,
    properties,
    children: element.tagName === "style" ? element.children : [],
  });
};

interface SupportReport {
  /**
   * What fails the check: an unsupported feature with no fallback, a partial use outside the part.
   */
  problems: string[];
  /**
   * The fallbacks and partial uses relied on, and what caniemail has no data for: for the record.
   */
  notes: string[];
}

const clientNames = (clients: Set<string>): string => [...clients].map(clientName).join(", ");

/** Judges one item's e-mail HTML. */
function emailSupport(html: string): SupportReport {
  const tree: Root = fromHtml(html, { fragment: true });
  // One line per feature, use and verdict, with the clients it concerns.
  const grouped = new Map<string, Set<string>>();
  const add = (line: string, client: string) => {
    const clients = grouped.get(line) ?? new Set<string>();
    clients.add(client);
    grouped.set(line, clients);
  };
  const judge = (use: Use, snippet: string): void => {
    const where = use.property ? `<${use.element.tagName}> ${use.property}: ${use.value}` : snippet;
    for (const finding of lint(snippet)) {
      if (finding.support === "unknown") {
        add(`note: caniemail has no data on ${finding.feature} (${where}) for`, finding.client);
        continue;
      }
      const rules = (finding.support === "none" ? FALLBACKS : PARTLY)[finding.feature] ?? [];
      const rule = rules.find(
        (candidate) =>
          (!candidate.clients || candidate.clients.test(finding.client)) &&
          (!candidate.holds || candidate.holds(use)),
      );
      const verdict = finding.support === "none" ? "not supported" : "only partly supported";
      if (rule)
        add(`note: ${finding.feature} is ${verdict} (${where}): ${rule.why}; in`, finding.client);
      else {
        const notes = finding.notes.length > 0 ? ` (caniemail: ${finding.notes.join(" ")})` : "";
        add(
          `${finding.feature} is ${verdict}${notes}, with nothing standing in for it, in ${where}; clients:`,
          finding.client,
        );
      }
    }
  };
  let elements = 0;
  const visit = (nodes: Root["children"], ancestors: string[]): void => {
    for (const node of nodes) {
      if (node.type !== "element") continue;
      elements += 1;
      const use = { element: node, ancestors };
      judge(use, startTag(node));
      const style = node.properties.style;
      if (typeof style === "string") {
        for (const [property, declared] of declarations(style)) {
          const snippet = toHtml({
            ...node,
            properties: { style: `${property}: ${declared}` },
            children: [],
          });
          judge({ ...use, property, value: declared }, snippet);
        }
      }
      visit(node.children, [...ancestors, node.tagName]);
    }
  };
  visit(tree.children, []);
  const problems: string[] = [];
  // The check proves its own precondition: it judged something.
  if (elements === 0) problems.push("the item holds no HTML element to judge");
  const notes: string[] = [];
  for (const [line, clients] of grouped) {
    if (line.startsWith("note: ")) notes.push(`${line.slice(6)} ${clientNames(clients)}`);
    else problems.push(`${line} ${clientNames(clients)}`);
  }
  return { problems, notes };
}

/** Each item's title and e-mail HTML, from a feed file or an HTML file (one item). */
async function itemsOf(file: string): Promise<{ title: string; html: string }[]> {
  const source = readFileSync(file, "utf8");
  if (!file.endsWith(".xml")) return [{ title: file, html: source }];
  const feed = await new Parser<object, { "content:encoded": string }>().parseString(source);
  return feed.items.map((item) => ({
    title: item.title ?? item.link ?? "an item",
    html: item["content:encoded"],
  }));
}

async function main(): Promise<void> {
  const files = process.argv.slice(2);
  const items = (
    await Promise.all((files.length > 0 ? files : ["public/newsletter/rss.xml"]).map(itemsOf))
  ).flat();
  let failed = 0;
  const relied = new Set<string>();
  for (const { title, html } of items) {
    const { problems, notes } = emailSupport(html);
    notes.forEach((note) => relied.add(note));
    if (problems.length === 0) continue;
    failed += 1;
    console.error(`${title}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
  const clients = "Gmail, Apple Mail, Outlook for Windows, the new Outlook or Yahoo Mail";
  const data = `caniemail's data of ${rawData.last_update_date.slice(0, 10)}`;
  if (failed > 0) {
    console.error(`${failed} of ${items.length} e-mail items use what ${clients} drops (${data}).`);
    process.exit(1);
  }
  if (process.env.VERBOSE) console.log([...relied].map((note) => `  - ${note}`).join("\n"));
  console.log(
    `${items.length} e-mail items use only what ${clients} supports, or a fallback (${data}; ${relied.size} fallbacks and partial uses relied on, VERBOSE=1 lists them).`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
