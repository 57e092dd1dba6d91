// Reads content/ for the checks in validateContent.ts (which stay pure): the text of every Markdown
// and YAML file, the first bytes of every image, the path of everything else.
import { closeSync, existsSync, openSync, readFileSync, readSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileKind, type ContentFile } from "./validateContent";

/** Enough bytes to tell every image format apart. */
const HEAD_BYTES = 16;

function readHead(path: string): Uint8Array {
  const head = new Uint8Array(HEAD_BYTES);
  const fd = openSync(path, "r");
  try {
    return head.subarray(0, readSync(fd, head, 0, HEAD_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

/** Every file below `dir`, with paths from `root` written with forward slashes. */
export function readContentFiles(root: string, dir = "content"): ContentFile[] {
  const start = join(root, dir);
  if (!existsSync(start)) return [];
  return readdirSync(start, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => {
      const full = join(entry.parentPath, entry.name);
      const path = relative(root, full).split(sep).join("/");
      const kind = fileKind(path);
      if (kind === "markdown" || kind === "yaml") return { path, text: readFileSync(full, "utf8") };
      return kind === "image" ? { path, head: readHead(full) } : { path };
    });
}
