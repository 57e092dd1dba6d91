// The schema's own field extensions: a rule every query needs lives in the schema, once, as in
// LekoArts' themes (`@slugify`, `@defaultFalse`), instead of in each query.
// - `listedFrom: Date! @listedFrom` on every type with a `draft` flag: the first day a listing
//   shows the item (src/publication.ts, the publication rule); listings filter
//   `listedFrom: { lte: $lastDate }`.
// - `display<Field>: String! @displayDate(of: "<field>")` beside every date field: the date as
//   people read it ("March 5, 2026", src/displayDate.ts).
// Both depend on the node alone, never on the day or the run, so Gatsby may resolve them in any
// query worker and keep them for as long as the node is unchanged.
import { displayDate } from "../../displayDate";
import { listedFrom } from "../../publication";

/** What `actions.createFieldExtension` takes (Gatsby types it only as `object`). */
interface FieldExtension {
  name: string;
  args?: Record<string, string>;
  extend: (options: never) => { resolve: (source: never) => unknown };
}

export const fieldExtensions: FieldExtension[] = [
  {
    name: "listedFrom",
    extend: () => ({
      resolve: (source: { draft?: boolean; date?: string }) =>
        listedFrom({ draft: source.draft ?? false, isoDate: source.date }),
    }),
  },
  {
    name: "displayDate",
    args: { of: "String!" },
    extend: ({ of }: { of: string }) => ({
      resolve: (source: Record<string, unknown>) => {
        const value = source[of];
        return typeof value === "string" ? displayDate(value) : null;
      },
    }),
  },
];
