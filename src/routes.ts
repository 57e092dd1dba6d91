// Every path the site publishes. No path prefix (Link adds it); a trailing slash, as GitHub Pages
// serves dir/index.html.

export const routes = {
  home: "/",
  theSystem: "/#the-system",
  testimonials: "/#testimonials",
  /** The coach in their own words, on the home page. */
  about: "/#about",
  caseStudies: "/case-study/",
  caseStudy: (slug: string): string => `/case-study/${slug}/`,
  /** The folder of the archive and every issue. */
  newsletter: "/newsletter/",
  newsletterArchive: "/newsletter/archive/",
  /** Page `page` of the archive, newest first: page 1 is the archive itself, then /2/, /3/, ... */
  newsletterArchivePage: (page: number): string =>
    page <= 1 ? "/newsletter/archive/" : `/newsletter/archive/${page}/`,
  newsletterIssue: (slug: string): string => `/newsletter/${slug}/`,
  /** Page `page` of a topic's issues, newest first: /newsletter/topics/<slug>/, then /2/, ... */
  newsletterTopic: (slug: string, page = 1): string =>
    page <= 1 ? `/newsletter/topics/${slug}/` : `/newsletter/topics/${slug}/${page}/`,
  newsletterFeed: "/newsletter/rss.xml",
  /** Pagefind's folder: the search index (runPagefind.mjs) and the script that reads it. */
  searchIndex: "/pagefind/",
  /** A page from content/pages/<slug>.md, made by src/pages/{LegalPage.slug}.tsx. */
  legalPage: (slug: string): string => `/${slug}/`,
  privacyPolicy: "/privacy-policy/",
  termsOfService: "/terms-of-service/",
  /** Thank-you pages, reached only by redirects; kept out of search, sitemap and feed. */
  callBooked: "/call-booked/",
  subscribed: "/subscribed/",
  notFound: "/404/",
} as const;

/** The thank-you pages: their address may carry the visitor's name and e-mail (see analytics). */
export const THANK_YOU_ROUTES: readonly string[] = [routes.callBooked, routes.subscribed];

/** Pages search engines are asked not to index (`<meta name="robots" content="noindex">`). */
export const NOINDEX_ROUTES: readonly string[] = [routes.notFound, ...THANK_YOU_ROUTES];

/** Every page's own social card, drawn after the build (src/node/socialCards/) at this size. */
export const SOCIAL_CARD = { width: 1200, height: 630 };

/** The home page's card's name: a page at /home/ would share its card. */
const HOME_CARD = "home";

/** Where a page's card lives: "/newsletter/x/" -> /social/newsletter/x.png. */
export function socialCardPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "");
  return `/social/${trimmed === "" ? HOME_CARD : trimmed}.png`;
}

/** Slugs a content/pages/ page may not take: the site's pages and build folders (a test checks). */
export const RESERVED_TOP_LEVEL_SLUGS: readonly string[] = [
  ...[routes.caseStudies, routes.newsletter, routes.notFound, routes.searchIndex],
  ...[...THANK_YOU_ROUTES, socialCardPath("/x/"), `/${HOME_CARD}/`],
].map((path) => path.split("/")[1] ?? "");

/** Names a newsletter issue may not take: the archive's and the topics' pages use those paths. */
export const NEWSLETTER_RESERVED_SLUGS: readonly string[] = [
  routes.newsletterArchive,
  routes.newsletterTopic("x"),
].map((path) => path.split("/")[2] ?? "");
