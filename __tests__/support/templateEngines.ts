// The sending services render what they send as a template (docs/newsletter.md): Kit with Liquid,
// Buttondown with Django's language (Nunjucks is its JavaScript twin: `{{ }}`, `{% %}`, `{# #}`),
// Mailchimp with its merge tags; Handlebars stands for the Mustache family. Each renders with a
// subscriber's fields, the strict options too (a strict service refuses the whole e-mail).
import Handlebars from "handlebars";
import { Liquid } from "liquidjs";
import nunjucks from "nunjucks";

const FIELDS = { EMAIL: "sam@example.com", FNAME: "Sam" };
const data = { subscriber: { email: FIELDS.EMAIL, first_name: FIELDS.FNAME }, author: "Sam" };

// Mailchimp's tags open with `*|` (or `*%7C`, its URL-encoded form in a link) and close with `|*`.
const OPEN = String.raw`\*(?:\||%7C)`;
const CLOSE = String.raw`(?:\||%7C)\*`;
const CONDITIONAL = new RegExp(
  String.raw`${OPEN}IF(NOT)?:([^|%*]+)${CLOSE}((?:(?!${OPEN}IF)[\s\S])*?)${OPEN}END:IF${CLOSE}`,
);
const ELSE = new RegExp(String.raw`${OPEN}ELSE:${CLOSE}`);
const TAG = new RegExp(String.raw`${OPEN}([A-Z0-9_:]+)${CLOSE}`, "g");

/**
 * Mailchimp's merge tags substituted as Mailchimp does: each `*|IF:NAME|*…*|ELSE:|*…*|END:IF|*`
 * (innermost first; `IFNOT`, `NAME=value`) by the branch the subscriber's field picks, then each
 * `*|NAME|*` by the field's value (empty for a field the audience lacks).
 */
export function mailchimp(html: string): string {
  let out = html;
  for (let match = CONDITIONAL.exec(out); match; match = CONDITIONAL.exec(out)) {
    const [all, not, condition = "", body = ""] = match;
    const [name = "", expected] = condition.split("=");
    const value = FIELDS[name as keyof typeof FIELDS] ?? "";
    const holds = (expected === undefined ? value !== "" : value === expected) !== Boolean(not);
    const [yes = "", no = ""] = body.split(ELSE);
    out = out.replace(all, holds ? yes : no);
  }
  return out.replace(TAG, (_, name: string) => FIELDS[name as keyof typeof FIELDS] ?? "");
}

const liquid = new Liquid();
const strictLiquid = new Liquid({ strictVariables: true, strictFilters: true });
const nunjucksEnvironment = new nunjucks.Environment(null, { autoescape: true });
const strictNunjucks = new nunjucks.Environment(null, { autoescape: true, throwOnUndefined: true });

/** What each engine makes of `html` (a thrown error as its message: the service's refusal). */
export function byEngines(html: string): Record<string, string> {
  const engines: Record<string, () => string> = {
    liquid: () => liquid.parseAndRenderSync(html, data),
    "liquid (strict)": () => strictLiquid.parseAndRenderSync(html, data),
    nunjucks: () => nunjucksEnvironment.renderString(html, data),
    "nunjucks (strict)": () => strictNunjucks.renderString(html, data),
    handlebars: () => Handlebars.compile(html)(data),
    "handlebars (strict)": () => Handlebars.compile(html, { strict: true })(data),
    mailchimp: () => mailchimp(html),
  };
  return Object.fromEntries(
    Object.entries(engines).map(([name, render]) => {
      try {
        return [name, render()];
      } catch (error) {
        return [name, `refused: ${(error as Error).message}`];
      }
    }),
  );
}

/** `byEngines(html)` as it is when no engine finds anything to evaluate: `html` from each. */
export const unrendered = (html: string): Record<string, string> =>
  Object.fromEntries(Object.keys(byEngines("")).map((name) => [name, html]));
