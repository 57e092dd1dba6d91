// Makes a page per newsletter issue and per case study from the templates in src/templates/.
// A query error stops the build: a page without its data must never be published.
import path from "node:path";
import type { GatsbyNode } from "gatsby";

interface PageNode {
  id: string;
  slug: string;
}

interface CreatePagesData {
  allNewsletterIssue: { nodes: PageNode[] };
  allCaseStudy: { nodes: PageNode[] };
}

/** Context of a newsletter issue page: neighbours by date, "" when there is none. */
export interface NewsletterIssueContext {
  id: string;
  /** The issue before this one (older). */
  previousId: string;
  /** The issue after this one (newer). */
  nextId: string;
}

/**
 * Neighbours for issues listed newest first. "" rather than undefined: Gatsby drops a filter whose
 * value is undefined, and `id: { eq: undefined }` would return the first issue.
 */
export function newsletterContexts(newestFirst: PageNode[]): NewsletterIssueContext[] {
  return newestFirst.map((issue, index) => ({
    id: issue.id,
    previousId: newestFirst[index + 1]?.id ?? "",
    nextId: newestFirst[index - 1]?.id ?? "",
  }));
}

export const newsletterPath = (slug: string): string => `/newsletter/${slug}/`;
export const caseStudyPath = (slug: string): string => `/case-study/${slug}/`;

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<CreatePagesData>(`
    query CreatePages {
      allNewsletterIssue(sort: { date: DESC }) {
        nodes {
          id
          slug
        }
      }
      allCaseStudy(sort: { order: ASC }) {
        nodes {
          id
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Could not query the content for the newsletter and case-study pages",
      result.errors,
    );
    return;
  }
  const issues = result.data.allNewsletterIssue.nodes;
  const contexts = newsletterContexts(issues);
  issues.forEach((issue, index) => {
    actions.createPage({
      path: newsletterPath(issue.slug),
      component: path.resolve("src/templates/NewsletterIssueTemplate.tsx"),
      context: contexts[index],
    });
  });
  for (const study of result.data.allCaseStudy.nodes) {
    actions.createPage({
      path: caseStudyPath(study.slug),
      component: path.resolve("src/templates/CaseStudyTemplate.tsx"),
      context: { id: study.id },
    });
  }
};
