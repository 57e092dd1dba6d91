// A field's line in a content file, from the `yaml` package's source positions, so it is found as
// a YAML parser reads the file however it is indented or quoted.
import { LineCounter, isMap, isScalar, isSeq, parseDocument } from "yaml";

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
 * The line of `field` ("formats.items[1].price", "date") in a YAML file or frontmatter; a missing
 * field points to its parent's line, or the first line of the fields.
 */
export function fieldLine(text: string, field: string, format: "yaml" | "markdown"): number {
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

/** Every text value and key of a file's YAML, escapes undone, with its field, line and raw text. */
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
  // js-yaml refuses nesting deeper than 100 before this runs.
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
