/**
 * Structured data for search engines. The JSON is serialised the same way on every build (no dates
 * from the clock, keys in a fixed order), so a hash of this inline script for a Content Security
 * Policy stays valid until the content itself changes. `<` is escaped so no text can close the tag.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
