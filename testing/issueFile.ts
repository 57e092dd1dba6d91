// Newsletter issues as a coach writes them, for the build tests' and benches' copies of the site.

/** An issue's Markdown file: front matter (with `extra` lines) and its body. */
export const issueFile = (title: string, date: string, extra = "", body = "The issue itself.") =>
  `---\ntitle: "${title}"\ndate: "${date}"\nsummary: "About ${title}."\n${extra}---\n\n${body}\n`;

/**
 * An issue with a link title of `size` characters, a "<pre " in every 21 (the most a block may
 * hold is 10,000 characters and 500 tags: markdownLimits.ts), and a code block: 9,000 characters
 * once made a pass at hydration take a second.
 */
export const linkTitleIssue = (title: string, date: string, size: number) =>
  issueFile(
    title,
    date,
    "",
    [
      `A [link](https://example.com/ "${`<pre ${"x ".repeat(8)}`.repeat(size / 21)}") with a title.`,
      "",
      "```js",
      "const answer = 42;",
      "```",
    ].join("\n"),
  );

/** The run of "<pre x x …" a link title of linkTitleIssue holds, as the page's HTML writes it. */
export const LINK_TITLE_PIECE = "pre x x x x x x x x ";
