// The part of js-yaml 3 the content checks use (the package ships no types of its own).
declare module "js-yaml" {
  export interface Schema {
    readonly __brand: "Schema";
  }
  export const CORE_SCHEMA: Schema;
  export class YAMLException extends Error {
    reason: string;
    mark?: { line: number; column: number };
  }
  export function load(text: string): unknown;
  export function safeLoad(text: string, options?: { schema?: Schema; filename?: string }): unknown;
}
