// Turns each Markdown file into a node of its own type, chosen by its folder in content/, so every
// type has exactly its own required fields (a case study has no date, an issue no outcomes).
import type { GatsbyNode, Node } from "gatsby";

const TYPE_BY_FOLDER: Record<string, string> = {
  newsletter: "NewsletterIssue",
  "case-studies": "CaseStudy",
  pages: "LegalPage",
};

interface FileNode extends Node {
  sourceInstanceName: string;
  relativeDirectory: string;
  name: string;
}

interface MarkdownNode extends Node {
  frontmatter?: Record<string, unknown>;
}

export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
}) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.internal.type !== "File" || file.sourceInstanceName !== "content") return;
  const type = TYPE_BY_FOLDER[file.relativeDirectory];
  if (!type) return;
  const { frontmatter = {} } = node as MarkdownNode;
  const fields = { ...frontmatter, slug: file.name, markdown: node.id };
  const child = {
    ...fields,
    id: createNodeId(`${node.id} >>> ${type}`),
    parent: node.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
};
