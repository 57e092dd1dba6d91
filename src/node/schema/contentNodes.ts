// Turns each Markdown file into a node of its own type, chosen by its folder in content/ (see the
// content model), so every type has exactly its own fields (a case study has no date, an issue no
// outcomes), with their defaults (draft: false) and dates as written (see nodeFields).
import type { CreateNodeArgs, Node } from "gatsby";
import { markdownTypeOf, nodeFields } from "../content/contentModel";

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  name: string;
}

interface MarkdownNode extends Node {
  frontmatter?: Record<string, unknown>;
}

export function createContentNode({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
}: CreateNodeArgs): void {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.internal.type !== "File" || file.sourceInstanceName !== "content") return;
  const type = markdownTypeOf(`content/${file.relativePath}`);
  if (!type) return;
  const { frontmatter = {} } = node as MarkdownNode;
  const fields = { ...nodeFields(type.fields, frontmatter), slug: file.name, markdown: node.id };
  const child = {
    ...fields,
    id: createNodeId(`${node.id} >>> ${type.typeName}`),
    parent: node.id,
    children: [],
    internal: { type: type.typeName, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
}
