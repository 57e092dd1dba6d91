// The part of fontkit 2 the build uses (it ships no types): laying out a line of text and reading
// each glyph's outline, in font units.
declare module "fontkit" {
  interface Path {
    toSVG(): string;
  }

  interface Glyph {
    path: Path;
  }

  interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }

  interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
  }

  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string): GlyphRun;
  }

  export function openSync(path: string): Font;
}
