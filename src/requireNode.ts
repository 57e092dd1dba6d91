/**
 * A node a page's query must find. Single-node queries are nullable in GraphQL, but the content
 * files behind them are checked before the build, so a missing node means a broken query.
 */
export function requireNode<T>(node: T | null | undefined, source: string): T {
  if (node == null) throw new Error(`${source} did not load`);
  return node;
}
