// Reads the text files under content/ for the checks in validateContent.ts (which stay pure).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { ContentFile } from "./validateContent";

const TEXT_FILE = /\.(md|ya?ml)$/;

/** Every Markdown and YAML file below `dir`, with paths from `root` written with forward slashes. */
export function readContentFiles(root: string, dir = "content"): ContentFile[] {
  const files: ContentFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEXT_FILE.test(entry.name)) {
        files.push({
          path: relative(root, full).split(sep).join("/"),
          text: readFileSync(full, "utf8"),
        });
      }
    }
  };
  const start = join(root, dir);
  if (existsSync(start)) walk(start);
  return files;
}

/** `fileExists` for validateContent: paths from the project root. */
export const fileExistsUnder =
  (root: string) =>
  (path: string): boolean =>
    existsSync(join(root, path));
