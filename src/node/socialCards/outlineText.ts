// Text as SVG outlines from an npm font, so build-time images look the same on every machine
// (librsvg would set <text> in whatever fonts a CI machine has: almost none).
import { existsSync } from "node:fs";
import path from "node:path";
import { openSync, type Font } from "fontkit";

const HEADING_FONT = "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2";

const fonts = new Map<string, Font>();

/** The file in the nearest node_modules above the working directory (a font is no module). */
function packageFile(packagePath: string, from = process.cwd()): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", packagePath);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${packagePath} is not installed`);
  }
}

export function loadFont(packagePath: string = HEADING_FONT): Font {
  const file = packageFile(packagePath);
  let font = fonts.get(file);
  if (!font) {
    font = openSync(file);
    fonts.set(file, font);
  }
  return font;
}

export interface TextStyle {
  font: Font;
  size: number;
  /** Extra space after each character, in px. */
  letterSpacing?: number;
}

export function measure(text: string, { font, size, letterSpacing = 0 }: TextStyle): number {
  const run = font.layout(text);
  return (run.advanceWidth * size) / font.unitsPerEm + letterSpacing * run.glyphs.length;
}

/** One line of text as SVG path data, baseline from (x, y); glyphs flipped from font units. */
export function outlineLine(text: string, x: number, y: number, style: TextStyle): string {
  const { font, size, letterSpacing = 0 } = style;
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let penX = x;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    const d = glyph.path.toSVG();
    if (d !== "") {
      const gx = penX + position.xOffset * scale;
      const gy = y - position.yOffset * scale;
      parts.push(
        `<path transform="matrix(${round(scale)} 0 0 ${round(-scale)} ${round(gx)} ${round(gy)})" d="${d}"/>`,
      );
    }
    penX += position.xAdvance * scale + letterSpacing;
  });
  return parts.join("");
}

const round = (value: number): string => String(Math.round(value * 1000) / 1000);

/** Splits text into lines no wider than `maxWidth` (greedy, at spaces; a long word stays whole). */
export function wrap(text: string, maxWidth: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (line !== "" && measure(candidate, style) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}
