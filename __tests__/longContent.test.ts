/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// Long content stays fast: each pass the build makes over an issue's text reads it in time that
// grows with its length, not its square, whatever the text holds. A regular expression that scans
// ahead from each "<" (or "![", or "](") to a character that never comes reads an 80 KB title
// 20,000 times over: seconds of build, or, in the page, a long task at hydration. So every pattern
// a pass runs over a long run must stop where the next piece starts, whatever character follows;
// the time itself, at 20 KB and 160 KB, is a bench figure (bench/contentGrowth.ts).
// (The Markdown parser, remark 13 as gatsby-transformer-remark runs it, is not the site's: it
// takes seconds over tens of kilobytes of "](" or "<a ", docs/performance.md.)
import { CONTENT_PASSES, repeated } from "../bench/contentGrowth";

const ORIGINAL_EXEC = RegExp.prototype.exec;

/** Every regular expression `pass` runs over a text holding `run` (replace, match, split, test). */
async function patternsOver(pass: (text: string) => unknown, text: string, run: string) {
  const seen = new Map<string, RegExp>();
  const spy = jest.spyOn(RegExp.prototype, "exec").mockImplementation(function (
    this: RegExp,
    subject: string,
  ) {
    if (subject.includes(run)) seen.set(`/${this.source}/${this.flags}`, this);
    return ORIGINAL_EXEC.call(this, subject);
  });
  try {
    await pass(text);
  } finally {
    spy.mockRestore();
  }
  return [...seen.values()];
}

/** Printable ASCII and a line break: whatever character a pattern might be waiting for. */
const ENDINGS = [
  ..." !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\n",
];

/**
 * A match that takes in the next `piece` as well: the pattern scans on past where the next try
 * starts, so over a run of pieces whose ending never comes it reads the rest from each one.
 */
function spansPieces(pattern: RegExp, piece: string): string | undefined {
  const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
  for (const ending of ENDINGS) {
    const subject = `${piece.repeat(3)}${ending}`;
    const again = new RegExp(pattern.source, flags);
    for (const [match] of subject.matchAll(again)) {
      if (match.split(piece).length > 2) return JSON.stringify(subject);
    }
  }
  return undefined;
}

describe.each(CONTENT_PASSES)("%s", (_name, pass, pieces) => {
  // Each pattern stops where the next piece starts, so the pass reads a run of them once, however
  // long (what the time at 20 KB and 160 KB shows: npm run bench -- content-growth).
  it.each(pieces)("never scans on past the next %p of a long run", async (piece) => {
    const run = repeated(piece, 20_000);
    const patterns = await patternsOver(pass, run, run);
    expect(patterns.length).toBeGreaterThan(0);
    expect(
      patterns.flatMap((pattern) => {
        const subject = spansPieces(pattern, piece);
        return subject ? [`/${pattern.source}/${pattern.flags} over ${subject}`] : [];
      }),
    ).toEqual([]);
  });
});
