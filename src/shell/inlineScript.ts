// What the inline scripts the site writes into its pages share (the starter, the early recorder).

/** A value written into an inline script: JSON, with "<" escaped so it cannot close the element. */
export const scriptLiteral = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, "\\u003c");
