// Pages per issue, case study, archive page and topic, only for what this build publishes
// (src/publication.ts); a query error stops the build, as a page without its data must not ship.
import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import { routes } from "../../routes";
import { recordShippedHtml } from "../htmlSafety/shippedHtml";
import { portraitIsPlaceholder } from "../launch/launchCheck";
import { chooseReadNext } from "./readNext";
import { isGatsbyDevelop } from "../gatsbyOutput";
import { buildDate } from "../../config/buildDate";
import {
  isListed,
  publicationContext,
  publicationStatus,
  type PublicationContext,
} from "../../publication";

interface PageNode {
  id: string;
  slug: string;
  draft: boolean;
  isoDate?: string;
  markdown: { fileAbsolutePath: string };
}

interface IssueNode extends PageNode {
  topics: { slug: string }[] | null;
  related: { slug: string }[] | null;
}

interface CreatePagesData {
  allNewsletterIssue: { nodes: IssueNode[] };
  allCaseStudy: { nodes: PageNode[] };
  allTopicsYaml: { nodes: { slug: string }[] };
}

/** Neighbours by date, "" when there is none. */
export interface NewsletterIssueContext {
  id: string;
  /** Older. */
  previousId: string;
  /** Newer. */
  nextId: string;
}

export interface NewsletterTopicContext extends NewsletterArchiveContext {
  topic: string;
}

/**
 * Neighbours for issues listed newest first. "" rather than undefined: Gatsby drops an undefined
 * filter, and `id: { eq: undefined }` would return the first issue.
 */
export function newsletterContexts(newestFirst: { id: string }[]): NewsletterIssueContext[] {
  return newestFirst.map((issue, index) => ({
    id: issue.id,
    previousId: newestFirst[index + 1]?.id ?? "",
    nextId: newestFirst[index - 1]?.id ?? "",
  }));
}

/** Issues per archive page: each page weighs the same however long the archive. */
export const ARCHIVE_PAGE_SIZE = 20;

export interface NewsletterArchiveContext {
  skip: number;
  limit: number;
}

/** The archive's pages: /newsletter/archive/, then /2/, ...; one even with no issue. */
export function archivePages(
  count: number,
  pageSize = ARCHIVE_PAGE_SIZE,
  pathOf: (page: number) => string = routes.newsletterArchivePage,
): { path: string; context: NewsletterArchiveContext }[] {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return Array.from({ length: pages }, (_, index) => ({
    path: pathOf(index + 1),
    context: { skip: index * pageSize, limit: pageSize },
  }));
}

// `gatsby develop` previews drafts and scheduled issues; a build does not.
const publication: PublicationContext = publicationContext(
  isGatsbyDevelop(),
  buildDate(process.env),
);

/** Every page gets the publication window; the home page whether to hide the placeholder photo. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context && "lastDate" in page.context) return;
  const home =
    page.path === routes.home
      ? { portraitIsPlaceholder: portraitIsPlaceholder(process.cwd()) }
      : {};
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...publication, ...home } });
};

/** Each topic's pages, numbered like the archive's; a topic with no published issue gets none. */
export function topicPages(
  topics: readonly string[],
  issues: readonly { topics: readonly string[] }[],
  pageSize = ARCHIVE_PAGE_SIZE,
): { path: string; context: NewsletterTopicContext }[] {
  const counts = new Map<string, number>();
  for (const issue of issues) {
    for (const topic of issue.topics) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  }
  return topics.flatMap((topic) => {
    const count = counts.get(topic) ?? 0;
    if (count === 0) return [];
    return archivePages(count, pageSize, (page) => routes.newsletterTopic(topic, page)).map(
      (page) => ({ path: page.path, context: { ...page.context, topic } }),
    );
  });
}

/** Names in the build log the files this build holds back. */
function reportHeldBack(items: PageNode[], reporter: Reporter): void {
  const held = items
    .filter((item) => !isListed(item, publication))
    .map((item) => {
      const file = path.relative(process.cwd(), item.markdown.fileAbsolutePath);
      const status = publicationStatus(item, publication.today);
      return `  - ${file}: ${status === "draft" ? "draft" : `scheduled for ${item.isoDate}`}`;
    });
  if (held.length > 0) {
    reporter.info(`Not published in this build (${publication.today}):\n${held.join("\n")}`);
  }
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { graphql, actions, reporter } = args;
  await recordShippedHtml(args);
  const result = await graphql<CreatePagesData>(`
    query CreatePages {
      allNewsletterIssue(sort: { date: DESC }) {
        nodes {
          id
          slug
          draft
          isoDate: date(formatString: "YYYY-MM-DD")
          markdown {
            fileAbsolutePath
          }
          topics {
            slug
          }
          related {
            slug
          }
        }
      }
      allTopicsYaml {
        nodes {
          slug
        }
      }
      allCaseStudy(sort: { order: ASC }) {
        nodes {
          id
          slug
          draft
          markdown {
            fileAbsolutePath
          }
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
  const { allNewsletterIssue, allCaseStudy, allTopicsYaml } = result.data;
  reportHeldBack([...allNewsletterIssue.nodes, ...allCaseStudy.nodes], reporter);
  const issues = allNewsletterIssue.nodes
    .filter((issue) => isListed(issue, publication))
    .map((issue) => ({
      ...issue,
      topics: (issue.topics ?? []).map((topic) => topic.slug),
      related: (issue.related ?? []).map((related) => related.slug),
    }));
  const contexts = newsletterContexts(issues);
  const readNext = chooseReadNext(issues);
  // The byline leaves the shipped placeholder portrait out, as the home page does.
  const placeholderPortrait = portraitIsPlaceholder(process.cwd());
  issues.forEach((issue, index) => {
    actions.createPage({
      path: routes.newsletterIssue(issue.slug),
      component: path.resolve("src/templates/NewsletterIssueTemplate.tsx"),
      context: {
        ...contexts[index],
        readNextIds: readNext.get(issue.id) ?? [],
        ...publication,
        portraitIsPlaceholder: placeholderPortrait,
      },
    });
  });
  const topics = allTopicsYaml.nodes.map((topic) => topic.slug);
  const pagesOfTopics = topicPages(topics, issues);
  // The archive lists only topics with a page: one whose issues are all held back has none.
  const listedTopics = [...new Set(pagesOfTopics.map((page) => page.context.topic))];
  for (const page of pagesOfTopics) {
    actions.createPage({
      path: page.path,
      component: path.resolve("src/templates/NewsletterTopicTemplate.tsx"),
      context: { ...page.context, ...publication },
    });
  }
  for (const page of archivePages(issues.length)) {
    actions.createPage({
      path: page.path,
      component: path.resolve("src/templates/NewsletterArchiveTemplate.tsx"),
      context: { ...page.context, ...publication, topics: listedTopics },
    });
  }
  for (const study of allCaseStudy.nodes.filter((item) => isListed(item, publication))) {
    actions.createPage({
      path: routes.caseStudy(study.slug),
      component: path.resolve("src/templates/CaseStudyTemplate.tsx"),
      context: { id: study.id, ...publication },
    });
  }
};
