// Makes a page per newsletter issue (with its "Read next", readNext.ts) and per case study, the
// archive's numbered pages and each topic's, from the templates in src/templates/, only for what
// this build publishes (src/publication.ts), and gives every page the publication context its
// queries filter with (`listedFrom: { lte: $lastDate }`). A query error stops the build: a page
// without its data must never be published.
import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import { routes } from "../../routes";
import { checkShippedHtml } from "../htmlSafety/shippedHtml";
import { portraitIsPlaceholder } from "../launch/launchCheck";
import { chooseReadNext } from "./readNext";
import { isGatsbyDevelop } from "../gatsbyOutput";
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

/** Context of a newsletter issue page: neighbours by date, "" when there is none. */
export interface NewsletterIssueContext {
  id: string;
  /** The issue before this one (older). */
  previousId: string;
  /** The issue after this one (newer). */
  nextId: string;
}

/** Context of a topic's page: the topic, and which slice of its issues, newest first. */
export interface NewsletterTopicContext extends NewsletterArchiveContext {
  topic: string;
}

/**
 * Neighbours for issues listed newest first. "" rather than undefined: Gatsby drops a filter whose
 * value is undefined, and `id: { eq: undefined }` would return the first issue.
 */
export function newsletterContexts(newestFirst: { id: string }[]): NewsletterIssueContext[] {
  return newestFirst.map((issue, index) => ({
    id: issue.id,
    previousId: newestFirst[index + 1]?.id ?? "",
    nextId: newestFirst[index - 1]?.id ?? "",
  }));
}

/**
 * Issues per archive page. The archive is numbered pages, newest first, so each page weighs the
 * same however many issues there are: at 20 its HTML plus page data stays far under 60 KB gzipped,
 * and a reader scans a page at a glance (docs/performance.md, "The newsletter archive").
 */
export const ARCHIVE_PAGE_SIZE = 20;

/** Context of an archive page: which slice of the issues, newest first, it lists. */
export interface NewsletterArchiveContext {
  skip: number;
  limit: number;
}

/**
 * The archive's pages for `count` listed issues: page 1 at /newsletter/archive/, then /2/, /3/, ...
 * One page even with no issue, which says none is published yet. An issue keeps its page number
 * only until newer ones push it on; the page addresses themselves never change.
 */
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

// Decided once per run: `gatsby develop` previews drafts and scheduled issues, a build does not.
const publication: PublicationContext = publicationContext(isGatsbyDevelop(), new Date());

/**
 * Every page's context carries the publication window (pages from src/pages/ get it here); the home
 * page's also says whether to leave the placeholder portrait out (src/node/launch/launchCheck.ts).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context && "lastDate" in page.context) return;
  const home =
    page.path === routes.home
      ? { portraitIsPlaceholder: portraitIsPlaceholder(process.cwd()) }
      : {};
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...publication, ...home } });
};

/**
 * The pages of each topic that this build's issues carry, numbered like the archive's: a topic
 * whose issues are all drafts or scheduled gets no page yet (no link leads to it either).
 */
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

/** Says in the build log which files this build holds back, so none is left out unnoticed. */
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
  // No page is made from content whose HTML leaves the allow-list.
  await checkShippedHtml(args);
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
  // The archive lists only topics with a page: one whose issues are all held back has none.
  const listedTopics = topics.filter((topic) =>
    issues.some((issue) => issue.topics.includes(topic)),
  );
  for (const page of topicPages(topics, issues)) {
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
