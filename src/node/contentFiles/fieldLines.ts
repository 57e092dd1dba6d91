// Where a field is in a content file, for every message and annotation that names a line: the
// `yaml` package's own source positions (each node's range, turned into a line by its LineCounter),
// so a line is found as a YAML parser reads the file, however it is indented or quoted.
// https://eemeli.org/yaml/#options (keepSourceTokens, lineCounter)
import { LineCounter, isMap, isScalar, isSeq, parseDocument } from "yaml";

/** A Markdown file's frontmatter: the lines between its opening `---` and the next `---`. */
function frontmatterOf(text: string): string {
  const lines = text.split(/\r?\n/).slice(1);
  const end = lines.findIndex((line) => line.trim() === "---");
  return (end < 0 ? lines : lines.slice(0, end)).join("\n");
}

/** Where the entry a path segment names starts (an item at its dash), and its value. */
function entryOf(
  collection: unknown,
  segment: string,
): { offset: number; value: unknown } | undefined {
  const index = /^\[(\d+)\]$/.exec(segment);
  if (index && isSeq(collection)) {
    const at = Number(index[1]);
    const item: unknown = collection.items[at];
    const token = collection.srcToken;
    const dash =
      token?.type === "block-seq"
        ? token.items[at]?.start.find((part) => part.type === "seq-item-ind")?.offset
        : undefined;
    const start =
      dash ?? (isScalar(item) || isMap(item) || isSeq(item) ? item.range?.[0] : undefined);
    return start === undefined ? undefined : { offset: start, value: item };
  }
  if (!index && isMap(collection)) {
    const pair = collection.items.find(({ key }) => isScalar(key) && String(key.value) === segment);
    const start = pair && isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    return start === undefined ? undefined : { offset: start, value: pair?.value };
  }
  return undefined;
}

/**
 * The line of `field` ("coach.portraitAlt", "formats.items[1].price", "[2].name", "date") in a
 * content file: a YAML file, or a Markdown file's frontmatter. A field that is missing points to
 * the nearest line that is there: its parent's, or the first line of the fields.
 */
export function fieldLine(text: string, field: string, format: "yaml" | "markdown"): number {
  // Frontmatter starts on line 2, after its opening ---.
  const firstLine = format === "markdown" ? 2 : 1;
  const lineCounter = new LineCounter();
  const document = parseDocument(format === "markdown" ? frontmatterOf(text) : text, {
    lineCounter,
    keepSourceTokens: true,
  });
  let node: unknown = document.contents;
  let offset: number | undefined;
  for (const segment of field.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    const entry = entryOf(node, segment);
    if (!entry) break;
    ({ offset, value: node } = entry);
  }
  return offset === undefined ? firstLine : lineCounter.linePos(offset).line + firstLine - 1;
}

/**
 * Every text value and key of a content file's YAML as the parser reads it (escapes undone), with
 * its field, its line and its text as written.
 */
export function yamlTexts(text: string, format: "yaml" | "markdown") {
  const firstLine = format === "markdown" ? 2 : 1;
  const source = format === "markdown" ? frontmatterOf(text) : text;
  const lineCounter = new LineCounter();
  const found: { field: string; line: number; value: string; source: string }[] = [];
  const add = (node: unknown, field: string): void => {
    if (!isScalar(node) || typeof node.value !== "string" || !node.range) return;
    const [start, end] = node.range;
    const line = lineCounter.linePos(start).line + firstLine - 1;
    found.push({ field, line, value: node.value, source: source.slice(start, end) });
  };
  // js-yaml, which reads the values, refuses nesting deeper than 100 before this runs.
  const walk = (node: unknown, field: string): void => {
    if (isMap(node)) {
      for (const { key, value } of node.items) {
        const name = `${field && `${field}.`}${isScalar(key) ? String(key.value) : ""}`;
        add(key, name);
        walk(value, name);
      }
    } else if (isSeq(node)) node.items.forEach((item, index) => walk(item, `${field}[${index}]`));
    else add(node, field);
  };
  walk(parseDocument(source, { lineCounter }).contents, "");
  return found;
}
